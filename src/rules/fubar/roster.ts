/** Rosters: a side's units, each with a training level; figures with weapons and armour; vehicles. */
import * as v from 'valibot';
import { accept, reject, type Result } from '../common/result';
import { check, hasVisible, label, list } from '../common/checked';
import { isOneOf } from '../common/narrow';
import {
  ARMOUR_TYPES,
  TRAINING_LEVELS,
  VEHICLE_ARMOURS,
  WEAPON_IDS,
  WEAPONS,
  type ArmourType,
  type Training,
  type VehicleArmour,
  type WeaponId,
} from './tables';

export interface FigureSpec {
  readonly name?: string;
  readonly weapons: readonly WeaponId[];
  readonly armour: ArmourType;
}

export interface InfantrySpec {
  readonly kind: 'infantry';
  readonly name: string;
  readonly training: Training;
  readonly figures: readonly FigureSpec[];
}

export interface VehicleSpec {
  readonly kind: 'vehicle';
  readonly name: string;
  readonly training: Training;
  readonly armour: VehicleArmour;
  /** A tank (guns allowed; small arms cannot hurt its crew) rather than a carrier or car. */
  readonly tank: boolean;
  readonly crew: number;
  readonly weapons: readonly WeaponId[];
}

export type UnitSpec = InfantrySpec | VehicleSpec;

export interface Roster {
  readonly name: string;
  readonly units: readonly UnitSpec[];
}

/** Caps of a roster (a FUBAR squad game fields a handful of units): units, figures, weapons, name lengths. */
export const ROSTER_CAPS = { units: 20, figures: 20, weapons: 8, nameLength: 60 } as const;
const MAX_UNITS = ROSTER_CAPS.units;
const MAX_FIGURES = ROSTER_CAPS.figures;
const Text = label(ROSTER_CAPS.nameLength);
const Weapons = v.optional(list(v.unknown(), ROSTER_CAPS.weapons));

/**
 * The bounds of a roster, checked first with valibot (lengths and counts, so nothing unbounded is read);
 * the rules' own checks below then say what a player got wrong in the rules' words.
 */
/** `schema` for an object, anything else let through (the rules' own checks below say what is wrong with it). */
const ifObject = <T extends v.GenericSchema>(schema: T) => v.lazy((x) => (isObj(x) ? schema : v.unknown()));
const RosterBounds = v.object({
  name: v.optional(Text),
  units: v.optional(
    list(
      ifObject(
        v.object({
          name: v.optional(Text),
          figures: v.optional(list(ifObject(v.object({ name: v.optional(Text), weapons: Weapons })), MAX_FIGURES)),
          weapons: Weapons,
        }),
      ),
      MAX_UNITS,
    ),
  ),
});

