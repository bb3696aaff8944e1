/**
 * Playing a sampled world forward, fast, with the rules' pure functions (no statechart step per event): the rest
 * of a movement phase (5.3, 5.35d bridges), its end (5.1 stacking, 2.4 newly contested areas, 5.35e river
 * assaults), strategic movement (5.4), and a combat phase (6.1 compulsory rounds and the optional ones worth
 * fighting, 7.4 in penetration), each round fought by round-sim.ts. The opponent's look-ahead only: the events it
 * sends still go through the engine.
 */
import { applyRoundResult } from '../../../machines/fab/combat-bridge';
import { createRound, roundResult } from '../../rules/fab/combat/round';
import { roundSetupFromGame } from '../../rules/fab/combat/from-game';
import { combatCandidates, mandatoryCombats, markNewlyContested } from '../../rules/fab/combat-phase';
import { boardIndex, occupancy } from '../../rules/fab/board';
import {
  crossBlownBridge,
  decideBridge,
  endMove,
  moveStep,
  strategicDestinations,
  strategicMove,
} from '../../rules/fab/movement';
import { endOfPhase, supplyPhase } from '../../rules/fab/supply-phase';
import { availableSpecialActions, spendSpecialAction } from '../../rules/fab/special-actions';
import type { CombatSide } from '../../rules/fab/combat/types';
import type { AreaId, FabState, Side, UnitId } from '../../rules/fab/types';
import { otherSide } from '../../rules/fab/types';
import { DEFAULT_KNOBS, playOut, settle, type Driven, type RoundKnobs } from './round-sim';
import { projected, type EvalWeights } from './evaluate';
import { tick } from './work';

export type Knobs = Readonly<Record<CombatSide, RoundKnobs>>;

/** 5.35d who tries to blow a bridge and who crosses one just blown, in a playout. */
export interface BridgePolicy {
  /** The enemy of the crossing unit tries to blow the bridge. */
  readonly blow: boolean;
  /** The crossing unit crosses a bridge just blown when it may. */
  readonly cross: boolean;
}

export const BRIDGES: BridgePolicy = { blow: true, cross: true };

/** 5.35d settle a bridge decision waiting in a world by the policy (the roll is the world's dice). */
export function settleBridge(s0: FabState, p: BridgePolicy = BRIDGES): FabState {
  let s = s0;
  for (let k = 0; k < 3 && s.pendingBridge; k++) {
    const r = s.pendingBridge.decider === 'enemy' ? decideBridge(s, p.blow) : crossBlownBridge(s, p.cross);
    if (!r.ok) return { ...s, pendingBridge: null, moving: null, route: null };
    s = r.value;
  }
  return s;
}

/** 5.3 a unit's whole path in a world (5.35d bridges by the policy); it stops where the rules stop it. */
export function moveAlongIn(s0: FabState, unit: UnitId, path: readonly AreaId[], p: BridgePolicy = BRIDGES): FabState {
  let s = s0;
  for (const to of path) {
    const r = moveStep(s, unit, to);
    tick();
    if (!r.ok) break;
    s = settleBridge(r.value, p);
    // a bridge blown under it and not crossed (5.35d), or the end of its move: the path ends here
    if (s.units[unit]?.area !== to) break;
  }
  return s.route ? { ...s, route: null } : s;
}

/** The end of a movement phase (the turn chart's `endMovementPhase`): the moving unit stops, 5.1 stacking, and
 * after operational or penetration movement the newly contested areas (2.4, 5.35e). */
export function endMovementIn(s0: FabState): FabState {
  tick(2);
  let s = settleBridge(s0);
  if (s.moving) {
    const e = endMove(s);
    s = e.ok ? e.value : { ...s, moving: null };
  }
  s = endOfPhase(s);
  if (s.phase === 'operational-movement' || s.phase === 'penetration-movement') s = markNewlyContested(s);
  return s;
}

/** 6.2 a round started in a world, at its first decision (8.23 / 8.24 special actions counted as in the game). */
export function startRoundIn(s: FabState, area: AreaId, attacker: Side, penetration: boolean): Driven | null {
  tick(2);
  const setup = roundSetupFromGame(s, area, { penetration, attacker });
  if (!setup.ok) return null;
  const def = otherSide(attacker);
  const forms = setup.value.defender.units.map((u) => u.formation);
  const usable = availableSpecialActions(s, def).filter(
    (id) => spendSpecialAction(s, def, id, forms, '8.23').ok,
  ).length;
  const r = createRound({ ...setup.value, defender: { ...setup.value.defender, specialActions: usable } });
  return r.ok ? settle({ at: { k: 'sa' }, r: r.value }) : null;
}

