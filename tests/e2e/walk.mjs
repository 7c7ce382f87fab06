// A random walk over the page: seeded sequences of what users do (pick a
// kind or an example, New puzzle, type, marks, Hint, Apply, Check, Solve,
// Step, Back, Play/Pause, Next backtrack, change the rule, switch language,
// open Code, answer a Predict, start and leave a lesson, reload), on the
// app page and in a <dlx-lab> element, checking after each action what must
// always hold:
//   - no page error, no console error, no unhandled rejection;
//   - the board, the search and the status belong to the puzzle shown (its
//     kind and size): the type menu's kind is the board's (data-kind) and
//     the step panel's, and what the status says of a sudoku fits its grid;
//   - the Chinese page shows no English sentence;
//   - after a reload, what the user made is as it was (the app page).
// A failure throws with its seed and the actions so far, to replay:
//   WALK_SEED=… WALK_HOST=app WALK_LANG=zh-CN WALK_ACTIONS=… node tests/e2e/soak-ui.mjs
// walk.test.mjs runs short walks in `make test`; soak-ui.mjs long ones.
import { recordingPage } from './harness.mjs';

/** A seeded generator of numbers in [0, 1) (mulberry32): the same seed, the same walk. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The kind a "Puzzle type" value belongs to (kinds/index.js: `<kind>-…` or the kind's own name). */
const kindOfType = (type) => type.split('-')[0];

