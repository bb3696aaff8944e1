// Serves the built app (dist/) on localhost with the headers a PWA needs: a strict Content-Security-Policy,
// no caching of the service worker and the page (so updates are seen), long caching of hashed assets.
// Usage: node scripts/serve.mjs [--port 4173] [--dir dist]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const root = resolve(opt('dir', 'dist'));
const port = Number(opt('port', process.env.PORT ?? 4173));
const host = opt('host', '127.0.0.1');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);
const compressed = new Map();

/** Brotli or gzip for text files the client accepts, compressed once per file version and kept in memory. */
function encode(file, mtimeMs, body, accept) {
  const enc = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
  if (!enc || !COMPRESSIBLE.has(extname(file)) || body.length < 512) return { body, enc: null };
  const key = `${enc}:${file}:${mtimeMs}`;
  let out = compressed.get(key);
  if (!out) {
    out =
      enc === 'br'
        ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(body, { level: 9 });
    compressed.set(key, out);
  }
  return { body: out, enc };
}

export function startServer({ dir = root, port: p = port, host: h = host } = {}) {
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
      let file = join(dir, path);
      if (!file.startsWith(dir)) {
        res.writeHead(403).end();
        return;
      }
      let s = await stat(file).catch(() => null);
      if (s?.isDirectory()) {
        file = join(file, 'index.html');
        s = await stat(file).catch(() => null);
      }
      if (!s) {
        // Unknown paths get the app (hash routes never reach here, but a bookmarked /foo should still open).
        if (extname(path)) {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
          return;
        }
        file = join(dir, 'index.html');
        path = '/index.html';
        s = await stat(file);
      }
      const raw = await readFile(file);
      const ext = extname(file);
      const { body, enc } = encode(file, s.mtimeMs, raw, String(req.headers['accept-encoding'] ?? ''));
      const immutable = path.startsWith('/assets/');
      res.writeHead(200, {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        'content-security-policy': CSP,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        vary: 'accept-encoding',
        ...(enc ? { 'content-encoding': enc } : {}),
        ...(path.endsWith('sw.js') ? { 'service-worker-allowed': '/' } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (e) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(e));
    }
  });
  return new Promise((ok) => server.listen(p, h, () => ok(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startServer();
  const addr = server.address();
  console.log(`Sandtable is running at http://localhost:${addr.port}/ (serving ${root}; Ctrl+C to stop)`);
}
