/**
 * Model-based coverage of the FAB turn chart (3.0) with xstate/graph, like the combat round's
 * (combat-round.graph.test.ts): from states met in seeded games of both shipped scenarios (and two end-of-game
 * positions: the last turn, and a sudden-death lead), `getShortestPaths` walks the chart with the engine's legal
 * events, and every path is replayed on an actor that records each microstep. Every state node and every
 * transition of the chart (eventless ones included) must be taken by some path.
 */
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { fabEngine } from '../../../src/app/systems/fab';
import { turnSnapshot } from '../../../machines/fab/turn-part';
import { fabTurnMachine, type TurnSnapshot } from '../../../machines/fab/turn';
import { holder } from '../../../machines/fab/combat-bridge';
import type { FabEvent } from '../../../machines/fab/events';
import type { FabState } from '../../../src/rules/fab/types';
import { reachable } from '../../../src/rules/fab/movement';
import { ChartCoverage } from '../graph-coverage';

const GAMES = Number(process.env.FAB_GRAPH_GAMES ?? 3);

/** A compact key: the chart's value, the turn, what changes which events the chart may take, and the event
 * that led here (so that a decision which keeps the chart where it is still makes a path of its own). */
function key(snap: TurnSnapshot, event: FabEvent | undefined): string {
  const g = snap.context.g;
  return JSON.stringify([
    event?.type ?? null,
    snap.value,
    g.turn,
    g.playerTurn,
    !!g.moving,
    g.pendingBridge?.decider ?? null,
    holder(g)?.round.value ?? null,
    // the assets in the battle and the defences decide which hit options a round's fire steps offer
    holder(g)?.round.round.assets.map((a) => a.id) ?? null,
    holder(g)?.round.round.defences ?? null,
    g.finished,
  ]);
}

/** Up to three legal events of each type (first, middle, last): every kind of choice, few of each. */
function eventsOf(snap: TurnSnapshot): FabEvent[] {
  const g = snap.context.g;
  if (snap.status !== 'active' || g.finished) return [];
  const byType = new Map<string, FabEvent[]>();
  const legal = fabEngine.legalEvents(g);
  for (const e of legal) byType.set(e.type, [...(byType.get(e.type) ?? []), e]);
  const some = [...byType.values()].flatMap((l) => [...new Set([l[0]!, l[l.length >> 1]!, l[l.length - 1]!])]);
  // 5.3 the screen's whole paths (MOVE_ALONG, not listed: a path is its MOVE_STEPs): the longest path of each unit
  // that may step, and every path that crosses a bridge the enemy may blow (5.35d)
  const movers = new Set(legal.flatMap((e) => (e.type === 'MOVE_STEP' ? [e.unit] : [])));
  const along: FabEvent[] = [];
  for (const unit of movers) {
    const ds = reachable(g, unit);
    const longest = ds.reduce<(typeof ds)[number] | null>(
      (a, d) => (!a || d.path.length > a.path.length ? d : a),
      null,
    );
    for (const d of ds)
      if (d === longest || d.steps.some((st) => st.bridge)) along.push({ type: 'MOVE_ALONG', unit, path: d.path });
  }
  return [...some, ...along];
}

/** Positions met in seeded games: the first state of each chart value, turn and player turn. */
function positions(id: string, seed: number, maxEvents: number): FabState[] {
  const st = fabEngine.start({
    system: 'fab',
    scenario: { id, version: 1 },
    options: {},
    dice: { kind: 'seeded', seed },
  });
  if (!st.ok) throw new Error(st.message);
  let s = st.state;
  let r = seed * 7919 + 1;
  const rnd = (n: number) => {
    r = (Math.imul(r, 1664525) + 1013904223) >>> 0;
    return r % n;
  };
  const seen = new Map<string, FabState>();
  for (let i = 0; i < maxEvents && !s.finished; i++) {
    const k = JSON.stringify([s.chart, s.turn, s.playerTurn, !!s.moving]);
    if (!seen.has(k)) seen.set(k, s);
    const legal = fabEngine.legalEvents(s);
    const fights = legal.filter((e) => e.type === 'SELECT_COMBAT' || e.type === 'OPEN_COMBAT');
    const ends = legal.filter((e) => e.type === 'END_PHASE' || e.type === 'END_STEP');
    const e = fights.length ? fights[0]! : ends.length && rnd(4) === 0 ? ends[0]! : legal[rnd(legal.length)]!;
    const out = fabEngine.apply(s, e);
    if (!out.ok) throw new Error(out.message);
    s = out.state;
  }
  return [...seen.values()];
}

