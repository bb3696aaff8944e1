/**
 * Determinization: one complete game state consistent with what the side has seen (its `OpponentView`). All the
 * view hides is drawn with the opponent's own random numbers: which unseen enemy unit stands in each hidden block
 * (2.2; a unit is placed near where the printed scenario starts or brings it, as far as it could have moved),
 * their strength and markers (as printed: full arrival strength, good order, supplied), the enemy's unseen pieces
 * among its cup and (10.0) boxes, a hidden unit waiting at a bridge (5.35d), the hidden blocks of a combat round
 * in progress (6.24) and the dice (a fresh seed: future rolls are never known). Nothing else is read.
 */
import type { FabEvent } from '../../../machines/fab/events';
import type { CombatSide, CombatUnit } from '../../rules/fab/combat/types';
import type { AssetInRound, UnitInRound } from '../../rules/fab/combat/round';
import { isHiddenBlock } from '../../rules/fab/combat/view';
import { boardIndex } from '../../rules/fab/board';
import { entryLetters } from '../../rules/fab/reinforcement';
import { HIDDEN } from '../../rules/fab/view';
import type { AreaId, FabScenario, FabState, Side, SideBoxes, UnitDef, UnitState } from '../../rules/fab/types';
import { otherSide } from '../../rules/fab/types';
import type { OpponentView } from './input';
import { pointerOf, settle, type Driven } from './round-sim';
import { shuffled, type Rng } from './rng';
import { hops } from './evaluate';

/** A sampled world: the full state, and which unit each hidden block of the view is in it. */
export interface World {
  readonly state: FabState;
  /** View key (`hidden-3`) -> unit id in this world. */
  readonly keys: ReadonlyMap<string, string>;
  /** The round in progress, when there is one, at the chart's step. */
  readonly round: Driven | null;
}

function printedSteps(d: UnitDef): number {
  return Math.min(d.steps.length, d.startSteps ?? d.arrives?.steps ?? d.steps.length);
}

function fresh(d: UnitDef, area: AreaId | null): UnitState {
  return {
    id: d.id,
    where: area ? 'map' : 'future',
    area,
    steps: printedSteps(d),
    order: 'good',
    reserve: false,
    exploit: false,
    unsupplied: false,
    revealed: false,
  };
}

/** Movement phases the enemy has had so far (its own and its reactions), for how far a block can have gone. */
function movesSoFar(s: Omit<FabState, 'dice' | 'combat'>, enemy: Side, since = 1): number {
  const first = s.scenario.firstPlayer === enemy;
  let n = Math.max(0, s.turn - since);
  // this turn: the enemy has moved once its own operational movement began (first player: always by now)
  if (s.turn >= since && (first || s.playerTurn === 2)) n += 1;
  return n;
}

/** How plausible it is that unit `d` stands in `area` now, from where the scenario puts it and how far it moves. */
function plausibility(sc: FabScenario, s: OpponentView['state'], d: UnitDef, area: AreaId): number {
  const origins: AreaId[] = d.start
    ? [d.start]
    : d.arrives
      ? sc.entryAreas
          .filter((e) => e.side === d.side && entryLetters(d.arrives!.entry).includes(e.letter))
          .map((e) => e.area)
      : [];
  if (!origins.length) return 1;
  const moves = movesSoFar(s, d.side, d.arrives?.turn ?? 1);
  const reach = (d.class === 'armor' ? 3 : 1.5) * moves + 1;
  const dist = Math.min(...origins.map((o) => hops(sc, o, area)));
  return dist <= reach ? 1 / (1 + 0.3 * dist) : 0.03;
}

