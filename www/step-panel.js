// "Watch Algorithm X": steps a DLX search over the current puzzle, forwards
// and backwards, with the matrix, the links, the grid, the stats and the
// narration kept in sync. Back uses the tracer's exact undo (uncover after
// cover), never snapshots or replay.
//
// One animation loop: each frame advances the tracer by as many steps as the
// speed allows (within a time budget, so no frame becomes a long task), then
// draws the state. Pause cancels the frame.
import init, { Tracer } from '../dlx-lab.js';
import { createMatrixView } from './matrix-view.js';
import { createLinksView } from './links-view.js';

const $ = (id) => document.getElementById(id);
const ready = init({ module_or_path: new URL('../dlx-lab_bg.wasm', import.meta.url) });

/** Steps per second for each position of the speed slider; the last is "as fast as frames allow". */
const SPEEDS = [1, 2, 5, 10, 30, 100, 300, 1000, Infinity];
/** Milliseconds of stepping per frame at full speed: well under a 50 ms long task. */
const FRAME_BUDGET = 8;

export function createStepPanel({ puzzle, onSync }) {
  const matrixView = createMatrixView($('matrix'), { onHover: hover });
  const linksView = createLinksView($('links-view'));
  const s = {
    tracer: null, matrix: null, columnOptions: null, kind: '',
    profile: [], playing: false, frame: 0, carry: 0, last: 0, lastEvent: null, steps: 0, active: 0,
    /** Fade covered rows in and out, unless the user asked for less motion. */
    animate: !matchMedia('(prefers-reduced-motion: reduce)').matches,
  };

  function rule() {
    const r = $('rule').value;
    return r === 'random' ? { rule: r, seed: Number($('seed').value) || 1 } : { rule: r };
  }

  /** (Re)starts the tracer on the current puzzle. Throws the parser's Error. */
  async function reset() {
    await ready;
    pause();
    const { text, kind, box } = puzzle();
    const tracer = new Tracer(text, box ? { ...rule(), box } : rule());
    s.tracer?.free();
    s.tracer = tracer;
    s.kind = kind;
    s.matrix = tracer.matrix();
    s.columnOptions = s.matrix.optionColumns.reduce((acc, cols, o) => {
      for (const c of cols) acc[c].push(o);
      return acc;
    }, Array.from({ length: s.matrix.columns }, () => []));
    s.profile = [];
    s.steps = 0;
    s.lastEvent = null;
    matrixView.setMatrix(s.matrix);
    linksView.setMatrix(s.matrix);
    // A Knuth-sized matrix is shown node by node in the links view instead.
    $('matrix').hidden = s.matrix.columns <= 30;
    narrate(`Ready: ${s.matrix.options} options × ${s.matrix.columns} columns. Press Step or Play.`);
    draw(true);
  }

  async function ensure() {
    if (!s.tracer) await reset();
  }

  // ---- what the state looks like ---------------------------------------

  /** The view model of the tracer's state: covered columns, removed options. */
  function model() {
    const st = s.tracer.state();
    const m = s.matrix;
    const active = new Set(st.columns);
    const chosen = [...st.preselected, ...st.partial];
    const covered = new Set();
    for (let c = 0; c < m.primary; c++) if (!active.has(c)) covered.add(c);
    for (const o of chosen) for (const c of m.optionColumns[o]) covered.add(c);
    const removed = new Uint8Array(m.options);
    for (const c of covered) for (const o of s.columnOptions[c]) removed[o] = 1;
    // Highlights come from the state: the current level's column, and its
    // option right after it was tried.
    const trying = s.lastEvent?.kind === 'try' ? st.partial[st.partial.length - 1] : -1;
    return { st, covered, removed, partial: st.partial, trying, chosen: st.column ?? -1 };
  }

  function sizeOf(st, column) {
    const i = st.columns.indexOf(column);
    return i < 0 ? null : st.sizes[i];
  }

  function draw(dirtyAll = false) {
    if (!s.tracer) return false;
    const v = model();
    // Kept for the narration: how many options the next step removes.
    s.active = v.removed.reduce((n, r) => n + (r ? 0 : 1), 0);
    const easing = matrixView.draw({ ...v, animate: s.animate && !s.playing, dirtyAll });
    if (!$('links-view').hidden) linksView.draw(s.tracer.links(), v);
    const st = v.st;
    $('stat-depth').textContent = String(st.depth);
    $('stat-nodes').textContent = st.nodes.toLocaleString('en');
    $('stat-updates').textContent = st.updates.toLocaleString('en');
    $('stat-solutions').textContent = String(st.solutions);
    $('stat-size').textContent = st.columnSize === null ? '–' : String(st.columnSize);
    $('stat-steps').textContent = s.steps.toLocaleString('en');
    drawProfile();
    $('play').textContent = s.playing ? 'Pause' : 'Play';
    $('play').setAttribute('aria-pressed', String(s.playing));
    if (s.kind === 'sudoku' && s.matrix.size) {
      const n = s.matrix.size;
      const trial = new Map();
      for (const o of st.partial) trial.set(Math.floor(o / n), (o % n) + 1);
      // Option o is "cell o / n holds o % n + 1": the removed ones are the
      // candidates the current covers have struck out.
      const struck = new Map();
      v.removed.forEach((gone, o) => {
        if (!gone) return;
        const cell = Math.floor(o / n);
        if (!struck.has(cell)) struck.set(cell, new Set());
        struck.get(cell).add((o % n) + 1);
      });
      onSync({ trial, trying: v.trying >= 0 ? Math.floor(v.trying / n) : -1, struck });
    }
    $('step-panel').dataset.checksum = String(matrixView.checksum());
    return easing;
  }

  function drawProfile() {
    const canvas = $('profile');
    const ctx = canvas.getContext('2d');
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    const max = Math.max(1, ...s.profile.filter(Boolean));
    const w = canvas.width / Math.max(20, s.profile.length);
    ctx.fillStyle = getComputedStyle(canvas).color;
    s.profile.forEach((count, d) => {
      const h = count ? Math.max(1, (Math.log1p(count) / Math.log1p(max)) * canvas.height) : 0;
      ctx.fillRect(d * w, canvas.height - h, Math.max(1, w - 1), h);
    });
    canvas.setAttribute('aria-label', `Search profile: nodes per depth, up to depth ${s.profile.length}`);
  }

  // ---- words -------------------------------------------------------------

  const columnName = (c) => `'${s.matrix.columnMeanings[c]}'`;
  const optionName = (o) => (s.matrix.size ? s.matrix.optionLabels[o].replace('#', ' = ') : `option ${o + 1} (${s.matrix.optionLabels[o]})`);

  function narrate(text) {
    $('narration').textContent = text;
  }

  /** One sentence for an event; `removed` is the number of options it removed. */
  function sentence(e, removed, backwards) {
    const opts = (k) => `${k} option${k === 1 ? '' : 's'}`;
    const back = backwards ? 'Back: undid ' : '';
    switch (e.kind) {
      case 'choose': return `${back}Choose column ${columnName(e.column)} (${opts(e.size)}).`;
      case 'cover': return `${back}Cover ${columnName(e.column)}: ${opts(Math.abs(removed))} removed.`;
      case 'try': {
        const chosen = s.tracer.state().column;
        const others = s.matrix.optionColumns[e.option].filter((c) => c !== chosen).map(columnName);
        return `${back}Try ${optionName(e.option)}. Cover ${others.join(', ')}: ${opts(Math.abs(removed))} removed.`;
      }
      case 'undo': return `${back}Undo ${optionName(e.option)}: its columns come back.`;
      case 'uncover': return `${back}Uncover ${columnName(e.column)}: every option in it failed, so back up.`;
      case 'solution': return `${back}Solution found: every column is covered exactly once.`;
      default: return `The search is over: ${s.tracer.state().solutions} solution(s), ${s.tracer.state().nodes} nodes.`;
    }
  }


  // ---- stepping ------------------------------------------------------------

  function record(e, sign) {
    if (e.kind === 'try') s.profile[e.depth] = (s.profile[e.depth] ?? 0) + sign;
    if (sign < 0) while (s.profile.length && !s.profile[s.profile.length - 1]) s.profile.pop();
    s.steps += sign;
  }

  async function step() {
    await ensure();
    const before = s.active;
    const e = s.tracer.step();
    if (e.kind !== 'done') record(e, 1);
    s.lastEvent = e;
    animateOnce();
    narrate(sentence(e, before - s.active, false));
    return e;
  }

  async function back() {
    await ensure();
    const before = s.active;
    const e = s.tracer.back();
    if (!e) {
      narrate('This is the start of the search.');
      return null;
    }
    if (e.kind !== 'done') record(e, -1);
    // The event was undone: nothing is "just tried" any more.
    s.lastEvent = null;
    animateOnce();
    narrate(e.kind === 'done' ? 'Back: the search is running again.' : sentence(e, s.active - before, true));
    return e;
  }

  /** Steps until an event of `kind` (or the end), a frame's budget at a time. */
  async function runTo(kind) {
    await ensure();
    pause();
    s.playing = true;
    s.target = kind;
    loop(performance.now());
  }

  function animateOnce() {
    cancelAnimationFrame(s.frame);
    const tick = () => {
      if (draw()) s.frame = requestAnimationFrame(tick);
    };
    tick();
  }

  function loop(now) {
    if (!s.playing) return;
    const speed = SPEEDS[Number($('speed').value)];
    let budget = speed === Infinity || s.target ? Infinity : (speed * (now - (s.last || now))) / 1000 + s.carry;
    s.last = now;
    const start = performance.now();
    let e = null;
    while (budget >= 1 && performance.now() - start < FRAME_BUDGET) {
      e = s.tracer.step();
      if (e.kind !== 'done') record(e, 1);
      s.lastEvent = e;
      budget -= 1;
      if (e.kind === 'done' || e.kind === s.target || (s.target === 'backtrack' && e.kind === 'uncover')) {
        s.playing = false;
        break;
      }
    }
    if (budget !== Infinity) s.carry = Math.min(budget, 1);
    if (e) narrate(s.playing ? `Playing: step ${s.steps.toLocaleString('en')}, ${e.kind} at depth ${e.depth}.` : sentence(e, 0, false).replace(/: 0 options removed/, ''));
    if (!s.playing) s.target = null;
    draw(false);
    if (s.playing) s.frame = requestAnimationFrame(loop);
  }

  async function play() {
    await ensure();
    if (s.playing) {
      pause();
      return;
    }
    s.playing = true;
    s.target = null;
    s.last = 0;
    s.carry = 1;
    s.frame = requestAnimationFrame(loop);
    draw();
  }

  function pause() {
    if (s.playing) narrate(`Paused at step ${s.steps.toLocaleString('en')}. Step, Back or Play from here.`);
    s.playing = false;
    s.target = null;
    cancelAnimationFrame(s.frame);
    if (s.tracer) draw();
  }

  function hover(c, o) {
    const st = s.tracer?.state();
    const size = st ? sizeOf(st, c) : null;
    $('matrix-hover').textContent = `Column ${s.matrix.columnLabels[c]}: ${s.matrix.columnMeanings[c]}` +
      `${size === null ? ' (covered)' : ` (${size} options)`}. Option ${o + 1}: ${optionName(o)}.`;
  }

  return { reset, step, back, play, pause, runTo };
}
