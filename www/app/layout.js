// The component's markup, built once per instance inside its root: the
// board panel, the step-through panel and the side panel, with the same
// roles and accessible names as the app page has always had. Returns the
// elements the rest of the component uses, by name; nothing is ever looked
// up outside the root.
//
// Which parts show depends on the mode and the `controls` list:
//
//   full    the app page: everything
//   solve   the grid, its number pad, its tools and the paste box
//   play    the grid, its number pad and its tools without Solve, for students
//   steps   the grid and the step-through demo
import { h } from '../dom.js';

/** The controls of each mode, in the order they appear. */
export const MODE_CONTROLS = {
  full: ['type', 'examples', 'solver', 'generate', 'pad', 'count', 'solve', 'hint', 'check', 'candidates', 'clear', 'share', 'cancel', 'paste', 'help',
    'step', 'back', 'play', 'speed', 'next-solution', 'next-backtrack', 'reset', 'rule', 'keys', 'compare'],
  solve: ['solver', 'pad', 'solve', 'hint', 'check', 'candidates', 'clear', 'share', 'cancel', 'paste'],
  play: ['pad', 'hint', 'check', 'candidates', 'clear', 'share'],
  steps: ['step', 'back', 'play', 'speed', 'next-solution', 'next-backtrack', 'reset', 'rule', 'keys'],
};
export const MODES = Object.keys(MODE_CONTROLS).filter((m) => m !== 'full');
const STEP_CONTROLS = new Set(MODE_CONTROLS.steps);

/**
 * Builds the markup into `root` for `mode`, showing only `controls` (names
 * from MODE_CONTROLS; null for all of the mode's). Ids are `prefix` + name,
 * so that labels and ARIA references stay inside one instance.
 */
