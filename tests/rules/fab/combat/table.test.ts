import { describe, expect, it } from 'vitest';
import {
  defaultCombatTable,
  describeSuccessNumber,
  successNumber,
  validateCombatTable,
  type CombatTable,
  type Firer,
  type FireContext,
} from '../../../../src/rules/fab/combat/table';

const vet: Firer = { id: 'a', type: 'infantry', quality: 'veteran', disordered: false, unsupplied: false };
const plain: FireContext = { targetClass: 'infantry', targetInDefences: false, attackerCloseFire: false, terrain: 0 };

describe('2.1 / 6.24 success numbers from the combat table', () => {
  it("the default table is labelled as the app's own", () => {
    expect(defaultCombatTable.appDefault).toBe(true);
    expect(defaultCombatTable.label).toMatch(/app/i);
    expect(validateCombatTable(defaultCombatTable)).toEqual([]);
  });
  it('2.1 base 5 with no modifiers', () => {
    expect(successNumber(defaultCombatTable, vet, plain)).toEqual({ value: 5, reasons: [] });
  });
  it("2.3 elite +1 and recruit -1 on the firer's current quality", () => {
    expect(successNumber(defaultCombatTable, { ...vet, quality: 'elite' }, plain).value).toBe(6);
    expect(successNumber(defaultCombatTable, { ...vet, quality: 'recruit' }, plain).value).toBe(4);
  });
  it('6.24 armour against an infantry point +1, infantry or artillery against armour -1', () => {
    expect(successNumber(defaultCombatTable, { ...vet, type: 'armor' }, plain).value).toBe(6);
    expect(successNumber(defaultCombatTable, vet, { ...plain, targetClass: 'armor' }).value).toBe(4);
    expect(
      successNumber(defaultCombatTable, { ...vet, type: 'artillery' }, { ...plain, targetClass: 'armor' }).value,
    ).toBe(4);
    expect(successNumber(defaultCombatTable, { ...vet, type: 'armor' }, { ...plain, targetClass: 'armor' }).value).toBe(
      5,
    );
  });
  it("5.23 defences -1 and 2.4 terrain against the attacker's close fire, with reasons", () => {
    const sn = successNumber(defaultCombatTable, vet, {
      ...plain,
      targetInDefences: true,
      attackerCloseFire: true,
      terrain: 1,
    });
    expect(sn.value).toBe(3);
    expect(sn.reasons).toEqual([
      { rule: '5.23', code: 'defences', delta: -1 },
      { rule: '2.4', code: 'terrain', delta: -1 },
    ]);
    expect(describeSuccessNumber(defaultCombatTable, sn)).toBe('needs 3 or less: base 5, defences -1, terrain -1');
    expect(successNumber(defaultCombatTable, vet, { ...plain, terrain: 2 }).value).toBe(5);
    expect(successNumber(defaultCombatTable, vet, { ...plain, attackerCloseFire: true, terrain: 2 }).value).toBe(3);
  });
  it('9.33c disordered and out of supply are -1 each and add up', () => {
    expect(successNumber(defaultCombatTable, { ...vet, disordered: true, unsupplied: true }, plain).value).toBe(3);
  });
  it('an edited table replaces the defaults', () => {
    const t: CombatTable = {
      ...defaultCombatTable,
      id: 'house',
      appDefault: false,
      modifiers: [{ id: 'armor', rule: 'table', delta: 2, firerType: 'armor' }],
    };
    expect(successNumber(t, { ...vet, type: 'armor', quality: 'elite' }, plain).value).toBe(7);
    expect(validateCombatTable({ ...t, base: 0, modifiers: [t.modifiers[0]!, t.modifiers[0]!] }).length).toBe(2);
  });
});
