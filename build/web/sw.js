// The service worker keeps one build of the table in the browser, so a
// second start transfers next to nothing and a start with no network plays
// local and bot games (saves are in localStorage, not here).
//
// build.js (written by make web-build) names the build by its files' hash.
// The browser compares this script and build.js byte for byte at each start;
// when the build changed, the new worker installs the new files in the
// background (revalidated; the table itself the first start puts here as
// it downloads it, so it is never fetched twice), takes over, and drops
// the old build: the next start runs the new one, and the page says so
// (index.html compares the build it ran last).
importScripts('build.js');

const CACHE = 'zombietable-' + self.BUILD;
const FILES = ['./', 'index.html', 'build.js', 'manifest.webmanifest', 'icon-192.png', 'icon-512.png',
  'wasm_exec.js.gz', 'zombietable.wasm.gz'];

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // The page's first start left the table here as it downloaded it.
    const missing = [];
    for (const f of FILES) {
      if (!(await cache.match(new URL(f, self.registration.scope).href))) missing.push(new Request(f, { cache: 'no-cache' }));
    }
    await cache.addAll(missing);
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith('zombietable-') && key !== CACHE) await caches.delete(key);
    }
  })());
});

// The build's files come from the cache (a page's address keeps its query:
// ?script=… opens the same page); anything else (the table API, remote
// play) goes to the network as if no worker were here.
const OWN = new Set(FILES.map((f) => new URL(f, self.registration.scope).href));

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  url.search = '';
  if (req.method !== 'GET' || !OWN.has(url.href)) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(url.href, { ignoreVary: true });
    return hit || fetch(req);
  })());
});