/** Three English words in a row: a sentence the catalogue did not translate. */
const ENGLISH = /\b[A-Za-z]{2,}(?:[ ,'’]+[A-Za-z]{2,}){2,}/;

/** The parts whose words the user reads, by their names in layout.js. */
const SAID = ['status', 'narration', 'hint-text', 'puzzle-error', 'done', 'rating', 'lesson-where', 'predict-question', 'predict-feedback', 'code-note'];

/** The built-in lessons' files, as the element's `lesson` attribute takes them. */
const LESSONS = ['exact-cover', 'sudoku-cover', 'smallest-item', 'queens', 'backtracking'];

/** The puzzles the element's `puzzle` attribute is set to, with their `kind`. */
const ELEMENT_PUZZLES = [
  ['..24............98..8..16...5....826....4.7..7..8...5...167....3...92.....9......', 'auto'],
  ['003020600900305001001806400008102900700000008006708200002609500800203009005010300', 'auto'],
  ['.2..3..2..4..3..', 'auto'],
  ['A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G', 'cover'],
  ['8', 'queens'],
  ['6x10', 'pentominoes'],
  ['7', 'langford'],
  ['000000000\n001000100\n000000000\n000110000\n000111000\n000000000\n000000000\n000000000\n000000000', 'binary'],
];

/**
 * One walk: `count` actions from `seed` on `host` ('app' or 'element') in
 * `lang`, in a new page of `browser` served at `base`. Resolves to the
 * actions taken; throws an Error naming the seed, the actions and what
 * broke. `viewport` and `touch` as the harness takes them.
 */
export async function walk(browser, base, { host = 'app', lang = 'en', seed = 1, count = 50, viewport, touch = false }) {
  const rand = random(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const page = await recordingPage(browser, base, { viewport: viewport ?? { width: 1280, height: 900 }, touch });
  const done = [];
  /** The element's attributes as the walk set them, to mount it again after a reload. */
  let attrs = { mode: 'steps', puzzle: ELEMENT_PUZZLES[0][0], lang, controls: 'step back play next-backtrack reset rule code predict' };

  const fail = (why) => {
    const replay = `WALK_SEED=${seed} WALK_HOST=${host} WALK_LANG=${lang} WALK_ACTIONS=${done.length}`;
    throw new Error(`walk broke (${replay}): ${why}\nactions:\n  ${done.join('\n  ')}`);
  };

  /** A locator of the part called `name` (layout.js's names; ids are the instance's prefix + name). */
  const part = (name) => page.locator(`[id="${prefix}${name}"]`);
  let prefix = '';

  async function open() {
    if (host === 'app') {
      await page.goto(`${base}index.html?lang=${lang}`);
    } else {
      await page.goto(`${base}__test__/plain.html`);
      await mountElement();
    }
    prefix = host === 'app' ? '' : (await page.locator('.layout .step-panel').first().getAttribute('id')).replace(/step-panel$/, '');
    await idle();
  }

  async function mountElement() {
    await page.evaluate(async (attrs) => {
      await customElements.whenDefined('dlx-lab');
      document.querySelector('dlx-lab')?.remove();
      const el = document.createElement('dlx-lab');
      for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
      document.querySelector('main').append(el);
      await el.ready;
    }, attrs);
  }

  /** Waits until no action is under way (a Play, or a Predict question waiting for its answer, aside). */
  async function idle() {
    await page.waitForFunction((prefix) => {
      const host = document.querySelector('dlx-lab');
      const root = host ? host.shadowRoot : document;
      const layout = root?.querySelector('.layout');
      if (!layout) return false;
      const byName = (name) => root.getElementById(`${prefix}${name}`);
      const playing = byName('play')?.getAttribute('aria-pressed') === 'true';
      const asking = !byName('prediction')?.hidden && byName('predict-answers')?.children.length > 0;
      const pending = Number(layout.dataset.pending);
      return pending === 0 || ((playing || asking) && pending <= 1);
    }, prefix, { timeout: 60000, polling: 50 }).catch(() => fail('the page did not settle within 60 s'));
    // What the last action drew: two frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }

  /** Whether part `name` can be pressed now. */
  const pressable = async (name) => {
    const el = part(name);
    return (await el.count()) > 0 && (await el.isVisible()) && (await el.isEnabled());
  };

  /** Presses part `name` if it can be pressed; returns whether it did. */
  async function press(name) {
    if (!(await pressable(name))) return false;
    await part(name).click({ timeout: 10000 });
    return true;
  }

  /** Picks a random option (not the first when `skipFirst`) of select `name`; returns its value or null. */
  async function choose(name, skipFirst = false) {
    const select = part(name);
    if (!(await select.isVisible()) || !(await select.isEnabled())) return null;
    const values = (await select.locator('option:not([disabled])').evaluateAll((options) => options.map((o) => o.value)))
      .filter((v, i) => !(skipFirst && i === 0));
    if (!values.length) return null;
    const value = pick(values);
    await select.selectOption(value);
    return value;
  }

  /** A random cell of the sudoku grid shown, or null. */
  async function cell() {
    const cells = part('board').locator('.sudoku [data-cell]');
    const n = await cells.count();
    return n ? cells.nth(Math.floor(rand() * n)) : null;
  }

  /** A random symbol of the grid shown (1–9, or A–… above 9×9). */
  async function symbol() {
    const n = Number(await part('board').locator('.sudoku').getAttribute('data-size'));
    const v = 1 + Math.floor(rand() * n);
    return n > 9 ? '123456789ABCDEFGHIJKLMNOP'[v - 1] : String(v);
  }

  /** What the user made, as a reload must bring it back (the app page). */
  const made = () => page.evaluate(() => {
    const cells = [...document.querySelectorAll('.sudoku [data-cell]')].map((c) => {
      const kind = ['given', 'entry', 'solved'].find((k) => c.classList.contains(k)) ?? 'blank';
      const marks = c.querySelector('.marks.pencil')?.textContent ?? '';
      return `${kind}:${kind === 'blank' ? marks : c.textContent}${c.classList.contains('wrong') ? '!' : ''}`;
    });
    const value = (id) => document.getElementById(id)?.value;
    // A lesson's grid is the lesson's: what is done on it lasts until its next stop, and it comes back as the lesson wrote it.
    const lesson = !document.getElementById('lesson-panel').hidden;
    return {
      type: value('type'), size: value('new-size'), level: value('new-level'), seed: value('new-seed'), lang: document.documentElement.lang,
      cells: lesson ? 'a lesson' : cells.join(' '), status: document.getElementById('status').textContent,
    };
  });

  const actions = {
    async type() {
      const value = await choose('type');
      return value && `type ${value}`;
    },
    async example() {
      const value = await choose('examples', true);
      return value && `example ${value}`;
    },
    async 'new puzzle'() {
      if (!(await pressable('new-puzzle'))) return null;
      const size = rand() < 0.8 ? pick(['4', '6', '9']) : null;
      if (size && (await part('new-size').isEnabled())) await part('new-size').selectOption(size);
      const level = pick(['easy', 'medium', 'hard']);
      await part('new-level').selectOption(level);
      await press('new-puzzle');
      return `new puzzle ${size ?? ''} ${level}`;
    },
    async enter() {
      const c = await cell();
      if (!c) return null;
      const key = rand() < 0.2 ? 'Backspace' : await symbol();
      await c.click();
      await c.press(key);
      return `enter ${key} at ${await c.getAttribute('data-cell')}`;
    },
    async mark() {
      const c = await cell();
      if (!c) return null;
      const key = await symbol();
      await c.click();
      await page.keyboard.down('Shift');
      await c.press(/\d/.test(key) ? `Digit${key}` : key);
      await page.keyboard.up('Shift');
      return `mark ${key} at ${await c.getAttribute('data-cell')}`;
    },
    hint: async () => (await press('hint')) && 'hint',
    apply: async () => (await press('apply-hint')) && 'apply hint',
    check: async () => (await press('check')) && 'check',
    solve: async () => (await press('solve')) && 'solve',
    clear: async () => (await press('clear')) && 'clear',
    undo: async () => {
      const c = await cell();
      if (!c) return null;
      await c.press('Control+z');
      return 'undo';
    },
    step: async () => (await press('step')) && 'step',
    'step ×5': async () => {
      for (let i = 0; i < 5; i++) if (!(await press('step'))) return i ? `step ×${i}` : null;
      return 'step ×5';
    },
    back: async () => (await press('back')) && 'back',
    play: async () => (await press('play')) && 'play/pause',
    'next backtrack': async () => (await press('next-backtrack')) && 'next backtrack',
    reset: async () => (await press('reset')) && 'reset',
    async rule() {
      const value = await choose('rule');
      return value && `rule ${value}`;
    },
    async language() {
      if (host === 'element') {
        const next = attrs.lang === 'en' ? 'zh-CN' : 'en';
        attrs = { ...attrs, lang: next };
        await page.evaluate((lang) => document.querySelector('dlx-lab').setAttribute('lang', lang), next);
        return `lang ${next}`;
      }
      const value = await choose('language');
      return value && `language ${value}`;
    },
    async code() {
      if (!(await part('code-listing').isVisible())) {
        if (!(await press('tab-code'))) return null;
      }
      const value = await choose('code-listing');
      return value && `listing ${value}`;
    },
    async predict() {
      if (await part('predict-answers').locator('button:visible').count()) {
        const answers = part('predict-answers').locator('button:visible');
        await answers.nth(Math.floor(rand() * (await answers.count()))).click();
        return 'predict: answer';
      }
      return (await press('predict')) && 'predict on/off';
    },
    async lesson() {
      if (host === 'element') {
        const id = pick(LESSONS);
        attrs = { ...attrs, lesson: `/element/lessons/${attrs.lang}/${id}.json`, mode: 'steps' };
        await page.evaluate((lesson) => document.querySelector('dlx-lab').setAttribute('lesson', lesson), attrs.lesson);
        return `lesson ${id}`;
      }
      if ((await part('lesson-editor').isHidden()) && !(await press('lesson'))) return null;
      const value = await choose('built-in', true);
      return value && `lesson ${value}`;
    },
    async 'lesson stop'() {
      if (!(await part('lesson-panel').isVisible())) return null;
      const key = pick(['PageDown', 'PageDown', 'PageUp', 'Escape']);
      await part('lesson-panel').focus();
      await page.keyboard.press(key);
      return `lesson key ${key}`;
    },
    async 'resume lesson'() {
      return (await press('resume-lesson')) && 'resume lesson';
    },
    async puzzle() {
      if (host !== 'element') return null;
      const [puzzle, kind] = pick(ELEMENT_PUZZLES);
      const mode = pick(['solve', 'play', 'steps']);
      const controls = mode === 'steps' ? 'step back play next-backtrack reset rule code predict' : 'pad hint check clear solve';
      const { lesson, ...rest } = attrs;
      attrs = { ...rest, puzzle, kind, mode, controls };
      await page.evaluate((attrs) => {
        const el = document.querySelector('dlx-lab');
        el.removeAttribute('lesson');
        for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
      }, attrs);
      return `element ${mode} ${kind} ${puzzle.slice(0, 12).replace(/\n/g, '/')}`;
    },
    async reload() {
      const before = host === 'app' ? await made() : null;
      await page.reload();
      if (host === 'element') await mountElement();
        await idle();
      if (before) {
        const after = await made();
        for (const key of Object.keys(before)) {
          if (before[key] !== after[key]) fail(`after a reload, ${key} was ${JSON.stringify(before[key])} and is ${JSON.stringify(after[key])}`);
        }
      }
      return 'reload';
    },
  };
  /** How often each action comes, out of the sum. */
  const WEIGHTS = {
    type: 3, example: 4, 'new puzzle': 3, enter: 6, mark: 3, hint: 4, apply: 2, check: 3, solve: 3, clear: 1, undo: 2,
    step: 6, 'step ×5': 3, back: 4, play: 3, 'next backtrack': 3, reset: 1, rule: 2, language: 2, code: 2, predict: 3,
    lesson: 2, 'lesson stop': 3, 'resume lesson': 1, puzzle: host === 'element' ? 6 : 0, reload: 2,
  };
  const bag = Object.entries(WEIGHTS).flatMap(([name, w]) => Array(w).fill(name));

  /** Checks what must always hold. */
  async function check() {
    if (page.problems.length) fail(`problems: ${page.problems.join('; ')}`);
    const seen = await page.evaluate(([prefix, said]) => {
      const host = document.querySelector('dlx-lab');
      const root = host ? host.shadowRoot : document;
      const byName = (name) => root.getElementById(`${prefix}${name}`);
      const visible = (el) => el && !el.closest('[hidden]') && el.getClientRects().length > 0;
      const grid = byName('board').querySelector('.sudoku');
      return {
        lang: (host ? host.getAttribute('lang') : document.documentElement.lang) ?? 'en',
        type: byName('type').value,
        board: byName('board').dataset.kind,
        boardSize: byName('board').dataset.size,
        search: byName('step-panel').hidden ? undefined : byName('step-panel').dataset.kind,
        searchSize: byName('step-panel').dataset.size,
        said: byName('status').dataset.said,
        n: grid ? Number(grid.dataset.size) : null,
        givens: grid ? grid.querySelectorAll('.given').length : 0,
        status: byName('status').textContent,
        words: said.map((name) => byName(name)).filter(visible).map((el) => el.textContent),
      };
    }, [prefix, SAID]);
    const kind = kindOfType(seen.type);
    if (seen.board !== kind) fail(`the type menu says ${seen.type} but the board shows a ${seen.board}`);
    if (seen.search && seen.search !== kind) fail(`the board shows a ${kind} but the step panel searches a ${seen.search}`);
    if (seen.search && seen.searchSize !== seen.boardSize) fail(`the board shows a ${kind} of size ${seen.boardSize} but the step panel searches one of ${seen.searchSize}`);
    if (kind === 'sudoku') {
      if (/\bsudoku-empty\b/.test(seen.said) && seen.givens) fail(`the status says the grid is empty under ${seen.givens} givens: ${seen.status}`);
      // What the status says of the grid shown (not, say, of a size New puzzle could not make).
      const ofGrid = /\bsudoku-(empty|loaded)\b/.test(seen.said) ? seen.status : '';
      for (const [, a, b] of ofGrid.matchAll(/(\d+)\s*×\s*(\d+)/g)) {
        if (Number(a) !== seen.n || Number(b) !== seen.n) fail(`the status speaks of a ${a}×${b} grid under a ${seen.n}×${seen.n}: ${seen.status}`);
      }
    }
    if (seen.lang === 'zh-CN') {
      const english = seen.words.find((w) => ENGLISH.test(w));
      if (english) fail(`English on the Chinese page: ${english}`);
    }
  }

  await open();
  try {
    while (done.length < count) {
      const name = pick(bag);
      let said;
      try {
        said = await actions[name]();
      } catch (e) {
        if (e.message.startsWith('walk broke')) throw e;
        fail(`${name}: ${e.message.split('\n')[0]}`);
      }
      if (!said) continue;
      done.push(said);
      await idle();
      if (process.env.WALK_TRACE) console.log(`${done.length} ${said} | ${await part('status').textContent()} | ${await part('type').inputValue()}`);
      await check();
    }
  } finally {
    await page.context().close();
  }
  return done;
}
