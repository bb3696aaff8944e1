/**
 * Issue 24: names players write are refused when they could turn the app's own sentences around (a direction
 * control such as U+202E) or look empty (U+2800, U+3164), wherever a name comes in: the new-game form, a rename,
 * a game file, a backup, a FUBAR roster (whose 60-character cap holds for files too).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../fixtures/db';
import { checkGameName } from '../../src/app/names';
import { createNewGame, exportGame, importGame } from '../../src/app/games';
import { listGames, renameGame } from '../../src/app/saved-games';
import { hasVisible, nameProblem } from '../../src/rules/common/checked';
import { validateRoster } from '../../src/rules/fubar/roster';
import { PRESET_ROSTERS } from '../../src/scenarios/fubar/presets';

const RLO = '\u202E';

beforeEach(() => {
  freshDatabase();
});

describe('names that turn text around or look empty are refused', () => {
  it('a direction control, a braille blank or a Hangul filler is refused with its reason; an Arabic or Hebrew name is fine', () => {
    expect(nameProblem(`${RLO}show my view`, 120)).toBe('control');
    expect(nameProblem('a\u2066b', 120)).toBe('control');
    expect(nameProblem('\u2800\u2800', 120)).toBe('blank');
    expect(nameProblem('\u3164', 120)).toBe('blank');
    expect(hasVisible('\u2800x')).toBe(true);
    expect(nameProblem('معركة الجسر', 120)).toBeNull();
    expect(nameProblem('קרב', 120)).toBeNull();
    const r = checkGameName(`${RLO}weiv ym wohs`);
    expect(r).toMatchObject({ ok: false, code: 'import.field.control', params: { path: 'game.name' } });
    expect(checkGameName('  Bridge   at dawn ')).toEqual({ ok: true, value: 'Bridge at dawn' });
    expect(checkGameName('x'.repeat(121))).toMatchObject({ ok: false, code: 'import.field.tooLong' });
  });

  it('a new game or a rename with such a name is refused and nothing is stored', async () => {
    const base = { system: 'fab' as const, scenario: { id: 'fab-millbrook', version: 1 }, options: {} };
    expect(await createNewGame({ ...base, name: `${RLO}Evil` })).toMatchObject({ ok: false });
    expect(await createNewGame({ ...base, name: '\u3164' })).toMatchObject({ ok: false });
    expect(await listGames()).toEqual([]);
    const made = await createNewGame({ ...base, name: 'Good' });
    if (!made.ok) throw new Error(made.message);
    expect(await renameGame(made.value, `a${RLO}b`)).toMatchObject({ ok: false, code: 'import.field.control' });
    expect((await listGames())[0]?.name).toBe('Good');
  });

  it('a game file whose name holds a direction control is refused naming the field, and nothing is stored', async () => {
    const made = await createNewGame({
      system: 'fab',
      scenario: { id: 'fab-millbrook', version: 1 },
      options: {},
      name: 'Clean',
    });
    if (!made.ok) throw new Error(made.message);
    const file = JSON.parse((await exportGame(made.value)).text) as { game: { name: string } };
    file.game.name = `${RLO}weiv ym wohs`;
    const r = await importGame(JSON.stringify(file));
    expect(r).toMatchObject({ ok: false });
    expect(!r.ok && JSON.stringify(r)).toMatch(/control/);
    expect(await listGames()).toHaveLength(1);
  });

  it('FUBAR: a unit name over 60 characters in a roster from a file is refused, naming the field', () => {
    const roster = JSON.parse(JSON.stringify(PRESET_ROSTERS['rifle-section'])) as { units: { name: string }[] };
    roster.units[0]!.name = 'x'.repeat(10_000);
    const r = validateRoster(roster);
    expect(r).toMatchObject({ ok: false, code: 'import.field.tooLong', params: { path: 'units[0].name', max: 60 } });
    roster.units[0]!.name = `A${RLO}B`;
    expect(validateRoster(roster)).toMatchObject({ ok: false, code: 'import.field.control' });
  });
});
