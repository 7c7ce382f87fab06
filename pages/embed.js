// The iframe embed's script (embed.html; copied beside it): the host page
// of one <dlx-lab> element, not part of the component. The settings come
// from the URL, e.g. embed.html?bd=…&mode=steps&from=120&to=160&theme=dark.
// It works in <iframe sandbox="allow-scripts">: an opaque origin, no
// storage, all state in the URL. It tells its parent its height and the
// element's events by postMessage, and takes no message from it.
import { readQuery } from './element/kinds/index.js';
import { MODES, defaultControls } from './element/app/layout.js';
import { languageOf } from './element/i18n/words.js';
import { ready } from './element/worker/wasm.js';
import { EVENTS } from './element/dlx-lab.js';

/** URL parameter → element attribute. */
const PARAMETERS = {
  mode: 'mode', controls: 'controls', from: 'from-step', to: 'to-step', rule: 'rule', seed: 'seed',
  speed: 'speed', autoplay: 'autoplay', theme: 'theme', kind: 'kind', box: 'box', puzzle: 'puzzle', lang: 'lang', unlocked: 'unlocked', code: 'code', predict: 'predict', lesson: 'lesson', stop: 'stop',
};

const params = new URLSearchParams(location.search);
const element = document.createElement('dlx-lab');
for (const [param, attribute] of Object.entries(PARAMETERS)) {
  if (params.has(param)) element.setAttribute(attribute, params.get(param));
}
// The page speaks the element's language, for screen readers.
document.documentElement.lang = languageOf(params.get('lang')) ?? 'en';
// The embed sits beside the app page, so its Share links have a page to
// open: it shows Share among the mode's controls (the element alone does not).
if (!params.has('controls')) {
  const mode = MODES.includes(params.get('mode')) ? params.get('mode') : 'solve';
  element.setAttribute('controls', defaultControls(mode).join(' '));
}
// The share parameters (bd, p, binary, cover, queens, …) name the puzzle as
// the app's links do. One that is not a puzzle is handed over as it is, so
// that the element's parser says what is wrong with it.
// A link's puzzle is read with the wasm module's settings (the generator's levels).
await ready();
const shared = readQuery(location.search);
if (shared?.error) {
  // Each kind's parameter is its name, but a sudoku's (bd or p).
  const name = [shared.kind, 'bd', 'p'].find((n) => params.has(n));
  element.setAttribute('kind', shared.kind);
  element.setAttribute('puzzle', params.get(name));
} else if (shared) {
  element.setAttribute('puzzle', shared.text);
  element.setAttribute('kind', shared.kind);
  if (shared.box) element.setAttribute('box', shared.box.join('x'));
}

/** Posts to the parent; a sandboxed frame's parent has another origin, so the target is any. */
const post = (message) => window.parent.postMessage(message, '*');

for (const name of EVENTS) {
  element.addEventListener(name, (event) => post({ type: 'dlx-lab:event', name, detail: structuredClone(event.detail) }));
}
let height = 0;
new ResizeObserver(() => {
  const now = Math.ceil(document.documentElement.scrollHeight);
  if (now !== height) post({ type: 'dlx-lab:height', height: (height = now) });
}).observe(document.body);

document.querySelector('main').append(element);
