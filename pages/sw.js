// The app page's service worker: after one visit, the page, its modules and
// its lessons come from this version's cache, with the network or without.
// `make site` writes VERSION (a hash of the files) and FILES (every file of
// the site a page may fetch: the app page, the embed and the guide with
// their modules, wasm, lessons and icons) into the copy in dist/
// (scripts/offline.mjs), so a deploy that changes any file is a new worker.
//
// One version at a time: a new worker caches all its files before it
// takes over, and waits while a page of the old version is open; that page
// is told (index.js) and reloads when the user says so. Until then it is
// served the old files only, so no page runs two versions' files.
const VERSION = 'dev';
const FILES = [];

const CACHE = `dlx-lab-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(
    names.filter((name) => name.startsWith('dlx-lab-') && name !== CACHE).map((name) => caches.delete(name)),
  )));
});

// The page asks the waiting worker to take over once the user said Reload.
self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

/** The cached answer to `request`: a page's address (whatever its query, which the page reads) is the page; anything else by its URL. */
async function cached(request) {
  const cache = await caches.open(CACHE);
  if (request.mode === 'navigate') {
    const url = new URL(request.url);
    const page = new URL(url.pathname.endsWith('/') ? 'index.html' : url.pathname, url);
    return cache.match(page.href);
  }
  return cache.match(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(cached(request).then((hit) => hit ?? fetch(request)));
});
