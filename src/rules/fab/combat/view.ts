/**
 * What one side may see of a combat round (2.2 hidden blocks, 6.24 secret point unit), and the odds it may
 * be shown. The pass-and-play screen renders this view, never the raw round, so hidden labels, secret
 * choices and numbers that would describe a hidden block stay out of the DOM.
 *
 * Odds before the 6.24 reveal: a die rolled by a hidden block, or aimed at a hidden point unit, depends on
 * an identity the viewer does not know. The view then carries the exact expectation over every identity
 * the viewer cannot rule out: the round's hidden enemy blocks are taken as any set of the enemy pieces the
 * viewer has not seen (all sets equally likely), and the enemy point unit as any of the enemy's possible
 * point units. Each piece counts at the strength the viewer last saw it at (else as printed), and fights with
 * the markers of the block it stands in (order, supply): what the table shows. Those numbers depend only on
 * what the viewer knows, never on which block is which nor on a hidden block's strength now.
 * When the sets are too many to average exactly, the odds are left out (`basis: 'hidden'`).
 */
import { hitDistribution, chanceAbortDecision } from './odds';
import { at } from '../../common/narrow';
import { successNumber, type FireContext, type Firer } from './table';
import { assetFirers, unitFirers } from './fire';
import {
  FIRE_STEP_RULE,
  FIRING_SIDE,
  activeBattleAssets,
  activeUnits,
  pointCandidates,
  type FireStep,
  type PlannedDie,
  type RoundState,
  type UnitInRound,
  type AssetInRound,
} from './round';
import type { CombatSide, CombatUnit, UnitClass } from './types';

/** An enemy block seen from behind: its side and nothing else. */
export interface HiddenBlock {
  readonly ref: string;
  readonly side: CombatSide;
  readonly hidden: true;
}

export const FIRE_STEPS: readonly FireStep[] = [
  'attackerArtillery',
  'defenderArtillery',
  'defensiveCloseFire',
  'offensiveCloseFire',
];

/** The odds of one fire step as a viewer may know them. */
export interface FireOddsView {
  readonly step: FireStep;
  readonly rule: string;
  /**
   * 'exact': every die and the target are known; 'expected': averaged exactly over the identities the
   * viewer cannot rule out; 'hidden': they depend on hidden blocks and are not shown.
   */
  readonly basis: 'exact' | 'expected' | 'hidden';
  /** Each die with its success number and why: only when every die is known (basis 'exact'). */
  readonly dice: readonly PlannedDie[] | null;
  /** probabilities[k]: chance of exactly k hits. Null when hidden. */
  readonly probabilities: readonly number[] | null;
  readonly expected: number | null;
  /** 6.41b chance of two hits or more when the defender fires; 0 when the attacker fires. */
  readonly abortDecision: number | null;
}

/** What the odds need of the hidden side, already averaged (no identity in it). */
export interface OddsModel {
  /** Chance that the enemy's point unit is armour; null when the enemy has no point unit to name. */
  readonly enemyPointArmour: number | null;
  /** The enemy's fire steps, by the class of the viewer's point unit. */
  readonly enemyFire: Readonly<Record<FireStep, Readonly<Record<UnitClass, FireOddsView>>>> | null;
}

export interface RoundView extends Omit<
  RoundState,
  'units' | 'point' | 'log' | 'reinforcements' | 'available' | 'morale' | 'lastFire' | 'dice'
> {
  readonly viewer: CombatSide | 'both';
  readonly units: readonly (UnitInRound | HiddenBlock)[];
  readonly point: { readonly attacker: string | null; readonly defender: string | null };
  readonly log: RoundState['log'];
  readonly morale: RoundState['morale'];
  /** Reinforcement candidates for the defender only; Available assets of both sides unless hidden (10.0). */
  readonly reinforcements: RoundState['reinforcements'];
  readonly available: RoundState['available'];
  readonly lastFire: RoundState['lastFire'];
  readonly odds: OddsModel;
}

