/**
 * Issue 28: the scenario editor is a chunk of its own, loaded when opened, so the home screen's JavaScript does
 * not grow with it. Read from the source: nothing the app's entry (index.html's script, src/main.tsx) reaches by
 * static imports is under src/ui/editor, src/ui/drafts or src/app/draft; they are reached by `import()` only.
 * (The built size is measured by `npm run bench`, figure size.home.)
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticClosure, staticImportsOf } from './static-imports';

const root = resolve(__dirname, '../..');

describe('the home screen does not load the scenario editor (issue 28)', () => {
  it('the static-import reader skips type-only and dynamic imports', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "export { c } from './c';",
      "import './d.css';",
      "const m = () => import('./lazy');",
      'import {\n  e,\n} from "./e";',
    ].join('\n');
    expect(staticImportsOf(text)).toEqual(['./a', './c', './d.css', './e']);
  });

  it('nothing under src/ui/editor, src/ui/drafts or src/app/draft is reached from src/main.tsx by static imports', () => {
    const entry = /<script[^>]*\bsrc="\/([^"]+)"/.exec(readFileSync(resolve(root, 'index.html'), 'utf8'))![1]!;
    const home = [...staticClosure(resolve(root, entry))].map((f) => relative(root, f));
    expect(home).toContain('src/ui/home/Home.tsx');
    expect(home.filter((f) => /^src\/(ui\/editor|ui\/drafts|app\/draft)\//.test(f))).toEqual([]);
  });
});

describe('the home screen first paint carries only what it draws (issue 30)', () => {
  it('the notices, their storage checks and the service worker registration are fetched after it', () => {
    const entry = /<script[^>]*\bsrc="\/([^"]+)"/.exec(readFileSync(resolve(root, 'index.html'), 'utf8'))![1]!;
    const home = new Set([...staticClosure(resolve(root, entry))].map((f) => relative(root, f)));
    expect(home.has('src/app/install-offer.ts')).toBe(true);
    const later = [
      'src/app/storage.ts',
      'src/ui/home/notices.tsx',
      'src/ui/home/RecoveryNotice.tsx',
      'src/ui/home/StorageNotice.tsx',
      'src/ui/shell/pwa-register.ts',
    ];
    expect(later.filter((f) => home.has(f))).toEqual([]);
  });
});
