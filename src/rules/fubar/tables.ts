/**
 * FUBAR 2nd edition tables as data (numbers only; the wording is ours). Topic slugs stand in for the
 * section numbers the one-page rules do not have: units, training, initiative, activation, actions,
 * shooting, suppression, cover, melee, weapons, armour, vehicles, vehicle-damage.
 */

export type Training = 'green' | 'seasoned' | 'veteran' | 'elite';
export const TRAINING_LEVELS: readonly Training[] = ['green', 'seasoned', 'veteran', 'elite'];

export interface TrainingRow {
  /** Activation roll needed (n+). */
  readonly activation: number;
  /** Experience value: the roll needed to hit when shooting or in melee (n+). */
  readonly experience: number;
  /** Most figures of the unit that may be suppressed at once. */
  readonly maxSuppressed: number;
}

// training: activation and experience per level; suppression: the cap per level
export const TRAINING: Readonly<Record<Training, TrainingRow>> = {
  green: { activation: 5, experience: 6, maxSuppressed: 1 },
  seasoned: { activation: 4, experience: 5, maxSuppressed: 2 },
  veteran: { activation: 3, experience: 4, maxSuppressed: 3 },
  elite: { activation: 2, experience: 4, maxSuppressed: 4 },
};

/** The weapons of the tables, in the order the roster builder offers them. */
export const WEAPON_IDS = [
  'pistol',
  'rifle',
  'assault-rifle',
  'grenade-launcher',
  'sniper-rifle',
  'smg',
  'lmg',
  'combat-shotgun',
  'hmg',
  'flamethrower',
  'grenades',
  'missile-launcher',
  'light-at-gun',
  'light-mortar',
  'light-gun',
  'heavy-gun',
] as const;
export type WeaponId = (typeof WEAPON_IDS)[number];

export interface WeaponRow {
  /** 'light' = the small-arms table, 'support' = the support-weapons table. */
  readonly table: 'light' | 'support';
  /** Range in inches (players measure; the app shows it). */
  readonly range: number;
  /** Firepower: dice rolled per figure firing it. */
  readonly firepower: number;
  /** Ignores the target's cover (flamethrowers, tank guns). */
  readonly ignoresCover?: boolean;
  /** May only be mounted on tanks. */
  readonly tankOnly?: boolean;
  /** Figures needed to use it when carried by infantry. */
  readonly infantryCrew?: number;
  /** Small arms or a machine gun: cannot harm the crew of a tank. */
  readonly smallArms?: boolean;
}

// weapons: range and firepower per weapon type; notes 1-3 of the support table as flags
export const WEAPONS: Readonly<Record<WeaponId, WeaponRow>> = {
  pistol: { table: 'light', range: 8, firepower: 1, smallArms: true },
  rifle: { table: 'light', range: 24, firepower: 1, smallArms: true },
  'assault-rifle': { table: 'light', range: 24, firepower: 2, smallArms: true },
  // The under-barrel launcher some assault rifles carry: 16" (the seed gives no firepower; we use the
  // thrown-grenade value, and it is not small arms).
  'grenade-launcher': { table: 'light', range: 16, firepower: 3 },
  'sniper-rifle': { table: 'light', range: 32, firepower: 2, smallArms: true },
  smg: { table: 'light', range: 16, firepower: 3, smallArms: true },
  lmg: { table: 'light', range: 32, firepower: 3, smallArms: true },
  'combat-shotgun': { table: 'light', range: 8, firepower: 3, smallArms: true },
  hmg: { table: 'support', range: 32, firepower: 4, infantryCrew: 2, smallArms: true },
  flamethrower: { table: 'support', range: 8, firepower: 4, ignoresCover: true },
  grenades: { table: 'support', range: 8, firepower: 3 },
  'missile-launcher': { table: 'support', range: 24, firepower: 3 },
  'light-at-gun': { table: 'support', range: 32, firepower: 3 },
  'light-mortar': { table: 'support', range: 40, firepower: 3 },
  'light-gun': { table: 'support', range: 32, firepower: 4, tankOnly: true, ignoresCover: true },
  'heavy-gun': { table: 'support', range: 48, firepower: 6, tankOnly: true, ignoresCover: true },
};

