/**
 * "Since you last looked": what the other side did while this side's player was away from the tablet, built
 * only from what this side may know (2.2). The moves are the side's own log lines (projected for it by the
 * runner, src/app/log-lines.ts: a block it has not seen is `hidden`), put into words from its view now, so a
 * block the side has not seen is "an enemy block"; losses and reveals are the difference between the side's
 * view when it last looked and its view now. Nothing here holds a game state.
 */
import { t, tn } from '../../i18n';
import type { AreaId, FabState, Side } from '../../rules/fab/types';
import { otherSide } from '../../rules/fab/types';
import { HIDDEN } from '../../rules/fab/view';
import type { HiddenBlock, RoundView } from '../../rules/fab/combat/view';
import type { UnitInRound } from '../../rules/fab/combat/round';
import { areaLabel, noteText, pieceName, renderLine, type LogLine } from './log';

/** A block of the round the viewer may not identify (../../rules/fab/combat/view.ts `isHiddenBlock`, here so that the
 * screen does not load the combat rules for it: issue 30). */
const isHiddenBlock = (u: UnitInRound | HiddenBlock): u is HiddenBlock => 'ref' in u;
import { sideName } from './Block';

/** One die as the screens draw it: its face, the success number when it has one, hit or miss when it decides. */
export interface Face {
  readonly face: number;
  readonly sn?: number;
  readonly hit?: boolean;
}

export interface SummaryAction {
  readonly seq: number;
  readonly text: string;
  /** Each die with its face and success number, rule notes. */
  readonly details: readonly string[];
  readonly rule?: string;
  /** The dice of a roll, drawn as dice (a roll's text says who rolled and for what). */
  readonly faces?: readonly Face[];
}

export interface SummaryMove {
  readonly text: string;
  readonly from: AreaId;
  readonly to: AreaId;
}

export interface LookSummary {
  readonly side: Side;
  /** The side whose doings are summed up. */
  readonly other: Side;
  readonly moves: readonly SummaryMove[];
  readonly actions: readonly SummaryAction[];
  /** Losses and reveals, in words. */
  readonly changes: readonly string[];
  /** Actions left out to keep the summary short (they are in the log). */
  readonly older: number;
  /** The side's own rolls that the app made for it while the other side held the tablet (a forced fire step,
   * the closing roll of a round, supply checks): the side that rolled sees its dice here first. */
  readonly rolls: readonly SummaryAction[];
}

/** 5.35d a bridge is blown on a roll of 1-5 on one die. */
const BRIDGE_SN = 5;

/** The faces of a line's dice, in the order rolled: fire, morale checks, then rolls the rule notes name. */
export function facesOf(l: LogLine): Face[] {
  const sn = (n: LogLine['notes'][number]) => (typeof n.params['sn'] === 'number' ? { sn: n.params['sn'] } : {});
  return [
    ...(l.fire?.dice.map((d) => ({ face: d.face, sn: d.sn, hit: d.hit })) ?? []),
    ...(l.morale ?? []).map((m) => ({ face: m.face, sn: m.sn, hit: m.passed })),
    ...l.notes.flatMap((n) => {
      if (typeof n.params['face'] !== 'number') return [];
      const face = n.params['face'];
      // 5.35d the bridge roll: the note says blown or held, the success number is the rule's
      if (n.code === 'blown' || n.code === 'blowFailed') return [{ face, sn: BRIDGE_SN, hit: n.code === 'blown' }];
      return [{ face, ...sn(n) }];
    }),
  ];
}

/** The bridge on a boundary, in words ("the Mill bridge", or the bridge between two areas when unnamed). */
function bridgeLabel(s: FabState, boundary: string | undefined): string {
  const b = boundary ? s.scenario.boundaries.find((x) => x.id === boundary) : undefined;
  if (!b) return t('fab.sum.aBridge');
  if (b.bridge) return t('fab.sum.bridgeNamed', { name: b.bridge });
  return t('fab.sum.bridgeBetween', { a: areaLabel(s, b.a), b: areaLabel(s, b.b) });
}

