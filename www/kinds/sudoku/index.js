// Sudoku of every size from 4×4 to 25×25, as a puzzle kind. The puzzle is
// plain data; what depends on the rules (symbols, clashes, candidates) comes
// from the wasm module's gridInfo, so no rule is written twice. The
// player's game on it (entries, pencil marks, their history and their form
// in a link) is explained in game.js; the puzzle's own data in puzzle.js.
import { api, logic } from '../../worker/wasm.js';
import { createSudokuView } from './view.js';
import { SIDES } from '../share.js';
import { STATUS, searchStats } from '../status.js';
import { msg } from '../../i18n/words.js';
import {
  doneText, finish, gameOf, historyOf, historyStep, lineText, regionLabels, marksParam, readProgress, remember, sameGame, saved, shownOf, startClock,
  symbolLine, timeTaken,
} from './game.js';
import { hintAt } from './hints.js';
import { originOfQuery, puzzleOfQuery } from './query.js';
import { createPad } from './pad.js';
import { restoreGame, saveGame } from './saved-games.js';
import { analyse, blank, boxOf, finished, givensClash, rules, userValues, VARIANTS, variantOfType } from './puzzle.js';
import { Cancelled } from '../../worker/client.js';
import examples from './examples.js';

/** The sides the "Puzzle type" menu offers. */
const MENU_SIDES = [4, 6, 8, 9, 12, 16, 25];

/**
 * Shows `game` ({ entries, marks }) as the player's. Solve's cells go (they
 * would hide marks and entries), and so does what Check found of the cells
 * that change, and the hint. Returns the edit's result
 * for app.js: `changed` when the values changed (the grid the search sees),
 * `marked` when only marks did.
 */
function show(p, game) {
  const changed = game.entries.some((v, i) => v !== p.entries[i]);
  p.entries.forEach((v, i) => {
    if (v !== game.entries[i] || p.marks[i] !== game.marks[i]) p.wrong.delete(i);
  });
  p.entries = [...game.entries];
  p.marks = [...game.marks];
  p.solved.fill(0);
  // A hint was worked out on the game as it was.
  p.hint = null;
  if (changed) analyse(p);
  // Filled (by an entry, a hint or Redo), the game is finished and its clock stops; emptied again, it is not.
  if (!finished(p)) p.done = null;
  else if (changed && !p.done) finish(p);
  return { status: p.conflicts.size ? msg('sudoku-clashes') : '', changed, marked: !changed };
}

/** Shows `game` as one step of Undo; `status` says what happened (the clashes, when the values changed). */
function play(p, game, status = '') {
  if (sameGame(p, game)) return { status, changed: false };
  remember(p);
  const result = show(p, game);
  if (result.changed && finished(p)) {
    return { ...result, status: msg('sudoku-finished', { time: timeTaken(p), hints: p.hints }) };
  }
  return { ...result, status: result.status || status };
}

/** What the worker's hint reads besides the grid: the rules, the givens, the player's marks. */
function hintOptions(p, lang) {
  const options = { ...rules(p), givens: lineText(p, p.givens), lang };
  if (p.marks.some(Boolean)) options.marks = [...p.marks];
  return options;
}

/** The one cell where two games differ, or null. */
function onlyChange(before, after) {
  const cells = before.entries.flatMap((v, i) => (v !== after.entries[i] || before.marks[i] !== after.marks[i] ? [i] : []));
  return cells.length === 1 ? cells[0] : null;
}

