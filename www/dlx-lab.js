// <dlx-lab>: the component as a custom element, for teachers' pages. One
// module registers it; it loads the wasm module, the worker and its styles
// from URLs relative to itself (root.js), so a teacher copies this folder
// and adds
//
//   <script type="module" src="dlx-lab/dlx-lab.js"></script>
//   <dlx-lab puzzle="003020600900305001…"></dlx-lab>
//
// or installs the package and imports it through a bundler. Importing
// fetches nothing: the first element that connects starts the module.
//
// Every setting is an attribute (settings.js), applied live when it changes;
// so is `lang` (en or zh-CN), the element's own language, which it speaks
// and which screen readers follow (absent: the page's, else the browser's).
// Methods return promises; events (dlx-solved, dlx-step, dlx-change,
// dlx-error) bubble out of the shadow root. The shadow root holds the
// styles and an inner wrapper that sets its own font, size and colours, so
// the host page's styles (even on the element itself) don't leak in.
import { createApp } from './app/app.js';
import { SETTINGS, readSettings } from './app/settings.js';
import { firstLanguage, languageOf } from './i18n/words.js';
import { locate } from './root.js';

export { setBasePath } from './root.js';
const METHODS = ['solve', 'hint', 'check', 'cancel', 'step', 'back', 'play', 'pause', 'reset', 'goto', 'stop'];

/** The events the element sends, each bubbling out of its shadow root (DlxLabEventMap in dlx-lab.d.ts). */
export const EVENTS = ['dlx-solved', 'dlx-step', 'dlx-change', 'dlx-counted', 'dlx-error', 'dlx-lesson'];

/** HTMLElement where there is one: in Node (server-side rendering, tests) importing defines nothing and throws nothing. */
const Element = globalThis.HTMLElement ?? class {};

export class DlxLabElement extends Element {
  static observedAttributes = [...SETTINGS, 'lang', 'loading'];

  #app = null;
  #ready = null;
  /** The instance's start (the wasm module, the first screen): rejects when it cannot start. */
  #started = null;
  /** With `loading="lazy"`, until it comes near the viewport: what watches for that, and the start it waits for. */
  #waiting = null;
  /** Attributes changed since the last configure: applied together, once per task. */
  #changed = null;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    const style = document.createElement('link');
    style.rel = 'stylesheet';
    locate('style.css', new URL('./style.css', import.meta.url)).then((url) => { style.href = url.href; });
    this.wrapper = document.createElement('div');
    this.wrapper.className = 'dlx-app';
    shadow.append(style, this.wrapper);
  }

  /** Resolves once the first puzzle is loaded; rejects when the element could not start (its wasm module did not load). */
  get ready() {
    if (this.#waiting) return this.#waiting.started.then(() => this.ready);
    const queued = this.#ready ?? Promise.resolve();
    return this.#started ? queued.then(() => this.#started) : queued;
  }

  /** The language of the page around the element: the nearest `lang` above it. */
  #pageLanguage() {
    return this.parentElement?.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang;
  }

  /** The language to speak: the element's `lang`, else its page's, else the browser's first that the element speaks. */
  #language() {
    return languageOf(this.getAttribute('lang')) ?? languageOf(this.#pageLanguage()) ?? firstLanguage(navigator.languages);
  }

  connectedCallback() {
    if (this.#app || this.#waiting) return;
    if (this.getAttribute('loading') === 'lazy' && globalThis.IntersectionObserver) this.#startWhenNear();
    else this.#start();
  }

  /** Starts once the element is within a screen's height of the viewport (`loading="lazy"`). */
  #startWhenNear() {
    let begin;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) this.#stopWaiting();
    }, { rootMargin: '100% 0px' });
    this.#waiting = { observer, begin: () => begin(), started: new Promise((resolve) => { begin = resolve; }) };
    observer.observe(this);
  }

  /** Ends the wait of `loading="lazy"`: starts now if connected. */
  #stopWaiting() {
    const waiting = this.#waiting;
    if (!waiting) return;
    waiting.observer.disconnect();
    this.#waiting = null;
    if (this.isConnected) this.#start();
    waiting.begin();
  }

  #start() {
    const { values, errors } = readSettings(this.#attributes());
    this.#app = createApp(this.wrapper, {
      lang: this.#language(),
      // Numbers as the page writes them, whichever language the element speaks.
      numbers: () => this.#pageLanguage(),
      mode: values.mode ?? 'solve',
      controls: values.controls ?? null,
      // A link made here would open the app page beside the element's
      // folder, which a copied folder does not have: Share is shown only
      // when the controls attribute names it.
      share: false,
      emit: (name, detail) => this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true })),
    });
    this.#started = this.#app.loaded.then(() => undefined);
    this.#started.catch(() => {});
    this.#then(() => this.#app.ready);
    this.#then(() => this.#app?.configure(values, errors));
  }

  disconnectedCallback() {
    // A move within the page disconnects and reconnects at once: keep the instance then.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.#stopWaiting();
      if (!this.#app) return;
      this.#app.destroy();
      this.#app = null;
    });
  }

  attributeChangedCallback(name, old, value) {
    if (name === 'loading') {
      if (value !== 'lazy') this.#stopWaiting();
      return;
    }
    if (!this.#app || old === value) return;
    if (name === 'lang') {
      this.#then(() => this.#app?.setLanguage(this.#language()));
      return;
    }
    // Attributes set one after another (kind, then puzzle) are read together.
    if (this.#changed) {
      this.#changed.add(name);
      return;
    }
    this.#changed = new Set([name]);
    queueMicrotask(() => {
      const names = [...this.#changed];
      this.#changed = null;
      const { values, errors } = readSettings(Object.fromEntries(names.map((n) => [n, this.getAttribute(n)])));
      this.#then(() => this.#app?.configure(values, errors));
    });
  }

  /**
   * Queues `work` after what is queued already; a failure is the
   * instance's to report, never the host's. It counts as under way from
   * now (the root's data-pending), not only once its turn comes.
   */
  #then(work) {
    let release;
    this.#app?.track(() => new Promise((resolve) => { release = resolve; }));
    this.#ready = this.ready.then(work).catch(() => {}).finally(() => release?.());
  }

  /** Every setting's attribute, null where absent. */
  #attributes() {
    return Object.fromEntries(SETTINGS.map((name) => [name, this.getAttribute(name)]));
  }

  static {
    for (const method of METHODS) {
      this.prototype[method] = async function call(...args) {
        // Asked to act, a lazy element waits no longer.
        this.#stopWaiting();
        const run = async () => {
          await this.ready;
          return this.#app?.[method](...args);
        };
        // Counted as under way while it waits for its turn, too.
        return this.#app ? this.#app.track(run) : run();
      };
    }
  }
}

if (globalThis.customElements && !customElements.get('dlx-lab')) customElements.define('dlx-lab', DlxLabElement);
