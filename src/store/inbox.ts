/**
 * Files shared with the installed app (manifest share_target), kept by the service worker in Cache Storage
 * (public/share-target.js) until the app reads them: each is read once and removed.
 */
export const INBOX = 'sandtable-inbox';

export interface SharedFile {
  readonly name: string;
  readonly text: string;
}

/** The files waiting in the inbox, oldest first; they are removed as they are read. */
export async function takeInbox(): Promise<SharedFile[]> {
  if (typeof caches === 'undefined') return [];
  const cache = await caches.open(INBOX);
  const out: SharedFile[] = [];
  for (const key of await cache.keys()) {
    const r = await cache.match(key);
    if (r) {
      let name = 'shared';
      try {
        name = decodeURIComponent(r.headers.get('x-file-name') ?? name);
      } catch {
        /* a damaged name: the default one */
      }
      out.push({ name, text: await r.text() });
    }
    await cache.delete(key);
  }
  return out;
}
