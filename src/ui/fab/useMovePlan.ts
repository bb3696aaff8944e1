/**
 * The FAB screen's move plan for the selected unit: the areas it may reach, each with what getting there costs
 * and the points left (5.32-5.35), or where a reinforcement may be placed (4.1c) or a strategic move end (5.4);
 * the path and cost of the area picked (./move-plan.ts); and "Move here", which sends the whole path as one
 * stored event (5.3) and keeps a move stopped for the other side's bridge decision (5.35d) for the mover.
 * Everything comes from the side's view (its `destinations` and legal events), never the state.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { GameEvent } from '../../rules/common/engine';
import type { AreaId, Side } from '../../rules/fab/types';
import type { PlayerSessionApi } from '../../app/session-api';
import type { FabScreenView } from '../../../machines/fab/view';
import { fabViewOf } from './view';
import type { ReachMark, Stopped } from './MoveConfirm';
import { movePlan, type MovePlan } from './move-plan';
import type { Selection } from './useSelection';
import type { Sender } from './useSend';
import { whenIdle } from '../idle';

type Session = PlayerSessionApi<GameEvent, FabScreenView>;

export interface MovePlanView {
  /** The reinforcement phase: the selected unit is placed, not moved (4.1c). */
  readonly placing: boolean;
  /** Strategic movement (5.4): the reached areas carry no cost. */
  readonly strategic: boolean;
  /** The areas the selected unit may reach (or be placed in), worked out when first asked for (a tap). */
  readonly reach: ReadonlyMap<AreaId, ReachMark>;
  /** The areas lit on the map: `reach`, except on the screen's first drawing with a block already in hand, whose
   * moves are worked out once that drawing is on screen (issue 30). */
  readonly shown: ReadonlyMap<AreaId, ReachMark>;
  /** The picked move step by step, drawn as a path and listed (null when placing or nothing is picked). */
  readonly plan: MovePlan | null;
  /** The selected unit's area. */
  readonly from: AreaId | null;
  /** The picked area's mark, if the unit may reach it. */
  readonly targetMark: ReachMark | undefined;
  /** "Move here": the picked move is made. */
  readonly moveTo: (to: AreaId) => Promise<void>;
}

/** The move plan of the selected unit in `sel`, for the side `me` (its view `v`, the `legal` events it may send). */
export function useMovePlan(
  session: Session,
  v: FabScreenView,
  legal: FabScreenView['legal'],
  me: Side,
  sel: Selection,
  sender: Sender,
): MovePlanView {
  const s = v.state;
  const { selected, target } = sel;
  const busy = useRef(false);
  const placing = s.phase === 'reinforcement';
  const strategic = s.phase === 'strategic-movement';
  // worked out when first read: on opening with a block in hand (a move under way, 5.3) the screen's first drawing
  // lights nothing and asks for it once on screen, in idle time, so the map and the panel show without waiting
  // for the moves of that block (issue 30: a 10-event game opened slower than a 5,000-event one)
  const reachOf = useMemo(() => {
    let m: Map<AreaId, ReachMark> | null = null;
    return (): ReadonlyMap<AreaId, ReachMark> => (m ??= reachFor(v, legal, selected, placing, strategic));
  }, [v, selected, legal, placing, strategic]);
  const [later, setLater] = useState(() => selected);
  useEffect(() => (later === null ? undefined : whenIdle(() => setLater(null), LIT_AFTER_MS)), []);
  const shown = later !== null && later === selected ? NOTHING : reachOf();
  const dest = selected && target ? (v.destinations[selected] ?? []).find((d) => d.area === target) : undefined;
  const plan = !placing && dest ? movePlan(dest) : null;
  const from = selected ? (s.units[selected]?.area ?? null) : null;
  const targetMark = target ? reachOf().get(target) : undefined;

  /** "Move here": the picked move is sent as one stored event, the path (5.3); the chart moves along it. */
  const moveTo = async (to: AreaId) => {
    if (!selected || busy.current) return;
    busy.current = true;
    try {
      sel.setTarget(null);
      if (placing) {
        await sender.send({ type: 'PLACE_REINFORCEMENT', unit: selected, area: to });
        sel.setUnit(null);
        return;
      }
      if (strategic) {
        await sender.send({ type: 'STRATEGIC_MOVE', unit: selected, to });
        sel.setUnit(null);
        return;
      }
      const d = (v.destinations[selected] ?? []).find((x) => x.area === to);
      if (!d) return;
      // 5.3 the whole path is one stored event: the turn chart takes it one area at a time (5.35a) and stops it
      // for the other side's bridge-blowing decision (5.35d), keeping the rest of the path with the game
      const r = await sender.send({ type: 'MOVE_ALONG', unit: selected, path: d.path });
      if (r) return;
      const now = fabViewOf(session.view(v.viewer))?.state;
      const bridge = now?.pendingBridge;
      // a finished move puts the block down, so that the next tap picks the next unit (no hand-off in between
      // when the side keeps the tablet)
      if (!bridge && now?.moving?.unit !== selected) sel.setUnit(null);
      if (now && bridge) {
        // the move waits for the other side: kept to tell the mover when the tablet comes back
        const at = now.units[selected]?.area ?? bridge.from;
        const st: Stopped = { unit: selected, side: me, at, next: bridge.to, to, phase: s.phase, turn: s.turn };
        sel.keepStopped(st);
        if (sender.keptForBridge.current) sender.setWaiting(st);
      }
    } finally {
      busy.current = false;
    }
  };

  return {
    placing,
    strategic,
    get reach() {
      return reachOf();
    },
    shown,
    plan,
    from,
    targetMark,
    moveTo,
  };
}

const NOTHING: ReadonlyMap<AreaId, ReachMark> = new Map();
/** At the latest this long after the first drawing, the block in hand's areas are lit (idle time before). */
const LIT_AFTER_MS = 300;

/** The areas `selected` may reach (or be placed in): its view's destinations, or the legal placements (4.1c). */
function reachFor(
  v: FabScreenView,
  legal: FabScreenView['legal'],
  selected: string | null,
  placing: boolean,
  strategic: boolean,
): Map<AreaId, ReachMark> {
  const m = new Map<AreaId, ReachMark>();
  if (!selected) return m;
  if (placing) {
    for (const e of legal)
      if (e.type === 'PLACE_REINFORCEMENT' && e['unit'] === selected && !e['source'])
        m.set(String(e['area']), { kind: 'place' });
    return m;
  }
  for (const d of v.destinations[selected] ?? [])
    m.set(
      d.area,
      strategic ? { kind: 'strategic' } : { kind: 'move', cost: movePlan(d).cost, left: d.left, stop: d.stop },
    );
  return m;
}
