/**
 * Preset rosters and the two starter scenarios (original, ours). Pure data: the engine reads it when a
 * game was created without custom rosters; the roster builder offers the rosters as starting points.
 */
import type { Roster } from '../../rules/fubar/roster';
import type { FubarSetupData } from '../../rules/fubar/state';

const rifleman = { weapons: ['rifle'], armour: 'none' } as const;
const trooper = { weapons: ['assault-rifle'], armour: 'light' } as const;

export const PRESET_ROSTERS = {
  'rifle-section': {
    name: 'Rifle section',
    units: [
      {
        kind: 'infantry',
        name: 'Section 1',
        training: 'seasoned',
        figures: [rifleman, rifleman, rifleman, { weapons: ['lmg'], armour: 'none' }, rifleman],
      },
      {
        kind: 'infantry',
        name: 'Section 2',
        training: 'green',
        figures: [rifleman, rifleman, rifleman, { weapons: ['smg'], armour: 'none' }],
      },
    ],
  },
  'modern-squad': {
    name: 'Modern squad',
    units: [
      {
        kind: 'infantry',
        name: 'Fire team Alpha',
        training: 'veteran',
        figures: [
          trooper,
          { weapons: ['assault-rifle', 'grenade-launcher'], armour: 'light' },
          { weapons: ['lmg'], armour: 'light' },
          trooper,
        ],
      },
      {
        kind: 'infantry',
        name: 'Fire team Bravo',
        training: 'seasoned',
        figures: [trooper, trooper, { weapons: ['hmg'], armour: 'light' }, { weapons: ['pistol'], armour: 'light' }],
      },
    ],
  },
  militia: {
    name: 'Militia',
    units: [
      {
        kind: 'infantry',
        name: 'Militia band',
        training: 'green',
        figures: [
          { weapons: ['smg'], armour: 'none' },
          rifleman,
          rifleman,
          rifleman,
          { weapons: ['grenades', 'pistol'], armour: 'none' },
          rifleman,
        ],
      },
      {
        kind: 'infantry',
        name: 'Hunters',
        training: 'seasoned',
        figures: [
          { weapons: ['missile-launcher'], armour: 'none' },
          { weapons: ['sniper-rifle'], armour: 'none' },
          rifleman,
        ],
      },
    ],
  },
  'armoured-platoon': {
    name: 'Armoured patrol',
    units: [
      {
        kind: 'vehicle',
        name: 'Tank',
        training: 'veteran',
        armour: 'heavy',
        tank: true,
        crew: 4,
        weapons: ['light-gun', 'lmg'],
      },
      {
        kind: 'vehicle',
        name: 'Carrier',
        training: 'seasoned',
        armour: 'light',
        tank: false,
        crew: 2,
        weapons: ['hmg'],
      },
      {
        kind: 'infantry',
        name: 'Dismounts',
        training: 'seasoned',
        figures: [trooper, trooper, { weapons: ['flamethrower'], armour: 'medium' }, trooper],
      },
    ],
  },
} satisfies Readonly<Record<string, Roster>>;

/** Rosters per starter scenario: side A, side B, optional initiative modifiers and turn limit. */
export const PRESET_SCENARIOS: Readonly<Record<string, FubarSetupData>> = {
  'fubar-crossroads': {
    sides: [
      { name: 'Red', roster: PRESET_ROSTERS['rifle-section'] },
      { name: 'Blue', roster: PRESET_ROSTERS.militia, initiativeModifier: 0 },
    ],
    turnLimit: 6,
  },
  'fubar-convoy': {
    sides: [
      { name: 'Red', roster: PRESET_ROSTERS['armoured-platoon'], initiativeModifier: 1 },
      { name: 'Blue', roster: PRESET_ROSTERS['modern-squad'] },
    ],
    turnLimit: 8,
  },
};

export function presetSetup(scenarioId: string): FubarSetupData | undefined {
  return PRESET_SCENARIOS[scenarioId];
}
