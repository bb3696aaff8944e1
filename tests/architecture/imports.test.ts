/**
 * The rooms of DESIGN.md "Layers": machines never import src/scenarios (the runner passes scenarios in) and
 * screens never import src/store (saved games, settings and bookmarks come through src/app). Read from the
 * import statements of the files themselves, so a new file that crosses a wall fails here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx|mts|js|mjs)$/.test(name) ? [p] : [];
  });
}

/** Every module specifier a file imports or re-exports, statically or with `import()`. */
export function importsOf(text: string): string[] {
  const out: string[] = [];
  const re =
    /(?:\bimport|\bexport)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g;
  for (const m of text.matchAll(re)) out.push(m[1] ?? m[2] ?? m[3] ?? '');
  return out;
}

/** Files under `from` that import anything under `to` (relative specifiers resolved against the file). */
function crossings(from: string, to: string): string[] {
  const target = resolve(root, to);
  return sourceFiles(resolve(root, from)).flatMap((file) =>
    importsOf(readFileSync(file, 'utf8'))
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => resolve(dirname(file), spec))
      .filter((p) => p === target || p.startsWith(target + '/'))
      .map((p) => `${relative(root, file)} -> ${relative(root, p)}`),
  );
}

describe('layer boundaries (DESIGN.md, issue 18 section 4)', () => {
  it('the import scanner sees static, re-export, side-effect and dynamic imports', () => {
    const text = [
      "import { a } from '../x';",
      "import type { B } from './y';",
      "export { c } from '../../z';",
      "import './side.css';",
      "const m = await import('../lazy');",
      'import {\n  d,\n  e,\n} from "../multi";',
    ].join('\n');
    expect(importsOf(text)).toEqual(['../x', './y', '../../z', './side.css', '../lazy', '../multi']);
  });

  it('no file under machines/ imports src/scenarios', () => {
    expect(crossings('machines', 'src/scenarios')).toEqual([]);
  });

  it('no file under src/ui imports src/store', () => {
    expect(crossings('src/ui', 'src/store')).toEqual([]);
  });
});