/** A world consistent with the side's view. */
export function sampleWorld(view: OpponentView, rng: Rng): World {
  const s = view.state;
  const sc = view.scenario;
  const side = view.side;
  const enemy = otherSide(side);
  const units: Record<string, UnitState> = { ...s.units };
  const unseen = sc.units.filter((u) => u.side === enemy && !units[u.id]);
  const blocks = view.hiddenBlocks.filter((b) => b.side === enemy);
  // start units that are not eliminated (an eliminated unit is seen) stand on the map; arrived reinforcements may
  const must = unseen.filter((u) => !u.arrives);
  const may = shuffled(
    unseen.filter((u) => u.arrives && u.arrives.turn <= s.turn),
    rng,
  );
  const onMap = [...must, ...may.slice(0, Math.max(0, blocks.length - must.length))];
  const free = shuffled(
    blocks.map((b, i) => i),
    rng,
  );
  const keys = new Map<string, string>();
  for (const d of shuffled(onMap, rng)) {
    if (!free.length) break;
    const w = free.map((i) => plausibility(sc, s, d, blocks[i]!.area));
    let x = rng.float() * w.reduce((a, b) => a + b, 0);
    let pick = 0;
    for (; pick < w.length - 1; pick++) {
      x -= w[pick]!;
      if (x < 0) break;
    }
    const bi = free.splice(pick, 1)[0]!;
    const b = blocks[bi]!;
    units[d.id] = fresh(d, b.area);
    keys.set(b.key, d.id);
  }
  for (const d of unseen) if (!units[d.id]) units[d.id] = fresh(d, null);
  const boxes = { ...s.boxes, [enemy]: sampleBoxes(view, enemy, rng) };
  let state: FabState = {
    ...s,
    scenario: sc,
    units,
    boxes,
    combat: null,
    dice: { kind: 'seeded', s: rng.seed() },
  };
  state = withHiddenMover(state, view, keys, rng);
  const round = view.combat ? sampleRound(view, state, rng) : null;
  if (round && view.combat)
    state = {
      ...state,
      combat: {
        area: view.combat.area,
        attacker: view.combat.attacker,
        round: { value: view.combat.step, round: round.r },
      },
    };
  return { state, keys, round };
}

/** 5.35d a hidden enemy unit waiting at a bridge (or moving along a path): one of the blocks standing where it
 * crosses from, with a move that began there. */
function withHiddenMover(s: FabState, view: OpponentView, keys: Map<string, string>, rng: Rng): FabState {
  const pb = s.pendingBridge;
  const hiddenRoute = s.route?.unit === HIDDEN;
  if (pb?.unit !== HIDDEN && !hiddenRoute) return s;
  const from = pb?.from ?? null;
  const enemy = otherSide(view.side);
  const ix = boardIndex(s.scenario);
  const there = Object.values(s.units).filter(
    (u) => u.where === 'map' && u.area !== null && ix.unitDefs.get(u.id)?.side === enemy && (!from || u.area === from),
  );
  const mover = there.length ? there[rng.int(there.length)]! : null;
  if (!mover || !mover.area) return { ...s, pendingBridge: null, route: null };
  const mode = s.phase === 'penetration-movement' ? 'reserve' : 'operational';
  return {
    ...s,
    moving: {
      unit: mover.id,
      mode,
      start: mover.area,
      mpUsed: 0,
      entered: 0,
      leftContested: false,
      mustStop: false,
    },
    pendingBridge: pb ? { ...pb, unit: mover.id } : null,
    route: s.route ? { ...s.route, unit: mover.id } : null,
  };
}

/** The enemy's boxes: seen pieces stay where they are; the rest are dealt at random (cup contents, never order). */
function sampleBoxes(view: OpponentView, enemy: Side, rng: Rng): SideBoxes {
  const sc = view.scenario;
  const seen = view.state.boxes[enemy];
  const known = new Set([...seen.available, ...seen.used, ...seen.eliminated, ...seen.map]);
  const later: string[] = [];
  const rest: string[] = [];
  const pieces: { id: string; turn?: number }[] = [
    ...sc.assets.filter((a) => a.side === enemy),
    ...sc.events.filter((e) => e.side === enemy),
    ...sc.specialActions.filter((a) => a.side === enemy),
  ];
  for (const p of pieces) {
    if (known.has(p.id)) continue;
    if ((p.turn ?? 0) > view.state.turn) later.push(p.id);
    else rest.push(p.id);
  }
  const pool = shuffled(rest, rng);
  const c = view.enemyBoxCounts;
  if (!c || !view.state.options.hiddenAssets) return { ...seen, future: later, cup: pool };
  // 10.0 hidden assets: only the box sizes are known
  const take = (n: number) => pool.splice(0, Math.max(0, n));
  const available = take(c.available);
  const used = take(c.used);
  const eliminated = take(c.eliminated);
  return { future: later, cup: pool, available, used, eliminated, map: seen.map };
}

