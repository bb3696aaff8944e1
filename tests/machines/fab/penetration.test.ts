import { describe, expect, it } from 'vitest';
import { fabEngine } from '../../../src/app/systems/fab';
import type { FabState } from '../../../src/rules/fab/types';
import type { FabEvent } from '../../../machines/fab/events';

const must = (s: FabState, e: FabEvent) => {
  const r = fabEngine.apply(s, e);
  if (!r.ok) throw new Error(`${r.rule} ${r.message}`);
  return r.state;
};
function at(phase: string): FabState {
  const r = fabEngine.start({
    system: 'fab',
    scenario: { id: 'fab-millbrook', version: 1 },
    options: {},
    dice: { kind: 'seeded', seed: 11 },
  });
  if (!r.ok) throw new Error(r.message);
  let s = r.state;
  for (let i = 0; i < 100 && s.phase !== phase; i++) {
    const evs = fabEngine.legalEvents(s);
    s = must(
      s,
      evs.find((x) => x.type === 'END_STEP' || x.type === 'END_PHASE')!,
    );
  }
  return s;
}

describe('7.3 / 7.4 penetration movement and combat', () => {
  it('7.1 / 6.8 an exploitation-marked armor unit moves one area and creates a newly contested area', () => {
    const s0 = at('penetration-movement');
    // the lancers (a3) won an exploitation chance earlier in the turn
    const s = { ...s0, units: { ...s0.units, lancers: { ...s0.units.lancers!, exploit: true } } };
    expect(fabEngine.legalEvents(s).some((e) => e.type === 'MOVE_STEP' && e.unit === 'lancers')).toBe(true);
    const s1 = must(s, { type: 'MOVE_STEP', unit: 'lancers', to: 'a4' });
    expect(s1.units.lancers!.area).toBe('a4');
    expect(s1.units.lancers!.exploit).toBe(false);
    expect(fabEngine.apply(s1, { type: 'MOVE_STEP', unit: 'lancers', to: 'a2' }).ok).toBe(false);
  });
  it('8.21 a special action activates an armor unit to move like an exploiting unit', () => {
    const s = at('penetration-movement');
    const r = fabEngine.apply(s, { type: 'MOVE_STEP', unit: 'lancers', to: 'a4' });
    expect(!r.ok && r.rule).toBe('7.1');
    const s1 = must(s, { type: 'ACTIVATE', unit: 'lancers', source: 'wa-hq' });
    expect(s1.boxes.blue.used).toContain('wa-hq');
    expect(must(s1, { type: 'MOVE_STEP', unit: 'lancers', to: 'a4' }).units.lancers!.area).toBe('a4');
  });
  it('7.41 a newly contested area from penetration movement must fight; 7.42 / 8.22 an old one needs a special action', () => {
    const s0 = at('reaction');
    // an already contested area: Millbrook, where the lancers have fought the fusiliers face-up
    let s: FabState = {
      ...s0,
      units: {
        ...s0.units,
        lancers: { ...s0.units.lancers!, area: 'a5', revealed: true },
        fusiliers: { ...s0.units.fusiliers!, revealed: true },
        rifles1: { ...s0.units.rifles1!, reserve: true },
      },
    };
    s = must(s, { type: 'END_PHASE' });
    expect(s.phase).toBe('penetration-movement');
    // blue reserve infantry in Ferry Landing crosses to South Ford (held by the Landwehr)
    s = must(s, { type: 'MOVE_STEP', unit: 'rifles1', to: 'a6' });
    s = must(s, { type: 'BLOW_BRIDGE', attempt: false });
    s = must(s, { type: 'END_PHASE' });
    expect(s.phase).toBe('penetration-combat');
    expect(s.areas.a6!.newlyContested).toBe(true);
    const r = fabEngine.apply(s, { type: 'END_PHASE' });
    expect(!r.ok && r.rule).toBe('7.41');
    const r2 = fabEngine.apply(s, { type: 'SELECT_COMBAT', area: 'a5' });
    expect(!r2.ok && r2.rule).toBe('7.4');
    const s2 = must(s, { type: 'OPEN_COMBAT', area: 'a5', source: 'wa-hq' });
    expect(fabEngine.legalEvents(s2).some((e) => e.type === 'SELECT_COMBAT' && e.area === 'a5')).toBe(true);
    const s3 = must(s2, { type: 'SELECT_COMBAT', area: 'a6' });
    expect(fabEngine.status(s3).actor).not.toBeNull();
    expect((s3.combat as { round: { round: { penetration: boolean } } }).round.round.penetration).toBe(true);
  });
  it('3.27 once penetration combat begins no more movement is allowed', () => {
    const s = at('penetration-combat');
    const r = fabEngine.apply(s, { type: 'MOVE_STEP', unit: 'lancers', to: 'a4' });
    expect(!r.ok && r.rule).toBe('7.4');
  });
});

describe('6.1 one round per area per combat phase', () => {
  it('6.1 2016: an area that has fought may not fight again this phase; the original edition allows it', async () => {
    const { combatCandidates } = await import('../../../src/rules/fab/combat-phase');
    const s0 = at('combat');
    const s: FabState = {
      ...s0,
      units: { ...s0.units, rifles1: { ...s0.units.rifles1!, area: 'a5' } },
      foughtThisPhase: ['a5'],
    };
    expect(combatCandidates(s)).not.toContain('a5');
    expect(combatCandidates({ ...s, options: { ...s.options, edition: 'original' } })).toContain('a5');
    const r = fabEngine.apply(s, { type: 'SELECT_COMBAT', area: 'a5' });
    expect(!r.ok && r.rule).toBe('6.1');
  });
});

describe('6.2 combat events outside a round', () => {
  it('6.0 a combat-round event with no round in progress is refused, not ignored', () => {
    const s = at('combat');
    const r = fabEngine.apply(s, { type: 'ROLL' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.rule).toBe('6.0');
  });
});
