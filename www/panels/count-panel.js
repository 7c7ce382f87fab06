// "Count all": every solution of the loaded puzzle, counted on every core
// (count.js), with live progress, Stop, the solutions to browse one by one
// and to download as text; and the puzzle itself as exact cover in Knuth's
// format. Any kind that the step-through can trace can be counted: the
// panel reads the puzzle as the Tracer does.
import { api } from '../worker/wasm.js';
import { h, translate } from '../dom.js';
import { startCount } from '../worker/count.js';
import { msg } from '../i18n/words.js';

/**
 * Builds the panel into `container`. `puzzle()` gives `{ text, box,
 * values, symbols }` (the last two for a sudoku) of
 * the loaded puzzle, or null when it cannot be counted (with `why()`
 * saying why, a message); `onCount(state)` hears the end of each count.
 * Its words are `words` (the instance's).
 */
export function createCountPanel(container, { puzzle, why, onCount, words }) {
  const ids = (name) => `${container.id || 'count'}-${name}`;
  const start = h('button', { type: 'button', l10n: 'count-start' });
  const stop = h('button', { type: 'button', disabled: true, l10n: 'count-stop' });
  const bar = h('progress', { max: 1, value: 0, 'l10n:aria-label': 'count-progress' });
  const line = h('p', { class: 'count-line' });
  // Said once a count ends, not at every progress report.
  const said = h('p', { class: 'visually-hidden', 'aria-live': 'polite' });
  const number = h('input', { type: 'number', min: 1, value: 1, id: ids('number'), inputmode: 'numeric' });
  const previous = h('button', { type: 'button', 'l10n:aria-label': 'count-previous' }, '◀');
  const next = h('button', { type: 'button', 'l10n:aria-label': 'count-next' }, '▶');
  const shown = h('p', { class: 'count-solution' });
  const download = h('button', { type: 'button', l10n: 'count-save' });
  const exporter = h('button', { type: 'button', l10n: 'count-export' });
  const browse = h('div', { class: 'count-browse', hidden: true },
    previous, h('label', { for: ids('number') }, h('span', { l10n: 'count-solution-label' }), ' '), number, next, download, shown);
  container.replaceChildren(h('h3', { l10n: 'count-title' }),
    h('div', { class: 'count-controls' }, start, stop, bar, exporter), line, said, browse);
  translate(container, words);
  /** What the count line says, kept to say it again in another language. */
  let told = '';
  const tell = (message) => {
    told = message;
    line.textContent = words.say(message);
  };

  let job = null, last = null, labels = null, counted = null;

  /** What a kept solution is, in words: a sudoku's grid line, or its options' labels. */
  function describe(solution) {
    const m = labels;
    if (!m) return '';
    if (m.optionCells) {
      const values = [...counted.values];
      for (const o of solution) values[m.optionCells[o]] = m.optionValues[o];
      return values.map((v) => (v ? m.symbols[v - 1] : '.')).join('');
    }
    return [...solution].sort((a, b) => a - b).map((o) => m.optionLabels[o]).join(' | ');
  }

  function show(k) {
    const kept = last?.solutions ?? [];
    browse.hidden = kept.length === 0;
    if (!kept.length) return;
    const i = Math.min(Math.max(1, k), kept.length);
    number.value = String(i);
    number.max = String(kept.length);
    shown.textContent = words.t('count-shown', { i, kept: kept.length, solution: describe(kept[i - 1]) });
  }

  function report(state) {
    last = state;
    bar.value = state.fraction;
    const rate = state.micros > 0 ? Math.round((state.nodes / state.micros) * 1e6) : 0;
    const so = { count: state.count, nodes: state.nodes, rate, percent: Math.round(state.fraction * 100) };
    tell(state.pieces ? msg('count-so-far-pieces', { ...so, done: state.piecesDone, pieces: state.pieces, workers: state.workers }) : msg('count-so-far', so));
  }

  start.addEventListener('click', async () => {
    const p = puzzle();
    if (!p) {
      tell(why());
      return;
    }
    job?.cancel();
    counted = p;
    const tracer = new api.Tracer(p.text, { ...(p.box ? { box: p.box } : {}), ...p.rules, lang: words.lang });
    labels = { ...tracer.matrix(), symbols: p.symbols ?? [] };
    tracer.free();
    start.disabled = true;
    stop.disabled = false;
    browse.hidden = true;
    said.textContent = '';
    job = startCount({ text: p.text, box: p.box, rules: p.rules, onProgress: report, words });
    let state;
    try {
      state = await job.done;
    } catch (e) {
      tell(msg('count-failed', { why: e.words ?? e.message }));
      state = null;
    }
    job = null;
    start.disabled = false;
    stop.disabled = true;
    if (!state) return;
    report(state);
    const total = msg(state.cancelled ? 'count-stopped' : 'count-done', {
      count: state.count, nodes: state.nodes, seconds: (state.micros / 1e6).toFixed(2), workers: state.workers,
    });
    tell([total, state.count > state.keep ? msg('count-kept', { keep: state.keep }) : '']);
    said.textContent = line.textContent;
    show(1);
    onCount?.(state);
  });

  stop.addEventListener('click', () => job?.cancel());
  previous.addEventListener('click', () => show(Number(number.value) - 1));
  next.addEventListener('click', () => show(Number(number.value) + 1));
  number.addEventListener('change', () => show(Number(number.value)));
  download.addEventListener('click', () => save((last?.solutions ?? []).map(describe).join('\n') + '\n', 'solutions.txt'));
  // Any loaded puzzle as exact cover, a sudoku as its matrix: for Knuth's programs, or to paste back.
  exporter.addEventListener('click', () => {
    const p = puzzle();
    if (!p) {
      tell(why());
      return;
    }
    try {
      save(api.exportKnuth(p.text, { ...(p.box ? { box: p.box } : {}), ...p.rules, lang: words.lang }), 'problem.dlx');
    } catch (e) {
      tell(msg('count-export-failed', { why: e.message }));
    }
  });

  /** Offers `text` as a download named `name`. */
  function save(text, name) {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    h('a', { href: url, download: name }).click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return {
    /** Stops a count in progress (the puzzle changed, or the instance goes). */
    cancel: () => job?.cancel(),
    /** Forgets the last count (the puzzle changed). */
    reset() {
      job?.cancel();
      last = null;
      bar.value = 0;
      tell('');
      browse.hidden = true;
    },
    /** Says its words again, in the language the instance now speaks. */
    relabel() {
      tell(told);
      if (!browse.hidden) show(Number(number.value));
    },
  };
}
