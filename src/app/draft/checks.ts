/**
 * What is wrong with a draft, listed as the player edits (issue 28): the scenario schema with its size caps
 * and every cross-reference, the very checks an imported scenario passes (src/scenarios/fab/schema.ts), run
 * on every change in time linear in the draft; then warnings about the map the schema cannot see (an area
 * with no link, a map in pieces, an entry letter on two areas, a supply source off the photo). Errors keep a
 * draft from starting a game or leaving as a file; warnings do not.
 */
import * as v from 'valibot';
import { pathOf, reasonOf, type FieldRefusal, type Reason } from '../../rules/common/checked';
import type { AreaId, FabScenario } from '../../rules/fab/types';
import { at, knownIn } from '../../rules/common/narrow';
import { crossProblems, FabScenarioSchema, type CrossReason } from '../../scenarios/fab/schema';

/** Problems listed at most (a draft with more shows the first ones; fixing them brings the next). */
export const PROBLEM_LIMIT = 100;

export type MapWarning = 'noLink' | 'pieces' | 'letterTwice' | 'offPhoto';

export interface Finding<R extends string> {
  /** The field, as `units[3].formation`. */
  readonly path: string;
  readonly reason: R;
  readonly params: Readonly<Record<string, string | number>>;
}

export interface Problem extends Finding<Reason | CrossReason | MapWarning> {
  readonly level: 'error' | 'warning';
}

/**
 * Every field `schema` refuses in `data`, at most `limit` of them (the editor lists them all as the player
 * types, where an import stops at the first). A list over its cap stops at the count, as the import's check
 * does: its entries are not read.
 */
export function fieldIssues<T extends v.GenericSchema>(schema: T, data: unknown, limit: number): FieldRefusal[] {
  const r = v.safeParse(schema, data, { abortEarly: false, abortPipeEarly: true });
  if (r.success) return [];
  return r.issues.slice(0, limit).map((issue) => ({ path: pathOf(issue), ...reasonOf(issue) }));
}

/** Every error of the draft's scenario (shape and caps first, then cross-references), then the map warnings. */
export function draftProblems(
  d: { readonly scenario: FabScenario; readonly photo: { readonly width: number; readonly height: number } | null },
  limit = PROBLEM_LIMIT,
): Problem[] {
  const errors: Finding<Reason | CrossReason>[] = fieldIssues(FabScenarioSchema, d.scenario, limit);
  // cross-references are read from lists the editor itself builds (always lists of objects), so they are
  // listed beside shape problems (a blank name does not hide a missing set-up area)
  if (errors.length < limit) errors.push(...crossProblems(d.scenario, limit - errors.length));
  const out: Problem[] = errors.map((e) => ({ ...e, level: 'error' }));
  for (const w of mapWarnings(d.scenario, d.photo)) {
    if (out.length >= limit) break;
    out.push({ ...w, level: 'warning' });
  }
  return out;
}

const areaName = (sc: FabScenario, i: number) => {
  const a = sc.areas[i];
  return a ? `${a.number} ${a.name}` : '';
};

/** The map warnings, in one pass over areas and boundaries. */
export function mapWarnings(
  sc: FabScenario,
  photo: { readonly width: number; readonly height: number } | null,
): Finding<MapWarning>[] {
  const out: Finding<MapWarning>[] = [];
  const index = new Map<AreaId, number>();
  sc.areas.forEach((a, i) => index.set(a.id, i));
  // the pieces of the map: union-find over the boundaries
  const parent = sc.areas.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = at(parent, at(parent, i));
    return i;
  };
  const linked = new Set<number>();
  for (const b of sc.boundaries) {
    const i = index.get(b.a),
      j = index.get(b.b);
    if (i === undefined || j === undefined || i === j) continue;
    linked.add(i).add(j);
    parent[find(i)] = find(j);
  }
  sc.areas.forEach((_, i) => {
    if (!linked.has(i) && sc.areas.length > 1)
      out.push({ path: `areas[${i}]`, reason: 'noLink', params: { name: areaName(sc, i) } });
  });
  // pieces of two or more areas (a lone area is said above): the first area of each piece after the largest
  const size = new Map<number, number>();
  const first = new Map<number, number>();
  sc.areas.forEach((_, i) => {
    if (!linked.has(i)) return;
    const r = find(i);
    size.set(r, (size.get(r) ?? 0) + 1);
    if (!first.has(r)) first.set(r, i);
  });
  const pieces = [...size].sort((a, b) => b[1] - a[1]);
  const count = pieces.length + (sc.areas.length - linked.size);
  if (pieces.length > 1)
    for (const [r] of pieces.slice(1)) {
      const i = knownIn(first, r, 'piece');
      out.push({ path: `areas[${i}]`, reason: 'pieces', params: { name: areaName(sc, i), count } });
    }
  const letters = new Map<string, number>();
  sc.entryAreas.forEach((e, i) => {
    if (letters.has(e.letter))
      out.push({ path: `entryAreas[${i}]`, reason: 'letterTwice', params: { name: e.letter } });
    else letters.set(e.letter, i);
  });
  if (photo)
    sc.supplySources.forEach((s, i) => {
      const ai = index.get(s.area) ?? -1;
      const a = sc.areas[ai];
      if (a && (a.x < 0 || a.y < 0 || a.x > photo.width || a.y > photo.height))
        out.push({
          path: `supplySources[${i}]`,
          reason: 'offPhoto',
          params: { name: areaName(sc, ai) },
        });
    });
  return out;
}
