// Counts the type-system escape hatches (issue 18): non-null assertions (`x!`), explicit `any`, and
// `as unknown as` double casts, over the TypeScript sources, with the compiler's own parser (no regex:
// `!==` and `!x` are not assertions). Usage: node scripts/type-escapes.mjs [dir ...]
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const roots = process.argv.slice(2).length ? process.argv.slice(2) : ['src', 'machines', 'tests', 'scripts'];
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
  const c = { nonNull: 0, any: 0, asUnknownAs: 0 };
  const visit = (node) => {
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

const total = { files: 0, nonNull: 0, any: 0, asUnknownAs: 0 };
for (const root of roots) {
  const sum = { files: 0, nonNull: 0, any: 0, asUnknownAs: 0 };
  for (const f of files(root)) {
    const c = count(f);
    sum.files++;
    for (const k of ['nonNull', 'any', 'asUnknownAs']) sum[k] += c[k];
  }
  for (const k of Object.keys(total)) total[k] += sum[k];
  console.log(
    `${root.padEnd(12)} files ${sum.files}  non-null ${sum.nonNull}  any ${sum.any}  as-unknown-as ${sum.asUnknownAs}`,
  );
}
if (roots.length > 1)
  console.log(
    `${'total'.padEnd(12)} files ${total.files}  non-null ${total.nonNull}  any ${total.any}  as-unknown-as ${total.asUnknownAs}`,
  );
