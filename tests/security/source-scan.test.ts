/**
 * A source scan: nothing in src/ or machines/ writes HTML from strings (innerHTML, outerHTML,
 * insertAdjacentHTML, document.write, dangerouslySetInnerHTML) or runs strings as code. Player names,
 * imported files and reference texts reach the screen only as text nodes built by Preact.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOTS = ['src', 'machines'];
const SINKS: [string, RegExp][] = [
  ['dangerouslySetInnerHTML', /dangerouslySetInnerHTML/],
  ['innerHTML', /\.innerHTML\b|\binnerHTML\s*[:=]/],
  ['outerHTML', /\.outerHTML\s*=/],
  ['insertAdjacentHTML', /insertAdjacentHTML/],
  ['document.write', /document\.write(?:ln)?\s*\(/],
  ['eval', /(?<![\w.])eval\s*\(/],
  ['new Function', /new\s+Function\s*\(/],
  ['createContextualFragment', /createContextualFragment/],
  ['DOMParser', /new\s+DOMParser/],
  ['srcdoc', /\bsrcdoc\b/],
];

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...files(p));
    else if (/\.(ts|tsx|js|mjs)$/.test(name)) out.push(p);
  }
  return out;
}

/** Lines of `code` that use one of the sinks, comments stripped. */
export function sinksIn(code: string): string[] {
  const stripped = code
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const hits: string[] = [];
  stripped.split('\n').forEach((line, i) => {
    for (const [name, re] of SINKS) if (re.test(line)) hits.push(`${i + 1}: ${name}`);
  });
  return hits;
}

describe('security: no HTML or code from strings', () => {
  it('the scanner finds each sink (so a clean result means something)', () => {
    expect(sinksIn('el.innerHTML = name;')).toEqual(['1: innerHTML']);
    expect(sinksIn('<div dangerouslySetInnerHTML={{ __html: x }} />')).toEqual(['1: dangerouslySetInnerHTML']);
    expect(sinksIn('a.insertAdjacentHTML("beforeend", s)\nconst f = new Function("x")')).toEqual([
      '1: insertAdjacentHTML',
      '2: new Function',
    ]);
    expect(sinksIn('// el.innerHTML is never used\n/* eval(x) */ const y = 1;')).toEqual([]);
    expect(sinksIn('const evaluate = (x) => x; medieval(1); evaluate(2);')).toEqual([]);
  });

  it('no file in src/ or machines/ uses one', () => {
    const all = ROOTS.flatMap((r) => files(r));
    expect(all.length).toBeGreaterThan(50);
    const found = all.flatMap((f) => sinksIn(readFileSync(f, 'utf8')).map((h) => `${f}:${h}`));
    expect(found).toEqual([]);
  });

  it('index.html and the service worker setup add no inline handlers', () => {
    const html = readFileSync('index.html', 'utf8');
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html.replace(/<script[^>]*src="[^"]+"[^>]*><\/script>/g, '')).not.toMatch(/<script/i);
  });
});
