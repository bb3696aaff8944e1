/**
 * Every ruling change of every system reads in the player's language: `<system>.ruling.<id>` exists in
 * English, Spanish and French, and the English one is the registry's own sentence (shown when moving a game
 * to newer rules, docs/rules-versions.md).
 */
import { describe, expect, it } from 'vitest';
import { LANGS, type Namespace } from '../../src/i18n';
import { FAB_RULINGS } from '../../src/rules/fab/rulings';
import { FUBAR_RULINGS } from '../../src/rules/fubar/rulings';
import { OCS_RULINGS } from '../../src/rules/ocs/rulings';
import { messages as fab } from '../../src/i18n/fab';
import { messages as fubar } from '../../src/i18n/fubar';
import { messages as ocs } from '../../src/i18n/ocs';
import type { Ruling } from '../../src/rules/common/rulings';

const systems: [string, readonly Ruling[], Namespace][] = [
  ['fab', FAB_RULINGS, fab],
  ['fubar', FUBAR_RULINGS, fubar],
  ['ocs', OCS_RULINGS, ocs],
];

describe('ruling sentences in three languages', () => {
  for (const [system, rulings, ns] of systems) {
    it(`${system}: each ruling has its sentence in en, es and fr; the English one is the registry's`, () => {
      for (const r of rulings) {
        const key = `ruling.${r.id}`;
        expect(ns.en[key], key).toBe(r.text);
        for (const l of LANGS) expect(ns[l][key]?.trim(), `${key} in ${l}`).toBeTruthy();
      }
    });
  }
});
