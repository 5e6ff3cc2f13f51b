// ShelfScope's service worker (docs/scanner.md). pwa/service-worker-plugin.ts writes it into the
// build as /sw.js with the release's files in place of the two constants below. It keeps what
// the scanner needs to open with no connection: the page, the shell's and the scanner's chunks,
// the decoder's WebAssembly, the icons, and the product pictures seen. API answers are never
// kept here: they carry a member's bearer token, and a worker cannot tell members apart (the
// scanner keeps its own results, per member: features/scanner/scan-store.ts).
// It also shows alerts pushed by the server (web push, docs/alerts.md) and opens their product.

/** The release's files to keep from the start (hashed names: a new release, a new list). */
const PRECACHE = self.__PRECACHE__;
const SHELL = `shelfscope-shell-${self.__VERSION__}`;
const PICTURES = 'shelfscope-pictures';
/** Public pictures of products (image-routes.ts), kept as seen, the oldest dropped past this many. */
const PICTURE_PATH = '/api/market/images/';
const MAX_PICTURES = 300;
/** Paths the server answers live (spa.ts SERVER_PREFIXES): the worker leaves them to the network. */
const SERVER_PATHS = ['/api/', '/sdk/', '/v1/', '/dev/', '/.well-known/', '/metrics'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      // The server answers the page only to a request that asks for HTML (spa.ts).
      const page = await fetch(new Request('/', { headers: { accept: 'text/html' }, cache: 'no-store' }));
      if (!page.ok) throw new Error(`the page answered ${page.status}`);
      await cache.put('/', page);
      await cache.addAll(PRECACHE);
      // Hashed files never change under a name: the new release can take over at once.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('shelfscope-shell-') && name !== SHELL) await caches.delete(name);
      }
      // The page that registered the worker is served by it from now on, so a scanner opened
      // once keeps working when the connection drops, without a reload first.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith(PICTURE_PATH)) {
    event.respondWith(picture(request));
    return;
  }
  if (SERVER_PATHS.some((p) => url.pathname === p.replace(/\/$/, '') || url.pathname.startsWith(p))) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
  else event.respondWith(networkFirst(request));
});

/** Every address of the app is the same page: the network's when it answers, else the kept one. */
const page = (request) => networkFirst(request, '/');

/** A hashed file is the same forever: kept once fetched. */
async function asset(request) {
  const cache = await caches.open(SHELL);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}

/** The page, the manifest, the icons: fresh when online (kept under `key`), the kept copy when not. */
async function networkFirst(request, key = request) {
  const cache = await caches.open(SHELL);
  try {
    const answer = await fetch(request);
    if (answer.ok) await cache.put(key, answer.clone());
    return answer;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

/** A product's picture: the kept one first (they change rarely), so a card shows it offline. */
async function picture(request) {
  const cache = await caches.open(PICTURES);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) {
    await cache.put(request, answer.clone());
    const keys = await cache.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_PICTURES))) await cache.delete(old);
  }
  return answer;
}

/** What a push says when its data is not the server's message (seller/alerts/push.ts). */
const PUSH_FALLBACK = { title: 'ShelfScope alert', body: 'An alert rule fired.', url: '/alerts' };

/** The server's message `{ title, body, url }`; anything else reads as the fallback's parts. */
function pushMessage(data) {
  let message = {};
  try {
    message = data ? data.json() : {};
  } catch {
    message = { body: data ? data.text() : undefined };
  }
  const text = (value, fallback) => (typeof value === 'string' && value.trim() !== '' ? value : fallback);
  return {
    title: text(message?.title, PUSH_FALLBACK.title),
    body: text(message?.body, PUSH_FALLBACK.body),
    url: sameOriginPath(message?.url),
  };
}

/** A path of this app (an alert's product link); another origin's address is never opened. */
function sameOriginPath(url) {
  if (typeof url !== 'string') return PUSH_FALLBACK.url;
  const target = new URL(url, self.location.origin);
  return target.origin === self.location.origin ? `${target.pathname}${target.search}${target.hash}` : PUSH_FALLBACK.url;
}

// An alert pushed by the server: shown at once (a push must show something), its link kept.
self.addEventListener('push', (event) => {
  const message = pushMessage(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

// A click on the alert: the app's window already on its product comes forward, else a new one opens it.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = sameOriginPath(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => {
        const at = new URL(client.url);
        return `${at.pathname}${at.search}${at.hash}` === path || at.pathname === path;
      });
      if (open) return open.focus();
      return self.clients.openWindow(path);
    })(),
  );
});
