/** The FUBAR game state: plain JSON data, built from two rosters. */
import type { DiceState } from '../common/dice';
import { accept, reject, type Result } from '../common/result';
import { hasVisible } from '../common/text';
import { isList } from '../common/lookup';
import { isRecord } from '../common/narrow';
import type { Check } from './checks';
import type { Roster } from './roster';
import type { ActionId, ArmourType, Training, VehicleArmour, WeaponId } from './tables';
import { FUBAR_RULES_VERSION } from './rulings';

export type SideIndex = 0 | 1;

export interface FigureState {
  readonly id: string;
  readonly name: string;
  readonly weapons: readonly WeaponId[];
  readonly armour: ArmourType;
  readonly status: 'ok' | 'suppressed' | 'casualty';
  /** Stood up after suppression and activated: may move, may not fire until the next activation. */
  readonly noFire: boolean;
  /** Has fired (or served a heavy machine gun) since its unit's last activation. */
  readonly fired: boolean;
}

export interface VehicleState {
  readonly armour: VehicleArmour;
  readonly tank: boolean;
  readonly crew: number;
  readonly weapons: readonly WeaponId[];
  readonly lost: readonly boolean[];
  readonly fired: readonly boolean[];
  readonly immobilised: boolean;
  readonly stunned: boolean;
  readonly destroyed: boolean;
  readonly crewEscaped: number;
  readonly crewLost: number;
}

export type Posture = 'none' | 'take-cover' | 'go-to-ground';

export interface UnitState {
  readonly id: string;
  readonly side: SideIndex;
  readonly name: string;
  readonly kind: 'infantry' | 'vehicle';
  readonly training: Training;
  readonly figures: readonly FigureState[];
  readonly vehicle: VehicleState | null;
  /** Has tried to activate this turn. */
  readonly tried: boolean;
  readonly activated: boolean;
  readonly overwatch: boolean;
  readonly overwatchUsed: boolean;
  readonly action: ActionId | null;
  readonly posture: Posture;
  /** Target chosen by an aimed shot this activation. */
  readonly aimedAt: string | null;
  /** For the crew of a destroyed vehicle now on foot: that vehicle's id. */
  readonly crewOf?: string;
}

export interface Engagement {
  readonly id: string;
  readonly a: string;
  readonly b: string;
  /** Turn of the last round fought. */
  readonly lastFought: number;
}

export interface SideInfo {
  readonly name: string;
  readonly initiativeModifier: number;
}

export interface LogRoll extends Check {
  /** What the die was for: a weapon id, 'save', 'damage', 'crew', 'initiative'... */
  readonly label: string;
}

export interface LogEntry {
  readonly turn: number;
  readonly kind:
    | 'initiative'
    | 'activation'
    | 'action'
    | 'shooting'
    | 'allocation'
    | 'melee'
    | 'damage'
    | 'weapon-lost'
    | 'turn'
    | 'end';
  readonly side: SideIndex | null;
  readonly unit?: string;
  readonly target?: string;
  readonly rolls: readonly LogRoll[];
  readonly params: Readonly<Record<string, string | number>>;
}

export type Pending =
  | {
      readonly kind: 'hits';
      readonly unit: string;
      readonly hits: number;
      readonly allowSuppress: boolean;
      readonly rule: 'shooting' | 'melee';
    }
  | { readonly kind: 'weapon-loss'; readonly unit: string; readonly count: number };

export interface FubarCtx {
  /** The rules version this game plays under (rulings.ts); absent in states built before versions: 1. */
  readonly rulesVersion?: number;
  readonly sides: readonly [SideInfo, SideInfo];
  readonly units: readonly UnitState[];
  readonly turn: number;
  readonly turnLimit: number | null;
  readonly initiative: SideIndex | null;
  readonly lastInitiative: readonly [number, number] | null;
  /** Unit that passed its activation and is acting. */
  readonly active: string | null;
  readonly lastActivation: { readonly unit: string; readonly ok: boolean } | null;
  readonly pending: readonly Pending[];
  readonly engagements: readonly Engagement[];
  readonly nextEngagement: number;
  readonly dice: DiceState;
  readonly log: readonly LogEntry[];
  readonly winner: SideIndex | null;
  readonly ended: boolean;
}

export interface FubarSideSetup {
  readonly name?: string;
  readonly initiativeModifier?: number;
  readonly roster: Roster;
}