/**
 * A roll in one sentence that says who rolled, for what, the faces and what came of it, from the viewer's
 * state `s` (names only what the view names): "Eastern League fired in 5 Millbrook, Defensive close fire:
 * rolled 3, 8, 1 hit", "Eastern League tried to blow the Mill bridge: rolled 3, needing 5 or less: blown".
 * Null for a line that rolled no dice. Supply checks (9.4) are said one by one (`supplyRolls`).
 */
export function rollText(l: LogLine, s: FabState): string | null {
  const side = sideName(s.scenario, l.side);
  const area = l.area ? areaLabel(s, l.area) : t('fab.sum.theBattle');
  if (l.fire) {
    const faces = [...l.fire.dice.map((d) => d.face), ...(l.morale ?? []).map((m) => m.face)].join(', ');
    return tn('fab.sum.fire', l.fire.hits, { side, area, step: t(`fab.step.${l.fire.step}`), faces });
  }
  if (l.morale?.length) return t('fab.sum.morale', { area, faces: l.morale.map((m) => m.face).join(', ') });
  const blow = l.notes.find((n) => n.code === 'blown' || n.code === 'blowFailed');
  if (blow && typeof blow.params['face'] === 'number')
    return t('fab.sum.blow', {
      side,
      bridge: bridgeLabel(s, l.boundary),
      face: blow.params['face'],
      sn: BRIDGE_SN,
      result: blow.code === 'blown' ? t('fab.sum.blown') : t('fab.sum.held'),
    });
  return null;
}

/** A line's rule notes that rolled a die on their own (9.4 supply morale checks), each in one sentence with the
 * side that rolled, as entries of their own. */
function supplyRolls(l: LogLine, s: FabState): SummaryAction[] {
  const side = sideName(s.scenario, l.side);
  return l.notes.flatMap((n, k) => {
    const face = n.params['face'];
    if (typeof face !== 'number' || n.code === 'blown' || n.code === 'blowFailed') return [];
    const sn = typeof n.params['sn'] === 'number' ? { sn: n.params['sn'] } : {};
    return [
      {
        seq: l.seq + k / 100,
        text: t('fab.sum.bySide', { side, text: noteText(n, s) }),
        details: [],
        rule: n.rule,
        faces: [{ face, ...sn }],
      },
    ];
  });
}

/** A line as a summary entry: a roll says who rolled and for what, and carries its dice. */
function entryOf(l: LogLine, now: FabState, quiet: boolean): SummaryAction[] {
  const r = renderLine(l, now);
  const rule = r.rule ? { rule: r.rule } : {};
  const roll = rollText(l, now);
  if (roll !== null) {
    // the bridge note is said by the sentence itself
    const details = renderLine(
      { ...l, notes: l.notes.filter((n) => n.code !== 'blown' && n.code !== 'blowFailed') },
      now,
    ).details;
    return [{ seq: r.seq, text: roll, details, ...rule, faces: facesOf(l) }];
  }
  const supply = supplyRolls(l, now);
  // an event that is quiet on its own (the end of a step) speaks through what it brought: each draw, each
  // supply check is an entry of its own
  if (quiet || supply.length) {
    const plain = l.notes.flatMap((n, k) =>
      typeof n.params['face'] === 'number'
        ? []
        : [{ seq: r.seq + k / 100, text: `${noteText(n, now)} (${n.rule})`, details: [] as string[] }],
    );
    const all = [...plain, ...supply].sort((a, b) => a.seq - b.seq);
    return quiet ? all : [{ seq: r.seq, text: r.text, details: [], ...rule }, ...all];
  }
  return [{ seq: r.seq, text: r.text, details: r.details, ...rule }];
}

