/**
 * The FUBAR turn and OCS phase charts describe their own states: every state node's `meta` names a topic of
 * the system's rules reference (and, for FUBAR, who decides there), and the engines' status, actor and the
 * screens read it through the stored state value (machines/chart-meta.ts).
 */
import { describe, expect, it } from 'vitest';
import { getStateNodes } from 'xstate/graph';
import { leafKey, leafNodes, metaOf } from '../../machines/chart-meta';
import { actorOf, deciderOf, fubarMeta, phaseOf, ruleOf, type FubarState } from '../../machines/fubar/engine';
import { fubarTurn, isFubarMeta } from '../../machines/fubar/turn';
import { phaseMeta } from '../../machines/ocs/engine';
import { movementPhase } from '../../machines/ocs/movement-phase';
import { isPhaseMeta, PHASE_META } from '../../machines/ocs/segments';
import { book as fubarBook } from '../../src/reference/fubar.en';
import { book as ocsBook } from '../../src/reference/ocs.en';
import { fubarEngine } from '../../src/app/systems/fubar';
import { ocsEngine } from '../../src/app/systems/ocs';
import { demoScenario } from '../../src/scenarios/ocs/demo';
import { PRESET_SCENARIOS } from '../../src/scenarios/fubar/presets';
import { okOutcome } from '../fixtures/ok';

const topics = (b: { sections: readonly { id: string }[] }) => new Set(b.sections.map((s) => s.id));

/** The OCS demo scenario at its start (seeded dice). */
const ocsDemo = () =>
  okOutcome(
    ocsEngine.start({
      system: 'ocs',
      scenario: { id: demoScenario.id, version: 1 },
      options: {},
      dice: { kind: 'seeded', seed: 1 },
    }),
  ).state;

describe('chart meta: one description of each state, in the chart', () => {
  it('every state of the FUBAR turn names a reference topic and a deciding side', () => {
    const known = topics(fubarBook);
    const nodes = getStateNodes(fubarTurn.root).filter((n) => n.type !== 'history');
    expect(nodes.length).toBeGreaterThan(15);
    for (const n of nodes) {
      expect(isFubarMeta(n.meta), n.id).toBe(true);
      expect(known.has((n.meta as { rule: string }).rule), n.id).toBe(true);
    }
  });

  it('every segment of the OCS phase names a reference topic and its status-line name', () => {
    const known = topics(ocsBook);
    for (const n of getStateNodes(movementPhase.root)) {
      expect(isPhaseMeta(n.meta), n.id).toBe(true);
      expect(known.has((n.meta as { rule: string }).rule), n.id).toBe(true);
    }
  });

  it('OCS: the segments read without the chart (segments.ts) are the chart states, in order, with their meta', () => {
    // the screen draws a stored game's status before the chart arrives (issue 30): both must say the same
    const g = ocsDemo();
    const segments = ['breakout', 'movement', 'bombardment', 'over', 'finished'] as const;
    expect(Object.keys(movementPhase.root.states)).toEqual(segments);
    expect(Object.keys(PHASE_META)).toEqual(segments);
    for (const s of segments) {
      expect(movementPhase.root.states[s]?.meta, s).toEqual(PHASE_META[s]);
      expect(phaseMeta({ ...g, segment: s }), s).toEqual(PHASE_META[s]);
    }
  });

  it('a stored value names its node; a value the chart does not have names none', () => {
    expect(leafNodes(fubarTurn, { fighting: 'moving' }).map((n) => n.id)).toEqual(['fubarTurn.fighting.moving']);
    expect(leafKey({ fighting: 'shooting' })).toBe('shooting');
    expect(leafNodes(fubarTurn, 'lunch')).toEqual([]);
    expect(leafNodes(fubarTurn, { fighting: 'lunch' })).toEqual([]);
    expect(metaOf(fubarTurn, 'toString', isFubarMeta)).toBeUndefined();
    expect(metaOf(movementPhase, 'bombardment', isPhaseMeta)).toEqual({
      rule: 'bombardment',
      label: 'Air and naval bombardment',
    });
  });

  it('FUBAR: status and the acting side come from the meta of the stored value', () => {
    const s0 = okOutcome(
      fubarEngine.start({
        system: 'fubar',
        scenario: { id: 'fubar-crossroads', version: 1 },
        options: {},
        dice: { kind: 'seeded', seed: 3 },
        data: PRESET_SCENARIOS['fubar-crossroads'],
      }),
    ).state;
    expect(s0.value).toBe('initiative');
    expect(fubarMeta(s0)).toEqual({ rule: 'initiative', side: 'both' });
    // the same context at the owner's step: the owner of the unit taking the hits decides
    const b = s0.ctx.units.find((u) => u.side === 1)?.id ?? 'none';
    expect(b).not.toBe('none');
    const owner: FubarState = {
      value: 'owner',
      ctx: { ...s0.ctx, pending: [{ kind: 'hits', unit: b, hits: 1, allowSuppress: true, rule: 'shooting' }] },
    };
    expect(phaseOf(owner)).toBe('owner');
    expect(ruleOf(owner)).toBe('suppression');
    expect(actorOf(owner)).toBe('B');
    expect(fubarEngine.status(owner)).toMatchObject({ phase: 'owner', phaseRule: 'suppression', actor: 'B' });
    // activation: the side holding the initiative (the game screen's heading reads this)
    const activation: FubarState = { value: 'activation', ctx: { ...s0.ctx, initiative: 1 } };
    expect(deciderOf(activation)).toBe(1);
    expect(deciderOf({ ...activation, ctx: { ...s0.ctx, initiative: 0 } })).toBe(0);
    expect(deciderOf(s0)).toBeNull();
    const over: FubarState = { value: 'over', ctx: s0.ctx };
    expect(actorOf(over)).toBeNull();
  });

  it('OCS: the status rule topic comes from the segment stored in the game', () => {
    const g = ocsDemo();
    expect(g.segment).toBe('breakout');
    expect(phaseMeta({ ...g, segment: 'over' }).rule).toBe('phase');
    const next = okOutcome(ocsEngine.apply(g, { type: 'END_BREAKOUT' })).state;
    expect(ocsEngine.status(next)).toMatchObject({ phase: 'movement', phaseRule: 'movement' });
    expect(ocsEngine.status(next).label).toContain('Movement');
  });
});
