/**
 * Adapter between the FAB turn sequence and the combat round (machines/fab/combat-round.ts, rules in
 * src/rules/fab/combat/). The round's plain state lives in `FabState.combat`; combat events are forwarded to
 * it through the pure `applyCombatEvent`, and the finished round's result is written back to the board.
 */
import type { Outcome } from '../../src/rules/common/engine';
import { accept, reject, type Result } from '../../src/rules/common/result';
import type { CombatEvent, CombatRound } from './combat-round';
import { combatRules } from './combat-part';
import type { RoundResult } from '../../src/rules/fab/combat/round';
import { areaName, boardIndex, hasForces, note, occupancy } from '../../src/rules/fab/board';
import { availableSpecialActions, spendSpecialAction } from '../../src/rules/fab/special-actions';
import { combatCandidates } from '../../src/rules/fab/combat-phase';
import { endOfPhase } from '../../src/rules/fab/supply-phase';
import type { AreaId, FabState, Side } from '../../src/rules/fab/types';
import { otherSide } from '../../src/rules/fab/types';
import { follows } from '../../src/rules/common/rulings';
import {
  DEFENDER_ASKED_UNLESS_RULED_OUT,
  PLAYER_CHOOSES_COMBAT_PAYER,
  SINGLE_USE_SERVES_REINFORCER,
} from '../../src/rules/fab/rulings';
import { known } from '../../src/rules/common/narrow';

export type { CombatEvent, CombatRound };

/** What the turn keeps while a round is fought. */
export interface CombatHolder {
  readonly area: AreaId;
  readonly attacker: Side;
  readonly round: CombatRound;
  /** 8.1 the special actions the defender named to pay for 8.23 / 8.24 (rules version 3 on), in order. */
  readonly payers?: readonly string[];
}

export function holder(s: FabState): CombatHolder | null {
  return (s.combat as CombatHolder | null) ?? null;
}

/** Take-back by agreement (src/app/take-back.ts): `s` with its dice stream set to `dice`, the round in progress
 * included (a round rolls from its own copy, which the game's follows after each of its events). */
export function withDice(s: FabState, dice: FabState['dice']): FabState {
  const h = holder(s);
  if (!h) return { ...s, dice };
  return { ...s, dice, combat: { ...h, round: { ...h.round, round: { ...h.round.round, dice } } } };
}

/** 6.1 / 7.4 start a combat round in `area` (the phasing player attacks). */
export function startCombat(s: FabState, area: AreaId): Result<FabState> {
  if (holder(s)) return reject('6.1', 'Finish the combat round in progress first.');
  if (!combatCandidates(s).includes(area)) {
    if (s.foughtThisPhase.includes(area))
      return reject('6.1', `${areaName(s, area)} has already had its combat round this phase.`);
    if (s.phase === 'penetration-combat')
      return reject('7.4', `${areaName(s, area)} is neither newly contested nor opened by a special action (8.22).`);
    return reject(
      '6.1',
      `No combat round is possible in ${areaName(s, area)}: it must be contested with attacking units in good order.`,
    );
  }
  const { roundSetupFromGame, startCombatRound } = combatRules();
  const setupData = roundSetupFromGame(s, area, { penetration: s.phase === 'penetration-combat', attacker: s.phasing });
  if (!setupData.ok) return setupData;
  // 8.1 only special actions that may serve the units they would affect count for 8.23 / 8.24: every defender for
  // a withdrawal; from rules version 4 the reinforcing unit alone for a reinforcement (versions 1-3 asked every
  // defender in both cases, so a single-use action of another formation skipped 6.21)
  const def = otherSide(s.phasing);
  const forms = setupData.value.defender.units.map((u) => u.formation);
  const serves = (id: string, fs: readonly string[]) => spendSpecialAction(s, def, id, fs, '8.1').ok;
  const reinforcers = follows(s.rulesVersion, SINGLE_USE_SERVES_REINFORCER)
    ? (setupData.value.reinforcements ?? []).map((c) => c.unit.formation)
    : [];
  // 6.21 (rules version 5 on) the defender is asked whenever the attacker cannot rule out a special action: any
  // among its open chits, or any chit at all in its Available box when assets are hidden (10.0). Whether one serves
  // its face-down blocks is not the attacker's to know, so it cannot decide the hand-off; a defender with none
  // that serves declines (or its standing order does).
  const usable = follows(s.rulesVersion, DEFENDER_ASKED_UNLESS_RULED_OUT)
    ? s.options.hiddenAssets
      ? s.boxes[def].available.length
      : availableSpecialActions(s, def).length
    : availableSpecialActions(s, def).filter((id) => serves(id, forms) || reinforcers.some((f) => serves(id, [f])))
        .length;
  const r = startCombatRound({ ...setupData.value, defender: { ...setupData.value.defender, specialActions: usable } });
  if (!r.ok) return r;
  const h: CombatHolder = { area, attacker: s.phasing, round: r.value };
  const fought = s.foughtThisPhase.includes(area) ? s.foughtThisPhase : [...s.foughtThisPhase, area];
  return accept(note({ ...s, combat: h, foughtThisPhase: fought }, '6.2', 'combatStarted', { area }));
}

