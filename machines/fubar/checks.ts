/**
 * The FUBAR engine's checks of what comes from outside the store, a part of its own (issue 30: valibot and the
 * schemas are not needed to draw a stored game): each player's event against `FubarEventSchema`, a snapshot cache
 * against its shape, a set-up's rosters, names, initiative modifiers and turn limit. The engine finds them through
 * `fubarChecks` (./engine.ts); the app fetches them after a game's first drawing and before a player's first move
 * is applied, and with every part for a new game or an import (src/app/systems/fubar.ts).
 */
import * as v from 'valibot';
import type { GameSetup } from '../../src/rules/common/engine';
import { reject, type Result } from '../../src/rules/common/result';
import { check, int, name } from '../../src/rules/common/checked';
import { ROSTER_CAPS, validateRoster } from '../../src/rules/fubar/roster';
import { SIDE_LETTER, type FubarSetupData, type FubarSideSetup } from '../../src/rules/fubar/state';
import { FIGHT_STEPS, TOP_STEPS } from './turn';
import { FubarEventSchema } from './events';
import { conforms, readEvent, readSnapshot } from '../validate';
import { fubarSnapshotSchema } from './snapshot';

export { validateRoster };

/** Whether `e` is a well-formed FUBAR event (the turn chart's guards ask it: machines/fubar/turn.ts). */
export const isFubarEvent = (e: unknown): boolean => conforms(FubarEventSchema, e);

/** A FUBAR event read against its schema: malformed, it is refused with the path of its first bad field. */
export const readFubarEvent = (event: unknown, rule: string) => readEvent(FubarEventSchema, event, rule);

const SNAPSHOT = fubarSnapshotSchema(TOP_STEPS, FIGHT_STEPS);

/** A snapshot cache (brought up to the stored state value) checked whole against the state's shape. */
export const readFubarSnapshot = (data: unknown) => readSnapshot(SNAPSHOT, data, 'units', 'FUBAR');

/** The rosters of a shipped scenario by id, or undefined (src/scenarios/fubar/presets, passed in by src/app). */
type Presets = (scenarioId: string) => unknown;

const SideSetupSchema = v.object({
  name: v.optional(name(ROSTER_CAPS.nameLength)),
  initiativeModifier: v.optional(int(-6, 6)),
  roster: v.unknown(),
});
const SetupDataSchema = v.object({
  sides: v.tuple([SideSetupSchema, SideSetupSchema]),
  turnLimit: v.optional(v.nullable(int(1, 99))),
});

/**
 * Check a FUBAR set-up once (import, creation): both sides' rosters, names and initiative modifiers and the
 * turn limit. Returns the checked copy (unknown fields dropped); FUBAR has no rules options.
 */
export function checkFubarSetup(presets: Presets, setup: GameSetup): Result<GameSetup> {
  const base = {
    system: setup.system,
    scenario: setup.scenario,
    options: {},
    dice: setup.dice,
    ...(setup.rulesVersion !== undefined ? { rulesVersion: setup.rulesVersion } : {}),
    checked: true,
  };
  if (setup.data === undefined) {
    if (!presets(setup.scenario.id))
      return reject('units', `No rosters for scenario "${setup.scenario.id}".`, 'setup.noRosters');
    return { ok: true, value: base };
  }
  const r = check(SetupDataSchema, setup.data, 'units', 'Set-up');
  if (!r.ok) return r;
  const side = (i: 0 | 1): Result<FubarSideSetup> => {
    const s = r.value.sides[i];
    const roster = validateRoster(s.roster);
    if (!roster.ok) return { ...roster, message: `Side ${SIDE_LETTER[i]}: ${roster.message}` };
    return {
      ok: true,
      value: {
        ...(s.name !== undefined ? { name: s.name } : {}),
        ...(s.initiativeModifier !== undefined ? { initiativeModifier: s.initiativeModifier } : {}),
        roster: roster.value,
      },
    };
  };
  const a = side(0);
  if (!a.ok) return a;
  const b = side(1);
  if (!b.ok) return b;
  const data: FubarSetupData = {
    sides: [a.value, b.value],
    ...(r.value.turnLimit !== undefined ? { turnLimit: r.value.turnLimit } : {}),
  };
  return { ok: true, value: { ...base, data } };
}
