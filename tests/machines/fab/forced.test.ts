/**
 * Hand off only for real decisions (machines/fab/forced.ts): the event the app takes for the side to move is
 * its one legal event, and only when the other side can see from the table that it was forced. The positions
 * come from the recorded Millbrook game (millbrook-game.json), walked with its scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { fabEngine } from '../../../src/app/systems/fab';
import { forcedEvent, mayTakeFor } from '../../../machines/fab/forced';
import { candidateEvents } from '../../../machines/fab/legal';
import { holder } from '../../../machines/fab/combat-bridge';
import type { FabState } from '../../../src/rules/fab/types';
import { okOutcome } from '../../fixtures/ok';
import { entryOptions } from '../../../src/rules/fab/reinforcement';
import { availableSpecialActions } from '../../../src/rules/fab/special-actions';
import { actorOf } from '../../../machines/fab/engine';
import { millbrookPositions } from './millbrook-positions';

const all = millbrookPositions();
const at = (step: string, legal: (n: number) => boolean) =>
  all.filter((p) => p.step === step && legal(candidateEvents(p.state).length));
const one = (n: number) => n === 1;

describe('hand off only for real decisions: the one legal event is taken for the side', () => {
  it('6.24 a side with one block in the battle has its point unit named for it', () => {
    const ps = at('designatePointUnits.defender', one);
    expect(ps.length).toBeGreaterThan(0);
    for (const p of ps) expect(forcedEvent(p.state)).toEqual(p.next);
  });

  it('6.24 with two blocks in the battle the point unit is the player’s choice: nothing is taken', () => {
    const ps = [
      ...at('designatePointUnits.attacker', (n) => n >= 2),
      ...at('designatePointUnits.defender', (n) => n >= 2),
    ];
    expect(ps.length).toBeGreaterThan(0);
    for (const p of ps) expect(forcedEvent(p.state)).toBeNull();
  });

  it('6.25-6.28 the dice of a fire step are rolled by the app for the firing side (no hand-off to tap Roll)', () => {
    const ps = all.filter((p) => p.step.endsWith('.roll') && candidateEvents(p.state).length === 1);
    expect(ps.length).toBeGreaterThan(3);
    for (const p of ps) expect(forcedEvent(p.state)).toEqual({ type: 'ROLL' });
    // the side named by the engine is the firing side: the event is stored as its own
    const defenderFire = ps.find((p) => p.step.startsWith('defensiveCloseFire'));
    expect(defenderFire).toBeDefined();
    const h = holder(defenderFire!.state)!;
    expect(fabEngine.status(defenderFire!.state).actor).not.toBe(h.attacker);
  });

  it('6.22 / 6.23 "commit no assets" is taken when the Available box holds nothing usable, not when it does', () => {
    const forced = [...at('attackerAssignsAssets', one), ...at('defenderAssignsAssets', one)];
    expect(forced.length).toBeGreaterThan(0);
    for (const p of forced) expect(forcedEvent(p.state)).toEqual({ type: 'ASSIGN_ASSETS', assetIds: [] });
    const choice = [...at('attackerAssignsAssets', (n) => n > 1), ...at('defenderAssignsAssets', (n) => n > 1)];
    expect(choice.length).toBeGreaterThan(0);
    for (const p of choice) expect(forcedEvent(p.state)).toBeNull();
  });

  it('10.0 with hidden assets, "commit no assets" is handed off while the side holds chits the other cannot see', () => {
    const p = [...at('attackerAssignsAssets', one), ...at('defenderAssignsAssets', one)][0]!;
    const h = holder(p.state)!;
    const side = fabEngine.status(p.state).actor as 'blue' | 'red';
    expect(side === h.attacker ? 'attacker' : 'defender').toBeTruthy();
    // a staff chit (never usable in a battle) in the Available box: skipping the hand-off would tell the
    // other side that none of the side's hidden chits could be committed here
    const staff = p.state.scenario.assets.find((a) => a.side === side && a.kind === 'staff')!;
    const boxes = { ...p.state.boxes[side], available: [...p.state.boxes[side].available, staff.id] };
    const withChit: FabState = { ...p.state, boxes: { ...p.state.boxes, [side]: boxes } };
    expect(forcedEvent(withChit)).toEqual({ type: 'ASSIGN_ASSETS', assetIds: [] }); // open assets: seen
    const hidden: FabState = { ...withChit, options: { ...withChit.options, hiddenAssets: true } };
    expect(candidateEvents(hidden)).toHaveLength(1);
    expect(forcedEvent(hidden)).toBeNull();
  });

  it('7.3 / 8.21 penetration movement is ended for a side only when it visibly has no special action to spend', () => {
    const p = at('penetration-movement', one).find((x) => forcedEvent(x.state) !== null);
    expect(p).toBeDefined();
    expect(forcedEvent(p!.state)).toEqual({ type: 'END_PHASE' });
    const side = p!.state.phasing;
    const staff = p!.state.scenario.assets.find((a) => a.side === side && a.kind === 'staff')!;
    const withChit = (hiddenAssets: boolean): FabState => ({
      ...p!.state,
      options: { ...p!.state.options, hiddenAssets },
      boxes: { ...p!.state.boxes, [side]: { ...p!.state.boxes[side], available: [staff.id] } },
    });
    // an open staff chit is seen not to be a special action: still no choice
    expect(forcedEvent(withChit(false))).toEqual({ type: 'END_PHASE' });
    // 10.0 face down it could be one, and the class of the side's blocks is hidden: the side is asked
    expect(candidateEvents(withChit(true))).toHaveLength(1);
    expect(forcedEvent(withChit(true))).toBeNull();
  });

  it('4.2 an admin step is ended for the side only when its Available box holds nothing playable there, as seen', () => {
    const ps = all.filter((p) => p.step === 'admin' && candidateEvents(p.state).length > 1);
    expect(ps.length).toBeGreaterThan(0);
    for (const p of ps) expect(forcedEvent(p.state)).toBeNull();
    const p = ps[0]!;
    const side = fabEngine.status(p.state).actor as 'blue' | 'red';
    const art = p.state.scenario.assets.find((a) => a.side === side && a.kind === 'artillery')!;
    const withBox = (available: string[], hiddenAssets: boolean): FabState => ({
      ...p.state,
      options: { ...p.state.options, hiddenAssets },
      boxes: { ...p.state.boxes, [side]: { ...p.state.boxes[side], available } },
    });
    // nothing, or only an artillery asset (combat alone) the other side can see: no choice, and it shows
    expect(forcedEvent(withBox([], false))).toEqual({ type: 'END_STEP' });
    expect(forcedEvent(withBox([art.id], false))).toEqual({ type: 'END_STEP' });
    // 10.0 the same chit face down: the other side cannot tell it from an engineer, so the side is asked
    expect(candidateEvents(withBox([art.id], true))).toEqual([{ type: 'END_STEP' }]);
    expect(forcedEvent(withBox([art.id], true))).toBeNull();
    expect(forcedEvent(withBox([], true))).toEqual({ type: 'END_STEP' });
  });

  it('a position with two or more legal events is never taken, whatever the step', () => {
    const many = all.filter((p) => candidateEvents(p.state).length >= 2);
    expect(many.length).toBeGreaterThan(20);
    for (const p of many) expect(forcedEvent(p.state)).toBeNull();
  });

  it('what is taken is always the one legal event, and the rules accept it', () => {
    let taken = 0;
    for (const p of all) {
      const f = forcedEvent(p.state);
      if (!f) continue;
      taken++;
      expect(candidateEvents(p.state)).toEqual([f]);
      expect(fabEngine.apply(p.state, f).ok).toBe(true);
      // the recorded game, tapped by hand, did the same thing here
      expect(f).toEqual(p.next);
    }
    expect(taken).toBeGreaterThan(40);
  });

  it('8.32 intelligence shows a block to one side only: it is never taken for a side, even as its one event', () => {
    const p = all.find(
      (x) => x.step === 'admin' && candidateEvents(x.state).some((e) => e.type === 'STAFF' && e.fn === 'intelligence'),
    )!;
    const side = fabEngine.status(p.state).actor as 'blue' | 'red';
    const intel = candidateEvents(p.state).find((e) => e.type === 'STAFF' && e.fn === 'intelligence')!;
    expect(mayTakeFor(p.state, side, intel)).toBe(false);
    // the step's end, with nothing in the Available box, is taken: the difference is the event, not the step
    const empty: FabState = {
      ...p.state,
      boxes: { ...p.state.boxes, [side]: { ...p.state.boxes[side], available: [] } },
    };
    expect(mayTakeFor(empty, side, { type: 'END_STEP' })).toBe(true);
  });

  it('6.24 the attacker’s forced point designation turns the blocks face up for both sides: taken, and a barrier', () => {
    const ps = at('designatePointUnits.attacker', one);
    expect(ps.length).toBeGreaterThan(0);
    for (const p of ps) {
      const f = forcedEvent(p.state);
      expect(f).toEqual(p.next);
      // the reveal is public (both sides see the blocks), so undo stops after it as after any reveal
      expect(okOutcome(fabEngine.apply(p.state, f!)).barrier).toBe(true);
    }
  });
});

describe('4.1 reinforcements with nowhere else to go', () => {
  it('4.1 / 8.27 a unit with one open entry area and no other open entry area of its side is placed for the side, even when it holds a special action', () => {
    const placing = all.filter((p) => p.next.type === 'PLACE_REINFORCEMENT');
    // 4.1b (2016) a Used asset that may go back to the cup keeps it a decision
    for (const p of placing.filter((x) => candidateEvents(x.state).length > 1)) expect(forcedEvent(p.state)).toBeNull();
    const ps = placing.filter((p) => candidateEvents(p.state).length === 1);
    expect(ps.length).toBeGreaterThan(0);
    let withChit = 0;
    for (const p of ps) {
      const unit = String(p.next['unit']);
      expect(entryOptions(p.state, unit)).toHaveLength(1);
      expect(entryOptions(p.state, unit, true)).toEqual([]);
      const side = actorOf(p.state);
      if (side && availableSpecialActions(p.state, side).length > 0) withChit++;
      expect(forcedEvent(p.state)).toEqual(p.next);
    }
    // the case this covers: before, a special action in Available kept the placement a hand-off
    expect(withChit).toBeGreaterThan(0);
  });
});