export function buildLayout(root, { mode, controls, prefix }) {
  const id = (name) => `${prefix}${name}`;
  const ref = {};
  /** Keeps `el` as ref[name] and gives it its id. */
  const keep = (name, el) => {
    ref[name] = el;
    el.id = id(name);
    return el;
  };
  const button = (name, label, attrs = {}) => keep(name, h('button', { type: 'button', 'data-control': name, ...attrs }, label));
  /** A button that shows and hides with the part it is in, not a control of its own. */
  const part = (name, label, attrs = {}) => button(name, label, { 'data-control': null, ...attrs });
  const labelled = (name, text, field, attrs = {}, ...after) => h('label', { 'data-control': name, ...attrs }, text, keep(name, field), ...after);

  const board = h('section', { class: 'board-panel', 'aria-label': 'Board' },
    h('div', { class: 'pickers' },
      labelled('type', 'Puzzle type', h('select')),
      labelled('examples', 'Examples', h('select', {}, h('option', { value: '' }, 'Choose…'))),
      labelled('solver', 'Solver', h('select'))),
    h('div', { class: 'generator', role: 'group', 'aria-label': 'New puzzle', 'data-control': 'generate' },
      h('label', {}, 'Size ', keep('new-size', h('select', {}, ...[4, 6, 9, 16].map((n) => h('option', { value: n, selected: n === 9 }, `${n}×${n}`))))),
      h('label', {}, 'Level ', keep('new-level', h('select', {}, ...['easy', 'medium', 'hard', 'expert', 'extreme'].map((l) => h('option', { value: l }, l))))),
      h('label', {}, 'Seed ', keep('new-seed', h('input', { type: 'number', min: 0, step: 1, value: 1, inputmode: 'numeric' }))),
      part('new-puzzle', 'New puzzle')),
    keep('board', h('div', { class: 'board' })),
    // The kind's own controls under its board (the sudoku's number pad), built by its view.
    keep('board-tools', h('div', { class: 'board-tools', 'data-control': 'pad' })),
    keep('status', h('p', { class: 'status', role: 'status', 'aria-live': 'polite' })),
    keep('rating', h('p', { class: 'rating', 'data-control': 'generate' })),
    h('div', { class: 'actions', role: 'group', 'aria-label': 'Actions' },
      button('solve', 'Solve', { class: 'primary' }),
      button('hint', 'Hint'),
      button('check', 'Check'),
      button('candidates', 'Candidates', { 'aria-pressed': 'false' }),
      button('clear', 'Clear'),
      button('share', 'Share'),
      button('cancel', 'Cancel', { disabled: true }),
      h('label', { class: 'share-progress', 'data-control': 'share' }, keep('share-progress', h('input', { type: 'checkbox' })), 'Include my progress')),
    keep('share-panel', h('div', { class: 'share-panel', hidden: true },
      h('label', { for: id('share-link') }, 'Link to this puzzle'),
      keep('share-link', h('input', { type: 'text', readonly: true, spellcheck: 'false' })))),
    keep('hint-panel', h('div', { class: 'hint-panel', hidden: true },
      keep('hint-text', h('p')),
      part('apply-hint', 'Apply hint'),
      part('why-hint', 'Why?'))));

  // Count all (count-panel.js builds what is inside).
  const counter = keep('count-panel', h('section', { class: 'count-panel', 'aria-label': 'Count all solutions', 'data-control': 'count' }));

  const steps = keep('step-panel', h('section', { class: 'step-panel', 'aria-labelledby': id('step-title') },
    keep('step-title', h('h2', {}, 'Watch Algorithm X')),
    h('p', { class: 'step-intro' }, 'Step through the dancing-links search on the puzzle above, forwards and backwards. ',
      'Keys in this panel: → step, ← back, Space play/pause, ? help.'),
    h('div', { class: 'step-controls', role: 'group', 'aria-label': 'Search controls' },
      button('step', 'Step'),
      button('back', 'Back'),
      button('play', 'Play', { 'aria-pressed': 'false' }),
      labelled('speed', 'Speed ', h('input', { type: 'range', min: 0, max: 8, value: 3 }), { class: 'speed' },
        keep('speed-value', h('output', { 'aria-hidden': 'true' }))),
      button('next-solution', 'Next solution'),
      button('next-backtrack', 'Next backtrack'),
      button('reset', 'Reset'),
      labelled('rule', 'Column rule', h('select', {},
        h('option', { value: 'smallest' }, 'Smallest'),
        h('option', { value: 'first' }, 'First'),
        h('option', { value: 'random' }, 'Random'))),
      h('label', { 'data-control': 'rule', class: 'seed' }, 'Seed ', keep('seed', h('input', { type: 'number', value: 1, min: 0 }))),
      button('keys', 'Keys', { 'aria-expanded': 'false', 'aria-controls': id('step-help') })),
    keep('step-help', h('div', { class: 'step-help', hidden: true },
      h('p', {}, h('kbd', {}, '→'), ' step, ', h('kbd', {}, '←'), ' back, ', h('kbd', {}, 'Space'), ' play or pause, ',
        h('kbd', {}, 's'), ' next solution, ', h('kbd', {}, 'b'), ' next backtrack, ', h('kbd', {}, 'r'), ' reset, ',
        h('kbd', {}, '?'), ' this help.'))),
    keep('narration', h('p', { class: 'narration', 'aria-live': 'polite' })),
    h('dl', { class: 'stats' },
      ...[['depth', 'Depth', '0'], ['nodes', 'Nodes', '0'], ['updates', 'Link updates', '0'], ['solutions', 'Solutions', '0'],
        ['size', 'Column size', '–'], ['steps', 'Steps', '0']].map(([name, label, value]) =>
        h('div', {}, h('dt', {}, label), keep(`stat-${name}`, h('dd', { 'data-stat': name }, value)))),
      h('div', { class: 'profile' }, h('dt', {}, 'Nodes per depth'),
        h('dd', {}, keep('profile', h('canvas', { width: 220, height: 48, role: 'img', 'aria-label': 'Search profile: nodes per depth' }))))),
    // The matrix view places the Shrink toggle above its canvas.
    keep('matrix', h('div', { class: 'matrix' }, part('shrink', 'Shrink', { 'aria-pressed': 'false', class: 'shrink-toggle' }))),
    keep('matrix-hover', h('p', { class: 'matrix-hover' })),
    keep('links-view', h('div', { class: 'links-view', hidden: true })),
    h('section', { class: 'compare', 'data-control': 'compare', 'aria-labelledby': id('compare-title') },
      keep('compare-title', h('h3', {}, 'Compare engines')),
      button('compare', 'Compare'),
      keep('compare-results', h('ol', { class: 'compare-results', 'aria-label': 'Engine results' })),
      keep('compare-summary', h('p')))));

  const side = h('aside', { class: 'side-panel', 'aria-label': 'Paste and help' },
    h('section', { class: 'paste', 'data-control': 'paste', 'aria-labelledby': id('paste-title') },
      keep('paste-title', h('h2', {}, 'Paste a puzzle')),
      h('label', { for: id('puzzle-text') }, 'Puzzle'),
      keep('puzzle-text', h('textarea', {
        rows: 9, spellcheck: 'false', autocomplete: 'off',
        placeholder: '81 characters on one line, 9 lines of digits, 16 lines of A–P with -, 9 lines of 0/1, or an exact-cover matrix',
      })),
      h('div', { class: 'paste-actions' }, button('load', 'Load', { 'data-control': 'paste' })),
      keep('puzzle-error', h('p', { class: 'error', role: 'alert' }))),
    h('section', { class: 'help', 'data-control': 'help', 'aria-labelledby': id('help-title') },
      keep('help-title', h('h2', {}, 'How to play')),
      h('ul', {},
        h('li', {}, 'Click a cell or use the arrow keys; type 1–9 (letters on big grids) or use the pad; Backspace erases.'),
        h('li', {}, h('strong', {}, 'Pencil marks'), ' (or Shift with a symbol) toggles a mark; Ctrl+Z undoes, Ctrl+Y redoes.'),
        h('li', {}, h('strong', {}, 'Hint'), ' gives the next logical step: press it again for more, from a nudge to the technique to the full step, in sudoku words and in exact-cover words. ', h('strong', {}, 'Why?'), ' shows its columns in the matrix.'),
        h('li', {}, h('strong', {}, 'New puzzle'), ' makes a puzzle of the size and level; the same seed always gives the same puzzle.'),
        h('li', {}, h('strong', {}, 'Check'), ' marks entries and pencil marks that contradict the solution; clashes show as you type.'),
        h('li', {}, 'Binary Sudoku: click or press Space to toggle; make every row, column and box even.'))));

  const layout = h('div', { class: `layout mode-${mode}` }, board, steps, counter, side);
  root.replaceChildren(layout);
  ref.root = layout;
  showControls(ref, mode, controls);
  return ref;
}

/**
 * Shows the mode's controls, or only those of them named in `controls`.
 * Containers with nothing left to show are hidden too.
 */
export function showControls(ref, mode, controls) {
  const allowed = new Set(MODE_CONTROLS[mode].filter((c) => !controls || controls.includes(c)));
  for (const el of ref.root.querySelectorAll('[data-control]')) el.hidden = !allowed.has(el.dataset.control);
  const stepping = MODE_CONTROLS[mode].some((c) => STEP_CONTROLS.has(c));
  ref['step-panel'].hidden = !stepping;
  // The step panel's heading and intro are for the app page; a demo shows its controls.
  ref['step-title'].hidden = mode !== 'full';
  ref['step-panel'].querySelector('.step-intro').hidden = mode !== 'full';
  ref.root.querySelector('.pickers').hidden = !['type', 'examples', 'solver'].some((c) => allowed.has(c));
  ref.root.querySelector('.actions').hidden = !['solve', 'hint', 'check', 'candidates', 'clear', 'share', 'cancel'].some((c) => allowed.has(c));
  ref.root.querySelector('.side-panel').hidden = !allowed.has('paste') && !allowed.has('help');
  ref.root.className = `layout mode-${mode}`;
  return allowed;
}