/** The side that must decide in the round now, and whether the choice is secret (6.24). */
export function roundActor(s: FabState): { side: Side; secret: boolean } | null {
  const h = holder(s);
  if (!h) return null;
  const a = combatRules().combatActor(h.round);
  if (!a) return { side: h.attacker, secret: false };
  return { side: a.side === 'attacker' ? h.attacker : otherSide(h.attacker), secret: a.secret };
}

type PaidEvent = Extract<CombatEvent, { type: 'REINFORCE' | 'WITHDRAW' }>;

/** 8.1 the special actions that may pay for this 8.23 reinforcement or 8.24 withdrawal: the defender's
 * available ones not yet named in this round that serve the units the action affects. A withdrawal moves every
 * defending unit; a reinforcement affects the reinforcing unit alone (rules version 4 on; versions 1-3 asked it
 * of every defender as well). */
export function payerOptions(s: FabState, h: CombatHolder, e: PaidEvent): string[] {
  const def = otherSide(h.attacker);
  const ix = boardIndex(s.scenario);
  const reinforcerOnly = e.type === 'REINFORCE' && follows(s.rulesVersion, SINGLE_USE_SERVES_REINFORCER);
  const ids = reinforcerOnly ? [] : h.round.round.units.filter((u) => u.side === 'defender').map((u) => u.id);
  if (e.type === 'REINFORCE') ids.push(e.unitId);
  const forms = ids.map((id) => ix.unitDefs.get(id)?.formation ?? '');
  const named = h.payers ?? [];
  return availableSpecialActions(s, def).filter(
    (id) => !named.includes(id) && spendSpecialAction(s, def, id, forms, e.type === 'REINFORCE' ? '8.23' : '8.24').ok,
  );
}

/** 6.2 the round's legal events; from rules version 3 an 8.23 / 8.24 event is listed once per special action
 * that may pay for it (8.1), so every payer is a choice. */
export function roundLegalEvents(s: FabState): CombatEvent[] {
  const h = holder(s);
  if (!h) return [];
  const evs = combatRules().legalCombatEvents(h.round);
  if (!follows(s.rulesVersion, PLAYER_CHOOSES_COMBAT_PAYER)) return evs;
  return evs.flatMap((e): CombatEvent[] =>
    e.type === 'REINFORCE' || e.type === 'WITHDRAW' ? payerOptions(s, h, e).map((source) => ({ ...e, source })) : [e],
  );
}

/** 6.29 write a finished round's result onto the board (the combat module's adapter), then clear the
 * newly-contested mark, drop reserve markers of units that left, and enforce stacking (5.1). */