/** 6.29 a finished round written onto the world's board. */
export function finishRoundIn(s: FabState, area: AreaId, attacker: Side, d: Driven): FabState {
  tick(2);
  const res = roundResult(d.r);
  const r = applyRoundResult(
    s,
    { area, attacker, round: { value: 'endOfRound', round: d.r }, ...(d.payers ? { payers: d.payers } : {}) },
    res,
  );
  if (!r.ok) return { ...s, combat: null };
  const fought = r.value.foughtThisPhase.includes(area) ? r.value.foughtThisPhase : [...r.value.foughtThisPhase, area];
  return { ...r.value, foughtThisPhase: fought };
}

/** A whole round in a world with the default play of both sides. */
export function fightIn(
  s: FabState,
  area: AreaId,
  attacker: Side,
  penetration: boolean,
  knobs: Knobs = DEFAULT_KNOBS,
): FabState {
  const d = startRoundIn(s, area, attacker, penetration);
  if (!d) return s;
  return finishRoundIn(s, area, attacker, playOut(d, knobs));
}

/** Good-order strength of a side in an area (quality-weighted steps). */
export function strengthIn(s: FabState, area: AreaId, side: Side): number {
  const ix = boardIndex(s.scenario);
  let n = 0;
  for (const id of occupancy(s).bySide[side].get(area) ?? []) {
    const u = s.units[id];
    const d = ix.unitDefs.get(id);
    if (!u || !d) continue;
    const q = d.steps[u.steps - 1];
    n += u.steps * (q === 'elite' ? 1.25 : q === 'recruit' ? 0.8 : 1) * (u.order === 'good' ? 1 : 0.4);
  }
  return n;
}

/** 6.1 an optional round (the area was already contested) is worth fighting when the attack outweighs the defence
 * helped by terrain (2.4), or when the attacker is behind and running out of time (`boldness` 0..1). */
export function worthAttacking(s: FabState, area: AreaId, attacker: Side, boldness = 0): boolean {
  const terrain = s.scenario.areas.find((a) => a.id === area)?.terrain ?? 0;
  const def = strengthIn(s, area, otherSide(attacker)) * (1 + 0.25 * terrain) * (s.areas[area]?.defences ? 1.3 : 1);
  return strengthIn(s, area, attacker) >= def * (1.1 - 0.5 * boldness);
}

/** 6.1 / 7.4 a combat phase of `attacker` in a world: every compulsory round, then the optional ones worth it
 * (only in the areas `only` names, when given: a move's look-ahead leaves alone the battles it does not touch, which
 * would be the same whatever it chose). */
export function combatPhaseIn(
  s0: FabState,
  attacker: Side,
  penetration: boolean,
  knobs: Knobs = DEFAULT_KNOBS,
  boldness = 0,
  only?: ReadonlySet<AreaId>,
): FabState {
  let s: FabState = {
    ...s0,
    phase: penetration ? 'penetration-combat' : 'combat',
    phasing: attacker,
    foughtThisPhase: [],
    ...(penetration ? { penetrationCombatAreas: [] } : {}),
  };
  for (const area of mandatoryCombats(s)) s = fightIn(s, area, attacker, penetration, knobs);
  if (!penetration)
    for (const area of combatCandidates(s))
      if ((!only || only.has(area)) && worthAttacking(s, area, attacker, boldness))
        s = fightIn(s, area, attacker, false, knobs);
  return s;
}

/** 5.4 strategic movement in a world: each reserve unit of the phasing side goes to the destination that scores
 * best, if that beats staying. */
export function strategicIn(s0: FabState, side: Side, w: EvalWeights): FabState {
  let s: FabState = { ...s0, phase: 'strategic-movement', strategicMoves: 0 };
  const ix = boardIndex(s.scenario);
  for (const d of s.scenario.units) {
    if (d.side !== side) continue;
    const u = s.units[d.id];
    if (!u?.reserve || u.where !== 'map' || u.unsupplied) continue;
    let best = projected(s, side, w);
    let pick: FabState | null = null;
    for (const to of strategicDestinations(s, d.id)) {
      tick();
      const r = strategicMove(s, d.id, to);
      if (!r.ok) continue;
      const v = projected(r.value, side, w);
      if (v > best + 0.05) {
        best = v;
        pick = r.value;
      }
    }
    if (pick) s = pick;
  }
  void ix;
  return s;
}

/** 9.0 the supply phase of the phasing side in a world: control (9.2), supply (9.3), its unsupplied units' morale
 * checks (9.4, the world's dice) and markers (9.5). */
export function supplyIn(s: FabState): FabState {
  tick(2);
  return supplyPhase({ ...s, phase: 'supply', step: '' }).state;
}