describe('model-based coverage of the FAB turn chart (xstate/graph)', () => {
  it('every state and every transition of the turn sequence (3.0) is reached by some path', () => {
    const cover = new ChartCoverage(fabTurnMachine);
    const starts: FabState[] = [];
    for (let seed = 1; seed <= GAMES; seed++)
      for (const id of ['fab-millbrook', 'fab-varna-gap']) starts.push(...positions(id, seed, 400));
    // 3.5 the last turn ends the game; 19.4 a sudden-death lead ends it at the victory check
    for (const id of ['fab-millbrook', 'fab-varna-gap']) {
      const supply2 = starts.find((s) => s.scenario.id === id && s.phase === 'supply' && s.playerTurn === 2);
      expect(supply2).toBeDefined();
      if (!supply2) continue;
      starts.push({ ...supply2, turn: supply2.scenario.turns });
      const sudden = supply2.scenario.turnRecord.find((t) => t.suddenDeath && t.turn < supply2.scenario.turns);
      if (sudden)
        for (const vpBonus of [
          { blue: 999, red: 0 },
          { blue: 0, red: 999 },
        ])
          starts.push({ ...supply2, turn: sudden.turn, vpBonus });
    }
    // 7.3 a river crossing in penetration movement pauses the same way (5.35d): the operational positions with a
    // bridge decision, moved to penetration movement
    for (const s of [...starts]) {
      const v = s.chart;
      if (s.pendingBridge && typeof v === 'object' && v['operational-movement'])
        starts.push({
          ...s,
          phase: 'penetration-movement',
          chart: { 'penetration-movement': v['operational-movement'] },
        });
    }
    // 5.3 the same decisions met by a path under way (MOVE_ALONG), in both movement phases: the path waits with the
    // rest of its areas kept (here the bridge's area, the last a path may enter, 5.35b)
    for (const s of [...starts]) {
      const v = s.chart;
      const pb = s.pendingBridge;
      if (!pb || typeof v !== 'object') continue;
      const inner = v[s.phase];
      if (inner && !(typeof inner === 'object' && 'alongPath' in inner))
        starts.push({ ...s, route: { unit: pb.unit, rest: [pb.to] }, chart: { [s.phase]: { alongPath: inner } } });
    }
    // 5.1 (rules version 4; the games above play version 1) a movement phase ending with an area overstacked: three
    // units of the side that moves, put together in the area of the first, whose owner then retreats one (the
    // phases' `stacking` states)
    let stacked = 0;
    for (const s of [...starts]) {
      if (s.moving || s.pendingBridge || s.route || s.stacking) continue;
      if (s.phase !== 'operational-movement' && s.phase !== 'reaction' && s.phase !== 'penetration-movement') continue;
      const mover = s.phase === 'reaction' ? (s.phasing === 'blue' ? 'red' : 'blue') : s.phasing;
      const mine = s.scenario.units.filter((u) => u.side === mover && s.units[u.id]?.where === 'map').map((u) => u.id);
      const [first, ...rest] = mine;
      const at = first ? s.units[first]!.area : null;
      if (!at || rest.length < 2) continue;
      const units = { ...s.units };
      for (const id of rest.slice(0, 2)) units[id] = { ...units[id]!, area: at };
      starts.push({ ...s, units, rulesVersion: fabEngine.rulesVersion });
      stacked++;
    }
    expect(stacked).toBeGreaterThan(0);
    // 6.33 / 6.42b rare in random games: rounds where the attacker may assign an engineer and an artillery asset,
    // against defences, with dice that always hit
    let crafted = 0;
    for (const s of [...starts]) {
      const h = holder(s);
      if (!h || h.round.value !== 'attackerAssignsAssets') continue;
      const rs = h.round.round;
      const formation = rs.units.find((u) => u.side === 'attacker')?.formation ?? '';
      const round = {
        ...rs,
        defences: true,
        dice: { kind: 'scripted' as const, rolls: Array<number>(400).fill(1), i: 0 },
        available: {
          ...rs.available,
          attacker: [
            ...rs.available.attacker,
            { id: 'graph-eng', kind: 'engineer' as const, formation, unitClass: 'infantry' as const },
            { id: 'graph-art', kind: 'artillery' as const, formation },
          ],
        },
      };
      starts.push({ ...s, combat: { ...h, round: { value: h.round.value, round } } });
      crafted++;
    }
    expect(crafted).toBeGreaterThan(0);
    // 7.4 the same rounds fought in penetration combat (special actions and engineers are rare there in play)
    for (const s of [...starts])
      if (holder(s) && s.phase === 'combat')
        starts.push({ ...s, phase: 'penetration-combat', chart: { 'penetration-combat': 'round' } });
    for (const s of starts) {
      const from = turnSnapshot(s);
      const found = getShortestPaths(fabTurnMachine, {
        fromState: from,
        events: (snap) => eventsOf(snap),
        serializeState: (snap, event) => key(snap, event),
        // each walk stays in its starting phase (and takes one step into the next): the positions cover the rest
        stopWhen: (snap) => snap.context.g.phase !== s.phase || snap.context.g.turn !== s.turn,
      });
      for (const path of found)
        cover.replayPath(path, { input: s, snapshot: fabTurnMachine.getPersistedSnapshot(from) });
    }
    // the chart's setup state, before START (a new game)
    cover.replay([{ type: 'START' }], { input: starts[0] });
    cover.expectAllReached(`FAB turn chart (${starts.length} starting positions)`);
  }, 600_000);
});