export function applyRoundResult(s0: FabState, h: CombatHolder, res: RoundResult): Result<FabState> {
  // 8.23 / 8.24 pay the defender's special actions with ones that may serve its formations (8.1)
  let paid = s0;
  const def = otherSide(h.attacker);
  const forms = res.units
    .filter((u) => u.side === 'defender')
    .map((u) => boardIndex(s0.scenario).unitDefs.get(u.id)?.formation ?? '');
  // rules version 3 on: the ones the defender named, checked when named (payerOptions)
  const named = (h.payers ?? []).slice(0, res.specialActionsUsed);
  for (const src of named) {
    const sp = spendSpecialAction(paid, def, src, null, res.defenderWithdrew ? '8.24' : '8.23');
    if (!sp.ok) return sp;
    paid = sp.value;
  }
  for (let k = named.length; k < res.specialActionsUsed; k++) {
    // prefer one that serves every defender; the round allowed the action, so fall back to any available one
    const list = availableSpecialActions(paid, def);
    const src = list.find((id) => spendSpecialAction(paid, def, id, forms, '8.23').ok) ?? list[0];
    if (!src) return reject('8.1', 'The defender has no special action left.');
    const sp = spendSpecialAction(paid, def, src, null, res.defenderWithdrew ? '8.24' : '8.23');
    if (!sp.ok) return sp;
    paid = sp.value;
  }
  const applied = combatRules().applyRoundResultToGame(paid, { ...res, specialActionsUsed: 0 }, h.attacker);
  if (!applied.ok) return applied;
  let s = applied.value;
  const units = { ...s.units };
  for (const o of res.units) {
    const u = units[o.id];
    if (u && u.where === 'map' && o.area !== h.area && u.reserve) units[o.id] = { ...u, reserve: false };
  }
  const st = known(s.areas, h.area, 'area');
  s = { ...s, units, combat: null, areas: { ...s.areas, [h.area]: { ...st, newlyContested: false } } };
  s = endOfPhase(s);
  const occ = occupancy(s);
  const both = hasForces(s, occ, h.area, h.attacker) && hasForces(s, occ, h.area, otherSide(h.attacker));
  return accept(note(s, '6.29', both ? 'combatEndedContested' : 'combatEnded', { area: h.area }));
}

/** Forward a combat event to the round; when the round ends, apply its result to the board. */
export function combatEvent(s: FabState, e: CombatEvent): Outcome<FabState> {
  const h = holder(s);
  if (!h) return reject('6.2', 'No combat round is being fought.');
  let payers = h.payers;
  if (e.type === 'REINFORCE' || e.type === 'WITHDRAW') {
    const v3 = follows(s.rulesVersion, PLAYER_CHOOSES_COMBAT_PAYER);
    if (e.source === undefined) {
      // rules version 3 on: no automatic payer; the defender names the special action that pays (8.1)
      if (v3)
        return reject(
          '8.1',
          'Name the special action that pays for this: the reusable block or a single-use one.',
          'combat.payerNeeded',
        );
    } else {
      if (!v3)
        return reject(
          e.type === 'REINFORCE' ? '8.23' : '8.24',
          "This game's rules version spends the first special action that serves; it takes no choice.",
          'combat.payerNoChoice',
        );
      if (!payerOptions(s, h, e).includes(e.source))
        return reject(
          '8.1',
          'That special action cannot pay for this: it must be available and serve these units.',
          'combat.payerNotUsable',
        );
      payers = [...(payers ?? []), e.source];
    }
  }
  const { applyCombatEvent, combatResult } = combatRules();
  const r = applyCombatEvent(h.round, e);
  if (!r.ok) return r;
  const nh: CombatHolder = { ...h, round: r.state, ...(payers ? { payers } : {}) };
  const res = combatResult(r.state);
  if (res) {
    const applied = applyRoundResult(s, nh, res);
    return applied.ok ? { ok: true, state: applied.value, barrier: r.barrier } : applied;
  }
  return { ok: true, state: { ...s, combat: nh, dice: r.state.round.dice }, barrier: r.barrier };
}