export function isHiddenBlock(u: UnitInRound | HiddenBlock): u is HiddenBlock {
  return 'ref' in u;
}

const otherSide = (s: CombatSide): CombatSide => (s === 'attacker' ? 'defender' : 'attacker');

/** Enemy units of the round the viewer may not read (hidden, not shown for a morale check). */
export function secretUnits(r: RoundState, viewer: CombatSide | 'both'): Set<string> {
  if (viewer === 'both') return new Set();
  const enemy = otherSide(viewer);
  const shownForMorale = new Set(r.morale.map((m) => m.id));
  return new Set(r.units.filter((u) => u.side === enemy && u.hidden && !shownForMorale.has(u.id)).map((u) => u.id));
}

/**
 * 2.2 / 6.24 the round as `viewer` may see it: enemy blocks still standing hide their labels; the enemy's
 * point unit stays secret until it is revealed. `pool` is every enemy piece the viewer has not seen (the
 * round's hidden blocks among them), for the odds; leave it out and the odds of hidden blocks are hidden.
 */
export function viewRound(
  r: RoundState,
  viewer: CombatSide | 'both',
  opts: { readonly hiddenAssets?: boolean; readonly pool?: readonly CombatUnit[] } = {},
): RoundView {
  const secret = secretUnits(r, viewer);
  let n = 0;
  const units = r.units.map((u): UnitInRound | HiddenBlock =>
    secret.has(u.id) ? { ref: `hidden-${++n}`, side: u.side, hidden: true } : u,
  );
  const hide = (id: string | null) => (id !== null && secret.has(id) ? null : id);
  const log = r.log.map((e) => {
    const p = e.params;
    if (!p) return e;
    let changed = false;
    const params: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(p)) {
      if (typeof v === 'string' && secret.has(v)) {
        params[k] = 'hidden';
        changed = true;
      } else params[k] = v;
    }
    return changed ? { ...e, params } : e;
  });
  const lastFire = r.lastFire
    ? {
        ...r.lastFire,
        dice: r.lastFire.dice.map((d) => (secret.has(d.firer) ? { ...d, firer: 'hidden', reasons: [] } : d)),
      }
    : null;
  const { dice: _dice, ...rest } = r;
  void _dice;
  return {
    ...rest,
    viewer,
    units,
    point: { attacker: hide(r.point.attacker), defender: hide(r.point.defender) },
    originalDefenderPoint: hide(r.originalDefenderPoint),
    log,
    lastFire,
    reinforcements: viewer === 'attacker' ? [] : r.reinforcements,
    // 16.0 the defender's extra artillery comes with the formation of its face-down blocks: the attacker learns it
    // from the artillery committed, not before
    extraDefenderArtillery: viewer === 'attacker' && secret.size > 0 ? 0 : r.extraDefenderArtillery,
    // assets are shown face up unless the players chose to hide them (10.0)
    available:
      opts.hiddenAssets && viewer !== 'both'
        ? {
            attacker: viewer === 'attacker' ? r.available.attacker : [],
            defender: viewer === 'defender' ? r.available.defender : [],
          }
        : r.available,
    odds: oddsModel(r, viewer, secret, opts.pool ?? null),
  };
}

// ---------------------------------------------------------------------------------------------------
// odds

/** At most this many sets of identities are averaged; beyond it the odds say "depends on hidden blocks". */
export const MAX_IDENTITY_SETS = 20000;

function context(r: Pick<RoundState, 'defences' | 'terrain'>, step: FireStep, target: UnitClass): FireContext {
  return {
    targetClass: target,
    targetInDefences: FIRING_SIDE[step] === 'attacker' && r.defences,
    attackerCloseFire: step === 'offensiveCloseFire',
    terrain: r.terrain,
  };
}

function dice(
  r: Pick<RoundState, 'table' | 'defences' | 'terrain'>,
  step: FireStep,
  firers: readonly Firer[],
  target: UnitClass,
): PlannedDie[] {
  const ctx = context(r, step, target);
  return firers.map((f) => {
    const sn = successNumber(r.table, f, ctx);
    return { firer: f.id, successNumber: sn.value, reasons: sn.reasons };
  });
}

