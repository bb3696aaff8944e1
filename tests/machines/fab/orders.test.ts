/**
 * Standing orders (machines/fab/orders.ts): the event the app sends for the side to act because that side told it
 * in advance how to answer this question. Always a legal event of the position, only for the side to act, and
 * only for the three questions orders exist for. Positions come from the recorded Millbrook game (scripted dice).
 */
import { describe, expect, it } from 'vitest';
import { fabEngine } from '../../../src/app/systems/fab';
import { orderedEvent } from '../../../machines/fab/orders';
import { actorOf } from '../../../machines/fab/engine';
import { candidateEvents } from '../../../machines/fab/legal';
import { holder } from '../../../machines/fab/combat-bridge';
import { stepPath } from '../../../machines/fab/combat-round';
import type { Side } from '../../../src/rules/fab/types';
import { otherSide } from '../../../src/rules/fab/types';
import type { StandingOrders } from '../../../src/rules/common/orders';
import { okOutcome } from '../../fixtures/ok';
import { millbrookPositions, type Position } from './millbrook-positions';

const all = millbrookPositions();
const actor = (p: Position): Side => {
  const a = actorOf(p.state);
  expect(a).not.toBeNull();
  return a ?? 'blue';
};
/** Orders for the side to act only. */
const forActor = (p: Position, o: StandingOrders) => ({ [actor(p)]: o });
/** The same orders for the side that is not to act. */
const forOther = (p: Position, o: StandingOrders) => ({ [otherSide(actor(p))]: o });

const bridges = all.filter((p) => p.state.pendingBridge?.decider === 'enemy');
const admin4c = all.filter((p) => p.state.phase === 'admin' && p.state.step === 'non-phasing' && !holder(p.state));
const admin4b = all.filter((p) => p.state.phase === 'admin' && p.state.step !== 'non-phasing' && !holder(p.state));
const defence = all.filter((p) => p.step === 'defenderSpecialAction');
const assets = all.filter((p) => p.step === 'attackerAssignsAssets' || p.step === 'defenderAssignsAssets');
/** 6.41 / 6.42 positions where a side allocates hits with more than one legal way to do it. */
const hits = all.filter((p) => /\.allocate$/.test(p.step) && candidateEvents(p.state).length > 1);

