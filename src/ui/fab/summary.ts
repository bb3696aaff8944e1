/**
 * "Since you last looked": what the other side did while this side's player was away from the tablet, built
 * only from what this side may know (2.2). The moves come from the log's codes (`lineFor`), put into words
 * from the side's view of the state now (`engine.view`, so a block the side has not seen is "an enemy
 * block"); losses and reveals are the difference between the side's view when it last looked and its view
 * now. Nothing here reads a name from the full state.
 */
import '../../i18n/orders';
import { t } from '../../i18n';
import type { Engine, GameEvent } from '../../rules/common/engine';
import type { FabScreenView } from '../../../machines/fab/view';
import type { AreaId, FabState, Side } from '../../rules/fab/types';
import { otherSide } from '../../rules/fab/types';
import { areaLabel, lineFor, pieceName, renderLine, type LogLine } from './log';

export interface SummaryAction {
  readonly seq: number;
  readonly text: string;
  /** Each die with its face and success number, rule notes. */
  readonly details: readonly string[];
  readonly rule?: string;
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
}

/** Event types that are already said by the moves list, or say nothing on their own. */
const QUIET = new Set(['MOVE_STEP', 'MOVE_ALONG', 'STRATEGIC_MOVE', 'END_STEP', 'END_PHASE', 'END_MOVE']);
const MOVES = new Set(['MOVE_STEP', 'MOVE_ALONG', 'STRATEGIC_MOVE']);
/** The notes a move always brings (5.32, 5.4), already said by the moves list. */
const MOVE_NOTES = new Set(['moved', 'strategic']);

/** At most this many actions are listed; older ones are counted (the log has them all). */
export const MAX_ACTIONS = 12;

/**
 * What `side` may learn of the other side's doings in `events`, played from `start` (the full state when the
 * side last looked). `actorOf` names the side deciding in a state (the engine's). Null when there is nothing
 * to report.
 */
export function buildSummary(
  engine: Engine<FabState, GameEvent, FabScreenView>,
  start: FabState,
  events: readonly { readonly seq: number; readonly event: GameEvent; readonly order?: true }[],
  side: Side,
  actorOf: (s: FabState) => Side,
): LookSummary | null {
  const lines: LogLine[] = [];
  /** Where each moving piece began and ended (by id, never shown: a hidden block is named from the view). */
  const moved = new Map<string, { from: AreaId; to: AreaId }>();
  let s = start;
  /** The side's own events the app took by its standing orders while the other side held the tablet (issue 16):
   * the side was not asked, so it hears of them here, as "by your standing order". */
  const mine = new Set<number>();
  for (const { seq, event, order } of events) {
    const o = engine.apply(s, event);
    if (!o.ok) break;
    const actor = actorOf(s);
    if (actor === side && order) mine.add(seq);
    if (actor !== side || order) {
      lines.push(lineFor(seq, event, s, o.state, actor));
      if (MOVES.has(event.type)) {
        const id = String(event['unit']);
        const from = s.units[id]?.area;
        const to = o.state.units[id]?.area;
        if (from && to && from !== to) moved.set(id, { from: moved.get(id)?.from ?? from, to });
      }
    }
    s = o.state;
  }
  const now = engine.view(s, side).state;
  const then = engine.view(start, side).state;

  const moves: SummaryMove[] = [...moved].map(([id, m]) => ({
    from: m.from,
    to: m.to,
    text: t('fab.sum.moved', { unit: pieceName(now, id), from: areaLabel(now, m.from), to: areaLabel(now, m.to) }),
  }));

  const shown: SummaryAction[] = [];
  for (const l of lines) {
    // a move's own note repeats the moves list: a move step is listed only for what else it brought (a bridge)
    const notes = MOVES.has(l.event.type) ? l.notes.filter((n) => !MOVE_NOTES.has(n.code)) : l.notes;
    const quiet = QUIET.has(l.event.type);
    if (quiet && notes.length === 0 && !l.fire && !l.morale?.length) continue;
    const shownLine = renderLine({ ...l, notes }, now);
    // a skipped 4.2c step stays quiet like any end of a step; a bridge or a declined 6.21 says whose answer it was
    const r =
      mine.has(l.seq) && !quiet ? { ...shownLine, details: [...shownLine.details, t('orders.byYours')] } : shownLine;
    const rule = r.rule ? { rule: r.rule } : {};
    // an event that is quiet on its own (the end of a step) speaks through what it brought: each draw, each
    // supply check is an entry of its own
    if (quiet && !l.fire && !l.morale?.length)
      r.details.forEach((d, k) => shown.push({ seq: r.seq + k / 100, text: d, details: [] }));
    else shown.push({ seq: r.seq, text: r.text, details: r.details, ...rule });
  }
  const actions = shown.slice(-MAX_ACTIONS);

  // 2.2 losses and reveals: the side's view then against its view now (a piece absent from a view is unknown)
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
  }

  if (moves.length === 0 && actions.length === 0 && changes.length === 0) return null;
  return { side, other: otherSide(side), moves, actions, changes, older: shown.length - actions.length };
}
