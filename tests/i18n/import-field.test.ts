/**
 * Import refusals name the field in plain words and give the reason in the player's language (issue 16):
 * never the validator's English ('Invalid key: Expected "name" but received undefined').
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, lang, loadLang, say } from '../../src/i18n';
import '../../src/i18n/core';
import { fieldWords } from '../../src/i18n/fields';
import { fabEngine } from '../../src/app/systems/fab';
import { fabScenarios } from '../../src/scenarios/fab/data';
import { parseGameFile } from '../../src/store/file';
import type { Rejection } from '../../src/rules/common/result';

beforeAll(() => Promise.all(LANGS.map((l) => loadLang(l, ['core/later']))));
afterEach(() => {
  lang.value = 'en';
});

const inEach = (r: Rejection) =>
  (['en', 'es', 'fr'] as const).map((l) => {
    lang.value = l;
    return say(r);
  });

const file = (game: Record<string, unknown>) =>
  JSON.stringify({
    format: 'sandtable-game',
    version: 2,
    game: {
      name: 'Bridge at Dawn',
      system: 'fab',
      scenario: { id: 'fab-millbrook', version: 1 },
      rulesVersion: 1,
      options: {},
      dice: { kind: 'seeded', seed: 7 },
      events: [],
      ...game,
    },
  });

describe('import refusals in three languages', () => {
  it('a scenario colour that is not #rrggbb names "the colour of side 1", in English, Spanish and French', () => {
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
    expect(r).toMatchObject({ ok: false, code: 'import.field.colour', params: { path: 'sides[0].colour' } });
    expect(inEach(r as Rejection)).toEqual([
      'The colour of side 1 must be a colour written #rrggbb.',
      'El color del bando 1 debe ser un color escrito #rrggbb.',
      'La couleur du camp 1 doit être une couleur écrite #rrggbb.',
    ]);
  });

  it('a game file without a name is refused as "the name of the game is missing", not in valibot’s words', () => {
    const r = parseGameFile(file({ name: undefined }));
    expect(r).toMatchObject({ ok: false, code: 'import.damagedAt', params: { path: 'game.name', reason: 'missing' } });
    const said = inEach(r as Rejection);
    expect(said).toEqual([
      'This file cannot be opened. The name of the game is missing.',
      'No se puede abrir este archivo. Falta el nombre de la partida.',
      'Impossible d’ouvrir ce fichier. Il manque le nom de la partie.',
    ]);
    for (const s of said) expect(s).not.toMatch(/Invalid|Expected|undefined|game\.name/);
  });

  it('a blank name, a wrong kind of value and a move’s bad time are each said with their own reason', () => {
    lang.value = 'en';
    expect(say(parseGameFile(file({ name: '   ' })) as Rejection)).toBe(
      'This file cannot be opened. The name of the game needs at least one visible character.',
    );
    expect(say(parseGameFile(file({ system: 'chess' })) as Rejection)).toBe(
      'This file cannot be opened. The rule system of the game is not one of the allowed values.',
    );
    const timed = file({ events: [{ seq: 0, at: 'noon', event: { type: 'END_PHASE' } }] });
    expect(say(parseGameFile(timed) as Rejection)).toBe(
      'This file cannot be opened. The time of move 1 has the wrong kind of value.',
    );
  });

  it('fields in plain words: lists numbered from 1, unknown words quoted as they are', () => {
    expect(fieldWords('game.events.3.event.type', 'en')).toBe('the type of move 4');
    expect(fieldWords('units[2].formation', 'fr')).toBe('la formation de l’unité 3');
    expect(fieldWords('game.scenario.version', 'es')).toBe('la versión del escenario');
    expect(fieldWords('game.dice.seed', 'fr')).toBe('la graine des dés');
    expect(fieldWords('map.hexes.0,0.terrain', 'en')).toBe('the field “map.hexes.0,0.terrain”');
    expect(fieldWords('sides', 'en')).toBe('the field “sides”');
    expect(fieldWords('toString', 'en')).toBe('the field “toString”');
  });
});
