// Every word the component shows comes from a catalogue: locales/<lang>/page.ftl
// in the repository (Project Fluent), built into locales/<lang>.js beside
// this folder by `make site`, and rendered here with @fluent/bundle (npm,
// vendored into vendor/ by the same build: no CDN). Words from the wasm
// module (errors, hints, what an item means) come already rendered: every
// call into it names the instance's language.
//
// English is in the code (every message falls back to it, and an Error's
// `message` is English); another language's catalogue is a module of its
// own, fetched when first spoken (`loadLanguage`): a page in English never
// fetches the Chinese words.
//
// A message is data, `{ id, args }` (as the Rust side's `Msg`), until it is
// shown: kinds and the player return messages, and the shell renders them
// with its instance's words, so that switching language re-renders the same
// state. Numbers are formatted by Intl.NumberFormat in the language of the
// page around the component ("2,056" on an English page, "2 056" on a
// French one), while plurals follow the catalogue's; `plain(n)` keeps one
// as digits alone (a seed, a year).
import { FluentBundle, FluentNumber, FluentResource } from '../vendor/fluent-bundle/index.js';
import en from '../locales/en.js';

/** The languages the component speaks, the default first. */
export const LANGUAGES = ['en', 'zh-CN'];

/** Each language's catalogue module, but English's, which is in the code. */
const MODULES = { 'zh-CN': () => import('../locales/zh-CN.js') };
/** The catalogues fetched so far (the text of each page.ftl), by language. */
const SOURCES = { en };
const loading = new Map();
const bundles = new Map();

/**
 * Fetches the catalogue of `lang` (one of LANGUAGES) if it is not here yet;
 * resolves once its words can be said (until then they are said in
 * English), to whether it had to be fetched: words said before then are to
 * be said again.
 */
export function loadLanguage(lang) {
  if (SOURCES[lang] || !MODULES[lang]) return Promise.resolve(false);
  if (!loading.has(lang)) {
    loading.set(lang, MODULES[lang]().then((module) => {
      SOURCES[lang] = module.default;
      return true;
    }, (e) => {
      loading.delete(lang);
      throw e;
    }));
  }
  return loading.get(lang);
}

/** The bundle of `lang`, made on first use once its catalogue is here (English's until then). */
function bundle(lang) {
  if (!SOURCES[lang]) return bundle('en');
  if (!bundles.has(lang)) {
    // Words go into textContent and attributes: no Unicode isolation marks around arguments.
    const b = new FluentBundle(lang, { useIsolating: false });
    b.addResource(new FluentResource(SOURCES[lang]));
    bundles.set(lang, b);
  }
  return bundles.get(lang);
}

/**
 * The language the component speaks for a BCP 47 tag, or null: 'en-GB' is
 * English, and Chinese in any script or region is Simplified Chinese, the
 * only Chinese the catalogues have.
 */
export function languageOf(tag) {
  const primary = String(tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'en') return 'en';
  if (primary === 'zh') return 'zh-CN';
  return null;
}

/** The first of `tags` (say navigator.languages) that the component speaks, else English. */
export function firstLanguage(tags) {
  for (const tag of tags ?? []) {
    const lang = languageOf(tag);
    if (lang) return lang;
  }
  return 'en';
}

/**
 * Intl.NumberFormat objects by locale and options: a search at full speed
 * formats many numbers a second, and a first screen draws a thousand labels.
 * Most calls have no options: their key is the locale alone.
 */
const formats = new Map();

