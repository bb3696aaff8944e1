/**
 * Construction in the movement segment: air bases and fortifications, by engineers or (forts) by
 * combat units that stay put. Effects are immediate.
 */
import { reject, accept, type Result } from '../common/result';
import { neighbourKeys, type HexKey } from './hex';
import { FRESH, liveEnemyZoc, occupancy, phaseMove } from './board';
import { stepCost } from './movement';
import { paySupply } from './depots';
import type { OcsGame, Unit } from './types';
import { own } from '../common/own';

/** Kinds of work. For a port, 'build' repairs one level of damage and 'reduce' damages it by one. */
export type Work = 'airbase' | 'fort' | 'port';
export type WorkAction = 'build' | 'reduce';
/** Highest level: air bases 3 and forts 4 (the seed); port damage 3 (the app's own figure). */
export const MAX_LEVEL: Readonly<Record<Work, number>> = { airbase: 3, fort: 4, port: 3 };
export const ENGINEER_RANGE = 2;

function levels(g: OcsGame, work: Work): Readonly<Record<HexKey, number>> {
  return work === 'airbase' ? g.airbases : work === 'fort' ? g.forts : (g.ports ?? {});
}

const RULE: Readonly<Record<Work, string>> = { airbase: 'airbases', fort: 'fortifications', port: 'engineers' };

// engineers: repairing a port costs supply; damaging it does not
function portWork(g: OcsGame, hex: HexKey, action: WorkAction): Result<{ next: number; cost: number }> {
  if (!own(g.map.hexes, hex)?.port) return reject('engineers', 'There is no port in that hex.', 'work.noPort');
  const cur = (g.ports ?? {})[hex] ?? 0;
  if (action === 'build') {
    if (cur <= 0) return reject('engineers', 'That port has no damage to repair.', 'work.nothing');
    return accept({ next: cur - 1, cost: g.chart.portSp ?? 1 });
  }
  if (cur >= MAX_LEVEL.port)
    return reject('engineers', 'That port cannot be damaged further.', 'work.max', { max: MAX_LEVEL.port });
  return accept({ next: cur + 1, cost: 0 });
}

function unmoved(g: OcsGame, u: Unit): boolean {
  const pm = phaseMove(g, u.id);
  return pm.hexes === 0 && !pm.rail && !pm.done && pm.spent === 0;
}

// engineers: an HQ or engineer unit in combat mode (DG or not) that has not moved this phase
export function isEngineerReady(g: OcsGame, u: Unit): Result<Unit> {
  if (!(u.engineer || u.hq)) return reject('engineers', 'Only HQs and engineer units do this work.', 'eng.capable');
  if (u.mode !== 'combat')
    return reject(
      'engineers',
      'An engineer works only in combat mode (a DG engineer in combat mode still may).',
      'eng.mode',
    );
  if (!unmoved(g, u)) return reject('engineers', 'An engineer that has moved this phase may not build.', 'eng.moved');
  if (phaseMove(g, u.id).worked)
    return reject('engineers', 'Each engineer works in one hex, at one kind of work, per turn.', 'eng.once');
  return accept(u);
}

// engineers: hexes within 2 of the engineer, the path counted as foot movement with terrain and zones of control
export function engineerHexes(g: OcsGame, u: Unit): Set<HexKey> {
  const out = new Set<HexKey>();
  if (u.hex === null) return out;
  const enemy = new Set<HexKey>();
  for (const [h, us] of occupancy(g)) if (us.some((x) => x.side !== u.side)) enemy.add(h);
  const zoc = liveEnemyZoc(g, u.side);
  out.add(u.hex);
  let frontier = [u.hex];
  for (let d = 0; d < ENGINEER_RANGE; d++) {
    const next: HexKey[] = [];
    for (const h of frontier) {
      if (h !== u.hex && zoc.has(h)) continue; // a zone of control stops the path
      for (const n of neighbourKeys(h)) {
        if (out.has(n) || !own(g.map.hexes, n) || enemy.has(n)) continue;
        if (!stepCost(g.chart, g.map, 'foot', h, n).ok) continue;
        out.add(n);
        next.push(n);
      }
    }
    frontier = next;
  }
  return out;
}

