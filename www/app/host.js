// What a host page gives an instance: its settings (the element's
// attributes, the embed's URL parameters, read by settings.js) applied live,
// `autoplay` once the instance is on screen, and the puzzle of the address
// (the app page's, the embed's) when it opens.
import { kindOfType, readQuery } from '../kinds/index.js';
import { showControls } from './layout.js';
import { msg } from '../i18n/words.js';
import { DEFAULT_EXAMPLE } from './examples.js';
import { lastLesson, lastPuzzle, lastType } from './recent.js';

export function createHost(app) {
  const { o, ref, state, player } = app;

  /** The host's settings as they apply now. */
  const settings = {
    range: { from: 0, to: Infinity }, asked: { from: 0, to: Infinity }, speed: null, kind: 'auto', box: null, variant: 'plain', puzzle: null, unlocked: false,
    /** The controls the `code` and `predict` settings add to the mode's or the host's list. */
    extra: new Set(),
  };

  /** Adds control `name` to those shown, or takes it away. */
  const extra = (name, on) => (on ? settings.extra.add(name) : settings.extra.delete(name));

  /** Plays once the instance is on screen, for `autoplay`. */
  const seen = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    seen.disconnect();
    if (state.autoplay && !ref['step-panel'].hidden && !player.playing) app.stepActions.play();
  });

  /** The step range and speed, from `values`, for the player; returns what does not fit. */
  function stepSettings(values) {
    const problems = [];
    if ('rule' in values) ref.rule.value = values.rule;
    if ('seed' in values) ref.seed.value = String(values.seed);
    // The range as asked, kept even while it is not valid, so that moving
    // it attribute by attribute ends where the last change puts it.
    if ('from-step' in values) settings.asked.from = values['from-step'];
    if ('to-step' in values) settings.asked.to = values['to-step'];
    if ('from-step' in values || 'to-step' in values) {
      const { from, to } = settings.asked;
      if (to < from) problems.push(msg('setting-range', { to: app.words.plain(to), from: app.words.plain(from) }));
      else settings.range = { from, to };
    }
    if ('speed' in values) {
      settings.speed = values.speed;
      // The slider shows the nearest speed it has.
      if (values.speed) ref.speed.value = String(app.SPEEDS.findIndex((s) => s >= values.speed));
      app.saySpeed(values.speed ?? app.SPEEDS[Number(ref.speed.value)]);
    }
    player.configure({ ...settings.range, speed: settings.speed ?? null });
    if ('unlocked' in values) settings.unlocked = values.unlocked;
    // A teacher's step range holds only while the search stays the same:
    // what changes it (the rule, its seed, the board) is locked, unless `unlocked`.
    const { from, to } = settings.range;
    state.locked = (from > 0 || to < Infinity) && !settings.unlocked;
    return problems;
  }

  /**
   * Applies checked settings (settings.js's values; absent ones are left as
   * they are) and reloads or restarts what they change; then reports
   * `errors` (the settings that could not be read) and any setting that
   * does not fit the others. Resolves when done.
   */
  async function configure(values, errors = []) {
    await app.ready;
    if ('theme' in values) app.root.dataset.theme = values.theme;
    if ('code' in values) {
      extra('code', values.code !== null);
      if (values.code) player.listing = values.code;
    }
    if ('predict' in values) {
      extra('predict', values.predict);
      player.predicting = values.predict;
    }
    if (['mode', 'controls', 'code', 'predict'].some((name) => name in values)) {
      state.mode = values.mode ?? state.mode;
      state.controls = 'controls' in values ? values.controls : state.controls;
      showControls(ref, state.mode, [...app.shown(state.mode, state.controls), ...settings.extra]);
    }
    const problems = [...errors, ...stepSettings(values)];
    // What the settings lock or unlock shows at once.
    app.render();
    if ('autoplay' in values) state.autoplay = values.autoplay;
    const reload = ['puzzle', 'kind', 'box', 'variant'].some((name) => name in values);
    for (const name of ['puzzle', 'kind', 'box', 'variant']) if (name in values) settings[name] = values[name];
    if (reload && settings.puzzle !== null) {
      ref['puzzle-text'].value = settings.puzzle;
      await app.load(settings.puzzle, settings.kind, settings.box ?? undefined, { variant: settings.variant });
    } else if (reload) {
      await app.setType(state.type);
    } else if (['mode', 'controls', 'rule', 'seed', 'from-step', 'to-step'].some((name) => name in values)) {
      await app.restartTrace();
    }
    if ('autoplay' in values) {
      seen.disconnect();
      if (state.autoplay) seen.observe(app.root);
    }
    if ('lesson' in values) await openLesson(values.lesson, values.stop ?? 0, problems);
    else if ('stop' in values && state.lesson) await app.lessons.go(values.stop);
    complain(problems);
  }

  /** Opens lesson `source` (null: none) at `stop`; what goes wrong joins `problems`, and the page stays usable. */
  async function openLesson(source, stop, problems) {
    if (source === null || source.trim() === '') {
      app.lessons.close();
      return;
    }
    try {
      await app.lessons.open(source, { stop });
    } catch (e) {
      problems.push(msg('lesson-unread', { why: e.words ?? e.message }));
    }
  }

  /**
   * Opens the puzzle of a query string (the app page's address, the
   * embed's); else, with `remember`, the last one the page showed; else the
   * default.
   */
  async function open(search) {
    // A lesson's link opens its puzzle at its stop; one that does not read is said, and the page opens as without it.
    const params = new URLSearchParams(search);
    const problems = [];
    if (params.has('lesson')) {
      await openLesson(params.get('lesson'), Number(params.get('stop')) || 0, problems);
      if (!problems.length) return;
      search = '';
    }
    const shared = readQuery(search);
    // The lesson the app page was playing comes back at its stop, with what the status said last.
    const lesson = !shared && o.remember ? lastLesson() : null;
    if (lesson) {
      const said = lastPuzzle(undefined, app.words.lang)?.said;
      await openLesson(lesson.text, lesson.stop, problems);
      if (!problems.length) {
        if (said !== undefined) app.say(said);
        return;
      }
      problems.length = 0;
    }
    if (shared?.error) {
      app.blank();
      app.say([shared.error, msg('status-empty-grid')]);
      o.emit('dlx-error', { message: app.words.say(shared.error) });
      return;
    }
    const fallback = { kind: kindOfType(DEFAULT_EXAMPLE.type).id, text: DEFAULT_EXAMPLE.text };
    const last = !shared && o.remember ? lastPuzzle(undefined, app.words.lang) : null;
    // A blank puzzle was last shown (it has no link): its type comes back, blank.
    const type = !shared && !last && o.remember ? lastType() : null;
    if (type && kindOfType(type) && app.typeMenu().includes(type)) {
      await app.setType(type);
      return;
    }
    const start = shared ?? last ?? fallback;
    ref['puzzle-text'].value = start.text;
    let ok = await app.load(start.text, start.kind, start.box, start);
    if (!ok && last) {
      ref['puzzle-text'].value = fallback.text;
      ok = await app.load(fallback.text, fallback.kind);
    }
    if (o.history && (start.progress || start.progressError)) {
      // The game now lives in the saved game: a reload should show it as it is by then, not as the link had it.
      const url = new URL(location.href);
      for (const name of ['e', 'm']) url.searchParams.delete(name);
      history.replaceState(null, '', url);
    }
    if (!ok && shared) {
      app.blank();
      app.say([msg('status-link-unread', { why: state.error }), msg('status-empty-grid')]);
    }
    complain(problems);
  }

  /** Reports a problem with the host's settings in the status line and as `dlx-error`. */
  function complain(errors) {
    const { say } = app.words;
    for (const error of errors) o.emit('dlx-error', { message: say(error) });
    // The errors stay messages, said in the language of the moment (a list, joined as the language joins one).
    if (errors.length) app.say(msg('status-setting-ignored', { why: errors }));
  }

  return { settings, seen, configure, open };
}
