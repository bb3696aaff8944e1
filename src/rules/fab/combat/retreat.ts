/** Retreats (6.6): where a retreating unit may go, given the map around the battle. */
import type { CombatSide, Edition, RetreatArea, RetreatMap } from './types';
import { knownIn } from '../../common/narrow';

export interface RetreatOption {
  /** Final area. */
  readonly to: string;
  /** Areas entered, in order, ending with `to`. */
  readonly path: readonly string[];
}

export interface RetreatQuery {
  readonly map: RetreatMap;
  readonly side: CombatSide;
  readonly origin: string;
  /** Units of `side` already retreated into areas during this retreat (they count for stacking). */
  readonly arrived?: Readonly<Record<string, number>>;
  readonly edition?: Edition;
  /** Restrict the first area: river assault aborts go back across the river (6.41b). */
  readonly firstStepOnlyTo?: readonly string[];
  readonly firstStepAcrossRiverOnly?: boolean;
}

const STACK_LIMIT = 2; // 5.1: two units per side per area

function own(a: RetreatArea, side: CombatSide, arrived: Readonly<Record<string, number>>): number {
  return (side === 'attacker' ? a.attackerUnits : a.defenderUnits) + (arrived[a.id] ?? 0);
}

function enemy(a: RetreatArea, side: CombatSide): number {
  return side === 'attacker' ? a.defenderUnits : a.attackerUnits;
}

/** 6.6 a friendly-controlled area without enemy units may receive retreating units. */
function open(a: RetreatArea | undefined, side: CombatSide): a is RetreatArea {
  return !!a && a.controlledBy === side && enemy(a, side) === 0;
}

function nearest(
  byId: Map<string, RetreatArea>,
  start: RetreatArea,
  origin: string,
  side: CombatSide,
  goal: (a: RetreatArea) => boolean,
): RetreatOption[] {
  // breadth-first search through open areas, collecting every goal area at the smallest distance
  const prev = new Map<string, string | null>([[start.id, null]]);
  let frontier = [start.id];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const e of knownIn(byId, id, 'area').adjacent) {
        if (e.to === origin || prev.has(e.to)) continue;
        const a = byId.get(e.to);
        if (!open(a, side)) continue;
        prev.set(e.to, id);
        next.push(e.to);
      }
    }
    const found = next.filter((id) => goal(knownIn(byId, id, 'area')));
    if (found.length > 0) {
      return found.map((to) => {
        const path: string[] = [];
        for (let cur: string | null = to; cur !== null; cur = prev.get(cur) ?? null) path.unshift(cur);
        return { to, path };
      });
    }
    frontier = next;
  }
  return [];
}

// 6.6 legal retreat destinations for one unit (empty: it cannot retreat and takes a step loss instead)
export function retreatOptions(q: RetreatQuery): RetreatOption[] {
  const arrived = q.arrived ?? {};
  const byId = new Map(q.map.areas.map((a) => [a.id, a] as const));
  const origin = byId.get(q.origin);
  if (!origin) return [];
  const firsts = origin.adjacent
    .filter((e) => (q.firstStepAcrossRiverOnly ? e.river === true : true))
    .filter((e) => (q.firstStepOnlyTo && q.firstStepOnlyTo.length > 0 ? q.firstStepOnlyTo.includes(e.to) : true))
    .map((e) => byId.get(e.to))
    .filter((a): a is RetreatArea => open(a, q.side));
  if (firsts.length === 0) return [];
  const roomy = firsts.filter((a) => own(a, q.side, arrived) <= STACK_LIMIT - 1);
  if ((q.edition ?? 'revised') === 'original') {
    // earlier text: any adjacent open area; keep retreating while the unit would overstack
    const out: RetreatOption[] = roomy.map((a) => ({ to: a.id, path: [a.id] }));
    for (const a of firsts) {
      if (own(a, q.side, arrived) < STACK_LIMIT) continue;
      for (const o of nearest(byId, a, q.origin, q.side, (b) => own(b, q.side, arrived) < STACK_LIMIT)) {
        out.push({ to: o.to, path: o.path });
      }
    }
    return dedupe(out);
  }
  // 2016 text: prefer an adjacent area holding one unit or none
  if (roomy.length > 0) return roomy.map((a) => ({ to: a.id, path: [a.id] }));
  // every adjacent choice holds two units: go on to the nearest open area that holds units (and has room)
  const out: RetreatOption[] = [];
  for (const a of firsts) {
    const found = nearest(
      byId,
      a,
      q.origin,
      q.side,
      (b) => own(b, q.side, arrived) >= 1 && own(b, q.side, arrived) < STACK_LIMIT,
    );
    out.push(...found);
  }
  if (out.length === 0) return [];
  const best = Math.min(...out.map((o) => o.path.length));
  return dedupe(out.filter((o) => o.path.length === best));
}

function dedupe(options: RetreatOption[]): RetreatOption[] {
  const seen = new Set<string>();
  return options.filter((o) => {
    const k = o.path.join('>');
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
