/**
 * Issue 28: the scenario editor is a chunk of its own, loaded when opened, so the home screen's JavaScript does
 * not grow with it. Read from the source: nothing the app's entry (index.html's script, src/main.tsx) reaches by
 * static imports is under src/ui/editor, src/ui/drafts or src/app/draft; they are reached by `import()` only.
 * (The built size is measured by `npm run bench`, figure size.home.)
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

/** The specifiers a file imports at load time: static imports and re-exports, not `import type`, not `import()`. */
export function staticImportsOf(text: string): string[] {
  const out: string[] = [];
  const re = /(?:^|[;}\n])\s*(?:import|export)\s+(?!type\s)([^'";]*?\bfrom\s*)?['"]([^'"]+)['"]/g;
  for (const m of text.matchAll(re)) out.push(m[2]!);
  return out;
}

function resolveFile(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const p of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (existsSync(p) && /\.(ts|tsx|js|mjs)$/.test(p)) return p;
  return null;
}

/** Every source file the entry loads by static imports (relative specifiers; packages are not followed). */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [entry];
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    for (const spec of staticImportsOf(readFileSync(f, 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      const p = resolveFile(f, spec);
      if (p) todo.push(p);
    }
  }
  return seen;
}

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
