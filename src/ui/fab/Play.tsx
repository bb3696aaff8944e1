/** The FAB Play tab: the legal moves of the side holding the tablet, from the engine, and the pieces just drawn (4.2). */
import { t } from '../../i18n';
import { useSettle } from './settle';
import type { GameEvent } from '../../rules/common/engine';
import type { Rejection } from '../../rules/common/result';
import type { AreaId, FabState, Side } from '../../rules/fab/types';
import { boardIndex } from '../../rules/fab/board';
import { otherSide } from '../../rules/fab/types';
import type { FabScreenView } from '../../../machines/fab/view';
import { RuleLink } from './RuleLink';
import { isChoiceEvent } from './choice-events';
import { ChoicePanel } from './later';
import { blockLabel, sideName } from './Block';
import { blocksIn, type Viewer } from './view';
import { buttonLabel, describeEvent } from './log';
import { COMBAT_EVENTS, UNIT_EVENTS, unitOf } from './events';
import { known } from '../../rules/common/narrow';

function eventLabel(e: GameEvent, s: FabState): string {
  return buttonLabel(e, s);
}

const isEnd = (e: GameEvent) => e.type === 'END_PHASE' || e.type === 'END_STEP';
/** 5.35d a bridge decision is the whole choice at hand: its two buttons are never scrolled out of view. */
const isFooter = (e: GameEvent) => isEnd(e) || e.type === 'BLOW_BRIDGE' || e.type === 'CROSS_BLOWN';
/** The events whose buttons sit at the foot of the orders panel (`Enders`). */
export const footEvents = (legal: readonly GameEvent[]): readonly GameEvent[] => legal.filter(isFooter);

/** Ending the step or phase, or a bridge decision, at the foot of the orders panel (outside its scrolling
 * list: always in view). */
export function Enders({
  s,
  legal,
  send,
}: {
  s: FabState;
  legal: readonly GameEvent[];
  send: (e: GameEvent) => Promise<Rejection | null>;
}) {
  // the next step's "End this step" sits where the last one was: for a moment after a step or phase ends, the
  // buttons here are off, so the second tap of a double tap lands on nothing
  const [settling, settle] = useSettle();
  const enders = footEvents(legal);
  if (!enders.length) return null;
  const take = async (e: GameEvent) => {
    if ((await send(e)) === null && isEnd(e)) settle();
  };
  return (
    <div class="fab-enders fab-play">
      {enders.map((e, i) => (
        <button
          key={i}
          type="button"
          class={`st-btn${isEnd(e) ? ' fab-primary' : ''}`}
          disabled={settling}
          onClick={() => void take(e)}
        >
          {eventLabel(e, s)}
          {describeEvent(e, s).rule ? <span class="fab-rule-tag"> ({describeEvent(e, s).rule})</span> : null}
        </button>
      ))}
    </div>
  );
}

