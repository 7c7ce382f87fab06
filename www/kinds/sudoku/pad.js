// The number pad under a sudoku grid (built by layout.js): a button per
// symbol of the grid's size, the pencil-mark toggle, Erase, Undo, Redo and
// Fill candidates, for touch, mouse and keyboard. What it enters goes into
// the grid's cursor cell.
//
// A press with a mouse or a finger leaves the focus where it was, so the
// cell being played keeps it and the keys still work there; from the
// keyboard, each button is reached with Tab like any other.
import { h } from '../../dom.js';

/** Which handler each tool button calls. */
const TOOLS = { pencil: 'onPencil', erase: 'onErase', undo: 'onUndo', redo: 'onRedo', 'fill-candidates': 'onFill' };

/**
 * Wires the pad in `ref` (layout.js's elements) to the handlers:
 * `onSymbol(value)`, `onPencil()`, `onErase()`, `onUndo()`, `onRedo()`,
 * `onFill()`. Returns `{ render }`.
 */
export function createPad(ref, handlers) {
  /** The symbols the buttons show now, as one string. */
  let built = '';

  ref.pad.addEventListener('mousedown', (event) => {
    if (event.target.closest('button')) event.preventDefault();
  });
  ref['pad-symbols'].addEventListener('click', (event) => {
    const button = event.target.closest('button');
    if (button) handlers.onSymbol(Number(button.dataset.value));
  });
  for (const [name, handler] of Object.entries(TOOLS)) ref[name].addEventListener('click', () => handlers[handler]());

  /**
   * Shows the pad for puzzle `p` when `shown` (a sudoku), with the pencil
   * toggle pressed when `pencil`.
   */
  function render(p, { shown, pencil }) {
    ref.pad.hidden = !shown;
    if (!shown) return;
    const symbols = p.symbols.join('');
    if (symbols !== built) {
      built = symbols;
      // Up to 9 a row: 16 symbols make two rows of 8, 25 three of 9.
      ref['pad-symbols'].style.setProperty('--across', Math.ceil(p.n / Math.ceil(p.n / 9)));
      ref['pad-symbols'].replaceChildren(...p.symbols.map((s, i) => h('button', { type: 'button', 'data-value': i + 1 }, s)));
    }
    ref.pencil.setAttribute('aria-pressed', String(pencil));
    // aria-disabled, not disabled: a button that has the focus keeps it.
    ref.undo.setAttribute('aria-disabled', String(!p.undo.length));
    ref.redo.setAttribute('aria-disabled', String(!p.redo.length));
  }

  return { render };
}
