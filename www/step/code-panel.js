// The Code panel: the program beside each step, as a learner meets it in
// two places. "Algorithm X (Knuth)" is Algorithm 7.2.2.1X in its eight
// steps, X1 to X8, in the catalogue's words (code-knuth-x1 …), and for an
// exact cover with multiplicities "Algorithm M (Knuth)", M1 to M9 as this
// search takes them; "C++ (OI template)" is the dancing-links program of
// the OI solutions (remove/resume/dance), from code/dlx.cpp, which a test
// compiles and runs against the CLI, so the program shown is one that
// works. Repeated cover has its own program, code/repeat.cpp (OI-wiki's,
// with the bound h and iterative deepening). A listing is the item rule's:
// the C++ shows the choose loop of the rule in use (its other rules' lines,
// marked `// @choose only …`, are left out) and X3 names the rule.
//
// At each step the lines of the step's event carry aria-current="step",
// the same whether the step was reached forwards or by Back; beside them,
// the variables of the listing shown, by its names: Knuth's l, i, xₗ and
// the size of i, or the C++'s dep, c, i and siz[c] (repeated cover: dep,
// c, h() and limit). They are the variables of the frame whose lines are
// marked, read off the step's event: at a backtrack the item left is the
// one the narration names, not the caller's that the search returns to.
import { copyText, h } from '../dom.js';
import { itemName, optionName } from './narration.js';
import DLX_CPP from './code/dlx-cpp.js';
import REPEAT_CPP from './code/repeat-cpp.js';
import { msg } from '../i18n/words.js';

/** The listings, in the order of the Listing menu. */
export const LISTINGS = ['knuth', 'cpp'];

/**
 * The steps of Algorithm X that each event of the tracer runs: an
 * `uncover` is X7, and since it always leaves the level, X8 as well.
 * `start` is the search before its first step.
 */
const KNUTH_STEPS = {
  start: ['X1'], choose: ['X3'], cover: ['X4'], try: ['X5'], undo: ['X6'],
  uncover: ['X7', 'X8'], solution: ['X2'], done: ['X8'],
};

/**
 * The steps of Algorithm M (multiplicities) that each event runs: a choice
 * prepares its branches (M4), a try passes M5 to M6, a close is M5's,
 * leaving an item restores it (M8) and leaves the level (M9).
 */
const KNUTH_M_STEPS = {
  start: ['M1'], solution: ['M2'], choose: ['M3', 'M4'], dead: ['M3'], try: ['M5', 'M6'], undo: ['M7'],
  close: ['M5'], leave: ['M8', 'M9'], done: ['M9'],
};

/** Knuth's steps as listing lines, each with the events that run it. */
const knuthLines = (steps) => [...new Set(Object.values(steps).flat())].sort()
  .map((label) => ({ label, events: Object.keys(steps).filter((k) => steps[k].includes(label)) }));

/** The listings of each search: Algorithm X ('x'), repeated cover ('repeat'), multiplicities ('bounds'). */
const LISTINGS_OF = {
  x: { knuth: knuthLines(KNUTH_STEPS), cpp: DLX_CPP },
  repeat: { cpp: REPEAT_CPP },
  bounds: { knuth: knuthLines(KNUTH_M_STEPS) },
};

/** The variables beside each listing, by the names its program gives them (code-var-…). */
const VARIABLES = {
  'x:knuth': ['level', 'item', 'option', 'size'],
  'x:cpp': ['dep', 'c', 'node', 'siz'],
  'repeat:cpp': ['dep', 'c', 'h', 'limit'],
  'bounds:knuth': ['depth', 'item', 'size'],
};

/**
 * The events after which the search's depth is one more than the level of
 * the lines they mark: Algorithm X counts its frames, one a chosen item,
 * from the choice until its loop ends; the other searches count the
 * options in the set, one more from a try (in repeated cover through its
 * undo too: the option is the frame's until the next try or the leave).
 */
const DEEPER = { x: ['choose', 'cover', 'try', 'undo'], repeat: ['try', 'undo'], bounds: ['try'] };

/**
 * The frame whose line event `e` marks (null: the start), from the event
 * itself: its level, from the depth after the event, and its item. An
 * event that names an item names the frame's own: at a backtrack the
 * callee's, which the counters' innermost frame no longer is. A try or an
 * undo names only its option: the innermost frame's item is theirs. A
 * solution, a cut or the search's start and end is a call that has chosen
 * no item.
 */
function frameOf(search, e, counters) {
  const kind = e?.kind ?? 'start';
  const depth = e?.depth ?? 0;
  return {
    level: DEEPER[search].includes(kind) ? Math.max(0, depth - 1) : depth,
    item: e?.column ?? (kind === 'try' || kind === 'undo' ? counters?.column ?? null : null),
  };
}

/** The C++ program's node of option `o` in item `c`'s list: headers 0…m, then each row's nodes, left to right. */
function nodeOf(matrix, o, c) {
  let node = matrix.columns + 1;
  for (let p = 0; p < o; p++) node += matrix.optionColumns[p].length;
  return node + [...matrix.optionColumns[o]].sort((a, b) => a - b).indexOf(c);
}

