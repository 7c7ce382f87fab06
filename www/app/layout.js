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
import { LANGUAGES } from '../i18n/words.js';


/** The controls of each mode, in the order they appear. */
export const MODE_CONTROLS = {
  full: ['type', 'examples', 'solver', 'language', 'generate', 'pad', 'count', 'solve', 'hint', 'check', 'candidates', 'clear', 'share', 'cancel', 'paste', 'help',
    'step', 'back', 'play', 'speed', 'next-solution', 'next-backtrack', 'reset', 'rule', 'keys', 'predict', 'code', 'lesson', 'picture', 'compare'],
  solve: ['solver', 'pad', 'solve', 'hint', 'check', 'candidates', 'clear', 'share', 'cancel', 'paste'],
  play: ['pad', 'hint', 'check', 'candidates', 'clear', 'share'],
  steps: ['step', 'back', 'play', 'speed', 'next-solution', 'next-backtrack', 'reset', 'rule', 'keys', 'predict', 'code', 'picture'],
};
export const MODES = Object.keys(MODE_CONTROLS).filter((m) => m !== 'full');
/** A demo's controls that show only when the host names them (`controls="code …"`, or the `code` and `predict` settings). */
const OPT_IN = { steps: ['predict', 'code', 'picture'] };

/** The controls a mode shows when the host names none. */
export const defaultControls = (mode) => MODE_CONTROLS[mode].filter((c) => !OPT_IN[mode]?.includes(c));
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
  /** A control's button; its text is message `control-<name>`. */
  const button = (name, attrs = {}) => keep(name, h('button', { type: 'button', 'data-control': name, l10n: `control-${name}`, ...attrs }));
  /** A button that shows and hides with the part it is in, not a control of its own. */
  const part = (name, attrs = {}) => button(name, { 'data-control': null, ...attrs });
  /** Words: a span showing message `key`. */
  const w = (key) => h('span', { l10n: key });
  const labelled = (name, field, attrs = {}, ...after) => h('label', { 'data-control': name, ...attrs }, w(`label-${name}`), ' ', keep(name, field), ...after);
  const option = (value, key) => h('option', { value, l10n: key });
  /** A picture's sizes: as on screen, twice as large, 1920 px wide (a slide's width); `chosen` first selected. */
  const sizes = (chosen) => ['1', '2', '1920'].map((size) => h('option', { value: size, l10n: `animation-size-${size}`, selected: size === chosen }));

  // The board panel in two parts, read in this order: the grid with what
  // plays it, then the words by it. The actions come first among the words,
  // so that what they say (the status, a hint), growing below them, never
  // moves them; the menus and New puzzle come last. style.css puts the
  // words beside the grid where they fit, else under it.
  const board = h('section', { class: 'board-panel', 'l10n:aria-label': 'region-board' },
    h('div', { class: 'board-play' },
      keep('board', h('div', { class: 'board' })),
      // A finished game, said beside the grid (the kind's doneText).
      keep('done', h('p', { class: 'done', hidden: true })),
      // The kind's own controls under its board (the sudoku's number pad), built by its view.
      keep('board-tools', h('div', { class: 'board-tools', 'data-control': 'pad' }))),
    h('div', { class: 'board-words' },
      h('div', { class: 'actions', role: 'group', 'l10n:aria-label': 'group-actions' },
        button('solve', { class: 'primary' }),
        button('hint'),
        button('check'),
        button('candidates', { 'aria-pressed': 'false' }),
        button('clear'),
        button('share'),
        button('cancel', { disabled: true }),
        h('label', { class: 'share-progress', 'data-control': 'share' }, keep('share-progress', h('input', { type: 'checkbox' })), ' ', w('label-share-progress'))),
      keep('status', h('p', { class: 'status', role: 'status', 'aria-live': 'polite' })),
      keep('share-panel', h('div', { class: 'share-panel', hidden: true },
        h('label', { for: id('share-link'), l10n: 'label-share-link' }),
        keep('share-link', h('input', { type: 'text', readonly: true, spellcheck: 'false' })))),
      keep('hint-panel', h('section', { class: 'hint-panel', 'l10n:aria-label': 'region-hint', hidden: true },
        keep('hint-text', h('p')),
        part('apply-hint'),
        part('why-hint', { 'aria-expanded': 'false', 'aria-controls': id('hint-why') }),
        // Why?: the hint's part of the matrix, in place (why.js).
        keep('hint-why', h('figure', { class: 'hint-why', hidden: true })))),
      h('div', { class: 'pickers' },
        labelled('type', h('select')),
        labelled('examples', h('select', {}, option('', 'examples-choose'))),
        labelled('solver', h('select')),
        labelled('language', h('select', {}, ...LANGUAGES.map((lang) => h('option', { value: lang }))))),
      h('div', { class: 'generator', role: 'group', 'l10n:aria-label': 'group-new-puzzle', 'data-control': 'generate' },
        h('label', {}, w('label-new-size'), ' ', keep('new-size', h('select', {}, ...[4, 6, 9, 16].map((n) => h('option', { value: n, selected: n === 9 }, `${n}×${n}`))))),
        // The levels and the rules come from the wasm module once it is ready (app.js).
        h('label', {}, w('label-new-level'), ' ', keep('new-level', h('select'))),
        h('label', {}, w('label-new-seed'), ' ', keep('new-seed', h('input', { type: 'number', min: 0, step: 1, value: 1, inputmode: 'numeric' }))),
        part('new-puzzle')),
      // The puzzle's rating, and the seed New puzzle made it from.
      keep('rating', h('p', { class: 'rating', 'data-control': 'generate' }))));

  // Count all (count-panel.js builds what is inside).
  const counter = keep('count-panel', h('section', { class: 'count-panel', 'l10n:aria-label': 'region-count', 'data-control': 'count' }));

  const keys = [['→', 'keys-step'], ['←', 'keys-back'], ['Space', 'keys-play'], ['s', 'keys-solution'], ['b', 'keys-backtrack'], ['r', 'keys-reset'], ['?', 'keys-help']];
  const steps = keep('step-panel', h('section', { class: 'step-panel', 'aria-labelledby': id('step-title') },
    keep('step-title', h('h2', { l10n: 'steps-title' })),
    h('p', { class: 'step-intro', l10n: 'steps-intro' }),
    // A lesson's stop: its title and text, and the way between stops (lesson.js).
    keep('lesson-panel', h('section', { class: 'lesson-panel', 'l10n:aria-label': 'region-lesson', hidden: true, tabindex: -1 },
      keep('lesson-title', h('h3')),
      keep('lesson-where', h('p', { class: 'lesson-where' })),
      keep('stop-title', h('h4')),
      keep('stop-text', h('p', { class: 'stop-text', 'aria-live': 'polite' })),
      h('div', { class: 'lesson-nav' }, part('previous-stop'), part('next-stop'), part('leave-lesson'), part('resume-lesson', { hidden: true }),
        part('present', { 'aria-pressed': 'false' })))),
    h('div', { class: 'step-controls', role: 'group', 'l10n:aria-label': 'group-search' },
      button('step'),
      button('back'),
      button('play', { 'aria-pressed': 'false' }),
      labelled('speed', h('input', { type: 'range', min: 0, max: 8, value: 3 }), { class: 'speed' },
        keep('speed-value', h('output', { 'aria-hidden': 'true' }))),
      button('next-solution'),
      button('next-backtrack'),
      button('reset'),
      button('predict', { 'aria-pressed': 'false' }),
      labelled('rule', h('select')),
      h('label', { 'data-control': 'rule', class: 'seed' }, w('label-seed'), ' ', keep('seed', h('input', { type: 'number', value: 1, min: 0 }))),
      button('keys', { 'aria-expanded': 'false', 'aria-controls': id('step-help') }),
      button('lesson', { 'aria-expanded': 'false', 'aria-controls': id('lesson-editor') })),
    keep('step-help', h('div', { class: 'step-help', hidden: true },
      h('ul', {}, ...keys.map(([key, words]) => h('li', {}, h('kbd', {}, key), ' ', w(words)))))),
    // The Lesson menu: built-in lessons, and the lesson being written (lesson-editor.js).
    keep('lesson-editor', h('section', { class: 'lesson-editor', 'l10n:aria-label': 'region-lesson-editor', hidden: true },
      h('div', { class: 'lesson-built-in' }, h('label', {}, w('label-built-in'), ' ', keep('built-in', h('select'))),
        part('edit-copy', { disabled: true })),
      h('label', {}, w('label-lesson-name'), ' ', keep('lesson-name', h('input', { type: 'text', maxlength: 120 }))),
      keep('lesson-stops', h('ol', { class: 'lesson-stops' })),
      keep('lesson-empty', h('p', { class: 'lesson-empty', l10n: 'lesson-no-stops-yet' })),
      // What Save, Share or Play found wrong, each also at its field (lesson-editor.js).
      keep('lesson-faults', h('div', { class: 'lesson-faults', role: 'alert', hidden: true })),
      h('div', { class: 'lesson-tools' }, part('add-stop'), part('play-lesson'), part('save-lesson'),
        h('label', { class: 'file-button' }, w('control-open-lesson'),
          keep('open-lesson', h('input', { type: 'file', accept: '.json,application/json', class: 'visually-hidden' }))),
        part('share-lesson'), keep('lesson-copied', h('span', { class: 'copied' }))),
      keep('lesson-link-row', h('p', { class: 'lesson-link', hidden: true },
        h('label', { for: id('lesson-link'), l10n: 'label-lesson-link' }), ' ',
        keep('lesson-link', h('input', { type: 'text', readonly: true, spellcheck: 'false' })))))),
    keep('narration', h('p', { class: 'narration', 'aria-live': 'polite' })),
    // Predict: the question before a step, its answers (keys 1–8), and how the answer went (predict.js).
    keep('prediction', h('div', { class: 'prediction', role: 'group', 'l10n:aria-label': 'group-prediction', hidden: true },
      keep('predict-question', h('p', { class: 'predict-question', 'aria-live': 'polite' })),
      keep('predict-answers', h('div', { class: 'predict-answers' })),
      keep('predict-feedback', h('p', { class: 'predict-feedback', 'aria-live': 'polite' })),
      keep('predict-score', h('p', { class: 'predict-score' })))),
    // On a phone the matrix and the Code panel are two tabs; on a wider screen both show.
    keep('view-tabs', h('div', { class: 'view-tabs', role: 'tablist', 'data-control': 'code', 'l10n:aria-label': 'group-views' },
      ...['matrix', 'code'].map((view, i) => keep(`tab-${view}`, h('button', {
        type: 'button', role: 'tab', 'data-view': view, 'aria-selected': String(i === 0), 'aria-controls': id(view === 'code' ? 'code-panel' : 'matrix'), l10n: `tab-${view}`,
      }))))),
    // The program beside each step (code-panel.js).
    keep('code-panel', h('section', { class: 'code-panel', 'data-control': 'code', 'l10n:aria-label': 'region-code' },
      h('div', { class: 'code-head' },
        // Knuth's option is named for the search shown (X, or M for multiplicities): code-panel.js.
        h('label', {}, w('label-listing'), ' ', keep('code-listing', h('select', {}, h('option', { value: 'knuth' }), option('cpp', 'listing-cpp')))),
        // The listing's own variables (code-panel.js builds them for the listing shown).
        keep('code-vars', h('dl', { class: 'code-vars' })),
        h('div', { class: 'code-copy' }, part('copy-code'), keep('code-copied', h('span', { class: 'copied' })))),
      // Focusable, as it scrolls: the keyboard can scroll it too.
      keep('code-lines', h('ol', { class: 'code-lines', tabindex: 0, 'l10n:aria-label': 'code-lines' })),
      keep('code-note', h('p', { class: 'code-note' })))),
    // Each figure says what it counts, on hover and on focus (its tip, which describes it).
    h('dl', { class: 'stats' },
      ...[['depth', '0'], ['nodes', '0'], ['updates', '0'], ['solutions', '0'], ['size', '–'], ['steps', '0']].map(([name, value]) =>
        h('div', { tabindex: 0, 'aria-describedby': id(`tip-${name}`) }, h('dt', { l10n: `stat-${name}` }), keep(`stat-${name}`, h('dd', { 'data-stat': name }, value)),
          h('span', { class: 'tip', role: 'tooltip', id: id(`tip-${name}`), l10n: `stat-${name}-tip` }))),
      h('div', { class: 'profile', tabindex: 0, 'aria-describedby': id('tip-profile') }, h('dt', { l10n: 'stat-profile' }),
        h('dd', {}, keep('profile', h('canvas', { width: 220, height: 48, role: 'img' }))),
        h('span', { class: 'tip', role: 'tooltip', id: id('tip-profile'), l10n: 'stat-profile-tip' }))),
    // Pictures for slides (app/pictures.js): the board or the matrix, as PNG or SVG.
    h('div', { class: 'pictures', role: 'group', 'l10n:aria-label': 'group-pictures', 'data-control': 'picture' },
      h('label', {}, w('label-picture-of'), ' ', keep('picture-of', h('select', {}, option('board', 'picture-of-board'), option('matrix', 'picture-of-matrix')))),
      h('label', {}, w('label-picture-size'), ' ', keep('picture-size', h('select', {}, ...sizes('2')))),
      h('label', { class: 'picture-caption' }, keep('picture-caption', h('input', { type: 'checkbox', checked: true })), ' ', w('label-picture-caption')),
      part('save-picture'), part('save-svg'), part('save-animation', { 'aria-haspopup': 'dialog' })),
    // Save animation's range, speed and size, and its progress (app/pictures.js).
    keep('animation-dialog', h('dialog', { class: 'animation-dialog', 'aria-labelledby': id('animation-title') },
      keep('animation-title', h('h3', { l10n: 'animation-title' })),
      h('div', { class: 'animation-fields' },
        ...[['from', 0], ['to', 20], ['speed', 4]].map(([name, value]) => h('label', {}, w(`label-animation-${name}`), ' ',
          keep(`animation-${name}`, h('input', { type: 'number', min: name === 'speed' ? 1 : 0, max: name === 'speed' ? 30 : null, step: 1, value, inputmode: 'numeric' })))),
        h('label', {}, w('label-animation-size'), ' ', keep('animation-size', h('select', {}, ...sizes('1'))))),
      keep('animation-progress', h('progress', { hidden: true, 'l10n:aria-label': 'animation-progress' })),
      h('div', { class: 'animation-buttons' }, part('animation-save', { class: 'primary' }), part('animation-cancel')))),
    // The matrix view places the Shrink toggle above its canvas.
    keep('matrix', h('div', { class: 'matrix' }, part('shrink', { 'aria-pressed': 'false', class: 'shrink-toggle' }))),
    keep('matrix-hover', h('p', { class: 'matrix-hover' })),
    keep('links-view', h('div', { class: 'links-view', hidden: true })),
    h('section', { class: 'compare', 'data-control': 'compare', 'aria-labelledby': id('compare-title') },
      keep('compare-title', h('h3', { l10n: 'compare-title' })),
      button('compare'),
      keep('compare-results', h('ol', { class: 'compare-results', 'l10n:aria-label': 'compare-results' })),
      keep('compare-summary', h('p')))));

  const help = ['help-cells', ['help-pencil-term', 'help-pencil'], ['help-hint-term', 'help-hint', 'help-why-term', 'help-why'],
    ['help-new-term', 'help-new'], ['help-check-term', 'help-check'], 'help-binary'];
  const side = h('aside', { class: 'side-panel', 'l10n:aria-label': 'region-side' },
    h('section', { class: 'paste', 'data-control': 'paste', 'aria-labelledby': id('paste-title') },
      keep('paste-title', h('h2', { l10n: 'paste-title' })),
      h('label', { for: id('puzzle-text'), l10n: 'label-puzzle-text' }),
      keep('puzzle-text', h('textarea', { rows: 9, spellcheck: 'false', autocomplete: 'off', 'l10n:placeholder': 'paste-placeholder' })),
      h('div', { class: 'paste-actions' }, button('load', { 'data-control': 'paste' })),
      keep('puzzle-error', h('p', { class: 'error', role: 'alert' }))),
    h('section', { class: 'help', 'data-control': 'help', 'aria-labelledby': id('help-title') },
      keep('help-title', h('h2', { l10n: 'help-title' })),
      // Each item: a term in bold (a button's name) and what it does, or words alone.
      h('ul', {}, ...help.map((item) => h('li', {}, ...[item].flat().map((key) => (key.endsWith('-term') ? h('strong', { l10n: key }) : w(key))))))));

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
  ref.root.querySelector('.pickers').hidden = !['type', 'examples', 'solver', 'language'].some((c) => allowed.has(c));
  ref.root.querySelector('.actions').hidden = !['solve', 'hint', 'check', 'candidates', 'clear', 'share', 'cancel'].some((c) => allowed.has(c));
  ref.root.querySelector('.side-panel').hidden = !allowed.has('paste') && !allowed.has('help');
  ref.root.className = `layout mode-${mode}`;
  return allowed;
}
