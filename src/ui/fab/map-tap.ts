/**
 * What a tap on the FAB map does, from the side's view only (the engine decides, through `probe`): a second tap
 * on the selected unit's area puts it down, a tap on a lit area picks the move to show (5.3), a tap elsewhere
 * while a unit may act says why it cannot go there, and a tap on an area selects it and the one unit there that
 * may act; on the side's own blocks none of which may act, it says why not (issue 27).
 */
import { t } from '../../i18n';
import type { GameEvent } from '../../rules/common/engine';
import type { Rejection } from '../../rules/common/result';
import type { AreaId, Side } from '../../rules/fab/types';
import { boardIndex } from '../../rules/fab/board';
import type { PlayerSessionApi } from '../../app/session-api';
import type { FabScreenView } from '../../../machines/fab/view';
import { blocksIn } from './view';
import { UNIT_EVENTS, unitOf } from './events';
import { refusalText } from './refusal';
import type { Selection } from './useSelection';
import type { MovePlanView } from './useMovePlan';
import type { Message } from './useSend';

type Session = PlayerSessionApi<GameEvent, FabScreenView>;

/** The phases in which units move (3.0): a tap on a block that cannot says why (issue 27). */
const MOVE_PHASES: ReadonlySet<string> = new Set([
  'operational-movement',
  'strategic-movement',
  'penetration-movement',
  'reaction',
]);

export interface MapTapContext {
  readonly session: Session;
  readonly v: FabScreenView;
  /** The events the side may send now (none in a replay). */
  readonly legal: FabScreenView['legal'];
  /** The side holding the tablet (the side that acts, on the open table). */
  readonly me: Side;
  /** A combat round is being fought (its screen is up). */
  readonly fighting: boolean;
  readonly sel: Selection;
  readonly plan: MovePlanView;
  readonly setMessage: (m: Message | null) => void;
}

/** The handler of a tap on an area of the map (the block it landed on is read from the selection). */
export function mapTap(c: MapTapContext): (id: AreaId) => void {
  const { session, v, legal, me, sel, plan, setMessage } = c;
  const s = v.state;
  const viewer = v.viewer;
  const { selected, setUnit } = sel;
  const { placing, strategic } = plan;

  const onArea = (id: AreaId, block: string | null = null) => {
    // a second tap on the selected unit's own area puts it down again
    if (selected && !s.moving && id === s.units[selected]?.area) {
      setUnit(null);
      setMessage(null);
      return;
    }
    if (selected && plan.reach.has(id)) {
      // the move is shown first: its path and cost step by step; "Move here" makes it
      sel.setTarget(id);
      setMessage(null);
      return;
    }
    // a block that can do nothing more (its move is over) does not hold taps: they pick another area
    const selectedActs = legal.some((e) => UNIT_EVENTS.has(e.type) && unitOf(e) === selected);
    if (selected && selectedActs && id !== s.units[selected]?.area && !c.fighting) {
      // say why, with the rule: ask the engine about the first step towards that area
      const probe = placing
        ? { type: 'PLACE_REINFORCEMENT', unit: selected, area: id }
        : s.phase === 'strategic-movement'
          ? { type: 'STRATEGIC_MOVE', unit: selected, to: id }
          : { type: 'MOVE_STEP', unit: selected, to: id };
      const r = session.probe(viewer, probe);
      if (r) setMessage({ text: refusalText(r, s), rule: r.rule, error: true });
      else setMessage({ text: t('fab.notThisMove'), rule: '5.3', error: true });
      sel.setArea(id);
      return;
    }
    sel.setArea(id === sel.area ? null : id);
    sel.setTarget(null);
    setMessage(null);
    // tapping an area with exactly one unit that may act selects it at once
    const actors = blocksIn(s, viewer, v.hiddenBlocks, id).filter(
      (b) => b.side === me && legal.some((e) => UNIT_EVENTS.has(e.type) && unitOf(e) === b.id),
    );
    if (actors.length === 1 && !s.moving) setUnit(actors[0]!.id);
    else if (!s.moving) setUnit(null);
    if (!actors.length && !s.moving && !c.fighting) whyNot(id, block);
  };

  /**
   * Issue 27, "why not": a tap on an area of the side's own blocks none of which may act, in a phase where units
   * move and the side holding the tablet moves, says why, with the rule: the engine's refusal of a first step out of
   * the area (3.0 wrong side, 5.35 its move is over, 7.1 no marker to move now, 9.33 disordered...), for the block
   * tapped, or the first own block there.
   */
  const whyNot = (id: AreaId, block: string | null) => {
    if (v.actor !== me || !MOVE_PHASES.has(s.phase)) return;
    const own = blocksIn(s, viewer, v.hiddenBlocks, id).filter((b) => b.side === me);
    const u = own.find((b) => b.id === block) ?? own[0];
    if (!u) return;
    const next = boardIndex(s.scenario).neighbours.get(id) ?? [];
    let refusal: Rejection | null = null;
    for (const n of next) {
      const r = session.probe(
        viewer,
        strategic ? { type: 'STRATEGIC_MOVE', unit: u.id, to: n.area } : { type: 'MOVE_STEP', unit: u.id, to: n.area },
      );
      if (!r) return; // it may move after all (the lit areas will say where)
      refusal ??= r;
    }
    if (!refusal) return;
    const name = u.face?.def.name ?? '';
    const why = refusalText(refusal, s);
    setMessage({
      // the refusal names the unit itself when it is about the unit (5.35, 7.1); else the unit is named first
      text: name && why.includes(name) ? why : t('fab.whyNot', { unit: name, why }),
      rule: refusal.rule,
      error: true,
    });
  };

  return (id: AreaId) => {
    const block = sel.takeTappedBlock();
    sel.setCard(block ? { viewer, id: block } : null);
    onArea(id, block);
  };
}