function applyWork(g: OcsGame, u: Unit, hex: HexKey, work: Work, action: WorkAction, rule: string): Result<OcsGame> {
  if (!own(g.map.hexes, hex)) return reject(rule, 'That hex is not on the map.', 'move.offMap');
  if ((own(g.built, hex) ?? []).includes(work)) {
    return reject(
      RULE[work],
      work === 'airbase'
        ? 'An air base changes by at most one level per phase.'
        : work === 'fort'
          ? 'A hex gains at most one fortification level per phase.'
          : 'A port changes by one level per phase.',
      'work.oncePerPhase',
    );
  }
  const cur = levels(g, work)[hex] ?? 0;
  const max = MAX_LEVEL[work];
  let next: number;
  let cost = 0;
  if (work === 'port') {
    const p = portWork(g, hex, action);
    if (!p.ok) return p;
    next = p.value.next;
    cost = p.value.cost;
  } else if (action === 'build') {
    if (cur >= max)
      return reject(
        work === 'airbase' ? 'airbases' : 'fortifications',
        work === 'airbase' ? 'Air bases go no higher than level 3.' : 'Fortifications go no higher than level 4.',
        'work.max',
        { max },
      );
    next = cur + 1;
    cost = work === 'airbase' ? g.chart.airbaseSp : g.chart.fortSp;
  } else {
    if (cur <= 0) return reject(rule, 'There is nothing there to reduce.', 'work.nothing');
    next = cur - 1;
  }
  // building and improving cost supply; reducing does not
  const paid = paySupply(g, u.side, hex, cost);
  if (!paid.ok) return paid;
  const s = paid.value;
  const lv = { ...levels(s, work) };
  if (next === 0) delete lv[hex];
  else lv[hex] = next;
  return accept({
    ...s,
    ...(work === 'airbase' ? { airbases: lv } : work === 'fort' ? { forts: lv } : { ports: lv }),
    built: { ...s.built, [hex]: [...(s.built[hex] ?? []), work] },
    moves: { ...s.moves, [u.id]: { ...(s.moves[u.id] ?? FRESH), worked: true, done: true } },
  });
}

// engineers, airbases, fortifications: engineer work in one hex within range (build, improve, reduce; repair or damage a port)
export function engineerWork(g: OcsGame, unitId: string, hex: HexKey, work: Work, action: WorkAction): Result<OcsGame> {
  const u = own(g.units, unitId);
  if (!u || u.where !== 'map' || u.hex === null) return reject('engineers', 'That unit is not on the map.', 'noUnit');
  if (g.segment !== 'movement')
    return reject('engineers', 'Construction happens in the movement segment.', 'work.segment');
  if (u.side !== g.player) return reject('engineers', 'Only the player in phase builds.', 'notYours');
  if (!(work in MAX_LEVEL) || (action !== 'build' && action !== 'reduce'))
    return reject(
      'engineers',
      'Engineers build, improve, reduce, repair or damage air bases, fortifications and ports only.',
      'eng.kind',
    );
  const ready = isEngineerReady(g, u);
  if (!ready.ok) return ready;
  if (!engineerHexes(g, u).has(hex))
    return reject(
      'engineers',
      "That hex is beyond an engineer's reach: two hexes of foot movement, stopped by enemy units, prohibited terrain and enemy zones of control.",
      'eng.range',
    );
  return applyWork(g, u, hex, work, action, 'engineers');
}

// fortifications: a combat unit of at least 1 RE in combat mode that has not moved builds or improves one in its hex for 2 SP
export function fortify(g: OcsGame, unitId: string): Result<OcsGame> {
  const u = own(g.units, unitId);
  if (!u || u.where !== 'map' || u.hex === null)
    return reject('fortifications', 'That unit is not on the map.', 'noUnit');
  if (g.segment !== 'movement')
    return reject('fortifications', 'Construction happens in the movement segment.', 'work.segment');
  if (u.side !== g.player) return reject('fortifications', 'Only the player in phase builds.', 'notYours');
  if (!u.combat) return reject('fortifications', 'Only combat units build fortifications this way.', 'fort.combat');
  if (u.re < 1) return reject('fortifications', 'A unit needs at least 1 RE to build a fortification.', 'fort.size');
  if (u.mode !== 'combat')
    return reject('fortifications', 'The unit must be in combat mode to build a fortification.', 'fort.mode');
  if (!unmoved(g, u))
    return reject('fortifications', 'A unit that has moved this phase may not build a fortification.', 'fort.moved');
  if (phaseMove(g, u.id).worked) return reject('fortifications', 'This unit has already built this phase.', 'eng.once');
  return applyWork(g, u, u.hex, 'fort', 'build', 'fortifications');
}

// engineers: every work an engineer may do now (its reach computed once), for the list of legal events
export function workOptions(g: OcsGame, unitId: string): { hex: HexKey; work: Work; action: WorkAction }[] {
  const u = own(g.units, unitId);
  if (
    !u ||
    u.where !== 'map' ||
    u.hex === null ||
    g.segment !== 'movement' ||
    u.side !== g.player ||
    !isEngineerReady(g, u).ok
  )
    return [];
  const out: { hex: HexKey; work: Work; action: WorkAction }[] = [];
  for (const hex of engineerHexes(g, u)) {
    for (const work of ['airbase', 'fort', 'port'] as const)
      for (const action of ['build', 'reduce'] as const) {
        if (applyWork(g, u, hex, work, action, 'engineers').ok) out.push({ hex, work, action });
      }
  }
  return out;
}