const isArtillery = (step: FireStep) => step === 'attackerArtillery' || step === 'defenderArtillery';

/** A mixture of hit distributions, weights summing to 1. */
function mix(parts: readonly { readonly w: number; readonly p: readonly number[] }[]): number[] {
  const len = Math.max(1, ...parts.map((x) => x.p.length));
  const out = new Array<number>(len).fill(0);
  for (const { w, p } of parts) for (const [k, x] of p.entries()) out[k] = at(out, k, 'probability') + w * x;
  return out;
}

function fromDistribution(
  step: FireStep,
  basis: FireOddsView['basis'],
  probabilities: readonly number[],
  known: readonly PlannedDie[] | null,
): FireOddsView {
  const expected = probabilities.reduce((n, p, k) => n + p * k, 0);
  const two = probabilities.slice(2).reduce((sum, p) => sum + p, 0);
  return {
    step,
    rule: FIRE_STEP_RULE[step],
    basis,
    dice: basis === 'exact' ? known : null,
    probabilities,
    expected,
    abortDecision: FIRING_SIDE[step] === 'defender' ? Math.min(1, two) : 0,
  };
}

function hiddenOdds(step: FireStep): FireOddsView {
  return {
    step,
    rule: FIRE_STEP_RULE[step],
    basis: 'hidden',
    dice: null,
    probabilities: null,
    expected: null,
    abortDecision: null,
  };
}

/** Odds of a step whose firers are all known, against a target of known or averaged class. */
function knownFire(
  r: Pick<RoundState, 'table' | 'defences' | 'terrain'>,
  step: FireStep,
  firers: readonly Firer[],
  targetArmour: number | null,
): FireOddsView {
  if (targetArmour === null || targetArmour <= 0 || targetArmour >= 1) {
    const cls: UnitClass = targetArmour !== null && targetArmour >= 1 ? 'armor' : 'infantry';
    const d = dice(r, step, firers, cls);
    return fromDistribution(step, 'exact', hitDistribution(d.map((x) => x.successNumber)).probabilities, d);
  }
  const a = dice(r, step, firers, 'armor');
  const i = dice(r, step, firers, 'infantry');
  const same = a.every((x, k) => x.successNumber === i[k]?.successNumber);
  if (same) return fromDistribution(step, 'exact', hitDistribution(a.map((x) => x.successNumber)).probabilities, a);
  return fromDistribution(
    step,
    'expected',
    mix([
      { w: targetArmour, p: hitDistribution(a.map((x) => x.successNumber)).probabilities },
      { w: 1 - targetArmour, p: hitDistribution(i.map((x) => x.successNumber)).probabilities },
    ]),
    null,
  );
}

