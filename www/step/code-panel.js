// The Code panel: the program beside each step, as a learner meets it in
// two places. "Algorithm X (Knuth)" is Algorithm 7.2.2.1X in its eight
// steps, X1 to X8, in the catalogue's words (code-knuth-x1 …); "C++ (OI
// template)" is the dancing-links program of the OI solutions
// (remove/resume/dance), from code/dlx.cpp, which a test compiles and runs
// against the CLI, so the program shown is one that works. Repeated cover
// has its own program, code/repeat.cpp (OI-wiki's, with the bound h and
// iterative deepening); Knuth's eight steps are exact cover's. After each
// step the lines that the event ran carry aria-current="step"; beside
// them, for Algorithm X, the variables the narration names: the level l,
// the item i, the option x_l, and the size of i when it was chosen.
import { copyText, h } from '../dom.js';
import { itemName, optionName } from './narration.js';
import DLX_CPP from './code/dlx-cpp.js';
import REPEAT_CPP from './code/repeat-cpp.js';

/** The listings, in the order of the Listing menu. */
export const LISTINGS = ['knuth', 'cpp'];

/** Knuth's steps, each a line of the listing. */
const KNUTH = ['X1', 'X2', 'X3', 'X4', 'X5', 'X6', 'X7', 'X8'];

/**
 * The steps of Algorithm X that each event of the tracer runs: an
 * `uncover` is X7, and since it always leaves the level, X8 as well.
 * `start` is the search before its first step.
 */
export const KNUTH_STEPS = {
  start: ['X1'], choose: ['X3'], cover: ['X4'], try: ['X5'], undo: ['X6'],
  uncover: ['X7', 'X8'], solution: ['X2'], done: ['X8'],
};

/** Knuth's steps as listing lines, each with the events that run it. */
const KNUTH_LINES = KNUTH.map((label) => ({ label, events: Object.keys(KNUTH_STEPS).filter((k) => KNUTH_STEPS[k].includes(label)) }));

/** The listings of each search ('x', 'repeat'); multiplicities (Knuth's Algorithm M) have none here. */
const LISTINGS_OF = { x: { knuth: KNUTH_LINES, cpp: DLX_CPP }, repeat: { cpp: REPEAT_CPP } };

export function createCodePanel(ref, { words }) {
  const panel = ref['code-panel'];
  const lines = ref['code-lines'];
  let shown = { search: null, kind: 'start', vars: null };
  /** The search whose listing is built, and the listing chosen then. */
  let built = null;

  /** The chosen listing of the search shown (Algorithm X's before any), or null where it has none. */
  const listing = () => LISTINGS_OF[shown.search ?? 'x']?.[ref['code-listing'].value] ?? null;

  /** Builds the chosen listing's lines; where the search has no such listing, says which it has. */
  function build() {
    // The menu offers what the search has: repeated cover has no Knuth steps.
    const has = LISTINGS_OF[shown.search ?? 'x'] ?? {};
    for (const option of ref['code-listing'].options) option.disabled = Object.keys(has).length > 0 && !has[option.value];
    if (!has[ref['code-listing'].value] && Object.keys(has).length) ref['code-listing'].value = Object.keys(has)[0];
    built = `${shown.search}:${ref['code-listing'].value}`;
    const cpp = ref['code-listing'].value === 'cpp';
    const chosen = listing();
    lines.classList.toggle('cpp', cpp);
    lines.hidden = !chosen;
    ref['code-other'].hidden = !!chosen;
    lines.replaceChildren(...(chosen ?? []).map((line) =>
      h('li', { 'data-events': line.events.join(' '), ...(line.label ? { 'data-step': line.label } : {}) },
        line.label
          ? [h('span', { class: 'code-label' }, line.label), ' ', h('span', {}, words.t(`code-knuth-${line.label.toLowerCase()}`))]
          : h('code', {}, line.text || ' '))));
    mark();
  }

  /** Marks the lines that the last event ran, and keeps the first of them in view inside the listing. */
  function mark() {
    let first = null;
    if (built !== `${shown.search}:${ref['code-listing'].value}`) build();
    for (const li of lines.children) {
      const on = shown.search !== null && li.dataset.events.split(' ').includes(shown.kind);
      if (on) li.setAttribute('aria-current', 'step');
      else li.removeAttribute('aria-current');
      if (on && !first) first = li;
    }
    // Scrolls the listing only, never the page around it.
    if (first && (first.offsetTop < lines.scrollTop || first.offsetTop + first.offsetHeight > lines.scrollTop + lines.clientHeight)) {
      lines.scrollTop = Math.max(0, first.offsetTop - lines.clientHeight / 3);
    }
  }

  /** Writes the variables: l, i (with its meaning), x_l and the size of i at its choice. */
  function variables() {
    const v = shown.vars;
    // Knuth's variables are Algorithm X's: another search has no l, i, xₗ to show.
    panel.querySelector('.code-vars').hidden = shown.search !== null && shown.search !== 'x';
    const say = (m) => (m === null ? '–' : words.t(m));
    ref['code-level'].textContent = v ? String(v.level) : '–';
    ref['code-item'].textContent = v ? say(v.item) : '–';
    ref['code-option'].textContent = v ? say(v.option) : '–';
    ref['code-size'].textContent = v?.size == null ? '–' : words.n(v.size);
  }

  /**
   * Shows event `kind` ('start' before the first step) of search `search`
   * ('x', 'repeat' or 'bounds'). `counters` are the tracer's after the
   * event, `partial` its partial solution, `matrix` names its items and
   * options. Going back, `kind` is the event undone: the search is again
   * at the lines that run it next.
   */
  function show(search, kind, { counters, partial, matrix }) {
    const depth = counters?.depth ?? 0;
    // Knuth's level: the options chosen before the current one. At a
    // solution the search is at the level after its last option.
    const level = kind === 'solution' ? depth : Math.max(0, depth - 1);
    const item = counters?.column ?? null;
    const option = partial.length > level && kind !== 'solution' ? partial[level] : null;
    shown = {
      search, kind,
      vars: search === 'x' ? {
        level,
        item: item === null ? null : itemName(matrix, item),
        option: option === null ? null : optionName(matrix, option),
        size: item === null ? null : counters.columnSize,
      } : null,
    };
    mark();
    variables();
  }

  /** Forgets the search: no line is current. */
  function clear() {
    shown = { search: null, kind: 'start', vars: null };
    mark();
    variables();
  }

  /** The listing's program as text, without its line numbers: Knuth's steps in the page's words, or the C++. */
  const programText = () => (listing() ?? []).map((line) => (line.label
    ? `${line.label} ${words.t(`code-knuth-${line.label.toLowerCase()}`)}` : line.text)).join('\n');

  /** Copy: the program to the clipboard, and "Copied" beside the button (or where copying is refused, why). */
  async function copy() {
    const copied = await copyText(`${programText()}\n`);
    ref['code-copied'].textContent = words.t(copied ? 'copied' : 'copy-refused');
  }

  ref['code-listing'].addEventListener('change', () => {
    ref['code-copied'].textContent = '';
    build();
  });
  ref['copy-code'].addEventListener('click', copy);
  build();
  variables();
  return {
    show, clear,
    /** The language changed: the Knuth steps and the variables again. */
    relabel() {
      build();
      variables();
    },
    /** Opens with listing `name` ('knuth' or 'cpp'). */
    set listing(name) {
      ref['code-listing'].value = name;
      build();
    },
    get element() { return panel; },
  };
}