/** Event types that are already said by the moves list, or say nothing on their own. */
const QUIET = new Set(['MOVE_STEP', 'MOVE_ALONG', 'STRATEGIC_MOVE', 'END_STEP', 'END_PHASE', 'END_MOVE']);
/** Events that move a block on the map (5.1 a stacking retreat too: listed, and outlined on the map). */
const MOVES = new Set(['MOVE_STEP', 'MOVE_ALONG', 'STRATEGIC_MOVE', 'STACK_RETREAT']);
/** The notes a move always brings (5.32, 5.4), already said by the moves list. */
const MOVE_NOTES = new Set(['moved', 'strategic']);

/** At most this many actions are listed; older ones are counted (the log has them all). */
export const MAX_ACTIONS = 12;

/**
 * What `side` may learn of the other side's doings in its `lines` (its own log lines of the moves since it last
 * looked, oldest first; `ordered` the moves of them the app took by a side's standing orders), from its view
 * `then` (when it last looked) and `now`. Null when there is nothing to report.
 */
export function buildSummary(
  lines: readonly LogLine[],
  ordered: ReadonlySet<number>,
  then: FabState,
  now: FabState,
  side: Side,
): LookSummary | null {
  const others: LogLine[] = [];
  /** The side's own lines that rolled dice (taken by the app while the other side held the tablet). */
  const own: LogLine[] = [];
  /** Where each moving block began and ended: a block the side knows by its id; a hidden one by where it went
   * (a move that starts where a hidden block's earlier move ended goes on from it). Never shown by id. */
  const moved = new Map<string, { unit: string; from: AreaId; to: AreaId }>();
  let hiddenMoves = 0;
  /** The side's own events the app took by its standing orders while the other side held the tablet (issue 16):
   * the side was not asked, so it hears of them here, as "by your standing order". */
  const mine = new Set<number>();
  /** What the side did itself since it last looked (a reload, or the tablet taken back by the same side): its own
   * blocks' moves and the areas they entered are no news to it. */
  const ownMoved = new Set<string>();
  const ownEntered = new Set<AreaId>();
  for (const l of lines) {
    if (l.side === side && !ordered.has(l.seq))
      for (const m of l.moved ?? []) {
        ownMoved.add(m.unit);
        ownEntered.add(m.to);
      }
    const order = ordered.has(l.seq);
    if (l.side === side && order) mine.add(l.seq);
    if (l.side !== side || order) {
      others.push(l);
      for (const m of l.moved ?? []) {
        if (m.unit !== HIDDEN) {
          const was = moved.get(m.unit);
          moved.set(m.unit, { unit: m.unit, from: was?.from ?? m.from, to: m.to });
          continue;
        }
        const on = [...moved].find(([k, x]) => k.startsWith('hidden:') && x.to === m.from);
        if (on) moved.set(on[0], { ...on[1], to: m.to });
        else moved.set(`hidden:${hiddenMoves++}`, { unit: HIDDEN, from: m.from, to: m.to });
      }
    } else if (facesOf(l).length) own.push(l);
  }

  const moves: SummaryMove[] = [...moved.values()].map((m) => ({
    from: m.from,
    to: m.to,
    text: t('fab.sum.moved', { unit: pieceName(now, m.unit), from: areaLabel(now, m.from), to: areaLabel(now, m.to) }),
  }));

  const shown: SummaryAction[] = [];
  for (const l of others) {
    // a move's own note repeats the moves list: a move step is listed only for what else it brought (a bridge)
    const notes = MOVES.has(l.event.type) ? l.notes.filter((n) => !MOVE_NOTES.has(n.code)) : l.notes;
    const quiet = QUIET.has(l.event.type) && !l.fire && !l.morale?.length;
    if (quiet && notes.length === 0) continue;
    const entries = entryOf({ ...l, notes }, now, quiet);
    // a skipped 4.2c step stays quiet like any end of a step; a bridge or a declined 6.21 says whose answer it was
    const [first, ...rest] = entries;
    if (first && mine.has(l.seq) && !QUIET.has(l.event.type))
      shown.push({ ...first, details: [...first.details, t('orders.byYours')] }, ...rest);
    else shown.push(...entries);
  }
  const rolls = own.flatMap((l) => entryOf(l, now, QUIET.has(l.event.type))).filter((a) => a.faces?.length);
  const actions = shown.slice(-MAX_ACTIONS);

  // 2.2 losses and reveals: the side's view then against its view now (a piece absent from a view is unknown); a
  // block's own move is in the moves list, any other change of place (a retreat) is said here
  const listed = new Set([...moved.values()].map((m) => m.unit).concat([...ownMoved]));
  const changes = boardChanges(then, now, listed, ownEntered);

  if (moves.length === 0 && actions.length === 0 && changes.length === 0 && rolls.length === 0) return null;
  return {
    side,
    other: otherSide(side),
    moves,
    actions,
    changes,
    older: shown.length - actions.length,
    rolls: rolls.slice(-MAX_ACTIONS),
  };
}