/** Every k-subset of 0..n-1, or null when there are more than `limit`. */
function subsets(n: number, k: number, limit: number): number[][] | null {
  let count = 1;
  for (let i = 0; i < k; i++) count = (count * (n - i)) / (i + 1);
  if (count > limit) return null;
  const out: number[][] = [];
  const pick: number[] = [];
  const walk = (from: number) => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = from; i <= n - (k - pick.length); i++) {
      pick.push(i);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/** What of a piece matters to the odds, without its id or name. */
function identityKey(u: CombatUnit): string {
  return [u.unitClass, u.qualities.join('/'), u.steps, u.order, u.unsupplied ? 1 : 0].join('|');
}

/**
 * A pool piece standing in one of the round's hidden blocks: what the piece is (formation, class, qualities, the
 * step value the viewer knows of it) with what the block shows (its markers: order and supply, and so whether it
 * takes part for the attacker, 9.33d). The block's own id stays, so the set of blocks is the round's.
 */
function asSlot(u: CombatUnit, slot: UnitInRound): UnitInRound {
  return {
    ...u,
    id: slot.id,
    side: slot.side,
    order: slot.order,
    unsupplied: slot.unsupplied,
    participating: slot.participating,
    lossesThisRound: slot.lossesThisRound,
    wasHidden: true,
  };
}

/** What a hidden block shows of itself: its markers (the part of `identityKey` that is not the piece's). */
const markersOf = (u: UnitInRound): string => [u.order, u.unsupplied ? 1 : 0, u.participating ? 1 : 0].join('|');

/**
 * Every way of putting distinct pool pieces (by index) in the blocks, or null when there are more than `limit`.
 * Blocks that show the same markers are alike: for them a set of pieces is counted once (any order gives the same
 * fight); blocks that differ get every ordering, each as likely.
 */
function placements(n: number, slots: readonly UnitInRound[], limit: number): number[][] | null {
  const k = slots.length;
  if (new Set(slots.map(markersOf)).size <= 1) return subsets(n, k, limit);
  let count = 1;
  for (let i = 0; i < k; i++) count *= n - i;
  if (count > limit) return null;
  const out: number[][] = [];
  const pick: number[] = [];
  const walk = () => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = 0; i < n; i++) {
      if (pick.includes(i)) continue;
      pick.push(i);
      walk();
      pick.pop();
    }
  };
  walk();
  return out;
}

/**
 * 6.24 the odds model for `viewer`: the enemy's fire and the class of its point unit, averaged over every
 * set of unseen enemy pieces that could stand in the round's hidden blocks. `pool` null: those odds hidden.
 */
export function oddsModel(
  r: RoundState,
  viewer: CombatSide | 'both',
  secret: ReadonlySet<string> = secretUnits(r, viewer),
  pool: readonly CombatUnit[] | null = null,
): OddsModel {
  if (viewer === 'both') return { enemyPointArmour: null, enemyFire: null };
  const enemy = otherSide(viewer);
  const slots = r.units.filter((u) => secret.has(u.id));
  const known: RoundState = { ...r, units: r.units.filter((u) => !secret.has(u.id)) };
  // the sets of identities the viewer cannot rule out: the round's own hidden blocks when nothing is hidden
  let sets: UnitInRound[][] | null;
  if (slots.length === 0) sets = [[]];
  else if (!pool) sets = null;
  else {
    // in an order that owes nothing to which piece is which, so the sums come out the same to the last bit
    const ordered = [...pool].sort((a, b) => identityKey(a).localeCompare(identityKey(b)));
    // the blocks in an order of their markers, never of their ids
    const blocks = [...slots].sort((a, b) => markersOf(a).localeCompare(markersOf(b)));
    const idx = placements(ordered.length, blocks, MAX_IDENTITY_SETS);
    sets = idx ? idx.map((ix) => ix.map((i, j) => asSlot(at(ordered, i, 'piece'), at(blocks, j, 'block')))) : null;
  }
  const enemyPoint = r.point[enemy];
  const designated = enemyPoint !== null && !secret.has(enemyPoint);
  let pointArmour: number | null = null;
  if (designated) {
    const u = r.units.find((x) => x.id === enemyPoint);
    const a = r.assets.find((x) => x.id === enemyPoint);
    pointArmour = (u?.unitClass ?? a?.unitClass ?? 'infantry') === 'armor' ? 1 : 0;
  } else if (sets) {
    // the enemy names any of its possible point units (6.24), each as likely
    let sum = 0;
    let counted = 0;
    for (const set of sets) {
      const cand = pointCandidates({ ...known, units: [...known.units, ...set] }, enemy);
      if (cand.length === 0) continue;
      const cls = (id: string) =>
        set.find((x) => x.id === id)?.unitClass ??
        known.units.find((x) => x.id === id)?.unitClass ??
        known.assets.find((x) => x.id === id)?.unitClass ??
        'infantry';
      sum += cand.filter((id) => cls(id) === 'armor').length / cand.length;
      counted++;
    }
    pointArmour = counted ? sum / counted : null;
  }
  const enemyFire = {} as Record<FireStep, Record<UnitClass, FireOddsView>>;
  for (const step of FIRE_STEPS) {
    if (FIRING_SIDE[step] !== enemy) continue;
    const oddsFor = (cls: UnitClass): FireOddsView => {
      if (!sets) {
        return isArtillery(step)
          ? knownFire(r, step, assetFirers(r.assets, enemy, true), cls === 'armor' ? 1 : 0)
          : hiddenOdds(step);
      }
      const base = isArtillery(step)
        ? assetFirers(r.assets, enemy, true)
        : [
            ...activeUnits(known, enemy).flatMap(unitFirers),
            ...assetFirers(activeBattleAssets(known, enemy), enemy, false),
          ];
      if (isArtillery(step) || slots.length === 0) {
        return knownFire(r, step, base, cls === 'armor' ? 1 : 0);
      }
      const parts = sets.map((set) => {
        const firers = [...base, ...set.filter((u) => u.steps > 0 && u.participating).flatMap(unitFirers)];
        return {
          w: 1 / sets.length,
          p: hitDistribution(dice(r, step, firers, cls).map((d) => d.successNumber)).probabilities,
        };
      });
      return fromDistribution(step, 'expected', mix(parts), null);
    };
    enemyFire[step] = { armor: oddsFor('armor'), infantry: oddsFor('infantry') };
  }
  return { enemyPointArmour: pointArmour, enemyFire };
}

