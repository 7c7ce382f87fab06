// The number pad under a sudoku grid: a button per symbol of the grid's
// size, the pencil-mark toggle, Erase, Undo, Redo and Fill candidates, for
// touch, mouse and keyboard. The sudoku's view builds it in the board's
// tools container; what it enters goes into the grid's cursor cell.
//
// A press with a mouse or a finger leaves the focus where it was, so the
// cell being played keeps it and the keys still work there; from the
// keyboard, each button is reached with Tab like any other.
import { h, translate } from '../../dom.js';

/**
 * Builds the pad in `container`, in `words` (the instance's), and wires it
 * to the handlers: `onSymbol(value)`, `onPencil()`, `onErase()`,
 * `onUndo()`, `onRedo()`, `onFill()`. Returns `{ render }`.
 */
export function createPad(container, words, handlers) {
  const tool = (key, handler, attrs = {}) => {
    const button = h('button', { type: 'button', l10n: key, ...attrs });
    button.addEventListener('click', () => handlers[handler]());
    return button;
  };
  const symbols = h('div', { class: 'pad-symbols' });
  const pencil = tool('pad-pencil', 'onPencil', { 'aria-pressed': 'false' });
  const undo = tool('pad-undo', 'onUndo', { 'aria-disabled': 'true' });
  const redo = tool('pad-redo', 'onRedo', { 'aria-disabled': 'true' });
  const pad = h('div', { class: 'pad', role: 'group', 'l10n:aria-label': 'pad-group' },
    symbols,
    h('div', { class: 'pad-tools' },
      pencil, tool('pad-erase', 'onErase'), undo, redo, tool('pad-fill', 'onFill', { class: 'wide' })));
  translate(pad, words);
  container.replaceChildren(pad);
  /** The symbols the buttons show now, as one string. */
  let built = '';

  pad.addEventListener('mousedown', (event) => {
    if (event.target.closest('button')) event.preventDefault();
  });
  symbols.addEventListener('click', (event) => {
    const button = event.target.closest('button');
    if (button) handlers.onSymbol(Number(button.dataset.value));
  });

  /** Shows the pad for puzzle `p`, with the pencil toggle pressed while `p.pencil` is on. */
  function render(p) {
    const shown = p.symbols.join('');
    if (shown !== built) {
      built = shown;
      // Up to 9 a row: 16 symbols make two rows of 8, 25 three of 9.
      symbols.style.setProperty('--across', Math.ceil(p.n / Math.ceil(p.n / 9)));
      // On a touch screen, at most 7 a row: 44 px targets fit a phone.
      symbols.style.setProperty('--across-narrow', Math.ceil(p.n / Math.ceil(p.n / 7)));
      symbols.replaceChildren(...p.symbols.map((s, i) => h('button', { type: 'button', 'data-value': i + 1 }, s)));
    }
    pencil.setAttribute('aria-pressed', String(!!p.pencil));
    // aria-disabled, not disabled: a button that has the focus keeps it.
    undo.setAttribute('aria-disabled', String(!p.undo.length));
    redo.setAttribute('aria-disabled', String(!p.redo.length));
  }

  return { render };
}
