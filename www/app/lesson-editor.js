// Writing a lesson in the page: the Lesson menu. Add stop keeps the step
// the search is at, with a title and a text; stops can be edited, moved and
// deleted; Save lesson downloads the JSON, Open lesson reads a file, Share
// lesson makes the link (`?lesson=`, the JSON compressed). The draft is the
// puzzle on screen when a stop was last added (its kind, text, rule and
// seed) and the stops; on the app page it survives a reload (localStorage).
// The built-in lessons open from the same menu. Every lesson is checked by
// the wasm module before it is saved, shared or played.
import { copyText, h, saveFile } from '../dom.js';
import { fault, msg } from '../i18n/words.js';
import { BUILT_IN, builtIn, packLesson } from './lesson-source.js';

const KEY = 'dlx-lab:lesson-draft';

export function createLessonEditor(app, { check, faults, play }) {
  const { o, ref, state, player } = app;
  /** The lesson being written: the lesson format's fields. */
  let draft = load() ?? blank();
  /** The faults shown at their fields since Save, Share or Play found them; checked again as the teacher mends them. */
  let shown = [];

  function blank() {
    return { version: 1, title: '', lang: app.words.lang, kind: state.kind, puzzle: '', rule: 'smallest', seed: 1, stops: [] };
  }

  function load() {
    if (!o.remember) return null;
    try {
      const kept = JSON.parse(localStorage.getItem(KEY));
      return kept && Array.isArray(kept.stops) ? kept : null;
    } catch {
      return null;
    }
  }

  function keep() {
    if (!o.remember) return;
    try {
      localStorage.setItem(KEY, JSON.stringify(draft));
    } catch {
      // No storage: the draft lasts as long as the page.
    }
  }

  /** The draft as JSON text, as Save lesson writes it. */
  const text = () => JSON.stringify(draft, null, 2);

  /**
   * The draft checked by the wasm module. If it has faults, each is shown
   * at its field and listed in the editor, and this throws their count.
   */
  function checked() {
    shown = faults(text());
    mark();
    if (shown.length) throw fault('lesson-editor-faults', { count: shown.length });
    return check(text());
  }

  /** The field of fault `f` in the editor, if it has one there. */
  function fieldOf(f) {
    if (f.stop === null) return f.field === 'title' ? ref['lesson-name'] : null;
    return ref['lesson-stops'].children[f.stop]?.querySelector(`[data-field="${f.field}"]`) ?? null;
  }

  /** Shows the faults found at their fields (aria-invalid, the words linked by aria-describedby) and in the editor's list. */
  function mark() {
    for (const el of ref['lesson-editor'].querySelectorAll('[aria-invalid]')) {
      el.removeAttribute('aria-invalid');
      el.removeAttribute('aria-describedby');
    }
    for (const el of ref['lesson-editor'].querySelectorAll('.field-fault')) el.remove();
    shown.forEach((f, i) => {
      const field = fieldOf(f);
      if (!field) return;
      const words = h('span', { class: 'field-fault', id: `${ref['lesson-faults'].id}-${i}` }, f.message);
      // After its label, not in it: the field's accessible name stays its label.
      field.closest('label').after(words);
      field.setAttribute('aria-invalid', 'true');
      field.setAttribute('aria-describedby', words.id);
    });
    ref['lesson-faults'].replaceChildren(h('ul', {}, ...shown.map((f) => h('li', {}, f.message))));
    ref['lesson-faults'].hidden = !shown.length;
  }

  /** Adds a stop at the step the search is at, for the puzzle on screen. */
  function addStop() {
    const k = app.kind(), p = app.puzzle();
    if (!p) return;
    Object.assign(draft, { kind: k.id, puzzle: k.text(p), rule: ref.rule.value, seed: Number(ref.seed.value) || 1, lang: draft.lang || app.words.lang });
    draft.stops.push({ step: player.steps, title: '', text: '', predict: false });
    draft.stops.sort((a, b) => a.step - b.step);
    changed(true);
    // The new stop's text box, to write in at once.
    const index = draft.stops.findLastIndex((s) => s.step === player.steps);
    ref['lesson-stops'].children[index]?.querySelector('textarea')?.focus();
  }

  /** The draft changed: kept, its old link gone, its list drawn again if `redraw`, and faults shown checked again. */
  function changed(redraw) {
    keep();
    ref['lesson-link-row'].hidden = true;
    ref['lesson-copied'].textContent = '';
    if (redraw) draw();
    if (shown.length) {
      shown = faults(text());
      mark();
    }
  }

  /** Draws the draft's title and its stops, each with its fields and buttons. */
  function draw() {
    const { t } = app.words;
    ref['lesson-name'].value = draft.title;
    ref['lesson-stops'].replaceChildren(...draft.stops.map((stop, i) => {
      const n = i + 1;
      const field = (name, el) => h('label', { class: `field-${name}` }, h('span', {}, t(`label-stop-${name}`)), ' ', el);
      const input = (name, el) => {
        el.addEventListener('input', () => {
          stop[name] = name === 'step' ? Math.max(0, Math.trunc(Number(el.value)) || 0) : name === 'predict' ? el.checked : el.value;
          changed(false);
        });
        return el;
      };
      const move = (by) => () => {
        const [moved] = draft.stops.splice(i, 1);
        draft.stops.splice(Math.max(0, Math.min(draft.stops.length, i + by)), 0, moved);
        changed(true);
      };
      const button = (id, action, disabled = false) => {
        const b = h('button', { type: 'button', 'aria-label': t(`${id}-name`, { stop: n }), disabled }, t(id));
        b.addEventListener('click', action);
        return b;
      };
      return h('li', { 'aria-label': t('lesson-stop-name', { stop: n }) },
        field('step', input('step', h('input', { type: 'number', min: 0, step: 1, value: stop.step, inputmode: 'numeric', 'data-field': 'step' }))),
        field('title', input('title', h('input', { type: 'text', value: stop.title, maxlength: 120, 'data-field': 'title' }))),
        field('text', input('text', h('textarea', { rows: 3, maxlength: 2000, 'data-field': 'text' }, stop.text))),
        h('label', { class: 'field-predict' }, input('predict', h('input', { type: 'checkbox', checked: stop.predict })), ' ', t('label-stop-predict')),
        h('div', { class: 'stop-tools' },
          button('control-stop-up', move(-1), i === 0),
          button('control-stop-down', move(1), i === draft.stops.length - 1),
          button('control-stop-delete', () => {
            draft.stops.splice(i, 1);
            changed(true);
          })));
    }));
    ref['lesson-empty'].hidden = draft.stops.length > 0;
  }

  /** The file name Save lesson gives: the lesson's title, without what file systems refuse. */
  const fileName = () => `${draft.title.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-').trim().slice(0, 80) || 'lesson'}.json`;

  /** Downloads the draft as a file named after its title. */
  function save() {
    checked();
    const file = fileName();
    saveFile(new Blob([`${text()}\n`], { type: 'application/json' }), file);
    app.say(msg('lesson-saved', { stops: draft.stops.length, file }));
  }

  /** Reads lesson file `file` into the draft, and plays it. */
  async function openFile(file) {
    const lesson = check(await file.text());
    draft = lesson;
    changed(true);
    await play(lesson);
  }

  /**
   * The draft's link, the app page with `?lesson=` (the JSON compressed):
   * copied, shown beside the button, and on the app page its address.
   */
  async function share() {
    checked();
    const url = new URL(`?lesson=${await packLesson(JSON.stringify(draft))}`, o.history ? location.href : o.shareBase);
    state.share = url.href;
    if (o.history) history.replaceState(null, '', url);
    ref['lesson-link'].value = url.href;
    ref['lesson-link-row'].hidden = false;
    const copied = await copyText(url.href);
    ref['lesson-copied'].textContent = copied ? app.words.t('copied') : '';
    app.say(msg(copied ? 'lesson-shared-copied' : 'lesson-shared'));
  }

  /** Edit a copy: the lesson playing (a built-in one, a link's, a file's) becomes the draft. */
  function editCopy() {
    const playing = state.lesson?.lesson;
    if (!playing) return;
    draft = structuredClone(playing);
    changed(true);
    app.say(msg('lesson-copy-editing', { title: draft.title }));
  }

  ref['lesson-name'].addEventListener('input', () => {
    draft.title = ref['lesson-name'].value;
    changed(false);
  });
  ref.lesson.addEventListener('click', () => {
    const open = ref['lesson-editor'].hidden;
    ref['lesson-editor'].hidden = !open;
    ref.lesson.setAttribute('aria-expanded', String(open));
    if (open) draw();
  });
  const { act } = app;
  ref['add-stop'].addEventListener('click', act(addStop));
  ref['play-lesson'].addEventListener('click', act(() => play(checked())));
  ref['save-lesson'].addEventListener('click', act(save));
  ref['share-lesson'].addEventListener('click', act(share));
  ref['edit-copy'].addEventListener('click', act(editCopy));
  ref['open-lesson'].addEventListener('change', act(async () => {
    const [file] = ref['open-lesson'].files;
    ref['open-lesson'].value = '';
    if (file) await openFile(file);
  }));
  ref['built-in'].addEventListener('change', act(async () => {
    const id = ref['built-in'].value;
    ref['built-in'].value = '';
    if (id) await play(check(await builtIn(id, app.words.lang)));
  }));

  /** The built-in lessons' menu, in the instance's language. */
  function fillMenu() {
    const { t } = app.words;
    ref['built-in'].replaceChildren(h('option', { value: '' }, t('lesson-built-in-choose')),
      ...BUILT_IN.map((id, i) => h('option', { value: id }, `${i + 1}. ${t(`lesson-${id}`)}`)));
  }
  fillMenu();

  return {
    /** The language changed: the menu and the stops' labels again. */
    relabel() {
      fillMenu();
      if (!ref['lesson-editor'].hidden) draw();
    },
    /** The draft as Save lesson would write it. */
    get draft() { return text(); },
  };
}
