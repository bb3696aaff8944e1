/**
 * Success numbers (2.1) from a combat table. The rulebook points at a Combat Table on the player aid
 * that the seed documents do not print, so the table is data: a scenario may supply its own, players may
 * edit it when they create a game, and `defaultCombatTable` is the app's own table, labelled as such.
 */
import type { CombatModifier, CombatTable, FirerType, Quality, Reason, UnitClass } from './types';

// the table's shape lives with the other combat types (./types.ts), which the rounds' state refers to
export type { CombatModifier, CombatTable, FirerType } from './types';

/**
 * The app's own table (not the boxed game's player aid): quality, armour against infantry, defences,
 * terrain, disorder and supply. Scenarios and players may replace it.
 */
export const defaultCombatTable: CombatTable = {
  id: 'sandtable-default',
  label: "Sandtable's default combat table (the app's own, not the boxed game's player aid)",
  appDefault: true,
  base: 5,
  modifiers: [
    { id: 'elite', rule: '2.3', delta: 1, firerQuality: 'elite' },
    { id: 'recruit', rule: '2.3', delta: -1, firerQuality: 'recruit' },
    { id: 'armor-vs-infantry', rule: '6.24', delta: 1, firerType: 'armor', targetClass: 'infantry' },
    { id: 'infantry-vs-armor', rule: '6.24', delta: -1, firerType: 'infantry', targetClass: 'armor' },
    { id: 'artillery-vs-armor', rule: '6.24', delta: -1, firerType: 'artillery', targetClass: 'armor' },
    { id: 'defences', rule: '5.23', delta: -1, targetInDefences: true },
    { id: 'terrain', rule: '2.4', delta: -1, attackerCloseFire: true, perTerrainPoint: true },
    { id: 'disordered', rule: '9.33c', delta: -1, firerDisordered: true },
    { id: 'unsupplied', rule: '9.33c', delta: -1, firerUnsupplied: true },
  ],
};

/** Who fires, as the table sees it. */
export interface Firer {
  readonly id: string;
  readonly type: FirerType;
  readonly quality: Quality;
  readonly disordered: boolean;
  readonly unsupplied: boolean;
}

/** The circumstances of one fire step. */
export interface FireContext {
  readonly targetClass: UnitClass;
  readonly targetInDefences: boolean;
  readonly attackerCloseFire: boolean;
  readonly terrain: number;
}

export interface SuccessNumber {
  readonly value: number;
  readonly reasons: readonly Reason[];
}

function applies(m: CombatModifier, f: Firer, c: FireContext): boolean {
  if (m.firerQuality !== undefined && m.firerQuality !== f.quality) return false;
  if (m.firerType !== undefined && m.firerType !== f.type) return false;
  if (m.targetClass !== undefined && m.targetClass !== c.targetClass) return false;
  if (m.targetInDefences !== undefined && m.targetInDefences !== c.targetInDefences) return false;
  if (m.attackerCloseFire !== undefined && m.attackerCloseFire !== c.attackerCloseFire) return false;
  if (m.firerDisordered !== undefined && m.firerDisordered !== f.disordered) return false;
  if (m.firerUnsupplied !== undefined && m.firerUnsupplied !== f.unsupplied) return false;
  return true;
}

// 2.1 / 6.24 success number of one firing unit or asset against the enemy point unit, with reasons
export function successNumber(table: CombatTable, firer: Firer, ctx: FireContext): SuccessNumber {
  const reasons: Reason[] = [];
  let value = table.base;
  for (const m of table.modifiers) {
    if (!applies(m, firer, ctx)) continue;
    const delta = m.perTerrainPoint ? m.delta * ctx.terrain : m.delta;
    if (delta === 0) continue;
    value += delta;
    reasons.push({ rule: m.rule, code: m.id, delta });
  }
  return { value, reasons };
}

// 2.1 a natural 1 always succeeds and a 10 always fails, whatever the modifiers
export function hitProbability(successNumberValue: number): number {
  return Math.min(9, Math.max(1, successNumberValue)) / 10;
}

// 2.1 whether a d10 face succeeds against a success number
export function isSuccess(face: number, successNumberValue: number): boolean {
  if (face === 1) return true;
  if (face >= 10) return false;
  return face <= successNumberValue;
}

/** "needs 3 or less: base 5, defences -1, terrain -1" in English, for logs and tests. */
export function describeSuccessNumber(table: CombatTable, sn: SuccessNumber): string {
  const parts = [`base ${table.base}`, ...sn.reasons.map((r) => `${r.code} ${r.delta > 0 ? '+' : ''}${r.delta}`)];
  const eff = Math.min(9, Math.max(1, sn.value));
  return `needs ${eff} or less: ${parts.join(', ')}`;
}

/** 6.0 structural check of an edited or scenario table; returns the problems found. */
export function validateCombatTable(table: CombatTable): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(table.base) || table.base < 1 || table.base > 10)
    problems.push('base must be a whole number from 1 to 10');
  const ids = new Set<string>();
  for (const m of table.modifiers) {
    if (!m.id) problems.push('every row needs an id');
    if (ids.has(m.id)) problems.push(`row id "${m.id}" is used twice`);
    ids.add(m.id);
    if (!Number.isInteger(m.delta) || Math.abs(m.delta) > 9)
      problems.push(`row "${m.id}" has a delta that is not a small whole number`);
  }
  return problems;
}
