/**
 * The guided first turn of the teaching scenario (Millbrook): one short note per phase, placed next to the
 * thing to tap (the map, the list of arrivals, the phase's main button), with "Got it" and "Skip the guide".
 * Off once a first game ends or when skipped (../guide.ts); Settings turns it back on.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t, type MessageKey } from '../../i18n';
import type { GameEvent } from '../../rules/common/engine';
import type { FabState, Side } from '../../rules/fab/types';
import { saveSetting } from '../../app/storage';
import { guideOn, setGuide } from '../guide';

import { GUIDED_SCENARIO } from './guided';

export { GUIDED_SCENARIO };

export interface GuideStep {
  readonly key: MessageKey;
  /** CSS selectors of the control the note points at, the first one on screen wins. */
  readonly anchor: readonly string[];
}

const MAP = '.fab-map-wrap';
const MAIN_BUTTON = '.fab-play .fab-primary';

/** Which note the guide shows now, if any: the teaching scenario's first turn, to the side that decides. */
export function guideStep(
  s: FabState,
  o: { actor: Side | null; me: Side; legal: readonly GameEvent[]; combat: boolean; selected: string | null },
): GuideStep | null {
  if (s.scenario.id !== GUIDED_SCENARIO || s.turn !== 1 || s.finished) return null;
  // 5.35d a bridge question (often asked out of turn): the map marks it and the panel asks it; a note about
  // moving would be wrong there and would cover the crossing (issue 27)
  if (s.pendingBridge || s.stacking) return null;
  if (o.combat) return { key: 'fab.guide.combat', anchor: ['.fab-actions', '.fab-combat'] };
  if (o.actor !== o.me) return null;
  const has = (type: string) => o.legal.some((e) => e.type === type);
  switch (s.phase) {
    case 'reinforcement':
      return o.selected
        ? { key: 'fab.guide.placeEntry', anchor: [MAP] }
        : has('PLACE_REINFORCEMENT')
          ? { key: 'fab.guide.reinforce', anchor: ['.fab-play .fab-unit-btn', MAP] }
          : { key: 'fab.guide.endPhase', anchor: [MAIN_BUTTON] };
    case 'admin':
      return { key: 'fab.guide.admin', anchor: ['.fab-choices', MAIN_BUTTON] };
    case 'operational-movement':
    case 'penetration-movement':
      return o.selected || s.moving
        ? { key: 'fab.guide.moveTo', anchor: [MAP] }
        : { key: 'fab.guide.move', anchor: [MAP] };
    case 'combat':
    case 'penetration-combat':
      return has('SELECT_COMBAT') || has('OPEN_COMBAT')
        ? { key: 'fab.guide.fight', anchor: ['.fab-play .fab-list .st-btn', MAP] }
        : { key: 'fab.guide.endPhase', anchor: [MAIN_BUTTON] };
    default:
      return { key: 'fab.guide.endPhase', anchor: [MAIN_BUTTON] };
  }
}

interface Place {
  readonly top: number;
  readonly left: number;
  readonly below: boolean;
  /** Beside the control, to its right (room enough there): the pointer is on the note's left edge. */
  readonly right?: boolean;
  /** Left of the orders panel beside the map (a phone held sideways), over the map: the pointer on its right edge. */
  readonly leftOf?: boolean;
  /** Where the pointer of a note beside its control sits, from the note's top (px). */
  readonly arrow?: number;
  /** No control found on screen: the note stands under the bars, without its pointer. */
  readonly free?: boolean;
}

const FREE: Place = { top: 64, left: 8, below: true, free: true };

