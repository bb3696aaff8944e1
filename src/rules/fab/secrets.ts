/**
 * What one side must not learn now, taken from the rules alone (2.2 / 6.24 / 8.32 / 10.0), for leak tests:
 * the enemy units still face down with their attributes, and in a combat round the numbers a screen would
 * show with full knowledge of them. Independent of `viewFor` and of any screen, so a test can hold a page
 * (or a view) against it.
 */
import { currentQuality } from './board';
import type { FireStep, RoundState } from './combat/round';
import { combatRules } from '../../../machines/fab/combat-part';
import type { FabState, Side } from './types';
import { otherSide } from './types';

export interface SecretUnit {
  readonly id: string;
  readonly name: string;
  readonly unitClass: 'armor' | 'infantry';
  readonly quality: 'elite' | 'veteran' | 'recruit';
  readonly steps: number;
}

export interface SecretFire {
  readonly step: FireStep;
  /** Every die's success number with full knowledge (clamped 1-9, as a screen shows them). */
  readonly successNumbers: readonly number[];
  /** Expected hits with full knowledge (the point units the round has, else each side's first candidate). */
  readonly expected: number;
}

export interface Secrets {
  readonly viewer: Side;
  readonly units: readonly SecretUnit[];
  /** Enemy chit names with the hidden-assets option (10.0). */
  readonly chits: readonly string[];
  /** Fire steps of the round in progress whose dice or target involve a face-down enemy block. */
  readonly fire: readonly SecretFire[];
}

interface Held {
  readonly attacker: Side;
  readonly round: { readonly round: RoundState };
}

/** 2.2 the units of the other side `viewer` has not seen: face down, not revealed, not shown by intelligence,
 * not eliminated, and not turned up by the round in progress (6.24) or a morale check (6.7); none once the game
 * is over. */
export function secretsFor(s: FabState, viewer: Side): Secrets {
  // the open table shows everything, and so does the end of the game (both sides' blocks face up)
  if (s.options.openTable || s.finished) return { viewer, units: [], chits: [], fire: [] };
  const enemy = otherSide(viewer);
  const h = s.combat && typeof s.combat === 'object' && 'round' in s.combat ? (s.combat as Held) : null;
  const r = h?.round.round ?? null;
  const units: SecretUnit[] = [];
  for (const def of s.scenario.units) {
    if (def.side !== enemy) continue;
    const u = s.units[def.id];
    if (!u || u.where === 'eliminated' || u.revealed || s.intelligence.includes(def.id)) continue;
    const inRound = r?.units.find((x) => x.id === def.id);
    if (r && (r.revealed.includes(def.id) || r.morale.some((m) => m.id === def.id))) continue;
    if (inRound && !inRound.hidden) continue;
    units.push({
      id: def.id,
      name: def.name,
      unitClass: def.class,
      quality: currentQuality(def, u.steps),
      steps: u.steps,
    });
  }
  const chits: string[] = [];
  if (s.options.hiddenAssets) {
    // 10.0 the enemy's chits, except those committed to the battle in progress (on the table, 6.22 / 6.23)
    const onTable = new Set(r?.assets.map((a) => a.id) ?? []);
    for (const a of s.scenario.assets) if (a.side === enemy && !onTable.has(a.id)) chits.push(a.name);
    for (const e of s.scenario.events) if (e.side === enemy && !onTable.has(e.id)) chits.push(e.name);
  }
  const fire: SecretFire[] = [];
  if (h && r) {
    const role = h.attacker === viewer ? 'attacker' : 'defender';
    const hidden = new Set(units.map((u) => u.id));
    const enemyHidden = r.units.some((u) => u.side !== role && hidden.has(u.id));
    if (enemyHidden) {
      const { plannedDice, pointCandidates, previewOdds } = combatRules();
      // the numbers a screen computing on the full round would show: the odds preview's own point choice
      let filled = r;
      for (const side of ['defender', 'attacker'] as const)
        if (filled.point[side] === null)
          filled = { ...filled, point: { ...filled.point, [side]: pointCandidates(filled, side)[0] ?? null } };
      for (const o of previewOdds(r)) {
        if (o.odds.dice === 0) continue;
        fire.push({
          step: o.step,
          successNumbers: plannedDice(filled, o.step).map((d) => Math.min(9, Math.max(1, d.successNumber))),
          expected: o.odds.expected,
        });
      }
    }
  }
  return { viewer, units, chits, fire };
}