export type ArmourType = 'none' | 'light' | 'medium' | 'heavy' | 'powered' | 'battle';
export const ARMOUR_TYPES: readonly ArmourType[] = ['none', 'light', 'medium', 'heavy', 'powered', 'battle'];
// armour: personal armour saving throws (null = no save)
export const ARMOUR_SAVE: Readonly<Record<ArmourType, number | null>> = {
  none: null,
  light: 6,
  medium: 5,
  heavy: 4,
  powered: 3,
  battle: 2,
};

export type VehicleArmour = 'light' | 'medium' | 'heavy' | 'very-heavy';
export const VEHICLE_ARMOURS: readonly VehicleArmour[] = ['light', 'medium', 'heavy', 'very-heavy'];
// vehicles: armour class saves, also given to troops in or directly behind the vehicle
export const VEHICLE_SAVE: Readonly<Record<VehicleArmour, number>> = {
  light: 5,
  medium: 4,
  heavy: 3,
  'very-heavy': 2,
};

export type CoverLevel = 0 | 1 | 2 | 3;
export const COVER_LEVELS: readonly CoverLevel[] = [0, 1, 2, 3];
/** cover: 0 none, 1 light, 2 moderate, 3 hard (bunkers). The level is also the most it worsens the roll. */
export const COVER_NAMES: Readonly<Record<CoverLevel, 'none' | 'light' | 'moderate' | 'hard'>> = {
  0: 'none',
  1: 'light',
  2: 'moderate',
  3: 'hard',
};

export type InfantryAction = 'walk' | 'run' | 'take-cover' | 'overwatch' | 'go-to-ground' | 'aimed-shot' | 'assault';
export type VehicleAction = 'drive' | 'hold' | 'overwatch';
export type ActionId = InfantryAction | 'drive' | 'hold';
export const INFANTRY_ACTIONS: readonly InfantryAction[] = [
  'walk',
  'run',
  'take-cover',
  'overwatch',
  'go-to-ground',
  'aimed-shot',
  'assault',
];
export const VEHICLE_ACTIONS: readonly VehicleAction[] = ['drive', 'hold', 'overwatch'];
/** Every action, infantry's then the vehicles' own (the keys of ACTIONS, in its order). */
export const ACTION_IDS: readonly ActionId[] = [...INFANTRY_ACTIONS, 'drive', 'hold'];

export interface ActionRow {
  /** Move in inches (for 'drive': in the open; 6" in light cover). */
  readonly move: number;
  /** What the unit may fire afterwards: nothing, light weapons or grenades, anything, one weapon, all weapons. */
  readonly fire: 'none' | 'light' | 'any' | 'one' | 'all';
  readonly moves: boolean;
}

// actions: move distance and what each action allows; vehicles: 12" open / 6" light cover, one or all weapons
export const ACTIONS: Readonly<Record<ActionId, ActionRow>> = {
  walk: { move: 6, fire: 'light', moves: true },
  run: { move: 12, fire: 'none', moves: true },
  'take-cover': { move: 8, fire: 'none', moves: true },
  overwatch: { move: 0, fire: 'none', moves: false },
  'go-to-ground': { move: 3, fire: 'none', moves: true },
  'aimed-shot': { move: 0, fire: 'any', moves: false },
  assault: { move: 8, fire: 'none', moves: true },
  drive: { move: 12, fire: 'one', moves: true },
  hold: { move: 0, fire: 'all', moves: false },
};
export const VEHICLE_MOVE_IN_LIGHT_COVER = 6;

export type DamageResult = 'stunned' | 'immobilised' | 'weapon-destroyed' | 'destroyed';
// vehicle-damage: the d6 table for each unsaved hit on a vehicle
export function damageResult(die: number): DamageResult {
  if (die <= 2) return 'stunned';
  if (die === 3) return 'immobilised';
  if (die <= 5) return 'weapon-destroyed';
  return 'destroyed';
}
/** vehicle-damage: a crew member of a destroyed vehicle escapes on this roll or better. */
export const CREW_ESCAPE = 5;