/** The round's pieces as a side sees them, with assets the viewer is thinking of committing (6.22 / 6.23). */
export interface ViewOddsPreview {
  readonly assets?: readonly string[];
}

/**
 * 6.25-6.28 the odds of every fire step as `rv`'s viewer may know them, computed from the view alone:
 * the viewer's own dice are known; the enemy's come averaged from the view's odds model.
 */
export function viewOdds(rv: RoundView, preview: ViewOddsPreview = {}): FireOddsView[] {
  const viewer = rv.viewer;
  const chosen = preview.assets ?? [];
  const mine: CombatSide | null = viewer === 'both' ? null : viewer;
  const extra = (side: CombatSide): AssetInRound[] =>
    rv.available[side].filter((a) => chosen.includes(a.id)).map((a) => ({ ...a, side, eliminated: false }));
  const assets: AssetInRound[] = [...rv.assets, ...(mine ? extra(mine) : [...extra('attacker'), ...extra('defender')])];
  const units = rv.units.filter((u): u is UnitInRound => !isHiddenBlock(u));
  const r = { units, assets, originalDefenderPoint: rv.originalDefenderPoint };
  const classOf = (side: CombatSide): UnitClass | null => {
    const p = rv.point[side] ?? pointCandidates(r, side)[0] ?? null;
    if (p === null) return null;
    return units.find((u) => u.id === p)?.unitClass ?? assets.find((a) => a.id === p)?.unitClass ?? 'infantry';
  };
  const enemyHidden = rv.units.some(isHiddenBlock);
  return FIRE_STEPS.map((step) => {
    const side = FIRING_SIDE[step];
    const target = otherSide(side);
    const firers = isArtillery(step)
      ? assetFirers(assets, side, true)
      : [...activeUnits(r, side).flatMap(unitFirers), ...assetFirers(activeBattleAssets(r, side), side, false)];
    if (mine === null) {
      const c = classOf(target);
      return knownFire(rv, step, firers, c === 'armor' ? 1 : 0);
    }
    if (side === mine) {
      const pa = rv.odds.enemyPointArmour;
      if (pa !== null || !enemyHidden) return knownFire(rv, step, firers, pa ?? 0);
      // the target's class is not known and could not be averaged: hidden, unless it changes nothing
      const a = knownFire(rv, step, firers, 1);
      return a.probabilities?.join() === knownFire(rv, step, firers, 0).probabilities?.join() ? a : hiddenOdds(step);
    }
    const c = classOf(target) ?? 'infantry';
    return rv.odds.enemyFire?.[step]?.[c] ?? hiddenOdds(step);
  });
}

export { chanceAbortDecision };