export function Play({
  v,
  s,
  viewer,
  me,
  legal,
  area,
  unit,
  setUnit,
  send,
}: {
  v: FabScreenView;
  s: FabState;
  viewer: Viewer;
  me: Side;
  legal: readonly GameEvent[];
  area: AreaId | null;
  unit: string | null;
  setUnit: (u: string | null) => void;
  send: (e: GameEvent) => Promise<Rejection | null>;
}) {
  const sc = s.scenario;
  const ix = boardIndex(sc);
  const unitEvents = unit
    ? legal.filter(
        (e) =>
          unitOf(e) === unit &&
          e.type !== 'MOVE_STEP' &&
          e.type !== 'STRATEGIC_MOVE' &&
          e.type !== 'PLACE_REINFORCEMENT',
      )
    : [];
  // ending the step or phase is not listed here: it stays in view at the foot of the panel (Enders)
  const general = legal.filter(
    (e) => !UNIT_EVENTS.has(e.type) && !COMBAT_EVENTS.has(e.type) && !isChoiceEvent(e) && !isFooter(e),
  );
  const pending =
    s.phase === 'reinforcement'
      ? [...new Set(legal.filter((e) => e.type === 'PLACE_REINFORCEMENT').map((e) => String(e['unit'])))]
      : [];
  const a = area ? sc.areas.find((x) => x.id === area) : null;
  const blocks = area ? blocksIn(s, viewer, v.hiddenBlocks, area) : [];
  const info = area ? (v.areaInfo[area] ?? null) : null;
  const actsFor = (id: string) => legal.some((e) => UNIT_EVENTS.has(e.type) && unitOf(e) === id);
  return (
    <div class="fab-play">
      {s.pendingBridge ? (
        <p class="fab-duty">
          {v.actor !== me
            ? t('fab.bridgeWaiting', { side: sideName(sc, otherSide(me)) })
            : s.pendingBridge.decider === 'enemy'
              ? t('fab.bridgeEnemy')
              : t('fab.bridgeMover')}{' '}
          <RuleLink rule="5.35" />
        </p>
      ) : null}
      {s.stacking ? (
        <p class="fab-duty">
          {v.actor === me
            ? t('fab.stackingOwner')
            : t('fab.stackingWaiting', { side: sideName(sc, v.actor ?? otherSide(me)) })}{' '}
          <RuleLink rule="5.1" />
        </p>
      ) : null}
      {pending.length ? (
        <section aria-label={t('fab.reinforcements')}>
          <h3>
            {t('fab.reinforcements')} <RuleLink rule="4.1" />
          </h3>
          <div class="fab-list">
            {pending.map((id) => (
              <button
                key={id}
                type="button"
                class={`st-btn fab-unit-btn${unit === id ? ' fab-on' : ''}`}
                aria-pressed={unit === id}
                onClick={() => setUnit(unit === id ? null : id)}
              >
                {ix.unitDefs.get(id)?.name ?? id}
              </button>
            ))}
          </div>
          {unit && pending.includes(unit) ? <p class="fab-muted">{t('fab.tapEntry')}</p> : null}
        </section>
      ) : null}
      {a && info ? (
        <section class="fab-area-info" aria-label={`${a.number} ${a.name}`}>
          <h3>
            {a.number} {a.name}
          </h3>
          <p class="fab-muted">
            {t('fab.terrainN', { n: a.terrain })} <RuleLink rule="2.4" /> ·{' '}
            {t('fab.controlledBy', { side: sideName(sc, known(s.areas, a.id, 'area').control) })}
            {a.vp ? ` · ${t('fab.vpN', { n: a.vp })}` : ''}
            {a.entry ? ` · ${t('fab.entryLetter', { letter: a.entry })}` : ''}
            {info.contested ? ` · ${t('fab.contested')}` : ''}
            {info.newlyContested ? ` · ${t('fab.marker.newlyContested')}` : ''}
          </p>
          {blocks.length === 0 ? <p class="fab-muted">{t('fab.noBlocks')}</p> : null}
          <div class="fab-list">
            {blocks.map((b) =>
              b.side === me && b.face && actsFor(b.id) ? (
                <button
                  key={b.id}
                  type="button"
                  class={`st-btn fab-unit-btn${unit === b.id ? ' fab-on' : ''}`}
                  aria-pressed={unit === b.id}
                  onClick={() => setUnit(unit === b.id ? null : b.id)}
                >
                  {blockLabel(sc, b)}
                </button>
              ) : (
                <p key={b.id} class="fab-unit-line">
                  {blockLabel(sc, b)}
                </p>
              ),
            )}
          </div>
        </section>
      ) : (
        <p class="fab-muted">{t('fab.tapArea')}</p>
      )}
      {unit && unitEvents.length ? (
        <section aria-label={t('fab.unitActions')}>
          <h3>{ix.unitDefs.get(unit)?.name}</h3>
          <div class="fab-list">
            {unitEvents.map((e, i) => (
              <button
                key={i}
                type="button"
                class="st-btn"
                onClick={() => {
                  void send(e);
                  setUnit(null);
                }}
              >
                {eventLabel(e, s)} <span class="fab-rule-tag">({describeEvent(e, s).rule})</span>
              </button>
            ))}
          </div>
        </section>
      ) : null}
      {v.actor === me && legal.some(isChoiceEvent) ? (
        <ChoicePanel s={s} viewer={viewer} me={me} legal={legal} send={send} hidden={v.hiddenBlocks} />
      ) : null}
      {general.length ? (
        <section aria-label={t('fab.actions')}>
          <h3>{t('fab.actions')}</h3>
          <div class="fab-list">
            {general.map((e, i) => (
              <button
                key={i}
                type="button"
                class="st-btn"
                onClick={() => {
                  void send(e);
                  if (e.type === 'END_MOVE') setUnit(null);
                }}
              >
                {eventLabel(e, s)}
                {describeEvent(e, s).rule ? <span class="fab-rule-tag"> ({describeEvent(e, s).rule})</span> : null}
              </button>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** 4.2 the chits that just came out of the cup, animated (still under reduced motion: no animation). */
export function Drawn({ s, drawn }: { s: FabState; drawn: readonly { side: Side; ids: readonly string[] }[] }) {
  const ix = boardIndex(s.scenario);
  // the view keeps the enemy's draw empty when assets are hidden (10.0)
  const list = drawn;
  if (!list.length) return null;
  const name = (id: string) =>
    ix.assetDefs.get(id)?.name ?? ix.eventDefs.get(id)?.name ?? ix.saDefs.get(id)?.name ?? id;
  return (
    <section class="fab-drawn-list" aria-label={t('fab.justDrawn')}>
      {list.map((d) => (
        <p key={d.side}>
          <strong>{t('fab.drawnBy', { side: sideName(s.scenario, d.side) })}</strong> <RuleLink rule="4.2" />
          <span class="fab-chits">
            {d.ids.map((id, i) => (
              <span key={id} class="fab-chit fab-drawn" style={{ animationDelay: `${i * 150}ms` }}>
                {name(id)}
              </span>
            ))}
          </span>
        </p>
      ))}
    </section>
  );
}
