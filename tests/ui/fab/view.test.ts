import { describe, expect, it } from 'vitest';
import { blocksIn, canSeeUnit, destinationsFor, hiddenNames, redact, vpBreakdown } from '../../../src/ui/fab/view';
import { mapLayout } from '../../../src/ui/fab/Map';
import { reachable } from '../../../src/rules/fab/movement';
import { victoryPoints } from '../../../src/rules/fab/supply-phase';
import { RED_NAMES, prefer, startState, walk } from './helpers';

describe('what a viewer may know (2.3 hidden blocks)', () => {
  it('2.3 the enemy block in Millbrook shows only its back to blue, its face to red and to the open table', () => {
    const s = startState();
    const forBlue = blocksIn(s, 'blue', 'a5');
    expect(forBlue).toHaveLength(1);
    expect(forBlue[0]!.side).toBe('red');
    expect(forBlue[0]!.face).toBeUndefined();
    expect(blocksIn(s, 'red', 'a5')[0]!.face?.def.name).toBe('Border Fusiliers');
    expect(blocksIn(s, 'open', 'a5')[0]!.face?.def.name).toBe('Border Fusiliers');
  });

  it('6.29 / 8.32 a revealed block or one seen by intelligence shows its face to the enemy', () => {
    const s = startState();
    expect(canSeeUnit(s, 'blue', 'fusiliers')).toBe(false);
    const revealed = { ...s, units: { ...s.units, fusiliers: { ...s.units['fusiliers']!, revealed: true } } };
    expect(canSeeUnit(revealed, 'blue', 'fusiliers')).toBe(true);
    expect(canSeeUnit({ ...s, intelligence: ['hussars'] }, 'blue', 'hussars')).toBe(true);
    expect(canSeeUnit({ ...s, intelligence: ['hussars'] }, 'blue', 'landwehr')).toBe(false);
  });

  it('2.3 every unrevealed enemy name is redacted from engine sentences, longest names first', () => {
    const s = startState();
    const names = hiddenNames(s, 'blue');
    expect(names).toEqual(expect.arrayContaining(RED_NAMES));
    expect(names).not.toContain('3rd Lancers');
    const text = redact('Hussar Group moved; Border Fusiliers held.', names, 'an enemy block');
    expect(text).toBe('an enemy block moved; an enemy block held.');
    expect(hiddenNames(s, 'open')).toEqual([]);
  });

  it('10.0 with hidden assets the enemy asset and event names are hidden too', () => {
    const s = startState({ hiddenAssets: true });
    expect(hiddenNames(s, 'blue')).toEqual(expect.arrayContaining(['Howitzers', 'Dive Bombers']));
    expect(hiddenNames(startState(), 'blue')).not.toContain('Howitzers');
  });
});

describe('movement view (5.3)', () => {
  it("5.3 the lit areas of a unit are exactly the rules' reachable areas with their costs", () => {
    const { s } = walk(startState(), (x) => x.phase === 'operational-movement', prefer());
    const d = destinationsFor(s, 'lancers');
    expect(d.length).toBeGreaterThan(0);
    expect(d).toEqual(reachable(s, 'lancers'));
    expect(destinationsFor(s, 'fusiliers')).toEqual([]);
  });

  it('5.4 in strategic movement a unit without a reserve marker has nowhere to go', () => {
    const { s } = walk(startState(), (x) => x.phase === 'strategic-movement', prefer());
    expect(destinationsFor(s, 'lancers')).toEqual([]);
  });
});

describe('map layout', () => {
  it('2.4 areas are scaled so that no two area boxes of the teaching map overlap', () => {
    const s = startState();
    const { pos, bounds } = mapLayout(s.scenario);
    const list = [...pos.values()];
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i]!,
          b = list[j]!;
        const overlap = Math.abs(a.x - b.x) < 200 && Math.abs(a.y - b.y) < 180;
        expect(overlap, `${i} ${j}`).toBe(false);
      }
      expect(list[i]!.x - 100).toBeGreaterThanOrEqual(bounds.x);
      expect(list[i]!.x + 100).toBeLessThanOrEqual(bounds.x + bounds.w);
    }
  });
});

describe('victory screen', () => {
  it("19.0 the VP breakdown adds up to the rules' victory points, lost steps included", () => {
    const s0 = startState();
    // red's Landwehr lost a step and the Hussars were eliminated: blue scores them (19.0)
    const s = {
      ...s0,
      units: {
        ...s0.units,
        landwehr: { ...s0.units['landwehr']!, steps: 1 },
        hussars: { ...s0.units['hussars']!, where: 'eliminated' as const, area: null },
      },
    };
    const b = vpBreakdown(s);
    const vp = victoryPoints(s);
    expect(b.blue.total).toBe(vp.blue);
    expect(b.red.total).toBe(vp.red);
    expect(b.red.areas.map((a) => a.id)).toContain('a5');
    expect(b.blue.steps).toBe(4 * (s.scenario.victory.perStepEliminated ?? 0));
    expect(b.blue.areas.reduce((n, a) => n + a.vp, 0) + b.blue.steps + b.blue.bonus).toBe(b.blue.total);
  });
});

describe('block face (2.3)', () => {
  it('2.3 / 5.21 / 9.32 status markers are spelled out and never a lone letter that a formation letter could shadow', async () => {
    const { statusMarkers, blockLabel } = await import('../../../src/ui/fab/Block');
    await import('../../../src/i18n/fab');
    const s0 = startState();
    const s = {
      ...s0,
      units: {
        ...s0.units,
        rifles2: { ...s0.units['rifles2']!, reserve: true, unsupplied: true, order: 'disorder' as const },
      },
    };
    const v = blocksIn(s, 'blue', 'a2')[0]!;
    const marks = statusMarkers(v).map((m) => m.short);
    expect(marks).toEqual(['DIS', 'RES', 'OOS']);
    const letters = s.scenario.formations.map((f) => f.letter);
    for (const m of marks) expect(letters).not.toContain(m);
    expect(blockLabel(s.scenario, v)).toMatch(/2nd Rifles.*disorder.*reserve.*out of supply/);
    expect(blockLabel(s.scenario, blocksIn(s, 'blue', 'a5')[0]!)).toBe('Eastern League block, face down');
  });
});
