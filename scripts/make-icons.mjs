// Draws the app icons (a sand-coloured hex with a red and a blue block on the accent blue) as PNGs,
// with no image library: a tiny rasteriser and zlib. Run: node scripts/make-icons.mjs
import { deflateSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const c = Buffer.alloc(4);
  c.writeUInt32BE(crc(td));
  return Buffer.concat([len, td, c]);
}
function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      // 4x4 supersampling for smooth edges
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < 4; sy++)
        for (let sx = 0; sx < 4; sx++) {
          const p = pixel((x + (sx + 0.5) / 4) / size, (y + (sy + 0.5) / 4) / size);
          r += p[0];
          g += p[1];
          b += p[2];
          a += p[3];
        }
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = r / 16;
      raw[o + 1] = g / 16;
      raw[o + 2] = b / 16;
      raw[o + 3] = a / 16;
    }
  }
  return encode(size, raw);
}

/** PNG row filters (None, Sub, Up, Average, Paeth) over `bpp` bytes a pixel: row `y` of `rows` filtered by `type`. */
function filtered(rows, y, type, bpp) {
  const cur = rows[y],
    up = y > 0 ? rows[y - 1] : Buffer.alloc(cur.length);
  const out = Buffer.alloc(cur.length + 1);
  out[0] = type;
  for (let i = 0; i < cur.length; i++) {
    const a = i >= bpp ? cur[i - bpp] : 0,
      b = up[i],
      c = i >= bpp ? up[i - bpp] : 0;
    let pred = 0;
    if (type === 1) pred = a;
    else if (type === 2) pred = b;
    else if (type === 3) pred = (a + b) >> 1;
    else if (type === 4) {
      const p = a + b - c,
        pa = Math.abs(p - a),
        pb = Math.abs(p - b),
        pc = Math.abs(p - c);
      pred = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    }
    out[i + 1] = (cur[i] - pred) & 0xff;
  }
  return out;
}

/** The image data with one filter for every row (`fixed`) or each row's best by the usual heuristic (null). */
function idat(rows, bpp, fixed) {
  const parts = rows.map((_, y) => {
    if (fixed !== null) return filtered(rows, y, fixed, bpp);
    let best = null,
      score = Infinity;
    for (let t = 0; t < 5; t++) {
      const f = filtered(rows, y, t, bpp);
      let sum = 0;
      for (let i = 1; i < f.length; i++) sum += f[i] < 128 ? f[i] : 256 - f[i];
      if (sum < score) [best, score] = [f, sum];
    }
    return best;
  });
  return deflateSync(Buffer.concat(parts), { level: 9 });
}

/** The smallest lossless PNG of an RGBA image (`raw`: rows with a leading filter byte of 0): indexed colour when the
 * image has 256 colours or fewer (flat shapes with smoothed edges do), else RGBA; each with the row filters that
 * compress best. Only the precache counts the bytes (apple-touch-icon.png is precached), but every icon gains. */
function encode(size, raw) {
  const stride = size * 4 + 1;
  const rgba = Array.from({ length: size }, (_, y) => raw.subarray(y * stride + 1, (y + 1) * stride));
  const colours = new Map();
  for (const row of rgba)
    for (let i = 0; i < row.length; i += 4) {
      const k = row.readUInt32BE(i);
      if (!colours.has(k) && colours.size <= 256) colours.set(k, colours.size);
    }
  const header = (type) => {
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(size, 0);
    ihdr.writeUInt32BE(size, 4);
    ihdr[8] = 8;
    ihdr[9] = type;
    return chunk('IHDR', ihdr);
  };
  const file = (...chunks) =>
    Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), ...chunks, chunk('IEND', Buffer.alloc(0))]);
  const best = (rows, bpp) =>
    [0, 1, 2, 3, 4, null].map((f) => idat(rows, bpp, f)).reduce((a, b) => (b.length < a.length ? b : a));
  const candidates = [file(header(6), chunk('IDAT', best(rgba, 4)))];
  if (colours.size <= 256) {
    const keys = [...colours.keys()];
    const plte = Buffer.alloc(keys.length * 3);
    const trns = Buffer.alloc(keys.length);
    keys.forEach((k, i) => {
      plte[i * 3] = k >>> 24;
      plte[i * 3 + 1] = (k >>> 16) & 0xff;
      plte[i * 3 + 2] = (k >>> 8) & 0xff;
      trns[i] = k & 0xff;
    });
    const indexed = rgba.map((row) => {
      const out = Buffer.alloc(size);
      for (let x = 0; x < size; x++) out[x] = colours.get(row.readUInt32BE(x * 4));
      return out;
    });
    const opaque = trns.every((a) => a === 255);
    candidates.push(
      file(header(3), chunk('PLTE', plte), ...(opaque ? [] : [chunk('tRNS', trns)]), chunk('IDAT', best(indexed, 1))),
    );
  }
  return candidates.reduce((a, b) => (b.length < a.length ? b : a));
}
const BLUE = [31, 92, 138, 255],
  SAND = [244, 241, 234, 255],
  RED = [179, 38, 30, 255],
  NAVY = [22, 48, 84, 255],
  CLEAR = [0, 0, 0, 0];
function inHex(x, y, cx, cy, r) {
  const dx = Math.abs(x - cx),
    dy = Math.abs(y - cy);
  return dy <= r * 0.866 && dx * 0.866 + dy * 0.5 <= r * 0.866;
}
const inRect = (x, y, x0, y0, w, h) => x >= x0 && x <= x0 + w && y >= y0 && y <= y0 + h;
// `scale` shrinks the artwork toward the centre (maskable icons keep it in the 80% safe zone).
function art(scale, rounded) {
  return (u, v) => {
    const x = 0.5 + (u - 0.5) / scale,
      y = 0.5 + (v - 0.5) / scale;
    if (rounded) {
      const m = 0.18,
        cx = Math.min(Math.max(u, m), 1 - m),
        cy = Math.min(Math.max(v, m), 1 - m);
      if ((u - cx) ** 2 + (v - cy) ** 2 > m * m) return CLEAR;
    }
    if (inRect(x, y, 0.27, 0.3, 0.2, 0.2)) return RED;
    if (inRect(x, y, 0.53, 0.5, 0.2, 0.2)) return NAVY;
    if (inHex(x, y, 0.5, 0.5, 0.38)) return SAND;
    return BLUE;
  };
}
writeFileSync('public/icons/icon-192.png', png(192, art(1, true)));
writeFileSync('public/icons/icon-512.png', png(512, art(1, true)));
writeFileSync('public/icons/maskable-512.png', png(512, art(0.78, false)));
writeFileSync('public/icons/apple-touch-icon.png', png(180, art(1, false)));
writeFileSync(
  'public/icons/icon.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="18" fill="#1f5c8a"/><polygon points="12,50 31,17.1 69,17.1 88,50 69,82.9 31,82.9" fill="#f4f1ea"/><rect x="27" y="30" width="20" height="20" fill="#b3261e"/><rect x="53" y="50" width="20" height="20" fill="#163054"/></svg>\n`,
);
console.log('icons written');
