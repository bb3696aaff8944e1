/**
 * The built chunks import one another without a loop. In a loop of chunks, whichever the browser loads second runs
 * first, before the imports it uses are set: the FAB engine was once made before its rulings list existed, and a
 * game of older rules would not open ("reading 'filter'"). Read from dist/ (the build this run tests).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { staticImports } from '../../scripts/bench.mjs';

/** The static imports of every JavaScript chunk of the build, as paths relative to dist/. */
function graph(dist = 'dist') {
  const out = new Map();
  for (const f of readdirSync(join(dist, 'assets')).filter((x) => x.endsWith('.js'))) {
    const file = `assets/${f}`;
    const code = readFileSync(join(dist, file), 'utf8');
    out.set(
      file,
      staticImports(code).map((s) => (s.startsWith('/') ? s.slice(1) : posix.normalize(posix.join('assets', s)))),
    );
  }
  return out;
}

/** A loop of chunks, as the list of its chunks, or null. */
export function loopOf(g) {
  const state = new Map(); // 1: on the path, 2: done
  const path = [];
  const visit = (f) => {
    if (state.get(f) === 2) return null;
    if (state.get(f) === 1) return [...path.slice(path.indexOf(f)), f];
    state.set(f, 1);
    path.push(f);
    for (const t of g.get(f) ?? []) {
      const l = visit(t);
      if (l) return l;
    }
    path.pop();
    state.set(f, 2);
    return null;
  };
  for (const f of g.keys()) {
    const l = visit(f);
    if (l) return l;
  }
  return null;
}

test('the loop finder finds a loop of chunks and passes a tree', () => {
  assert.deepEqual(
    loopOf(
      new Map([
        ['a', ['b']],
        ['b', ['c']],
        ['c', ['a']],
      ]),
    ),
    ['a', 'b', 'c', 'a'],
  );
  assert.equal(
    loopOf(
      new Map([
        ['a', ['b', 'c']],
        ['b', ['c']],
        ['c', []],
      ]),
    ),
    null,
  );
});

test('no chunk of the build imports itself back through other chunks', () => {
  const g = graph();
  assert.ok(g.size > 20, `the build has its chunks (${g.size})`);
  assert.equal(loopOf(g)?.join(' -> ') ?? null, null);
});