export function createCodePanel(ref, { words }) {
  const panel = ref['code-panel'];
  const lines = ref['code-lines'];
  const select = ref['code-listing'];
  /** The step shown: its search, its event (`start` before the first), its rule, and the variables after it. */
  let shown = { search: null, kind: 'start', rule: 'smallest', vars: null };
  /** What the listing's lines were built for: search, listing and rule. */
  let built = null;

  const search = () => shown.search ?? 'x';
  const key = () => `${search()}:${select.value}`;
  /** The chosen listing's lines under the rule in use, or null where the search has none. */
  const listing = () => LISTINGS_OF[search()][select.value]?.filter((line) => !line.rules || line.rules.includes(shown.rule)) ?? null;
  /** Knuth's step `label` in the page's words (X3 names the rule in use). */
  const step = (label) => words.t(`code-knuth-${label.toLowerCase()}`, { rule: shown.rule });

  /** Builds the chosen listing's lines and its variables' names. */
  function build() {
    // The menu offers what the search has: repeated cover has no Knuth steps; Knuth's are X's or M's.
    const has = LISTINGS_OF[search()];
    for (const option of select.options) option.disabled = !has[option.value];
    select.options[0].textContent = words.t(search() === 'bounds' ? 'listing-knuth-m' : 'listing-knuth');
    if (!has[select.value]) select.value = Object.keys(has)[0];
    built = `${key()}:${shown.rule}`;
    lines.classList.toggle('cpp', select.value === 'cpp');
    lines.replaceChildren(...listing().map((line) =>
      h('li', { 'data-events': line.events.join(' '), ...(line.label ? { 'data-step': line.label } : {}) },
        line.label
          ? [h('span', { class: 'code-label' }, line.label), ' ', h('span', {}, step(line.label))]
          : h('code', {}, line.text || ' '))));
    ref['code-vars'].replaceChildren(...VARIABLES[key()].map((name) =>
      h('div', { 'data-var': name }, h('dt', {}, words.t(`code-var-${name}`)), h('dd', {}, '–'))));
    // How the level beside the listing and the Depth figure differ (none for M's, whose figure is the Depth).
    const note = ref['code-note'];
    note.hidden = search() === 'bounds';
    note.textContent = note.hidden ? '' : words.t('code-level-note', { search: search(), listing: select.value });
    mark();
    variables();
  }

  /** Marks the lines that the step's event ran, and keeps the first of them in view inside the listing. */
  function mark() {
    let first = null;
    if (built !== `${key()}:${shown.rule}`) return build();
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

  /** The value of variable `name` after the step shown, as the listing's program holds it ('–': none yet). */
  function value(name) {
    const v = shown.vars;
    if (!v) return '–';
    const say = (m) => words.say(m);
    const item = v.item === null ? null : itemName(v.matrix, v.item);
    switch (name) {
      case 'level': case 'dep': return String(v.level);
      case 'depth': return words.n(v.depth);
      case 'item': return item ? say(item) : '–';
      case 'c': return item ? say(msg('code-c-value', { number: String(v.item + 1), item })) : '–';
      case 'option': return v.option === null ? '–' : say(optionName(v.matrix, v.option));
      case 'node': return v.option === null || v.item === null ? '–'
        : say(msg('code-node-value', { node: String(nodeOf(v.matrix, v.option, v.item)), row: String(v.matrix.optionNumbers[v.option]) }));
      case 'size': case 'siz': return v.size == null ? '–' : words.n(v.size);
      case 'h': return v.h == null ? '–' : words.n(v.h);
      case 'limit': return v.limit == null ? '–' : words.n(v.limit);
      default: return '–';
    }
  }

  /** Writes the variables' values. */
  function variables() {
    for (const div of ref['code-vars'].children) div.querySelector('dd').textContent = value(div.dataset.var);
  }

  /**
   * Shows the step of event `e` (null: the start, before the first step)
   * of search `search` ('x', 'repeat' or 'bounds') under item rule `rule`:
   * the same lines and variables whether it was reached forwards or by
   * Back. `counters` are the tracer's at the step, `partial` its partial
   * solution, `matrix` names its items and options, and `sizeOf(c)` is how
   * many options item `c` has now (null while it is covered).
   */
  function show(search, e, { counters, partial, matrix, rule = 'smallest', sizeOf }) {
    const { level, item } = frameOf(search, e, counters);
    shown = {
      search, kind: e?.kind ?? 'start', rule,
      vars: {
        matrix, level, item,
        depth: counters?.depth ?? 0,
        option: partial[level] ?? null,
        // A covered item keeps the size it was chosen with: the counters have it for the innermost frame's.
        size: item === null ? null : item === counters?.column ? counters.columnSize ?? null : sizeOf(item),
        h: counters?.h ?? null,
        limit: counters?.limit ?? null,
      },
    };
    mark();
    variables();
  }

  /** Forgets the search: no line is current. */
  function clear() {
    shown = { search: null, kind: 'start', rule: shown.rule, vars: null };
    mark();
    variables();
  }

  /** The listing's program as text, without its line numbers: Knuth's steps in the page's words, or the C++. */
  const programText = () => listing().map((line) => (line.label ? `${line.label} ${step(line.label)}` : line.text)).join('\n');

  /** Copy: the program to the clipboard, and "Copied" beside the button (or where copying is refused, why). */
  async function copy() {
    const copied = await copyText(`${programText()}\n`);
    ref['code-copied'].textContent = words.t(copied ? 'copied' : 'copy-refused');
  }

  select.addEventListener('change', () => {
    ref['code-copied'].textContent = '';
    build();
  });
  ref['copy-code'].addEventListener('click', copy);
  build();
  return {
    show, clear,
    /** The language changed: the listing and the variables again. */
    relabel: build,
    /** Opens with listing `name` ('knuth' or 'cpp'). */
    set listing(name) {
      select.value = name;
      build();
    },
    get element() { return panel; },
  };
}
