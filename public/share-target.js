/*
 * Files another app shares with the installed Sandtable (the manifest's share_target, issue 28). Imported by
 * the service worker (vite.config.ts, workbox.importScripts), so it works offline: the shared files are kept in
 * Cache Storage ("sandtable-inbox"), and the app is opened at #/inbox, where "My scenarios" imports each one
 * (src/app/inbox.ts) as a scenario or a game, as the import button does. Only the POST of the share target is
 * handled here; every other request goes on to the precache routes.
 */
const INBOX = 'sandtable-inbox';
/** A shared file larger than this is not kept (a scenario file with its photo is a few megabytes at most). */
const MAX_BYTES = 16 * 1024 * 1024;

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'POST' || url.origin !== self.location.origin || url.pathname !== '/share-target') return;
  event.respondWith(
    (async () => {
      try {
        const form = await request.formData();
        const cache = await caches.open(INBOX);
        let n = 0;
        for (const file of form.getAll('files')) {
          if (typeof file === 'string' || file.size > MAX_BYTES) continue;
          const key = new Request(`/__inbox__/${Date.now()}-${n++}`);
          const headers = { 'content-type': 'text/plain', 'x-file-name': encodeURIComponent(file.name || 'shared') };
          await cache.put(key, new Response(await file.text(), { headers }));
        }
      } catch {
        // a share that cannot be read leaves nothing behind: the app opens as usual
      }
      return Response.redirect('/#/inbox', 303);
    })(),
  );
});