describe('standing orders: the app answers a side’s recurring questions as it told it to', () => {
  it('the recorded game has each question (else these tests would prove nothing)', () => {
    expect(bridges.length).toBeGreaterThan(0);
    expect(admin4c.length).toBeGreaterThan(0);
    expect(admin4b.length).toBeGreaterThan(0);
    expect(defence.length).toBeGreaterThan(0);
  });

  it("5.35d standing order 'always' tries to blow the bridge, 'never' lets the unit cross", () => {
    for (const p of bridges) {
      expect(orderedEvent(p.state, forActor(p, { bridge: 'always' }))).toEqual({ type: 'BLOW_BRIDGE', attempt: true });
      expect(orderedEvent(p.state, forActor(p, { bridge: 'never' }))).toEqual({ type: 'BLOW_BRIDGE', attempt: false });
      // the attempt is accepted, and its die is the app's: a roll (a barrier, never undone)
      const tried = okOutcome(fabEngine.apply(p.state, { type: 'BLOW_BRIDGE', attempt: true }));
      expect(tried.barrier).toBe(true);
    }
  });

  it("5.35d 'ask', no orders, or the mover's own order: the bridge question goes to the player", () => {
    for (const p of bridges) {
      expect(orderedEvent(p.state, forActor(p, { bridge: 'ask' }))).toBeNull();
      expect(orderedEvent(p.state, {})).toBeNull();
      expect(orderedEvent(p.state, forOther(p, { bridge: 'always' }))).toBeNull();
      // other questions' orders do not answer this one
      expect(orderedEvent(p.state, forActor(p, { admin: 'skip', defence: 'decline' }))).toBeNull();
    }
  });

  it("4.2c standing order 'skip' ends the non-phasing side's administration step", () => {
    for (const p of admin4c) {
      expect(actor(p)).toBe(otherSide(p.state.phasing));
      expect(orderedEvent(p.state, forActor(p, { admin: 'skip' }))).toEqual({ type: 'END_STEP' });
      expect(orderedEvent(p.state, forActor(p, { admin: 'ask' }))).toBeNull();
      expect(orderedEvent(p.state, forOther(p, { admin: 'skip' }))).toBeNull();
    }
  });

  it("4.2b the phasing side's own administration is never skipped by its order (only 4.2c is)", () => {
    for (const p of admin4b) {
      expect(actor(p)).toBe(p.state.phasing);
      expect(orderedEvent(p.state, forActor(p, { admin: 'skip', bridge: 'always', defence: 'decline' }))).toBeNull();
    }
  });

  it("6.21 standing order 'decline' answers 'no special action' for the defender, and the round goes on to 6.22", () => {
    for (const p of defence) {
      const h = holder(p.state);
      expect(h).not.toBeNull();
      expect(actor(p)).toBe(otherSide(h?.attacker ?? 'blue'));
      const e = orderedEvent(p.state, forActor(p, { defence: 'decline' }));
      expect(e).toEqual({ type: 'DECLINE_SPECIAL_ACTION' });
      const out = okOutcome(fabEngine.apply(p.state, { type: 'DECLINE_SPECIAL_ACTION' }));
      const after = holder(out.state);
      expect(after ? stepPath(after.round) : '').toBe('attackerAssignsAssets');
      // the attacker's order is no answer for the defender
      expect(orderedEvent(p.state, forOther(p, { defence: 'decline' }))).toBeNull();
      expect(orderedEvent(p.state, forActor(p, { defence: 'ask' }))).toBeNull();
    }
  });

  it("6.22 / 6.23 standing order 'none' commits no asset for the side whose step it is, and only for it", () => {
    expect(assets.length).toBeGreaterThan(0);
    for (const p of assets) {
      const h = holder(p.state);
      const role = actor(p) === h?.attacker ? 'attacker' : 'defender';
      expect(p.step.startsWith(role)).toBe(true);
      expect(orderedEvent(p.state, forActor(p, { assets: 'none' }))).toEqual({ type: 'ASSIGN_ASSETS', assetIds: [] });
      expect(orderedEvent(p.state, forActor(p, { assets: 'ask' }))).toBeNull();
      expect(orderedEvent(p.state, forOther(p, { assets: 'none' }))).toBeNull();
      expect(orderedEvent(p.state, forActor(p, { defence: 'decline', hits: 'steps' }))).toBeNull();
    }
  });

  it("6.43 standing order 'steps' takes a step loss on the unit with the most steps left among those allowed", () => {
    expect(hits.length).toBeGreaterThan(0);
    for (const p of hits) {
      const e = orderedEvent(p.state, forActor(p, { hits: 'steps' }));
      const targets = candidateEvents(p.state).flatMap((x) => (x.type === 'STEP_LOSS' ? [x.targetId] : []));
      if (targets.length === 0) {
        expect(e).toBeNull();
        continue;
      }
      expect(e?.type).toBe('STEP_LOSS');
      const r = holder(p.state)?.round.round;
      const steps = (id: string) => r?.units.find((u) => u.id === id)?.steps ?? 1;
      const target = e?.type === 'STEP_LOSS' ? e.targetId : '';
      expect(targets).toContain(target);
      for (const id of targets) expect(steps(target)).toBeGreaterThanOrEqual(steps(id));
      // never an abort, a disorder or a retreat
      expect(orderedEvent(p.state, forOther(p, { hits: 'steps' }))).toBeNull();
    }
  });

  it("6.42b / 6.42c / 6.41b standing order 'absorb' takes the absorption offered, and asks the attacker about aborting", () => {
    for (const p of hits) {
      const legal = candidateEvents(p.state).map((x) => x.type);
      const e = orderedEvent(p.state, forActor(p, { hits: 'absorb' }));
      if (legal.includes('ABSORB_BY_DISORDER')) expect(e?.type).toBe('ABSORB_BY_DISORDER');
      else if (legal.includes('ABORT')) expect(e).toBeNull();
      else if (!legal.includes('ABSORB_BY_RETREAT')) expect(e?.type ?? 'STEP_LOSS').toBe('STEP_LOSS');
    }
  });

  it('every answer is a legal event of its position, and nothing else is ever answered', () => {
    const every: StandingOrders = { bridge: 'always', admin: 'skip', defence: 'decline' };
    let answered = 0;
    for (const p of all) {
      const e = orderedEvent(p.state, { blue: every, red: every });
      if (!e) continue;
      answered++;
      expect(candidateEvents(p.state)).toContainEqual(e);
      expect(fabEngine.apply(p.state, e).ok).toBe(true);
      expect(['BLOW_BRIDGE', 'END_STEP', 'DECLINE_SPECIAL_ACTION']).toContain(e.type);
    }
    expect(answered).toBe(bridges.length + admin4c.length + defence.length);
  });
});
