/** The small pure calculations behind every FUBAR roll, each citing its topic. */
import {
  ARMOUR_SAVE,
  TRAINING,
  VEHICLE_SAVE,
  WEAPONS,
  type ArmourType,
  type CoverLevel,
  type Training,
  type VehicleArmour,
  type WeaponId,
} from './tables';

/** A modifier shown beside a die: a stable key for the UI and its value. */
export interface Mod {
  readonly key: string;
  readonly value: number;
}

export interface Check {
  readonly die: number;
  readonly need: number;
  readonly mods: readonly Mod[];
  readonly total: number;
  readonly ok: boolean;
  /** Set when the natural 6 or 1 decided the roll against the modifiers. */
  readonly natural?: 'six' | 'one';
}

// units: the six-and-one rule: a natural 6 always succeeds and a natural 1 always fails, whatever the modifiers
export function check(die: number, need: number, mods: readonly Mod[] = []): Check {
  const total = die + mods.reduce((s, m) => s + m.value, 0);
  const byTotal = total >= need;
  if (die === 6) return { die, need, mods, total, ok: true, ...(byTotal ? {} : { natural: 'six' as const }) };
  if (die === 1) return { die, need, mods, total, ok: false, ...(byTotal ? { natural: 'one' as const } : {}) };
  return { die, need, mods, total, ok: byTotal };
}

export interface ActivationFacts {
  readonly enemyInSight: boolean;
  /** Figures more than 3" from the rest of their unit. */
  readonly figuresAway: number;
}

// activation: +1 with no enemy in sight, -1 per suppressed figure, -1 per figure more than 3" from its unit
export function activationMods(facts: ActivationFacts, suppressed: number): Mod[] {
  const mods: Mod[] = [];
  if (!facts.enemyInSight) mods.push({ key: 'noEnemy', value: 1 });
  if (suppressed > 0) mods.push({ key: 'suppressed', value: -suppressed });
  if (facts.figuresAway > 0) mods.push({ key: 'away', value: -facts.figuresAway });
  return mods;
}

// activation: the roll needed is the unit's activation value
export function activationCheck(die: number, training: Training, facts: ActivationFacts, suppressed: number): Check {
  return check(die, TRAINING[training].activation, activationMods(facts, suppressed));
}

/** One cover level more, hard cover (3) being the most. */
const RAISED: Readonly<Record<CoverLevel, CoverLevel>> = { 0: 1, 1: 2, 2: 3, 3: 3 };

// cover: the posture of the target adds to the table's cover: take cover counts as light, going to ground raises it one level
export function effectiveCover(tableCover: CoverLevel, posture: 'none' | 'take-cover' | 'go-to-ground'): CoverLevel {
  if (posture === 'take-cover') return tableCover === 0 ? 1 : tableCover;
  if (posture === 'go-to-ground') return RAISED[tableCover];
  return tableCover;
}

// cover: light worsens the experience roll by up to 1, moderate up to 2, hard up to 3, never past 6+; flamers and tank guns ignore it
export function hitNeed(training: Training, cover: CoverLevel, weapon: WeaponId): number {
  const base = TRAINING[training].experience;
  if (WEAPONS[weapon].ignoresCover) return base;
  return Math.min(6, base + cover);
}

// shooting: the modifiers on each shooting die (aimed shot +1)
export function shotMods(aimed: boolean): Mod[] {
  return aimed ? [{ key: 'aimed', value: 1 }] : [];
}

// armour: the save a unit takes is the one of the armour type most of its figures wear (ties: the weaker)
export function majorityArmour(armours: readonly ArmourType[]): ArmourType {
  const counts = new Map<ArmourType, number>();
  for (const a of armours) counts.set(a, (counts.get(a) ?? 0) + 1);
  let best: ArmourType = 'none';
  let bestN = 0;
  for (const [a, n] of counts) {
    const weaker = (ARMOUR_SAVE[a] ?? 7) > (ARMOUR_SAVE[best] ?? 7);
    if (n > bestN || (n === bestN && weaker)) {
      best = a;
      bestN = n;
    }
  }
  return best;
}

// armour: the save against hits: majority personal armour, or the vehicle's save for troops in or behind it (the better)
export function infantrySave(armours: readonly ArmourType[], cover?: VehicleArmour | null): number | null {
  const personal = ARMOUR_SAVE[majorityArmour(armours)];
  const vehicle = cover ? VEHICLE_SAVE[cover] : null;
  if (personal === null) return vehicle;
  if (vehicle === null) return personal;
  return Math.min(personal, vehicle);
}

// suppression: how many more figures may be suppressed in a unit of this level
export function suppressionRoom(training: Training, alreadySuppressed: number): number {
  return Math.max(0, TRAINING[training].maxSuppressed - alreadySuppressed);
}

// vehicles: small arms and machine guns cannot harm a tank's crew
export function canHurtTank(weapon: WeaponId): boolean {
  return !WEAPONS[weapon].smallArms;
}

// melee: the roll to hit in melee is the experience value, -1 for a figure suppressed when the fight began; no cover
export function meleeCheck(die: number, training: Training, suppressed: boolean): Check {
  return check(die, TRAINING[training].experience, suppressed ? [{ key: 'suppressed', value: -1 }] : []);
}
