/** Refusals of a custom scenario name the field and the reason in the player's language (issue 15). */
import { describe, expect, it } from 'vitest';
import { lang, say } from '../../src/i18n';
import '../../src/i18n/core';
import { fabEngine } from '../../src/app/systems/fab';
import { fabScenarios } from '../../src/scenarios/fab/data';
import type { Rejection } from '../../src/rules/common/result';

describe('import refusals in three languages', () => {
  const sc = {
    ...fabScenarios['fab-millbrook']!,
    sides: [{ id: 'blue', name: 'B', colour: 'red' }, fabScenarios['fab-millbrook']!.sides[1]],
  };
  const r = fabEngine.checkSetup!({
    system: 'fab',
    scenario: { id: 'x', version: 1 },
    options: {},
    dice: { kind: 'seeded', seed: 1 },
    data: { scenario: sc },
  });
  it('a colour that is not #rrggbb is refused naming sides[0].colour, in English, Spanish and French', () => {
    expect(r).toMatchObject({ ok: false, code: 'import.field.colour', params: { path: 'sides[0].colour' } });
    const m = r as Rejection;
    lang.value = 'en';
    expect(say(m)).toBe('Field sides[0].colour must be a colour written #rrggbb.');
    lang.value = 'es';
    expect(say(m)).toBe('El campo sides[0].colour debe ser un color escrito #rrggbb.');
    lang.value = 'fr';
    expect(say(m)).toBe('Le champ sides[0].colour doit être une couleur écrite #rrggbb.');
    lang.value = 'en';
  });
});
