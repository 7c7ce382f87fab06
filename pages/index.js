// The app page's script (index.html; copied beside it as index.js). It is
// the host, not the component: it picks the page's <main> as the root of
// one instance with every part shown, and opens the puzzle in the address.
// Share writes its link into the address bar.
//
// The page's language: `?lang=` in the address, else the one picked in the
// Language menu last time (localStorage, where the browser allows it), else
// the first of the browser's languages that the app speaks.
//
// Once the page is usable it registers the service worker (sw.js), which
// keeps the site for offline use, and offers a reload when a new version
// has been cached.
import { createApp } from './element/app/app.js';
import { createWords, firstLanguage, languageOf, loadLanguage } from './element/i18n/words.js';
import { translate } from './element/dom.js';

const STORED = 'dlx-lab:lang';

/** The language picked last time, or null where storage is refused. */
function stored() {
  try {
    return languageOf(localStorage.getItem(STORED));
  } catch {
    return null;
  }
}

/** Remembers `lang` for the next visit, quietly skipped where storage is refused. */
function remember(lang) {
  try {
    localStorage.setItem(STORED, lang);
  } catch {
    // No storage here: the menu's choice lasts as long as the page.
  }
}

/** Speaks `lang` on the page around the component: its `lang`, title and header. */
function speak(lang) {
  document.documentElement.lang = lang;
  const words = createWords(lang);
  translate(document.querySelector('header.top'), words);
  document.title = words.t('page-title');
  document.querySelector('meta[name="description"]')?.setAttribute('content', words.t('page-description'));
  // Installed from this page, the app has the name in its language.
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `manifest.${lang}.webmanifest`);
}

/**
 * Registers the service worker once the page is usable and idle, so that
 * caching the site never competes with the first load; where a new version
 * waits, the header says so, and its Reload hands over to it (the worker
 * then reloads every page of the site, here by `controllerchange`).
 */
function workOffline() {
  if (!('serviceWorker' in navigator)) return;
  const bar = document.querySelector('.update');
  let asked = false;
  const offer = (registration) => {
    const { waiting } = registration;
    if (!waiting || !navigator.serviceWorker.controller) return;
    bar.hidden = false;
    bar.querySelector('button').onclick = () => {
      asked = true;
      waiting.postMessage('skip-waiting');
    };
  };
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (asked) location.reload();
  });
  navigator.serviceWorker.register('sw.js').then((registration) => {
    // None where the browser blocks workers (as the e2e tests' pages do).
    if (!registration) return;
    offer(registration);
    registration.addEventListener('updatefound', () => {
      const { installing } = registration;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') offer(registration);
      });
    });
  }, () => {
    // Refused (a file: page, a private window): the page works online as before.
  });
}

const asked = languageOf(new URLSearchParams(location.search).get('lang'));
const lang = asked ?? stored() ?? firstLanguage(navigator.languages);
// In English until the language's catalogue is here (the page's HTML is English too).
speak(lang);
loadLanguage(lang).then((fetched) => fetched && speak(lang), () => {});
const app = createApp(document.getElementById('app'), {
  mode: 'full', prefix: '', history: true, remember: true, lang,
  onLanguage(picked) {
    remember(picked);
    speak(picked);
    // An address that names a language would bring the old one back on a reload.
    if (asked) {
      const url = new URL(location.href);
      url.searchParams.set('lang', picked);
      history.replaceState(null, '', url);
    }
  },
});
app.ready.then(() => app.open(location.search)).then(() => {
  const idle = globalThis.requestIdleCallback ?? ((f) => setTimeout(f, 1));
  idle(workOffline);
});
// A presenter's clicker sends PageDown and PageUp to the page, often with
// nothing focused: a lesson playing takes them (and the arrows, and Esc).
document.addEventListener('keydown', (event) => {
  if (event.target === document.body) app.lessonKey(event);
});