/**
 * 2.2 what changed on the board between two views of one side (`then`, `now`): its units and the enemy units it
 * may name (eliminated, steps lost, disordered, revealed, gone to another area unless in `moved`), and the control
 * of each area (but those in `quietAreas`, which the side's own moves took). Only what both views show: a piece absent from a view is unknown to the side.
 */
export function boardChanges(
  then: FabState,
  now: FabState,
  moved: ReadonlySet<string> = new Set(),
  quietAreas: ReadonlySet<AreaId> = new Set(),
): string[] {
  const changes: string[] = [];
  for (const [id, u] of Object.entries(now.units)) {
    const before = then.units[id];
    const name = pieceName(now, id);
    if (u.where === 'eliminated') {
      if (before?.where !== 'eliminated') changes.push(t('fab.sum.eliminated', { unit: name }));
      continue;
    }
    if (!before) {
      changes.push(
        u.where === 'map' && u.area
          ? t('fab.sum.revealed', { unit: name, area: areaLabel(now, u.area) })
          : t('fab.sum.revealedOff', { unit: name }),
      );
      continue;
    }
    if (u.steps < before.steps) changes.push(t('fab.sum.steps', { unit: name, from: before.steps, to: u.steps }));
    if (u.order !== 'good' && u.order !== before.order && before.order === 'good')
      changes.push(t('fab.sum.disordered', { unit: name }));
    if (
      u.where === 'map' &&
      before.where === 'map' &&
      u.area &&
      before.area &&
      u.area !== before.area &&
      !moved.has(id)
    )
      changes.push(t('fab.sum.wentTo', { unit: name, from: areaLabel(now, before.area), to: areaLabel(now, u.area) }));
  }
  for (const [id, a] of Object.entries(now.areas)) {
    const before = then.areas[id];
    if (before && before.control !== a.control && !quietAreas.has(id))
      changes.push(t('fab.sum.control', { area: areaLabel(now, id), side: sideName(now.scenario, a.control) }));
  }
  return changes;
}

/** One combat round's lines, from its opening (6.1) to the event that closed it (6.29). */
export interface RoundLines {
  readonly area: AreaId;
  /** Where the round's lines begin in the lines given. */
  readonly start: number;
  readonly lines: readonly LogLine[];
}

/**
 * The combat rounds closed by the newest moves: `lines` are the side's lines of some moves before the newest ones
 * and the newest (`fresh` of them, at the end); a round is its run of lines fought in one area (each carries the
 * round's area), with the line that opened it, and it is closed when another line follows it or, for the last
 * one, when no round is in progress in that area now (`openArea`).
 */