/** Formats `value` with Intl.NumberFormat in `locale`, with `options`. */
function formatNumber(value, locale, options = undefined) {
  const plain = !options || Object.keys(options).length === 0;
  const key = plain ? locale : `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, plain ? undefined : options);
    formats.set(key, format);
  }
  return format.format(value);
}

/**
 * A number argument written in another locale than the catalogue's: Fluent
 * still picks the plural form by the number in the catalogue's language.
 */
class LocalNumber extends FluentNumber {
  constructor(value, locale, options) {
    super(value, options);
    this.locale = locale;
  }

  toString() {
    return formatNumber(this.value, this.locale, this.opts);
  }
}

/** What numberLocale said of each tag: asked for every number shown. */
const supported = new Map();

/** `tag` if Intl formats numbers in it, else null. */
export function numberLocale(tag) {
  if (!tag) return null;
  if (!supported.has(tag)) {
    let ok = false;
    try {
      ok = Intl.NumberFormat.supportedLocalesOf(tag).length > 0;
    } catch {
      // Not a language tag at all.
    }
    supported.set(tag, ok ? tag : null);
  }
  return supported.get(tag);
}

/** A message as data: its id and arguments (numbers, text, or other messages). */
export const msg = (id, args = {}) => ({ id, args });

/**
 * An Error that carries its words as a message (`fault(id, args)`, or
 * `fault(message)`), for the catch that shows them in its instance's
 * language (`e.words`); its `message` is English. Every error the page
 * shows the user in words is one of these.
 */
export function fault(id, args = {}) {
  const words = isMsg(id) ? id : msg(id, args);
  return Object.assign(new Error(createWords('en').t(words)), { words });
}

/**
 * What a status line said in `lang` (a message, words, or a list of
 * them), as JSON for storage, and back: a `plain` number keeps its form.
 * Words the wasm module rendered (a sentence, not a message) are of the
 * language they were said in: in another, nothing comes back (null), as
 * for anything in storage that is no such thing.
 */
export const saidToJSON = (said, lang) => JSON.stringify({ lang, said }, (key, v) => (v instanceof FluentNumber ? { $plain: v.value } : v));
export function saidFromJSON(text, lang) {
  try {
    const kept = JSON.parse(text, (key, v) => (v && typeof v === 'object' && typeof v.$plain === 'number' ? new FluentNumber(v.$plain, { useGrouping: false }) : v));
    const ok = (x) => typeof x === 'string' || isMsg(x) || (Array.isArray(x) && x.every(ok));
    return ok(kept?.said) ? sayable(kept, lang) : null;
  } catch {
    return null;
  }
}

/**
 * What was `said` in `lang` (`kept`: `{ said, lang }`), if it can be said
 * in `now`: messages can; words the wasm module rendered (a sentence, not
 * a message) only in their own language. Else null.
 */
export function sayable(kept, now) {
  const rendered = (x) => (typeof x === 'string' ? /\s/.test(x) : Array.isArray(x) ? x.some(rendered)
    : isMsg(x) && Object.values(x.args ?? {}).some(rendered));
  return kept.lang === now || !rendered(kept.said) ? kept.said : null;
}

/** Whether `value` is a message. */
const isMsg = (value) => value !== null && typeof value === 'object' && typeof value.id === 'string';

/**
 * An instance's words, in `lang`; `use(lang)` switches them. `t(id, args)`
 * or `t(message)` renders a message (arguments that are messages first);
 * `n(number)` formats a number, `plain(number)` keeps it as digits for an
 * argument, and `list(items)` joins items as the language does. Numbers
 * are written in the locale `numbers()` gives (the host page's language),
 * else in `lang`.
 */
export function createWords(lang = 'en', { numbers = () => null } = {}) {
  const locale = () => numberLocale(numbers()) ?? words.lang;
  const words = {
    lang,
    use(next) {
      words.lang = LANGUAGES.includes(next) ? next : 'en';
    },
    t(id, args = {}) {
      if (isMsg(id)) return words.t(id.id, id.args);
      // A message missing from a catalogue falls back to English, then to its id (the tests check both have every one).
      const b = [bundle(words.lang), bundle('en')].find((x) => x.getMessage(id)?.value);
      if (!b) return id;
      const values = {};
      for (const [name, value] of Object.entries(args ?? {})) {
        if (isMsg(value)) values[name] = words.t(value);
        // A list of messages or words, joined as the language joins them.
        else if (Array.isArray(value)) values[name] = words.list(value.map((v) => (isMsg(v) ? words.t(v) : v)));
        else if (typeof value === 'number') values[name] = new LocalNumber(value, locale());
        else if (value instanceof FluentNumber && !(value instanceof LocalNumber)) values[name] = new LocalNumber(value.value, locale(), value.opts);
        else values[name] = value;
      }
      return b.formatPattern(b.getMessage(id).value, values, []);
    },
    /**
     * What a status line shows: a message, a string (words that came
     * rendered, such as the wasm module's errors), or a list of them, each
     * a sentence; empty ones are left out.
     */
    say(x) {
      if (Array.isArray(x)) return x.map(words.say).filter(Boolean).join(words.t('sentence-gap'));
      return isMsg(x) ? words.t(x) : (x ?? '');
    },
    n: (number) => formatNumber(number, locale()),
    plain: (number) => new FluentNumber(number, { useGrouping: false }),
    list: (items) => new Intl.ListFormat(words.lang, { type: 'conjunction' }).format(items.map(String)),
  };
  return words;
}
