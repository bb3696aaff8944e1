/** Issue 31: what the OCS screen offers a selection is worked out on the engine side (machines/ocs/move-plan.ts). */
import { describe, expect, it } from 'vitest';
import { legalEvents } from '../../../machines/ocs/engine';
import { movePlan, moveTo, reachMarks, stacksAt } from '../../../machines/ocs/move-plan';
import { ocsEngine } from '../../../src/app/systems/ocs';
import { demoScenario } from '../../../src/scenarios/ocs/demo';
import { okOutcome } from '../../fixtures/ok';

function movement() {
  const s = okOutcome(
    ocsEngine.start({
      system: 'ocs',
      scenario: { id: demoScenario.id, version: 1 },
      options: {},
      dice: { kind: 'scripted', rolls: [5, 6, 6, 6] },
    }),
  ).state;
  return okOutcome(ocsEngine.apply(s, { type: 'END_BREAKOUT' })).state;
}

describe('OCS move plan (movement, movement-points, minimum-move)', () => {
  it('offers the legal moves of exactly the selected group, marks where they end, and explains each target', () => {
    const g = movement();
    const legal = legalEvents(g);
    const first = legal.find((e) => e.type === 'MOVE' && e.unitIds.length === 1);
    if (first?.type !== 'MOVE') throw new Error('the demo offers a move');
    const id = first.unitIds[0]!;
    const hex = g.units[id]!.hex!;
    const plan = movePlan(g, legal, hex, [id]);
    expect(plan.ids).toEqual([id]);
    expect(plan.moves.every((e) => e.unitIds.length === 1 && e.unitIds[0] === id)).toBe(true);
    expect(plan.mover?.ok).toBe(true);
    const marks = reachMarks(plan);
    expect(marks.size).toBe(plan.moves.length);
    const to = first.path[first.path.length - 1]!;
    const going = moveTo(g, plan, to);
    expect(going?.kind).toBe('move');
    if (going?.kind === 'move') {
      expect(going.check.ok).toBe(true);
      expect(ocsEngine.apply(g, going.event).ok).toBe(true);
    }
    const far = Object.keys(g.map.hexes).find((h) => !marks.has(h) && !Object.values(g.units).some((u) => u.hex === h));
    expect(moveTo(g, plan, far!)).toMatchObject({ kind: 'unreachable', why: { ok: false } });
    // a unit no longer in the hex it was selected in drops out of the selection
    expect(movePlan(g, legal, 'no-such-hex', [id]).ids).toEqual([]);
    for (const ids of stacksAt(g, legal, hex)) expect(ids.length).toBeGreaterThan(1);
  });
});