export function closedRounds(lines: readonly LogLine[], fresh: number, openArea: string | null): RoundLines[] {
  const groups: { area: AreaId; from: number; to: number }[] = [];
  lines.forEach((l, i) => {
    if (!l.area) return;
    const last = groups[groups.length - 1];
    if (last && last.area === l.area && last.to === i - 1) last.to = i;
    else {
      // 6.1 / 7.4 the event that opened the round is the line before its first one
      const open = lines[i - 1];
      const opened = open && !open.area && (open.event.type === 'SELECT_COMBAT' || open.event.type === 'OPEN_COMBAT');
      groups.push({ area: l.area, from: opened ? i - 1 : i, to: i });
    }
  });
  const firstFresh = lines.length - fresh;
  return groups
    .filter((g, k) => g.to >= firstFresh && (k < groups.length - 1 || g.to < lines.length - 1 || g.area !== openArea))
    .map((g) => ({ area: g.area, start: g.from, lines: lines.slice(g.from, g.to + 1) }));
}

/** A result card (issue 27): what one combat round, or one roll or decision, did, as one side may know it. */
export interface ResultCard {
  /** The round's area, or null for a result that is not a round's. */
  readonly area: AreaId | null;
  readonly actions: readonly SummaryAction[];
  readonly changes: readonly string[];
}

/** The card of `lines` (a round's, or the newest moves'), said from `now` (the side's view after them) against
 * `then` (its view before them). */
export function resultCard(area: AreaId | null, lines: readonly LogLine[], then: FabState, now: FabState): ResultCard {
  const actions = lines.flatMap((l) => {
    const quiet = QUIET.has(l.event.type) && !l.fire && !l.morale?.length;
    const notes = MOVES.has(l.event.type) ? l.notes.filter((n) => !MOVE_NOTES.has(n.code)) : l.notes;
    if (quiet && notes.length === 0) return [];
    return entryOf({ ...l, notes }, now, quiet).map((a) => ({ ...a, text: sayBy(l, now, a) }));
  });
  return { area, actions, changes: boardChanges(then, now) };
}

/** An entry with the side that took it (a roll already says who rolled). */
function sayBy(l: LogLine, now: FabState, a: SummaryAction): string {
  return a.faces?.length ? a.text : t('fab.sum.bySide', { side: sideName(now.scenario, l.side), text: a.text });
}

/**
 * 6.4 what the hits did inside a round still being fought, as one side's round view shows it (`then` before the
 * moves, `now` after them): the game's board changes only when the round ends (6.29), so a loss, a disorder, a
 * retreat or an asset lost in the middle of a round is read from the round itself. Units the side may not read
 * (face down) are left out. `s` names the areas.
 */
export function roundChanges(then: RoundView, now: RoundView, s: FabState): string[] {
  const out: string[] = [];
  const seen = (r: RoundView, id: string) =>
    r.units.find((x): x is UnitInRound => !isHiddenBlock(x) && x.id === id) ?? null;
  for (const u of now.units) {
    if (isHiddenBlock(u)) continue;
    const b = seen(then, u.id);
    if (!b) continue;
    const name = u.name ?? pieceName(s, u.id);
    if (u.steps < b.steps)
      out.push(
        u.steps === 0
          ? t('fab.sum.eliminated', { unit: name })
          : t('fab.sum.steps', { unit: name, from: b.steps, to: u.steps }),
      );
    if (u.order !== b.order && b.order === 'good') out.push(t('fab.sum.disordered', { unit: name }));
    if (u.retreat && !b.retreat && 'to' in u.retreat)
      out.push(t('fab.sum.wentTo', { unit: name, from: areaLabel(s, now.areaId), to: areaLabel(s, u.retreat.to) }));
  }
  for (const a of now.assets) {
    const b = then.assets.find((x) => x.id === a.id);
    if (a.eliminated && b && !b.eliminated) out.push(t('fab.sum.eliminated', { unit: a.name ?? pieceName(s, a.id) }));
  }
  if (now.aborted && !then.aborted) out.push(t('fab.attackerAborted'));
  return out;
}