export default {
  id: 'sudoku',
  examples,
  label: msg('kind-sudoku'),
  types: [
    ...MENU_SIDES.map((n) => ({ value: `sudoku-${n}`, label: msg('type-sudoku', { n }) })),
    ...VARIANTS.map((v) => ({ value: `sudoku-${v}`, label: msg(`type-sudoku-${v}`) })),
  ],
  traceable: true,
  tools: ['hint', 'check', 'candidates', 'compare', 'pad', 'generate', 'solver'],
  defaultType: 'sudoku-9',

  empty(type) {
    const n = Number(type.split('-')[1]) || 9;
    return blank(n, boxOf(n), variantOfType(type));
  },
  typeOf: (p) => (p.variant === 'plain' ? `sudoku-${p.n}` : `sudoku-${p.variant}`),
  typeLabel: (p) => (p.variant === 'plain' ? msg('type-sudoku', { n: p.n }) : msg(`type-sudoku-${p.variant}`)),
  /** The variant a type reads text as, for Load on that type. */
  variantOf: variantOfType,
  /** The variants, each a type of its own. */
  variants: VARIANTS,
  emptyStatus: (p) => msg('sudoku-empty', { n: p.n }),

  /**
   * The first sudoku in `text`, of `variant` (for 'plain', the module reads
   * a jigsaw's line as a jigsaw whatever the type); givens that clash are
   * kept, with `clash` set.
   */
  parse(text, { box, lang, variant = 'plain' } = {}) {
    const parsed = api.parse(text, { ...(box ? { box } : {}), ...(variant === 'plain' ? {} : { variant }), allowClashes: true, lang });
    const p = blank(parsed.size, parsed.box, parsed.variant, parsed.variant === 'jigsaw' ? parsed.regions : null);
    p.givens = parsed.grid;
    p.clash = parsed.clash;
    return analyse(p);
  },
  loadedStatus(p) {
    if (p.clash) return msg('sudoku-loaded-clash', { clash: p.clash });
    const givens = p.givens.filter((v) => v).length;
    if (p.variant !== 'plain') return msg('sudoku-variant-loaded', { type: msg(`type-sudoku-${p.variant}`), givens });
    return msg('sudoku-loaded', { n: p.n, givens });
  },
  text: (p) => lineText(p, userValues(p)),
  /** What Count all draws its solutions over: the values the search starts from, and the symbols. */
  counted: (p) => ({ values: userValues(p), symbols: p.symbols }),
  box: (p) => p.box,
  /** The options that say the rules to the wasm module: `box`, and the variant if any. */
  rules,
  /** Why Solve and the search cannot run now, or null. */
  // Clashing givens wait for a fix; clashing entries are Solve's to name.
  blocked: (p) => (p.conflicts.size && givensClash(p) ? msg('sudoku-fix-clashes') : null),
  /** Why the step-through and Count all cannot run now, or null: they search the grid with the entries, which must not clash. */
  searchBlocked: (p) => (p.conflicts.size ? msg('sudoku-fix-clashes') : null),

  /** The grid, and the number pad in the board's `tools` container. */
  createView(container, { tools, onEdit, onMove, onStray, onTravel, onFill, onRedraw, words }) {
    const grid = createSudokuView(container, { onEnter: (cell, value, pencil) => onEdit(cell, value, { pencil }), onMove, onStray, words });
    let shown = null;
    const pad = createPad(tools, words, {
      onSymbol: (value) => onEdit(shown.cursor, value, { fromPad: true }),
      onErase: () => onEdit(shown.cursor, 0, { fromPad: true }),
      onPencil() {
        shown.pencil = !shown.pencil;
        onRedraw();
      },
      onUndo: () => onTravel(true),
      onRedo: () => onTravel(false),
      onFill,
    });
    return {
      render(p, extra) {
        shown = p;
        grid.render(p, extra);
        pad.render(p);
      },
    };
  },

  /**
   * Enters `value` into `cell`, or with `pencil` toggles it among the cell's
   * marks; 0 erases the cell's entry, or its marks when it has none. One
   * step of Undo.
   */
  edit(p, cell, value, { pencil = false } = {}) {
    pencil ||= p.pencil;
    p.cursor = cell;
    const name = api.cellName(p.n, cell);
    if (p.givens[cell]) return { status: msg('sudoku-given', { cell: name }), changed: false };
    const entries = [...p.entries], marks = [...p.marks];
    if (pencil && value && entries[cell]) return { status: msg('sudoku-entry-no-marks', { cell: name }), changed: false };
    if (pencil && value) marks[cell] ^= 1 << (value - 1);
    else if (value || entries[cell]) entries[cell] = value;
    else marks[cell] = 0;
    return play(p, { entries, marks });
  },

  /** Undo (`back`) or Redo of one edit. */
  travel(p, back) {
    const before = { entries: p.entries, marks: p.marks };
    const game = historyStep(p, back);
    if (!game) return { status: msg(back ? 'sudoku-nothing-to-undo' : 'sudoku-nothing-to-redo'), changed: false };
    const cell = onlyChange(before, game);
    if (cell !== null) p.cursor = cell;
    const result = show(p, game);
    const where = cell !== null ? api.cellName(p.n, cell) : null;
    const what = where ? msg(back ? 'sudoku-undone-at' : 'sudoku-redone-at', { cell: where }) : msg(back ? 'sudoku-undone' : 'sudoku-redone');
    return { ...result, status: [what, result.status] };
  },

  /** Pencils every blank cell's candidates (the values no peer holds) in as its marks. */
  fill(p) {
    const marks = p.marks.map((m, i) => (p.givens[i] || p.entries[i] ? m : p.candidates[i]));
    return play(p, { entries: p.entries, marks }, msg('sudoku-filled'));
  },

  /** The status for a key that is a digit or a letter but no symbol of this size. */
  symbolsNote(p) {
    const [first, last] = [p.symbols[0], p.symbols[p.n - 1]];
    return msg(/\d/.test(first) ? 'sudoku-digits' : 'sudoku-letters', { n: p.n, first, last });
  },

  /**
   * Solves the puzzle. With the player's entries in it, the givens are
   * solved, so that a wrong entry cannot pass for a broken puzzle: the
   * solution fills the blank cells and the entries that disagree with it
   * are marked and named. Only a puzzle of several solutions is solved
   * with the entries, which choose among them.
   */
  async solve(p, worker, { solver, lang }) {
    const options = solver ? { ...rules(p), solver, lang } : { ...rules(p), lang };
    // With entries, the module solves the givens and names the wrong entries.
    if (p.entries.some(Boolean)) options.givens = lineText(p, p.givens);
    else if (p.conflicts.size) return { status: msg('sudoku-fix-clashes') };
    let result;
    try {
      result = await worker.solve(lineText(p, userValues(p)), options);
    } catch (e) {
      // Givens of several solutions are solved with the entries: clashing ones first need fixing.
      if (p.conflicts.size && !(e instanceof Cancelled)) return { status: msg('sudoku-fix-clashes') };
      throw e;
    }
    p.hint = null;
    const { status, solution, grid, stats, wrong } = result;
    const answer = msg('search-answer', { answer: STATUS[status], stats: searchStats(result) });
    if (!solution) return { status: answer, solved: { status, solution, grid, stats } };
    p.solved = grid.map((v, i) => (p.givens[i] || p.entries[i] ? 0 : v));
    // A finish after this is with Solve's help, and says so.
    p.solveUsed = true;
    p.wrong = new Set(wrong);
    const named = (cells, id) => (cells.length ? [msg(id, {
      count: cells.length,
      entries: cells.map((i) => msg('solve-entry', { cell: api.cellName(p.n, i), symbol: p.symbols[p.entries[i] - 1] })),
      symbols: cells.map((i) => p.symbols[grid[i] - 1]),
    })] : []);
    const clashing = wrong.filter((i) => p.conflicts.has(i));
    return {
      status: [answer, ...named(wrong.filter((i) => !p.conflicts.has(i)), 'solve-entries-wrong'), ...named(clashing, 'solve-entries-clash')],
      solved: { status, solution, grid, stats },
    };
  },

  /**
   * Graded hints: the first press asks the worker for the next step (on the
   * player's pencil marks), with every text; each press after that goes one
   * level deeper without asking again: 1 a nudge (where to look), 2 the
   * technique, 3 the full step with Apply. Mistakes and faults are told at once.
   */
  async hint(p, worker, { lang }) {
    if (p.solved.some(Boolean)) return { status: msg('hint-after-solve') };
    if (p.hint?.depth < 3) return hintAt(p, p.hint.data, p.hint.depth + 1);
    if (p.hint) return hintAt(p, p.hint.data, 3);
    const h = await worker.hint(lineText(p, userValues(p)), hintOptions(p, lang));
    p.hints = (p.hints ?? 0) + 1;
    return hintAt(p, h, h.technique || ['reveal', 'wrongEntry', 'wrongMark'].includes(h.kind) ? 1 : 3);
  },

  /**
   * The hint shown, asked for again in `lang` (its words come rendered):
   * the same step at the same depth, not counted as another hint.
   */
  async rehint(p, worker, { lang }) {
    if (!p.hint) return { status: '' };
    return hintAt(p, await worker.hint(lineText(p, userValues(p)), hintOptions(p, lang)), p.hint.depth);
  },

  /** The worker's rating of the givens: { level, hardest, nodes, steps, result }. */
  rate: (p, worker, { lang }) => worker.rate(lineText(p, p.givens), { ...rules(p), lang }),

  /**
   * Applies a hint's placements (as entries) and eliminations (from the
   * pencil marks), as one undo step: the logic module works out the game
   * after it (`applyHint`, the hints' own rule for marks).
   */
  async apply(p, change) {
    const { applyHint } = await logic();
    const after = applyHint(lineText(p, userValues(p)), { ...rules(p), marks: [...p.marks], ...change });
    const entries = after.values.map((v, i) => (p.givens[i] ? 0 : v));
    const { placements, eliminations, clears, restores } = change;
    const taken = placements.length ? msg('hint-applied')
      : clears.length ? msg('hint-cleared') : restores.length ? msg('hint-restored') : msg('hint-removed', { count: eliminations.length });
    return play(p, { entries, marks: after.marks }, taken);
  },

  /** Marks the entries that contradict the solution, and the cells whose pencil marks leave its value out (the wasm module's `check`). */
  async check(p, worker, { lang }) {
    const result = await worker.check(lineText(p, userValues(p)), { ...rules(p), givens: lineText(p, p.givens), marks: [...p.marks], lang });
    p.wrong = new Set(result.wrong);
    return { status: result.text };
  },

  /** Clears the player's game, as one step of Undo, and what Solve showed. */
  clear(p) {
    const zeros = new Array(p.n * p.n).fill(0);
    const { changed, marked } = play(p, { entries: zeros, marks: zeros });
    p.solved.fill(0);
    p.wrong = new Set();
    p.hint = null;
    // A new game: its clock and its hints start again.
    startClock(p);
    return msg(changed || marked ? 'sudoku-cleared' : 'sudoku-givens-only');
  },

  /** Shows the player's saved game on `p` just read, if any; returns what to add to the status (`p.said`: what was said of it last, in `lang`). */
  restore(p, lang) {
    return restoreGame(this, p, lang);
  },
  /** Saves the player's game on `p`, with what the status line last `said` of it in `lang`. */
  keep(p, said, lang) {
    saveGame(this, p, said, lang);
  },

  /**
   * Where the game on this puzzle is saved: its box shape and givens (a
   * jigsaw's with its regions), and a variant's name: the same givens as
   * an X-sudoku are another puzzle.
   */
  saveKey: (p) => `${p.variant === 'plain' ? '' : `${p.variant}:`}${p.box[0]}x${p.box[1]}:${lineText(p, p.givens)}`,
  saved,
  /** Shows a saved game (saved()'s form), as one step of Undo if `undoable`, or as where Undo starts. Throws an Error if it does not fit. */
  resume(p, form, { undoable = false } = {}) {
    const game = gameOf(p, form);
    if (!undoable) {
      p.undo = historyOf(game.undo);
      p.redo = historyOf(game.redo);
      startClock(p, game.clock);
      const result = show(p, game);
      // Solve's cells and Check's strikes, as they were left.
      const { solved, wrong } = shownOf(p, form);
      if (solved) p.solved = solved;
      p.wrong = wrong;
      return result;
    }
    return play(p, game);
  },
  doneText,

  /** The link's query parameters: the givens, and with `progress` the player's game (game.js). */
  share(p, { progress = false } = {}) {
    const text = lineText(p, p.givens);
    const plain = p.variant === 'plain';
    const params = plain && p.n === 9 && p.box[0] === 3 ? { bd: text } : { p: text.split(' ')[0], box: `${p.box[0]}x${p.box[1]}` };
    if (!plain) params.v = p.variant;
    if (p.variant === 'jigsaw') params.r = regionLabels(p);
    if (p.origin) Object.assign(params, { level: p.origin.level, seed: String(p.origin.seed) });
    if (!progress) return params;
    if (p.entries.some(Boolean)) params.e = symbolLine(p, p.entries);
    if (p.marks.some(Boolean)) params.m = marksParam(p.marks, p.n);
    return params;
  },

  /**
   * A link's puzzle; with its progress as `progress` (saved()'s form), or
   * `progressError` when that does not fit: the puzzle loads without it.
   */
  fromQuery(params) {
    let found = puzzleOfQuery(params);
    if (!found || found.error) return found;
    const origin = originOfQuery(params);
    if (origin) found = { ...found, origin };
    try {
      const progress = readProgress(params, SIDES[found.text.split(' ')[0].length]);
      return progress ? { ...found, progress } : found;
    } catch (e) {
      return { ...found, progressError: e.words ?? e.message };
    }
  },
};

