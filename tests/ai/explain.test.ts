/**
 * Issue 29, the opponent explains its attacks: the log line of the app's own 6.24 point designation carries its
 * odds as its side saw them (src/ai/fab/explain.ts), from its view alone, and says nothing the other side cannot
 * see once that move has revealed the blocks of the battle.
 */
import { describe, expect, it } from 'vitest';
import { inStep } from '../../machines/fab/combat-round';
import { holder } from '../../machines/fab/combat-bridge';
import { fabEngine } from '../../src/app/systems/fab';
import { attackOutlook } from '../../src/ai/fab/explain';
import { viewOf } from '../../src/ai/fab/play';
import { makeRng, shuffled } from '../../src/ai/fab/rng';
import { renderLine } from '../../src/ui/fab/log';
import '../../src/i18n/solo';
import { lineFor } from '../../machines/fab/log-lines';
import { canSeeUnit } from '../../src/rules/fab/view';
import type { FabState, Side, UnitState } from '../../src/rules/fab/types';
import { otherSide } from '../../src/rules/fab/types';

/** Random legal play until some side, as the attacker, is to name its point unit (6.24). */
function atAttackerPoint(id: string, seed: number): FabState | null {
  const r = fabEngine.start({
    system: 'fab',
    scenario: { id, version: 1 },
    options: {},
    dice: { kind: 'seeded', seed },
  });
  if (!r.ok) return null;
  let s = r.state;
  const rng = makeRng(seed);
  for (let k = 0; k < 2000 && !s.finished; k++) {
    const h = holder(s);
    if (h && inStep(h.round.value, { designatePointUnits: 'attacker' })) return s;
    const legal = fabEngine.legalEvents(s);
    const e = legal[rng.int(legal.length)];
    if (!e) return null;
    const next = fabEngine.apply(s, e);
    if (!next.ok) return null;
    s = next.state;
  }
  return null;
}

function attackStates(n: number): FabState[] {
  const out: FabState[] = [];
  for (let seed = 1; out.length < n && seed < 200; seed++) {
    const s = atAttackerPoint(seed % 2 ? 'fab-millbrook' : 'fab-varna-gap', seed);
    if (s) out.push(s);
  }
  return out;
}

/** The attacker's own pieces away from the battle changed: its other units' identities swapped and strength
 * redrawn, its cup reordered, its Available box emptied into the cup (things the defender cannot see). */
function elsewhereChanged(s: FabState, app: Side, seed: number): FabState {
  const rng = makeRng(seed);
  const h = holder(s)!;
  const inBattle = new Set(h.round.round.units.map((u) => u.id));
  const others = s.scenario.units
    .filter((d) => d.side === app && s.units[d.id]?.where === 'map' && !inBattle.has(d.id))
    .filter((d) => !canSeeUnit(s, otherSide(app), d.id))
    .map((d) => d.id);
  const units: Record<string, UnitState> = { ...s.units };
  const perm = shuffled(others, rng);
  others.forEach((id, i) => {
    const to = perm[i]!;
    const def = s.scenario.units.find((d) => d.id === to)!;
    units[to] = { ...s.units[to]!, area: s.units[id]!.area, steps: 1 + rng.int(def.steps.length) };
  });
  const b = s.boxes[app];
  return { ...s, units, boxes: { ...s.boxes, [app]: { ...b, cup: shuffled(b.cup, rng) } } };
}

describe("issue 29: the app's attack explained in the log, from its view", () => {
  const states = attackStates(4);

  it('the fixtures reach an attacker about to name its point unit', () => {
    expect(states.length).toBeGreaterThanOrEqual(3);
  });

  it('6.24 the odds come from the attacker view alone and are the same for the same view', () => {
    for (const s of states) {
      const app = holder(s)!.attacker;
      const a = attackOutlook(viewOf(s, app), 5);
      expect(a).not.toBeNull();
      expect(a!.take).toBeGreaterThanOrEqual(0);
      expect(a!.take).toBeLessThanOrEqual(1);
      expect(attackOutlook(viewOf(s, app), 5)).toEqual(a);
      // the defender's view is not the attacker's: no odds for it
      expect(attackOutlook(viewOf(s, otherSide(app)), 5)).toBeNull();
    }
  });

  it('6.24 the odds do not move with what the defender cannot see of the attacker away from the battle', () => {
    for (const s of states) {
      const app = holder(s)!.attacker;
      const t = elsewhereChanged(s, app, 9);
      expect(attackOutlook(viewOf(t, app), 5)).toEqual(attackOutlook(viewOf(s, app), 5));
    }
  });

  it("the log line of the app's point designation carries the odds, worded from the player's view with only numbers and the area", () => {
    for (const s of states) {
      const app = holder(s)!.attacker;
      const e = fabEngine.legalEvents(s).find((x) => x.type === 'DESIGNATE_POINT')!;
      const next = fabEngine.apply(s, e);
      expect(next.ok).toBe(true);
      const line = lineFor(100, e, s, next.ok ? next.state : null, app, app);
      expect(line.outlook).toEqual(attackOutlook(viewOf(s, app), 100));
      // not for a two-player game, nor for the player's own attacks
      expect(lineFor(100, e, s, null, app).outlook).toBeUndefined();
      expect(lineFor(100, e, s, null, app, otherSide(app)).outlook).toBeUndefined();
      const human = otherSide(app);
      const shown = renderLine(line, fabEngine.view(next.ok ? next.state : s, human).state);
      const text = shown.details[0] ?? '';
      expect(text).toContain(`${Math.round(100 * line.outlook!.take)} %`);
      // names no piece at all: the figures and the battle's area
      for (const d of s.scenario.units) expect(text).not.toContain(d.name);
      for (const a of s.scenario.assets) expect(text).not.toContain(a.name);
    }
  });
});
