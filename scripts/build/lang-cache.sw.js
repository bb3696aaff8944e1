/*
 * The service worker's cache of the player's language (issue 30; the build fills in the file lists:
 * scripts/build/languages.ts). The precache holds everything but the chunks of one language (a system's words, the
 * refusal sentences, the rules reference); this script keeps one language of them: the device's when the worker
 * installs, and any other the app asks for (a CACHE_LANG message: the player's choice, at start, on a switch, and
 * to a new version before it takes over). Each version keeps its own cache and drops the older ones when it takes
 * over. A file of a language not kept is fetched from the network, and kept once fetched.
 */
const LANGUAGE_FILES = /*LANGUAGE_FILES*/ {};
const KEY = Object.values(LANGUAGE_FILES).flat().sort().join('|');
/** A short name for this build's lists, so that each version has a cache of its own. */
const VERSION = [...KEY].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7).toString(36);
const CACHE = `sandtable-lang-${VERSION}`;
const ALL = new Set(
  Object.values(LANGUAGE_FILES)
    .flat()
    .map((f) => new URL(f, self.registration.scope).href),
);

function deviceLanguage() {
  for (const l of self.navigator.languages ?? [self.navigator.language]) {
    const base = String(l).toLowerCase().slice(0, 2);
    if (base in LANGUAGE_FILES) return base;
  }
  return 'en';
}

/** Keep every file of `lang` (those kept already are not fetched again). Rejects when one cannot be fetched. */
async function keep(lang) {
  const files = LANGUAGE_FILES[lang];
  if (!files) throw new Error(`no such language: ${lang}`);
  const cache = await caches.open(CACHE);
  await Promise.all(
    files.map(async (f) => {
      const url = new URL(f, self.registration.scope).href;
      if (await cache.match(url)) return;
      const res = await fetch(url, { cache: 'no-cache' });
      if (!res.ok) throw new Error(`${f}: ${res.status}`);
      await cache.put(url, res);
    }),
  );
}

// like the precache: a version that cannot keep the device's language does not install (it is tried again later)
self.addEventListener('install', (event) => event.waitUntil(keep(deviceLanguage())));

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('sandtable-lang-') && k !== CACHE).map((k) => caches.delete(k))),
      ),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'CACHE_LANG') return;
  const reply = (answer) => event.ports && event.ports[0] && event.ports[0].postMessage(answer);
  event.waitUntil(
    keep(data.lang).then(
      () => reply({ ok: true }),
      (e) => reply({ ok: false, error: String(e && e.message ? e.message : e) }),
    ),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !ALL.has(request.url)) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const hit = await cache.match(request.url);
      if (hit) return hit;
      const res = await fetch(request);
      if (res.ok) await cache.put(request.url, res.clone());
      return res;
    })(),
  );
});
