// The instance's controls and keys, wired to the jobs' functions: the menus,
// the Puzzle box, the buttons, the step panel's keys, and Undo and Redo from
// the keyboard.
import { kindOfType, variantOf } from '../kinds/index.js';
import { msg } from '../i18n/words.js';
import { EXAMPLES } from './examples.js';
import { MAX_TEXT, tooLong } from './load.js';

/** The step panel's keys and the actions they press. */
const STEP_KEYS = { ArrowRight: 'step', ArrowLeft: 'back', ' ': 'play', s: 'next-solution', b: 'next-backtrack', r: 'reset' };

export function wire(app) {
  const { o, ref, state, player, stepActions } = app;
  const { act } = app;

  app.fillMenus();

  ref.examples.addEventListener('change', act(async () => {
    const example = EXAMPLES[Number(ref.examples.value)];
    if (!example) return;
    ref['puzzle-text'].value = example.text;
    const ok = await app.load(example.text, kindOfType(example.type).id, undefined, { variant: variantOf(example.type) });
    if (ok && example.about) app.say([state.status, msg(example.about)]);
  }));
  ref.type.addEventListener('change', act(() => app.setType(ref.type.value)));
  ref.load.addEventListener('click', act(() => app.load(ref['puzzle-text'].value, app.kind().id)));
  // A text box takes seconds to lay out a pasted million lines, before Load
  // could refuse them: a paste too long to load is refused as it comes, and
  // the box keeps what it had.
  ref['puzzle-text'].addEventListener('paste', (event) => {
    const text = event.clipboardData?.getData('text/plain') ?? '';
    if (text.length <= MAX_TEXT) return;
    event.preventDefault();
    state.error = tooLong(text);
    state.status = msg('status-not-pasted', { why: state.error });
    app.render();
    o.emit('dlx-error', { message: app.words.t(state.error) });
  });
  const buttons = {
    solve: app.solve, hint: app.hint, check: app.check, clear: app.clear, share: app.share,
    cancel: () => app.worker.cancel(), 'apply-hint': app.applyHint, 'new-puzzle': app.newPuzzle, compare: app.runCompare,
  };
  for (const [name, action] of Object.entries(buttons)) ref[name].addEventListener('click', action);
  for (const name of ['new-size', 'new-level', 'new-seed']) ref[name].addEventListener('change', app.keepGeneratorFields);
  ref.candidates.addEventListener('click', () => {
    const p = app.puzzle();
    p.showCandidates = !p.showCandidates;
    player.wantStruck = p.showCandidates;
    app.render();
  });
  // Why? opens (and closes) the hint's part of the matrix in the hint panel: the page does not move.
  ref['why-hint'].addEventListener('click', act(async () => {
    const hint = state.hint;
    if (!hint?.why) return;
    hint.whyShown = hint.whyShown ? null : await player.spotlight(hint.why.columns);
    app.render();
  }));
  ref['share-link'].addEventListener('focus', () => ref['share-link'].select());
  // Ctrl+Z (⌘Z) undoes, Ctrl+Y and Ctrl+Shift+Z redo, anywhere in this
  // instance but its text fields, which have their own undo.
  ref.root.addEventListener('keydown', (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.target.closest('input, textarea, select')) return;
    const key = event.key.toLowerCase();
    if (key !== 'z' && key !== 'y') return;
    event.preventDefault();
    app.travel(key === 'z' && !event.shiftKey);
  });

  for (const [name, action] of Object.entries(stepActions)) ref[name].addEventListener('click', action);
  ref.rule.addEventListener('change', stepActions.reset);
  ref.seed.addEventListener('change', stepActions.reset);
  ref.speed.addEventListener('input', () => {
    app.settings.speed = null;
    app.saySpeed(app.SPEEDS[Number(ref.speed.value)]);
    player.configure({ ...app.settings.range, speed: null });
  });
  ref.keys.addEventListener('click', () => {
    ref['step-help'].hidden = !ref['step-help'].hidden;
    ref.keys.setAttribute('aria-expanded', String(!ref['step-help'].hidden));
  });
  ref.predict.addEventListener('click', () => {
    player.predicting = !player.predicting;
  });
  // On a phone, the matrix and the Code panel are tabs (on a wider screen both show and the tabs hide).
  const tabs = [...ref['view-tabs'].children];
  const showView = (view) => {
    ref['step-panel'].dataset.view = view;
    for (const tab of tabs) {
      tab.setAttribute('aria-selected', String(tab.dataset.view === view));
      tab.tabIndex = tab.dataset.view === view ? 0 : -1;
    }
  };
  showView('matrix');
  ref['view-tabs'].addEventListener('click', (event) => {
    const tab = event.target.closest('[role="tab"]');
    if (tab) showView(tab.dataset.view);
  });
  ref['view-tabs'].addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    // The tabs' own arrows, not the step panel's Step and Back.
    event.stopPropagation();
    event.preventDefault();
    const next = tabs[(tabs.indexOf(event.target) + 1) % tabs.length];
    showView(next.dataset.view);
    next.focus();
  });
  ref['step-panel'].addEventListener('keydown', (event) => {
    if (event.target.closest('input, select') || event.ctrlKey || event.metaKey || event.altKey) return;
    // 1–8 answer the question that Predict asks.
    if (/^[1-8]$/.test(event.key) && player.pick(Number(event.key))) {
      event.preventDefault();
      return;
    }
    // Space and Enter on a button press that button.
    if (event.target.closest('button') && [' ', 'Enter'].includes(event.key)) return;
    const action = STEP_KEYS[event.key];
    if (event.key === '?') ref.keys.click();
    else if (action && !ref[action].hidden) stepActions[action]();
    else return;
    event.preventDefault();
  });
}
