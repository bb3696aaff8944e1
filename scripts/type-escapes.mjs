// Counts the type-system escape hatches (issues 18, 31): casts (`x as T`, `<T>x`; `as const` is not one),
// non-null assertions (`x!`), explicit `any`, and `as unknown as` double casts, over the TypeScript sources, with
// the compiler's own parser (no regex: `!==` and `!x` are not assertions).
// Usage: node scripts/type-escapes.mjs [--top N] [dir ...]   (--top: the N files with the most casts)
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const argv = process.argv.slice(2);
const topAt = argv.indexOf('--top');
const top = topAt >= 0 ? Number(argv[topAt + 1]) : 0;
const dirs = argv.filter((a, i) => !a.startsWith('--') && (topAt < 0 || i !== topAt + 1));
const roots = dirs.length ? dirs : ['src', 'machines', 'tests', 'scripts'];
const skip = new Set(['node_modules', 'dist', 'dev-dist', 'coverage']);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (skip.has(name)) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (/\.(ts|tsx|mts|cts)$/.test(name)) yield p;
  }
}

function count(path) {
  const text = readFileSync(path, 'utf8');
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const c = { casts: 0, nonNull: 0, any: 0, asUnknownAs: 0 };
  const visit = (node) => {
    if (
      (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) &&
      !(ts.isTypeReferenceNode(node.type) && node.type.getText(sf) === 'const')
    )
      c.casts++;
    if (ts.isNonNullExpression(node)) c.nonNull++;
    else if (node.kind === ts.SyntaxKind.AnyKeyword) c.any++;
    else if (
      ts.isAsExpression(node) &&
      ts.isAsExpression(node.expression) &&
      node.expression.type.kind === ts.SyntaxKind.UnknownKeyword
    )
      c.asUnknownAs++;
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return c;
}

const total = { files: 0, casts: 0, nonNull: 0, any: 0, asUnknownAs: 0 };
const perFile = [];
for (const root of roots) {
  const sum = { files: 0, casts: 0, nonNull: 0, any: 0, asUnknownAs: 0 };
  for (const f of files(root)) {
    const c = count(f);
    sum.files++;
    perFile.push([f, c]);
    for (const k of ['casts', 'nonNull', 'any', 'asUnknownAs']) sum[k] += c[k];
  }
  for (const k of Object.keys(total)) total[k] += sum[k];
  console.log(
    `${root.padEnd(12)} files ${sum.files}  casts ${sum.casts}  non-null ${sum.nonNull}  any ${sum.any}  as-unknown-as ${sum.asUnknownAs}`,
  );
}
if (roots.length > 1)
  console.log(
    `${'total'.padEnd(12)} files ${total.files}  casts ${total.casts}  non-null ${total.nonNull}  any ${total.any}  as-unknown-as ${total.asUnknownAs}`,
  );
if (top > 0)
  for (const [f, c] of perFile.sort((a, b) => b[1].casts - a[1].casts).slice(0, top))
    console.log(`  ${String(c.casts).padStart(4)} casts  ${String(c.nonNull).padStart(4)} !  ${f}`);