function combatUnitOf(s: FabState, id: string, side: CombatSide): UnitInRound | null {
  const d = boardIndex(s.scenario).unitDefs.get(id);
  const u = s.units[id];
  if (!d || !u) return null;
  const unit: CombatUnit = {
    id,
    name: d.name,
    side,
    formation: d.formation,
    unitClass: d.class,
    qualities: d.steps,
    steps: u.steps,
    order: u.order === 'disorder' ? 'disordered' : u.order === 'recovery' ? 'recovering' : 'good',
    unsupplied: u.unsupplied,
    hidden: true,
  };
  return { ...unit, participating: side === 'defender' || unit.order === 'good', lossesThisRound: 0, wasHidden: true };
}

/** 6.24 the round in progress with its hidden enemy blocks filled from the world (the blocks in the battle area
 * first, then one from an adjacent area for an 8.23 reinforcement), a secret enemy point unit named, hidden
 * enemy assets (10.0) dealt from the world's boxes, and fresh dice. */
function sampleRound(view: OpponentView, s: FabState, rng: Rng): Driven | null {
  const c = view.combat;
  if (!c) return null;
  const mine: CombatSide = c.attacker === view.side ? 'attacker' : 'defender';
  const theirs: CombatSide = mine === 'attacker' ? 'defender' : 'attacker';
  const enemy = otherSide(view.side);
  const ix = boardIndex(s.scenario);
  const seen = new Set(c.round.units.filter((u) => !isHiddenBlock(u)).map((u) => (u as UnitInRound).id));
  const enemyHere = (area: AreaId) =>
    Object.values(s.units)
      .filter((u) => u.where === 'map' && u.area === area && ix.unitDefs.get(u.id)?.side === enemy && !seen.has(u.id))
      .map((u) => u.id);
  const pool = [
    ...shuffled(enemyHere(c.area), rng),
    ...shuffled(
      (ix.neighbours.get(c.area) ?? []).flatMap((n) => enemyHere(n.area)),
      rng,
    ),
  ];
  const units: UnitInRound[] = [];
  for (const u of c.round.units) {
    if (!isHiddenBlock(u)) {
      units.push(u);
      continue;
    }
    const id = pool.shift();
    const filled = id ? combatUnitOf(s, id, theirs) : null;
    if (filled) units.push(filled);
  }
  const r0 = c.round;
  const point = { ...r0.point };
  const step = pointerOf(c.step);
  // the enemy's point unit is secret until the reveal (6.24): the strongest of its blocks in the battle
  const named =
    theirs === 'defender'
      ? step.k !== 'sa' && step.k !== 'atkAssets' && step.k !== 'defAssets' && step.k !== 'defPoint'
      : false;
  if (point[theirs] === null && named) {
    const cands = units.filter((u) => u.side === theirs && u.steps > 0 && !u.reinforcedFrom);
    const best = cands.sort((a, b) => b.steps - a.steps)[0];
    if (best) point[theirs] = best.id;
  }
  let available = r0.available;
  if (view.state.options.hiddenAssets && view.enemyBoxCounts && r0.available[theirs].length === 0) {
    const assets = s.boxes[enemy].available.flatMap((id) => {
      const a = ix.assetDefs.get(id);
      if (a && a.kind !== 'staff')
        return [
          {
            id,
            name: a.name,
            kind: a.kind,
            formation: a.formation ?? '',
            ...(a.class ? { unitClass: a.class } : {}),
            quality: a.quality,
          },
        ];
      return [];
    });
    available = { ...available, [theirs]: assets };
  }
  const assets: AssetInRound[] = [...r0.assets];
  const { viewer: _viewer, ...rest } = r0;
  void _viewer;
  return settle({
    at: step,
    r: {
      ...rest,
      units,
      point,
      originalDefenderPoint:
        r0.originalDefenderPoint ?? (theirs === 'defender' ? point.defender : r0.originalDefenderPoint),
      available,
      assets,
      dice: { kind: 'seeded', s: rng.seed() },
    },
  });
}

/** The world's event for an event of the view: hidden block keys replaced by the unit ids drawn for them (8.32
 * intelligence names a hidden block). */
export function inWorld<E extends FabEvent>(e: E, w: World): E {
  if (!w.keys.size) return e;
  const fields: Readonly<Record<string, unknown>> = e;
  let out: Record<string, unknown> | null = null;
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string' && w.keys.has(v)) (out ??= { ...fields })[k] = w.keys.get(v);
  }
  return (out as E | null) ?? e;
}

export type { Side };
