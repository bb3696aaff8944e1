/**
 * The pure parts of the FAB move preview and map labels: a move's cost step by step agrees with what the
 * engine charges when the steps are made (5.32-5.35), block labels shortened by rule (never cut with an
 * ellipsis, always fitting), and the map's first view on a small screen.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { moveStep, reachable } from '../../../src/rules/fab/movement';
import type { FabScenario, FabState } from '../../../src/rules/fab/types';
import { varnaGap } from '../../../src/scenarios/fab/varna-gap';
import { millbrook } from '../../../src/scenarios/fab/millbrook';
import { firstView, fitsByCount, movePlan, shortLabel, union } from '../../../src/ui/fab/move-plan';
import { nameSizeFor } from '../../../src/ui/fab/Map';
import { prefer, startState, walk } from './helpers';

const movement = (): FabState => walk(startState(), (s) => s.phase === 'operational-movement', prefer()).s;

describe('move plan (5.3)', () => {
  it('5.32-5.34 each step costs what the engine charges for it, and the points left count down to the end', () => {
    const s0 = movement();
    let checked = 0;
    for (const id of Object.keys(s0.units)) {
      if (s0.scenario.units.find((u) => u.id === id)?.side !== s0.phasing) continue;
      for (const d of reachable(s0, id)) {
        const plan = movePlan(d);
        expect(plan.rows.map((r) => r.area)).toEqual(d.path);
        expect(plan.cost).toBe(d.cost);
        expect(plan.rows.at(-1)!.left).toBe(d.left);
        for (let i = 0; i + 1 < plan.rows.length; i++)
          expect(plan.rows[i]!.left).toBe(plan.rows[i + 1]!.left + plan.rows[i + 1]!.cost);
        // make the steps: the unit in motion has spent exactly the planned points after each one
        let s = s0;
        let spent = 0;
        for (const r of plan.rows) {
          const o = moveStep(s, id, r.area);
          expect(o.ok).toBe(true);
          if (!o.ok) break;
          s = o.value;
          spent += r.cost;
          if (s.pendingBridge) {
            expect(r.bridge).toBe(true);
            break;
          }
          if (s.moving) expect(s.moving.mpUsed).toBe(spent);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('5.35d the first step where the enemy may blow a bridge is named, and the plan says the move may stop there', () => {
    const s0 = movement();
    const d = reachable(s0, 'lancers').find((x) => x.steps.some((st) => st.bridge));
    expect(d).toBeDefined();
    const plan = movePlan(d!);
    expect(plan.bridgeAt).toBe(d!.steps.find((st) => st.bridge)!.area);
  });
});

describe('block labels (2.3)', () => {
  const units = (sc: FabScenario) => sc.units.map((u) => u.name);

  it('a name that fits is kept whole', () => {
    expect(shortLabel('Landwehr', fitsByCount(66, 13))).toBe('Landwehr');
  });

  it('a long name is shortened by rule: size word and ordinal letters dropped, then the usual short forms', () => {
    const at = (size: number) => fitsByCount(66, size);
    expect(shortLabel('1st Infantry Division', at(13))).toBe('1 Inf');
    expect(shortLabel('Motor Rifle Brigade', at(13))).toBe('Mot Rif');
    expect(shortLabel('11th Grenadier Division', at(13))).toBe('11 Gren');
    expect(shortLabel('Mountain Brigade', at(13))).toBe('Mountain');
    expect(shortLabel('1st Cavalry Division', at(22))).toBe('1 Cav');
    expect(shortLabel('1st Cavalry Division', at(23))).toBe('1Cav');
  });

  it('every block of both scenarios gets a label that fits at every type size, never with an ellipsis', () => {
    for (const sc of [varnaGap, millbrook])
      for (const size of [13, 16, 19, 22, 26, 30])
        for (const name of units(sc)) {
          const label = shortLabel(name, fitsByCount(66, size));
          expect(label).not.toMatch(/…|\.\.\./);
          expect(label.length).toBeGreaterThan(0);
          // the last resort (initials) may be wider than the block only for a name of many words
          if (name.split(' ').length <= 3) expect(fitsByCount(66, size)(label)).toBe(true);
        }
  });

  it('the Varna Gap labels of one side stay distinct at the default tablet size', () => {
    for (const side of ['blue', 'red'] as const) {
      const labels = varnaGap.units.filter((u) => u.side === side).map((u) => shortLabel(u.name, fitsByCount(66, 22)));
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it('block names are never drawn under 11 CSS px, whatever the zoom', () => {
    fc.assert(fc.property(fc.double({ min: 0.05, max: 4, noNaN: true }), (scale) => nameSizeFor(scale) * scale >= 11));
    expect(nameSizeFor(2)).toBe(13);
  });
});

describe('first view of the map', () => {
  const map = { x: 0, y: 0, w: 1300, h: 1100 };
  const box = fc.record({
    x: fc.integer({ min: 0, max: 1100 }),
    y: fc.integer({ min: 0, max: 900 }),
    w: fc.integer({ min: 200, max: 600 }),
    h: fc.integer({ min: 200, max: 600 }),
  });

  it('the whole map when it is drawn large enough to read', () => {
    expect(firstView(map, { x: 0, y: 0, w: 200, h: 200 }, 1300 * 0.5, 1100 * 0.5, 0.42)).toEqual(map);
  });

  it('on a phone: a readable view centred on the action, kept inside the map, with the screen shape', () => {
    fc.assert(
      fc.property(box, fc.integer({ min: 300, max: 420 }), fc.integer({ min: 300, max: 500 }), (focus, cw, ch) => {
        const f = { ...focus, w: Math.min(focus.w, map.w - focus.x), h: Math.min(focus.h, map.h - focus.y) };
        const v = firstView(map, f, cw, ch, 0.42);
        const scale = cw / v.w;
        expect(scale).toBeGreaterThanOrEqual(0.42 - 1e-9);
        expect(v.h / v.w).toBeCloseTo(ch / cw, 6);
        expect(v.x).toBeGreaterThanOrEqual(map.x - 1e-6);
        expect(v.x + v.w).toBeLessThanOrEqual(map.x + map.w + 1e-6);
        // the centre of the action is in view
        const cx = f.x + f.w / 2;
        expect(cx).toBeGreaterThanOrEqual(v.x - 1e-6);
        expect(cx).toBeLessThanOrEqual(v.x + v.w + 1e-6);
      }),
    );
  });

  it('union covers every box it is given', () => {
    expect(
      union([
        { x: 0, y: 0, w: 10, h: 10 },
        { x: 20, y: 5, w: 10, h: 20 },
      ]),
    ).toEqual({ x: 0, y: 0, w: 30, h: 25 });
    expect(union([])).toBeNull();
  });
});