function isObj(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function checkWeapons(
  list: unknown,
  where: string,
  onTank: boolean,
  infantry: boolean,
  loc: Record<string, number>,
): Result<WeaponId[]> {
  if (!Array.isArray(list)) return reject('weapons', `${where}: the weapon list is missing.`, 'roster.weapons', loc);
  const out: WeaponId[] = [];
  for (const w of list) {
    if (!isOneOf(WEAPON_IDS, w))
      return reject('weapons', `${where}: "${String(w)}" is not a weapon of the tables.`, 'roster.unknownWeapon', {
        ...loc,
        weapon: String(w),
      });
    const row = WEAPONS[w];
    if (row.tankOnly && !onTank)
      return reject('weapons', `${where}: guns can only be mounted on tanks.`, 'roster.tankOnly', {
        ...loc,
        weapon: w,
      });
    if (w === 'grenade-launcher' && infantry) {
      // the launcher is part of an assault rifle
      if (!list.includes('assault-rifle'))
        return reject(
          'weapons',
          `${where}: a grenade launcher comes fitted to an assault rifle.`,
          'roster.launcher',
          loc,
        );
    }
    out.push(w);
  }
  return accept(out);
}

// units: validate a roster (training level, figures with weapons and armour, vehicles with armour class)
export function validateRoster(data: unknown): Result<Roster> {
  if (!isObj(data)) return reject('units', 'The roster is not readable.', 'roster.unreadable');
  const bounds = check(RosterBounds, data, 'units', 'Roster');
  if (!bounds.ok) return bounds;
  const name = typeof data.name === 'string' ? data.name.trim() : '';
  if (!name || !hasVisible(name)) return reject('units', 'The roster needs a name.', 'roster.name');
  if (!Array.isArray(data.units) || data.units.length === 0)
    return reject('units', 'A side needs at least one unit.', 'roster.noUnits');
  if (data.units.length > MAX_UNITS)
    return reject('units', `A roster may hold at most ${MAX_UNITS} units.`, 'roster.tooMany');
  const units: UnitSpec[] = [];
  for (const [i, u] of data.units.entries()) {
    const where = `Unit ${i + 1}`;
    const at = { unit: i + 1 };
    if (!isObj(u)) return reject('units', `${where} is not readable.`, 'roster.unreadable', at);
    const uname = typeof u.name === 'string' && hasVisible(u.name) ? u.name.trim() : `${where}`;
    const training = u.training;
    if (!isOneOf(TRAINING_LEVELS, training)) {
      return reject(
        'training',
        `${where}: choose a training level (green, seasoned, veteran or elite).`,
        'roster.training',
        at,
      );
    }
    if (u.kind === 'vehicle') {
      const armour = u.armour;
      if (!isOneOf(VEHICLE_ARMOURS, armour)) {
        return reject(
          'vehicles',
          `${where}: choose an armour class (light, medium, heavy or very heavy).`,
          'roster.vehicleArmour',
          at,
        );
      }
      const tank = u.tank === true;
      const crew = typeof u.crew === 'number' && Number.isInteger(u.crew) ? u.crew : NaN;
      if (!(crew >= 1 && crew <= 10))
        return reject('vehicles', `${where}: a vehicle has between 1 and 10 crew.`, 'roster.crew', at);
      const w = checkWeapons(u.weapons, where, tank, false, at);
      if (!w.ok) return w;
      units.push({
        kind: 'vehicle',
        name: uname,
        training,
        armour,
        tank,
        crew,
        weapons: w.value,
      });
    } else if (u.kind === 'infantry') {
      if (!Array.isArray(u.figures) || u.figures.length === 0)
        return reject('units', `${where}: a unit needs at least one figure.`, 'roster.noFigures', at);
      if (u.figures.length > MAX_FIGURES)
        return reject('units', `${where}: at most ${MAX_FIGURES} figures.`, 'roster.tooManyFigures', at);
      const figures: FigureSpec[] = [];
      for (const [j, f] of u.figures.entries()) {
        const fw = `${where}, figure ${j + 1}`;
        const fat = { unit: i + 1, figure: j + 1 };
        if (!isObj(f)) return reject('units', `${fw} is not readable.`, 'roster.unreadable', fat);
        const w = checkWeapons(f.weapons, fw, false, true, fat);
        if (!w.ok) return w;
        if (w.value.length === 0)
          return reject('weapons', `${fw}: a figure carries at least one weapon.`, 'roster.unarmed', fat);
        const armour = f.armour === undefined ? 'none' : f.armour;
        if (!isOneOf(ARMOUR_TYPES, armour))
          return reject('armour', `${fw}: unknown armour type.`, 'roster.armour', fat);
        figures.push({
          ...(typeof f.name === 'string' && hasVisible(f.name) ? { name: f.name.trim() } : {}),
          weapons: w.value,
          armour,
        });
      }
      const hmgCarriers = figures.filter((f) => f.weapons.includes('hmg')).length;
      if (hmgCarriers > 0 && figures.length < 2) {
        return reject(
          'weapons',
          `${where}: a heavy machine gun carried by infantry needs two figures to serve it.`,
          'roster.hmgCrew',
          at,
        );
      }
      units.push({ kind: 'infantry', name: uname, training, figures });
    } else {
      return reject('units', `${where}: a unit is either infantry or a vehicle.`, 'roster.kind', at);
    }
  }
  return accept({ name, units });
}
