/**
 * The imports a source file makes at load time, and every file an entry reaches through them: read from the source,
 * for the architecture tests of what a screen loads (./home-chunk.test.ts, ./screen-strings.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

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
export function staticClosure(entry: string): Set<string> {
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