/** What `GameSetup.data` holds for FUBAR: the two sides' rosters (so an exported game carries them). */
export interface FubarSetupData {
  readonly sides: readonly [FubarSideSetup, FubarSideSetup];
  readonly turnLimit?: number | null;
}

export const SIDE_LETTER: readonly ['A', 'B'] = ['A', 'B'];

/** One side of the set-up (as read, unchecked): its name and initiative modifier, and its units built from its
 * roster once that is validated. */
function buildSide(
  raw: unknown,
  side: SideIndex,
  readRoster: RosterReader,
): Result<{ info: SideInfo; units: UnitState[] }> {
  const s: Record<string, unknown> = isRecord(raw) ? raw : {};
  const r = readRoster(s['roster']);
  if (!r.ok) return { ...r, message: `Side ${SIDE_LETTER[side]}: ${r.message}` };
  const mod = s['initiativeModifier'] ?? 0;
  if (typeof mod !== 'number' || !Number.isInteger(mod) || Math.abs(mod) > 6) {
    return reject(
      'initiative',
      'An initiative modifier is a whole number between -6 and 6.',
      'setup.initiativeModifier',
    );
  }
  const name = s['name'];
  const info: SideInfo = {
    name: typeof name === 'string' && hasVisible(name) ? name.trim().slice(0, 60) : r.value.name,
    initiativeModifier: mod,
  };
  const units: UnitState[] = [];
  r.value.units.forEach((u, ui) => {
    const id = `${SIDE_LETTER[side]}${ui + 1}`;
    const base = {
      id,
      side,
      name: u.name,
      training: u.training,
      tried: false,
      activated: false,
      overwatch: false,
      overwatchUsed: false,
      action: null,
      posture: 'none' as const,
      aimedAt: null,
    };
    if (u.kind === 'vehicle') {
      units.push({
        ...base,
        kind: 'vehicle',
        figures: [],
        vehicle: {
          armour: u.armour,
          tank: u.tank,
          crew: u.crew,
          weapons: u.weapons,
          lost: u.weapons.map(() => false),
          fired: u.weapons.map(() => false),
          immobilised: false,
          stunned: false,
          destroyed: false,
          crewEscaped: 0,
          crewLost: 0,
        },
      });
    } else {
      units.push({
        ...base,
        kind: 'infantry',
        vehicle: null,
        figures: u.figures.map((f, fi) => ({
          id: `${id}-${fi + 1}`,
          name: f.name ?? `${fi + 1}`,
          weapons: f.weapons,
          armour: f.armour,
          status: 'ok' as const,
          noFire: false,
          fired: false,
        })),
      });
    }
  });
  return accept({ info, units });
}

/** The roster check (./roster.ts `validateRoster`), passed in: the engine fetches it after a stored game's first
 * drawing (machines/fubar/checks.ts, issue 30). */
export type RosterReader = (raw: unknown) => Result<Roster>;

// units: build the units of both sides from validated rosters; ids are A1, A1-1 ...
export function buildContext(data: unknown, dice: DiceState, readRoster: RosterReader): Result<FubarCtx> {
  if (typeof data !== 'object' || data === null) return reject('units', 'The game has no rosters.', 'setup.noRosters');
  const d: { sides?: unknown; turnLimit?: unknown } = data;
  if (!isList(d.sides) || d.sides.length !== 2)
    return reject('units', 'A game needs exactly two sides.', 'setup.twoSides');
  const a = buildSide(d.sides[0], 0, readRoster);
  if (!a.ok) return a;
  const b = buildSide(d.sides[1], 1, readRoster);
  if (!b.ok) return b;
  const tl = d.turnLimit ?? null;
  if (tl !== null && (typeof tl !== 'number' || !Number.isInteger(tl) || tl < 1 || tl > 99)) {
    return reject('initiative', 'The turn limit is a whole number of turns from 1 to 99.', 'setup.turnLimit');
  }
  return accept({
    // a game built here plays the current rules; the engine sets the version a game's record names
    rulesVersion: FUBAR_RULES_VERSION,
    sides: [a.value.info, b.value.info],
    units: [...a.value.units, ...b.value.units],
    turn: 1,
    turnLimit: tl,
    initiative: null,
    lastInitiative: null,
    active: null,
    lastActivation: null,
    pending: [],
    engagements: [],
    nextEngagement: 1,
    dice,
    log: [],
    winner: null,
    ended: false,
  });
}
