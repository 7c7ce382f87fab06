// Predict: before a step, the learner guesses what Algorithm X does next,
// then sees the step and whether the guess was right, with why in one
// sentence. Predicting beats watching (Grissom et al. 2003). The questions,
// by the event that comes next:
//
//   choose     which item it chooses (the smallest ones and a few others, at most 8)
//   cover      how many options covering it removes
//   try        whether the option leads to a solution or to a dead end
//   uncover    whether the search tries another option or backs up
//   solution   which options make up the solution (up to 8 options)
//
// The answer is found by stepping the tracer ahead and back again with its
// exact Back, so the search is where it was when the question shows. The
// score stays until the page is closed.
import { h } from '../dom.js';
import { msg } from '../i18n/words.js';
import { itemName, optionName } from './narration.js';

/** The most answers a question offers: the keys 1–8 pick them. */
export const MAX_ANSWERS = 8;
/** How far ahead a try's outcome is looked for; past it, the try is not asked about. */
const LOOKAHEAD = 4000;
/** The most options a solution may have to be asked about: more would not read as an answer. */
const MAX_SOLUTION = 8;

export function createPredictor(ref, { words }) {
  const p = {
    on: false,
    right: 0,
    asked: 0,
    /** Questions the step went past unanswered (Step again, or a lesson's next stop). */
    skipped: 0,
    /** The question shown and the resolver of its answer, or null. */
    pending: null,
    /** The last question and how it went, kept to say again in another language. */
    last: null,
  };

  /** Steps `tracer` once and back: the next event, and the options it leaves in the matrix. */
  function peek(tracer) {
    const before = tracer.refresh();
    const e = tracer.step();
    const after = tracer.refresh();
    const partial = e.kind === 'solution' ? [...tracer.partial()] : null;
    tracer.back();
    tracer.refresh();
    return { e, removed: before - after, partial };
  }

  /** Whether the try `e` leads to a solution before its option is undone; null if too far to tell. */
  function outcome(tracer, e) {
    let steps = 0;
    let found = null;
    while (steps < LOOKAHEAD && found === null) {
      const next = tracer.step();
      steps += 1;
      if (next.kind === 'solution') found = true;
      else if ((next.kind === 'undo' && next.depth === e.depth) || next.kind === 'done') found = false;
    }
    for (let i = 0; i < steps; i++) tracer.back();
    return found === null ? null : { found, steps };
  }

  /** The items offered for a choice: the right one, the smallest, then others, at most MAX_ANSWERS, in the matrix's order. */
  function itemsOffered(state, right, rule) {
    const actives = state.columns.map((c, i) => ({ c, size: state.sizes[i] }));
    const order = rule === 'smallest' ? [...actives].sort((a, b) => a.size - b.size || a.c - b.c) : actives;
    const picked = new Set([right]);
    for (const { c } of order) {
      if (picked.size >= Math.min(MAX_ANSWERS, Math.max(4, actives.filter((a) => a.size === order[0].size).length))) break;
      picked.add(c);
    }
    return [...picked].sort((a, b) => a - b);
  }

  /** The options of `set` as an answer: option numbers, or a sudoku's labels. */
  const setLabel = (matrix, set) => [...set].sort((a, b) => a - b)
    .map((o) => (matrix.size ? matrix.optionLabels[o] : String(matrix.optionNumbers[o]))).join(' ');

  /**
   * The question before the next step of Algorithm X, as
   * `{ ask, answers: [{ label, right }], why, spot }` (messages; `spot`
   * the items to mark in the matrix), or null if this step has none.
   */
  function question(tracer, matrix, rule) {
    const { e, removed, partial } = peek(tracer);
    const item = e.column === null || e.column === undefined ? null : itemName(matrix, e.column);
    switch (e.kind) {
      case 'choose': {
        const state = tracer.state();
        // One item left is no question.
        if (state.columns.length < 2) return null;
        const size = e.size;
        const why = { smallest: 'predict-why-smallest', first: 'predict-why-first' }[rule] ?? 'predict-why-random';
        return {
          ask: msg('predict-ask-choose'),
          answers: itemsOffered(state, e.column, rule).map((c) => ({ label: itemName(matrix, c), right: c === e.column })),
          why: msg(why, { item, size }),
          spot: [e.column],
        };
      }
      case 'cover': {
        const numbers = [...new Set([removed, removed + 1, Math.max(0, removed - 1), removed + 2, 2 * removed])].sort((a, b) => a - b).slice(0, 4);
        if (!numbers.includes(removed)) numbers[numbers.length - 1] = removed;
        return {
          ask: msg('predict-ask-cover', { item }),
          answers: numbers.map((n) => ({ label: words.n(n), right: n === removed })),
          why: msg('predict-why-cover', { item, removed }),
          spot: [e.column],
        };
      }
      case 'try': {
        const option = optionName(matrix, e.option);
        const result = outcome(tracer, e);
        if (!result) return null;
        return {
          ask: msg('predict-ask-try', { option }),
          answers: [{ label: msg('predict-answer-solution'), right: result.found }, { label: msg('predict-answer-dead'), right: !result.found }],
          why: msg(result.found ? 'predict-why-found' : 'predict-why-dead', { option, steps: result.steps }),
          spot: matrix.optionColumns[e.option],
        };
      }
      case 'uncover':
        return {
          ask: msg('predict-ask-uncover', { item }),
          answers: [{ label: msg('predict-answer-another'), right: false }, { label: msg('predict-answer-back'), right: true }],
          why: msg('predict-why-uncover', { item }),
          spot: [e.column],
        };
      case 'solution': {
        if (partial.length > MAX_SOLUTION || !partial.length) return null;
        const chosen = new Set(partial);
        // Wrong answers: the solution with one option swapped for one that is not in it.
        const others = [...Array(matrix.options).keys()].filter((o) => !chosen.has(o)).slice(0, 3);
        const sets = [partial, ...others.map((o, i) => [...partial.slice(0, i % partial.length), o, ...partial.slice((i % partial.length) + 1)])];
        const answers = sets.map((set) => ({ label: setLabel(matrix, set), right: set === partial }));
        answers.sort((a, b) => (a.label < b.label ? -1 : 1));
        return { ask: msg('predict-ask-solution'), answers, why: msg('predict-why-solution', { options: setLabel(matrix, partial) }), spot: [] };
      }
      default:
        return null;
    }
  }

  /** Shows question `q`; resolves with the index of the answer picked, null if the learner skipped it, or 'cancel'. */
  function ask(q) {
    settle('cancel');
    p.last = { q, picked: null };
    const answered = new Promise((resolve) => {
      p.pending = { q, resolve };
    });
    draw();
    return answered;
  }

  /** Answers the pending question with `how` (an answer's index, null to skip, 'cancel'). */
  function settle(how) {
    const pending = p.pending;
    p.pending = null;
    pending?.resolve(how);
  }

  /** Scores answer `index` of question `q` (after the step) and says how it went. */
  function judge(q, index) {
    p.asked += 1;
    const right = q.answers[index]?.right === true;
    if (right) p.right += 1;
    p.last = { q, picked: index, right };
    draw();
    return right;
  }

  /** Question `q` went unanswered: its step is shown with its answer, scored neither right nor wrong. */
  function skipped(q) {
    p.skipped += 1;
    p.last = { q, picked: 'skipped' };
    draw();
  }

  /** The feedback after question `last`: right or wrong and why, or its answer when skipped. */
  function feedback(last) {
    const answer = last.q.answers.find((a) => a.right)?.label ?? '';
    if (last.picked === 'skipped') return msg('predict-skipped', { why: last.q.why });
    return msg(last.right ? 'predict-right' : 'predict-wrong', { why: last.q.why, answer });
  }

  /** Draws the question, its answers, the feedback and the score. */
  function draw() {
    ref.prediction.hidden = !p.on;
    const last = p.last;
    ref['predict-question'].textContent = last ? words.say(last.q.ask) : words.t(p.asked ? 'predict-none' : 'predict-intro');
    ref['predict-answers'].replaceChildren(...(last && last.picked === null && p.pending
      ? last.q.answers.map((a, i) => h('button', { type: 'button', 'data-answer': i, 'aria-keyshortcuts': String(i + 1) },
        h('kbd', { 'aria-hidden': 'true' }, String(i + 1)), ' ', words.say(a.label)))
      : []));
    ref['predict-feedback'].textContent = last && last.picked !== null ? words.say(feedback(last)) : '';
    ref['predict-score'].textContent = p.asked || p.skipped
      ? words.t('predict-score', { right: p.right, asked: p.asked, skipped: p.skipped }) : '';
    ref.predict.setAttribute('aria-pressed', String(p.on));
  }

  ref['predict-answers'].addEventListener('click', (event) => {
    const button = event.target.closest('button[data-answer]');
    if (button && p.pending) settle(Number(button.dataset.answer));
  });

  return {
    question, ask, judge, skipped, draw,
    /** A step went by without a question: the last one's feedback goes. */
    pass() {
      p.last = null;
      draw();
    },
    /** Picks answer `n` (1-based, from the keys 1–8); false if no question is waiting for it. */
    pick(n) {
      if (!p.pending || n < 1 || n > p.pending.q.answers.length) return false;
      settle(n - 1);
      return true;
    },
    /** Leaves the question unanswered: the step goes on without a score. */
    skip: () => settle(null),
    /** Drops the question: no step follows. */
    cancel: () => settle('cancel'),
    get waiting() { return p.pending !== null; },
    get on() { return p.on; },
    set on(value) {
      p.on = value;
      if (!value) settle(null);
      p.last = value ? p.last : null;
      draw();
    },
  };
}
