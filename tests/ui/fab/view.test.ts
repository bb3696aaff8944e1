import { describe, expect, it } from 'vitest';
import { blocksIn } from '../../../src/ui/fab/view';
import { blockLabel, statusMarkers } from '../../../src/ui/fab/Block';
import { canSeeUnit } from '../../../src/rules/fab/view';
import { vpBreakdown } from '../../../machines/fab/view';
import { fabEngine } from '../../../src/app/systems/fab';
import type { FabState } from '../../../src/rules/fab/types';
import { mapLayout } from '../../../src/ui/fab/Map';
import { reachable } from '../../../src/rules/fab/movement';
import { victoryPoints } from '../../../src/rules/fab/supply-phase';
import { RED_NAMES, prefer, startState, walk } from './helpers';

/** The blocks of an area as the engine's view for `viewer` gives them to the screens. */
const blocksFor = (s: FabState, viewer: 'blue' | 'red' | 'open', area: string) => {
  const v = fabEngine.view(s, viewer);
  return blocksIn(v.state, v.viewer, v.hiddenBlocks, area);
};

describe('what a viewer may know (2.3 hidden blocks)', () => {
  it('2.3 the enemy block in Millbrook shows only its back to blue, its face to red and to the open table', () => {
    const s = startState();
    const forBlue = blocksFor(s, 'blue', 'a5');
    expect(forBlue).toHaveLength(1);
    expect(forBlue[0]!.side).toBe('red');
    expect(forBlue[0]!.face).toBeUndefined();
    expect(forBlue[0]!.id).not.toBe('fusiliers');
    expect(blocksFor(s, 'red', 'a5')[0]!.face?.def.name).toBe('Border Fusiliers');
    expect(blocksFor(s, 'open', 'a5')[0]!.face?.def.name).toBe('Border Fusiliers');
  });

  it('6.5 / 9.32 / 5.21 a block seen from behind still shows the markers on it, in its label too; never its name', () => {
    const s = startState();
    const u = s.units['fusiliers']!;
    const marked = { ...s, units: { ...s.units, fusiliers: { ...u, order: 'disorder' as const, unsupplied: true } } };
    const [back] = blocksFor(marked, 'blue', 'a5');
    expect(back!.face).toBeUndefined();
    expect(statusMarkers(back!).map((m) => m.key)).toEqual(['disorder', 'unsupplied']);
    const label = blockLabel(marked.scenario, back!);
    expect(label).toMatch(/disorder/);
    expect(label).not.toMatch(/Fusiliers/);
    expect(statusMarkers(blocksFor(s, 'blue', 'a5')[0]!)).toEqual([]);
  });

  it('6.29 / 8.32 a revealed block or one seen by intelligence shows its face to the enemy', () => {
    const s = startState();
    expect(canSeeUnit(s, 'blue', 'fusiliers')).toBe(false);
    const revealed = { ...s, units: { ...s.units, fusiliers: { ...s.units['fusiliers']!, revealed: true } } };
    expect(canSeeUnit(revealed, 'blue', 'fusiliers')).toBe(true);
    expect(canSeeUnit({ ...s, intelligence: ['hussars'] }, 'blue', 'hussars')).toBe(true);
    expect(canSeeUnit({ ...s, intelligence: ['hussars'] }, 'blue', 'landwehr')).toBe(false);
    expect(blocksFor(revealed, 'blue', 'a5')[0]!.face?.def.name).toBe('Border Fusiliers');
  });

  it('2.3 a rule note naming a hidden enemy unit reaches the view as a code whose unit is "hidden"', () => {
    const s0 = startState();
    const s = { ...s0, notes: [{ rule: '5.21', code: 'reserve', params: { unit: 'hussars' } }] };
    expect(fabEngine.view(s, 'blue').state.notes).toEqual([
      { rule: '5.21', code: 'reserve', params: { unit: 'hidden' } },
    ]);
    expect(fabEngine.view(s, 'red').state.notes).toEqual(s.notes);
    expect(JSON.stringify(fabEngine.view(s, 'blue'))).not.toMatch(new RegExp(RED_NAMES.join('|')));
  });

  it('10.0 with hidden assets the enemy asset and event names are not in the view', () => {
    const hidden = JSON.stringify(fabEngine.view(startState({ hiddenAssets: true }), 'blue'));
    expect(hidden).not.toContain('Howitzers');
    expect(hidden).not.toContain('Dive Bombers');
    expect(JSON.stringify(fabEngine.view(startState(), 'blue'))).toContain('Howitzers');
  });
});

describe('movement view (5.3)', () => {
  it("5.3 the lit areas of a unit are exactly the rules' reachable areas with their costs", () => {
    const { s } = walk(startState(), (x) => x.phase === 'operational-movement', prefer());
    const d = fabEngine.view(s, 'blue').destinations['lancers'] ?? [];
    expect(d.length).toBeGreaterThan(0);
    expect(d).toEqual(reachable(s, 'lancers'));
    expect(fabEngine.view(s, 'blue').destinations['fusiliers']).toBeUndefined();
    // the other side, not deciding, is given no destinations at all
    expect(fabEngine.view(s, 'red').destinations).toEqual({});
  });

  it('5.4 in strategic movement a unit without a reserve marker has nowhere to go', () => {
    const { s } = walk(startState(), (x) => x.phase === 'strategic-movement', prefer());
    expect(fabEngine.view(s, s.phasing).destinations['lancers'] ?? []).toEqual([]);
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
    const v = blocksFor(s, 'blue', 'a2')[0]!;
    const marks = statusMarkers(v).map((m) => m.short);
    expect(marks).toEqual(['DIS', 'RES', 'OOS']);
    const letters = s.scenario.formations.map((f) => f.letter);
    for (const m of marks) expect(letters).not.toContain(m);
    expect(blockLabel(s.scenario, v)).toMatch(/2nd Rifles.*disorder.*reserve.*out of supply/);
    expect(blockLabel(s.scenario, blocksFor(s, 'blue', 'a5')[0]!)).toBe('Eastern League block, face down');
  });
});
