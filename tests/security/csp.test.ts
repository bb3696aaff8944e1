/**
 * Content-Security-Policy of the built app: the page ships no inline script or style and no event-handler
 * attributes, every script is same-origin, and the policy (in the page's meta tag and in the header that
 * scripts/serve.mjs sends) forbids inline and eval'd script. The browser side (the running app raises no
 * violation under the header) is checked in tests/e2e/reliability-storage.e2e.mjs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { CSP } from '../../scripts/serve.mjs';

/** Parse a policy into directive -> sources. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const m = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) m.set(name.toLowerCase(), sources);
  }
  return m;
}

/** What makes a policy strict enough for this app; returns the problems found. */
export function policyProblems(policy: string): string[] {
  const p = parsePolicy(policy);
  const out: string[] = [];
  const script = p.get('script-src') ?? p.get('default-src');
  if (!script) out.push('no script-src or default-src');
  else {
    for (const bad of [
      "'unsafe-inline'",
      "'unsafe-eval'",
      "'unsafe-hashes'",
      '*',
      'data:',
      'blob:',
      'http:',
      'https:',
    ]) {
      if (script.includes(bad)) out.push(`script-src allows ${bad}`);
    }
  }
  if (!p.get('default-src')?.every((s) => s === "'self'" || s === "'none'")) out.push('default-src is not self/none');
  if (p.get('object-src')?.join(' ') !== "'none'") out.push("object-src is not 'none'");
  if (!p.has('base-uri')) out.push('no base-uri');
  const style = p.get('style-src') ?? p.get('default-src') ?? [];
  if (style.includes("'unsafe-inline'")) out.push("style-src allows 'unsafe-inline'");
  return out;
}

let html = '';
let outDir = '';
let jsFiles: string[] = [];

beforeAll(async () => {
  // A fresh production build in a temporary folder, so this test never depends on a stale dist/.
  outDir = mkdtempSync(join(tmpdir(), 'sandtable-csp-'));
  await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  html = readFileSync(join(outDir, 'index.html'), 'utf8');
  jsFiles = readdirSync(join(outDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(outDir, 'assets', f));
  return () => rmSync(outDir, { recursive: true, force: true });
}, 120_000);

describe('security: Content-Security-Policy', () => {
  it('the policy checker itself flags weak policies', () => {
    expect(
      policyProblems("default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'"),
    ).toContain("script-src allows 'unsafe-inline'");
    expect(policyProblems("default-src *; object-src 'none'; base-uri 'self'")).toEqual(
      expect.arrayContaining(['script-src allows *', 'default-src is not self/none']),
    );
    expect(policyProblems("default-src 'self'")).toEqual(
      expect.arrayContaining(["object-src is not 'none'", 'no base-uri']),
    );
  });

  it('the header sent by scripts/serve.mjs is strict, and refuses framing', () => {
    expect(policyProblems(CSP)).toEqual([]);
    expect(parsePolicy(CSP).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('the built page carries a strict policy in its meta tag, no weaker than the header', () => {
    const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/i.exec(html);
    expect(meta).not.toBeNull();
    expect(policyProblems(meta![1]!)).toEqual([]);
    const header = parsePolicy(CSP);
    for (const [name, sources] of parsePolicy(meta![1]!)) {
      if (name === 'frame-ancestors') continue; // ignored in meta tags by browsers
      if (header.has(name)) expect(sources, name).toEqual(header.get(name));
    }
  });

  it('the built page has no inline script, inline style, event-handler attribute or javascript: URL', () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(body!.trim(), 'inline script body').toBe('');
      const src = /\bsrc="([^"]+)"/.exec(attrs!)?.[1];
      expect(src, 'script without src').toBeDefined();
      expect(src!.startsWith('/') && !src!.startsWith('//'), `script from another origin: ${src}`).toBe(true);
    }
    expect(html).not.toMatch(/<style\b/i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });

  it('no built chunk evaluates strings as code (eval, new Function, string timers)', () => {
    expect(jsFiles.length).toBeGreaterThan(1);
    for (const f of jsFiles) {
      const code = readFileSync(f, 'utf8');
      expect(code, f).not.toMatch(/\beval\s*\(/);
      expect(code, f).not.toMatch(/new\s+Function\s*\(/);
      expect(code, f).not.toMatch(/set(?:Timeout|Interval)\s*\(\s*["'`]/);
    }
  });
});
