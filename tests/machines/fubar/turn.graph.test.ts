/**
 * Model-based coverage of the FUBAR turn chart with xstate/graph: shortest paths over the chart driven by the
 * engine's legal events (dice injected as seeded streams) reach every state node, the transient ones included,
 * and take every transition, eventless ones included. Each path is replayed on an actor to see the microsteps.
 */
import { describe, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { legalEvents, type FubarState } from '../../../machines/fubar/engine';
import { fubarTurn } from '../../../machines/fubar/turn';
import type { FubarCtx } from '../../../src/rules/fubar/state';
import { fubarEngine } from '../../../src/app/systems/fubar';
import { PRESET_SCENARIOS } from '../../../src/scenarios/fubar/presets';
import { okOutcome } from '../../fixtures/ok';
import { ChartCoverage } from '../graph-coverage';

const start = (id: string, seed: number, turnLimit: number | null): FubarCtx =>
  okOutcome(
    fubarEngine.start({
      system: 'fubar',
      scenario: { id, version: 1 },
      options: {},
      dice: { kind: 'seeded', seed },
      data: { ...PRESET_SCENARIOS[id]!, turnLimit },
    }),
  ).state.ctx;

/** Side B down to one figure of one infantry unit (`keep`), or to nothing: its other units are out. */
function weaken(c: FubarCtx, keep: boolean): FubarCtx {
  const kept = keep ? c.units.find((u) => u.side === 1 && !u.vehicle)?.id : undefined;
  const units = c.units.map((u) => {
    if (u.side !== 1) return u;
    if (u.vehicle) return { ...u, vehicle: { ...u.vehicle, destroyed: true } };
    return {
      ...u,
      figures: u.figures.map((f, i) => (u.id === kept && i === 0 ? f : { ...f, status: 'casualty' as const })),
    };
  });
  return { ...c, units };
}

/**
 * Where each traversal starts: each shipped scenario under several dice streams and a one-turn game, a side
 * one hit from losing (a fight decides the game), a game already decided when it opens, and a decided game
 * restored at an activation (the chart's exit for a decided game between activations).
 */
function fixtures(): { input?: FubarCtx; from?: AnyMachineSnapshot }[] {
  const out: { input?: FubarCtx; from?: AnyMachineSnapshot }[] = [];
  for (const id of Object.keys(PRESET_SCENARIOS))
    for (const [seed, turnLimit] of [
      [1, null],
      [2, 1],
    ] as const)
      out.push({ input: start(id, seed, turnLimit) });
  const crossroads = start('fubar-crossroads', 4, null);
  out.push({ input: weaken(crossroads, true) });
  out.push({ input: weaken(crossroads, false) });
  out.push({
    from: fubarTurn.resolveState({ value: 'activation', context: { ...weaken(crossroads, false), initiative: 0 } }),
  });
  return out;
}

/** What tells two states apart for the traversal: the step, where a fight resumes, and a coarse context. */
function key(s: AnyMachineSnapshot): string {
  const c = s.context as FubarCtx;
  const active = c.units.find((u) => u.id === c.active);
  return JSON.stringify([
    s.value,
    (s.historyValue as Record<string, { key: string }[]>)['fubarTurn.fighting.resume']?.[0]?.key,
    Math.min(c.turn, 3),
    // a tied initiative roll, and how many units each side has lost
    c.lastInitiative ? c.lastInitiative[0] === c.lastInitiative[1] : null,
    [0, 1].map(
      (side) =>
        c.units.filter(
          (u) => u.side === side && (u.vehicle ? u.vehicle.destroyed : u.figures.every((f) => f.status === 'casualty')),
        ).length,
    ),
    c.pending.map((p) => p.kind),
    active?.action ?? null,
    c.engagements.length > 0,
    c.units.filter((u) => u.tried).length,
    c.winner,
    c.ended,
  ]);
}

const stateOf = (s: AnyMachineSnapshot): FubarState => {
  const history = (s.historyValue as Record<string, { key: string }[]>)['fubarTurn.fighting.resume']?.[0]?.key;
  return {
    value: s.value as FubarState['value'],
    ctx: s.context as FubarCtx,
    ...(history ? { history: history as NonNullable<FubarState['history']> } : {}),
  };
};

describe('model-based coverage of the FUBAR turn chart (xstate/graph)', () => {
  it('every state and every transition of the turn is reached by some path', { timeout: 180_000 }, () => {
    const cover = new ChartCoverage(fubarTurn);
    for (const { input, from } of fixtures()) {
      const found = getShortestPaths(fubarTurn, {
        ...(input ? { input } : {}),
        ...(from ? { fromState: from } : {}),
        events: (snap) => legalEvents(stateOf(snap as AnyMachineSnapshot)),
        serializeState: (snap) => key(snap as AnyMachineSnapshot),
      });
      // a shortest path's prefixes are the shortest paths to the states on its way: replaying the paths no
      // other path passes through takes every transition of them all
      const passed = new Set(
        found.flatMap((p) => p.steps.slice(0, -1).map((st) => key(st.state as AnyMachineSnapshot))),
      );
      for (const path of found) {
        if (passed.has(key(path.state as AnyMachineSnapshot))) continue;
        cover.replayPath(path, { input: input ?? from?.context, ...(from ? { snapshot: from } : {}) });
      }
    }
    cover.expectAllReached('fubar turn graph');
  });
});
