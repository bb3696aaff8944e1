/**
 * No import loops (issue 31): a module that imports, through others, a module that imports it back. Checked over
 * every source file of src/ and machines/ (machines/, src/ui/home, src/ui/fubar and src/i18n had loops), from
 * the import statements themselves: static imports and re-exports count, type-only ones too (they tie the
 * modules together for the compiler and the reader as much as for the bundler); `import()` does not, since a
 * lazy chunk is fetched after both modules have loaded.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx)$/.test(name) ? [p] : [];
  });
}

/** The relative module specifiers a file imports or re-exports statically (type-only included, `import()` not). */
export function staticImportsOf(text: string): string[] {
  const out: string[] = [];
  const re = /(?:\bimport|\bexport)\s[^'"();]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s+['"]([^'"]+)['"]/g;
  for (const m of text.matchAll(re)) {
    const spec = m[1] ?? m[2] ?? '';
    if (spec.startsWith('.')) out.push(spec);
  }
  return out;
}

/** The import graph of a set of files (absolute paths), each specifier resolved as TypeScript resolves it. */
function graphOf(files: readonly string[], read: (file: string) => string): Map<string, string[]> {
  const known = new Set(files);
  const resolveSpec = (file: string, spec: string): string | null => {
    const base = resolve(dirname(file), spec);
    for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
      if (known.has(c)) return c;
    return null;
  };
  return new Map(files.map((f) => [f, staticImportsOf(read(f)).flatMap((s) => resolveSpec(f, s) ?? [])] as const));
}

/** The loops of a graph: its strongly connected parts of more than one module, or a module importing itself. */
export function loopsOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    for (let w = stack.pop(); w !== undefined; w = w === v ? undefined : stack.pop()) {
      onStack.delete(w);
      part.push(w);
    }
    if (part.length > 1 || (graph.get(v) ?? []).includes(v)) loops.push(part.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return loops;
}

describe('import loops (issue 31)', () => {
  it('the scanner reads static, type-only, re-export and side-effect imports, and leaves import() out', () => {
    const text = [
      "import { a } from '../x';",
      "import type { B } from './y';",
      "export { c } from '../../z';",
      "export * from './all';",
      "import './side';",
      "const m = await import('./lazy');",
      "import { effect } from '@preact/signals';",
      'import {\n  d,\n  e,\n} from "../multi";',
    ].join('\n');
    expect(staticImportsOf(text)).toEqual(['../x', './y', '../../z', './all', './side', '../multi']);
  });

  it('the loop finder finds a loop of three, a module importing itself, and nothing in a chain', () => {
    const g = new Map<string, string[]>([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['d']],
    ]);
    expect(loopsOf(g)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(
      loopsOf(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('the i18n registration loop is found when a namespace imports the typed index (index -> keys -> namespace)', () => {
    const dir = resolve(root, 'src/i18n');
    const files = ['index.ts', 'keys.ts', 'fab.ts', 'registry.ts'].map((f) => join(dir, f));
    const text: Record<string, string> = {
      'index.ts': "import type { MessageKey } from './keys';\nexport * from './registry';",
      'keys.ts': "import type { Key as FabKey } from './fab';",
      'fab.ts': "import { register } from './index';",
      'registry.ts': "import { signal } from '@preact/signals';",
    };
    const loops = loopsOf(graphOf(files, (f) => text[f.slice(dir.length + 1)] ?? ''));
    expect(loops.map((l) => l.map((f) => relative(root, f)))).toEqual([
      ['src/i18n/fab.ts', 'src/i18n/index.ts', 'src/i18n/keys.ts'],
    ]);
  });

  it('no module of src/ or machines/ imports itself back, through any chain of imports', () => {
    const files = [...sourceFiles(resolve(root, 'src')), ...sourceFiles(resolve(root, 'machines'))];
    const loops = loopsOf(graphOf(files, (f) => readFileSync(f, 'utf8')));
    expect(loops.map((l) => l.map((f) => relative(root, f)))).toEqual([]);
  });
});
