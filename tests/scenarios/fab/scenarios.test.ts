import { describe, expect, it } from 'vitest';
import { validateFabScenario } from '../../../src/scenarios/fab/schema';
import { fabScenarios } from '../../../src/scenarios/fab/data';
import { scenarios } from '../../../src/scenarios/fab/index';
import { millbrook } from '../../../src/scenarios/fab/millbrook';
import { varnaGap } from '../../../src/scenarios/fab/varna-gap';
import type { FabScenario } from '../../../src/rules/fab/types';

const clone = (s: FabScenario) => JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
const pathOf = (data: unknown) => {
  const r = validateFabScenario(data);
  return r.ok ? null : r.params?.path;
};

describe('FAB scenario validator', () => {
  it('accepts both shipped scenarios', () => {
    for (const sc of Object.values(fabScenarios)) expect(validateFabScenario(sc).ok).toBe(true);
  });
  it('refuses a bad field with its path', () => {
    const a = clone(varnaGap) as {
      units: { formation: string }[];
      areas: { terrain: number }[];
      boundaries: { a: string }[];
    };
    a.units[3]!.formation = 'nobody';
    expect(pathOf(a)).toBe('units[3].formation');
    const b = clone(varnaGap) as { areas: { terrain: number }[] };
    b.areas[5]!.terrain = 7;
    expect(pathOf(b)).toBe('areas[5].terrain');
    const c = clone(millbrook) as { boundaries: { a: string }[] };
    c.boundaries[2]!.a = 'nowhere';
    expect(pathOf(c)).toBe('boundaries[2].a');
    const d = clone(millbrook) as { turnRecord: unknown[] };
    d.turnRecord = d.turnRecord.slice(0, 2);
    expect(pathOf(d)).toBe('turnRecord');
    const e = clone(millbrook) as { units: { arrives?: { entry: string } }[] };
    e.units[3]!.arrives!.entry = 'Q';
    expect(pathOf(e)).toBe('units[3].arrives.entry');
  });
  it('the home-screen list is light metadata matching the shipped bodies', () => {
    for (const m of scenarios) {
      expect(fabScenarios[m.id]?.version).toBe(m.version);
      expect(JSON.stringify(m).length).toBeLessThan(1500);
    }
  });
});

describe('The Varna Gap meets the full-scenario brief', () => {
  const sc = varnaGap;
  const by = (side: string) => sc.units.filter((u) => u.side === side);
  it('has at least 24 numbered, named areas with positions, roads and fields, and terrain 0-3', () => {
    expect(sc.areas.length).toBeGreaterThanOrEqual(24);
    expect(new Set(sc.areas.map((a) => a.terrain))).toEqual(new Set([0, 1, 2, 3]));
    expect(sc.boundaries.some((b) => b.road) && sc.boundaries.some((b) => !b.road)).toBe(true);
    expect(sc.areas.every((a) => Number.isFinite(a.x) && Number.isFinite(a.y) && a.name)).toBe(true);
  });
  it('has a river with several bridges, lettered entry areas and supply sources', () => {
    expect(sc.boundaries.filter((b) => b.river).length).toBeGreaterThanOrEqual(3);
    expect(sc.entryAreas.length).toBeGreaterThanOrEqual(4);
    expect(new Set(sc.supplySources.map((s) => s.side))).toEqual(new Set(['blue', 'red']));
  });
  it('13.2 / 13.3 two formations a side, 12+ units a side mixing classes and qualities', () => {
    for (const side of ['blue', 'red']) {
      expect(sc.formations.filter((f) => f.side === side)).toHaveLength(2);
      expect(by(side).length).toBeGreaterThanOrEqual(12);
      expect(new Set(by(side).map((u) => u.class))).toEqual(new Set(['armor', 'infantry']));
    }
    expect(new Set(sc.units.flatMap((u) => u.steps))).toEqual(new Set(['elite', 'veteran', 'recruit']));
  });
  it('has all four asset types, single-use special actions, replacements, reusable special actions and reserves', () => {
    expect(new Set(sc.assets.map((a) => a.kind))).toEqual(new Set(['artillery', 'battle', 'engineer', 'staff']));
    expect(sc.events.some((e) => e.effect.kind === 'special-action')).toBe(true);
    expect(sc.events.some((e) => e.effect.kind === 'replacements')).toBe(true);
    expect(sc.specialActions.length).toBeGreaterThanOrEqual(2);
    expect(sc.reserveMarkers.blue + sc.reserveMarkers.red).toBeGreaterThan(0);
  });
  it('19.0 / 19.4 a turn record of 6+ turns with draws, victory points and sudden death', () => {
    expect(sc.turns).toBeGreaterThanOrEqual(6);
    expect(sc.turnRecord).toHaveLength(sc.turns);
    expect(sc.turnRecord.some((t) => t.suddenDeath)).toBe(true);
    expect(sc.areas.some((a) => a.vp)).toBe(true);
  });
});