/** Put the note under the control (or over it when there is no room), inside the window. */
function place(anchor: readonly string[], note: HTMLElement | null): Place {
  for (const sel of anchor) {
    const el = document.querySelector(sel);
    if (!el) continue;
    let r = el.getBoundingClientRect();
    if (!r.width || !r.height) continue;
    // a control scrolled out of sight in the panel is brought into it first (the page itself does not scroll)
    if (r.bottom > innerHeight || r.top < 0) {
      el.scrollIntoView?.({ block: 'nearest' });
      r = el.getBoundingClientRect();
    }
    if (r.bottom <= 0 || r.top >= innerHeight) continue;
    const w = note?.offsetWidth ?? 300,
      h = note?.offsetHeight ?? 120;
    const big = r.height > 200;
    // issue 27: a control in the orders panel beside the map (a phone held sideways leaves the panel no room for a
    // note): the note stands over the map, left of the panel, pointing at the control, and covers none of the panel
    const beside = el.closest('.fab-body-side .fab-panel')?.getBoundingClientRect();
    if (beside && beside.left - w - 14 >= 4) {
      const mid = Math.max(r.top, beside.top) + Math.min(r.height, 88) / 2;
      const top = Math.min(Math.max(4, mid - 28), innerHeight - h - 4);
      return { top, left: beside.left - w - 14, below: true, leftOf: true, arrow: mid - top - 8 };
    }
    // a button with room on its right: the note stands beside it and covers nothing above or below
    if (!big && r.right + w + 16 < innerWidth) {
      const top = Math.min(Math.max(4, r.top + r.height / 2 - 28), innerHeight - h - 4);
      return { top, left: r.right + 14, below: true, right: true, arrow: r.top + r.height / 2 - top - 8 };
    }
    // a large part of the orders panel under the map (the list of choices): the note stands over the panel's
    // top edge, pointing down at it, and covers none of its buttons
    const panel = el.closest('.fab-panel')?.getBoundingClientRect();
    if (big && panel && panel.top > 200 && panel.top - h - 12 > 0) {
      const left = Math.min(Math.max(4, r.left + 8), innerWidth - w - 4);
      return { top: panel.top - h - 12, left, below: false };
    }
    // a large target (the map): the note sits just inside its top edge, pointing down into it
    const below = big || r.bottom + h + 12 < innerHeight;
    const want = big ? Math.max(r.top, 0) + 8 : below ? r.bottom + 10 : r.top - h - 10;
    const top = Math.min(Math.max(4, want), innerHeight - h - 4);
    const left = Math.min(Math.max(4, r.left + Math.min(r.width / 2, 160) - 40), innerWidth - w - 4);
    return { top, left, below };
  }
  return FREE;
}

export function Guide(props: {
  s: FabState;
  actor: Side | null;
  me: Side;
  legal: readonly GameEvent[];
  combat: boolean;
  selected: string | null;
}) {
  const step = guideOn.value ? guideStep(props.s, props) : null;
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [at, setAt] = useState<Place | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const id = step ? `${props.s.phase}:${step.key}` : null;
  useLayoutEffect(() => {
    if (!step || dismissed === id) return;
    const update = () => setAt(place(step.anchor, ref.current));
    update();
    addEventListener('resize', update);
    return () => removeEventListener('resize', update);
  }, [id, dismissed, props.selected]);
  if (!step || dismissed === id) return null;
  return (
    <div
      ref={ref}
      class={`fab-guide${at && !at.below ? ' fab-guide-above' : ''}${at?.right ? ' fab-guide-right' : ''}${at?.leftOf ? ' fab-guide-left' : ''}${at?.free ? ' fab-guide-free' : ''}`}
      role="note"
      aria-label={t('fab.guide.title')}
      data-guide={step.key.replace(/^fab\.guide\./, '')}
      style={
        at
          ? { top: `${at.top}px`, left: `${at.left}px`, '--guide-arrow': `${at.arrow ?? 20}px` }
          : { visibility: 'hidden', top: 0, left: 0 }
      }
    >
      <p>{t(step.key)}</p>
      <div class="fab-guide-buttons">
        <button type="button" class="st-btn fab-primary" onClick={() => setDismissed(id)}>
          {t('fab.guide.ok')}
        </button>
        <button type="button" class="st-btn" onClick={() => void setGuide(false, saveSetting).catch(() => undefined)}>
          {t('fab.guide.skip')}
        </button>
      </div>
    </div>
  );
}
