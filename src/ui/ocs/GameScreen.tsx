/**
 * The playable movement phase: the map, the segment banner, and a panel offering exactly the events
 * the engine lists as legal. What a selection may do, and why not, comes from machines/ocs/move-plan.ts
 * (over src/rules/ocs); the panels are in panels.tsx.
 */
import { useMemo, useState } from 'preact/hooks';
import { useOneAtATime } from '../game/one-at-a-time';
import { formatNumber, t, td } from '../../i18n';
import type { GameSessionApi } from '../../app/session-api';
import { hexLabel, type HexKey } from '../../rules/ocs/hex';
import { liveEnemyZoc } from '../../rules/ocs/board';
import type { OcsGame } from '../../rules/ocs/types';
import { legalEvents, phaseMeta } from '../../../machines/ocs/engine';
import type { OcsEvent } from '../../../machines/ocs/events';
import { firstToMove, movePlan, moveTo, ownUnitsAt, reachMarks } from '../../../machines/ocs/move-plan';
import { HexMap, Legend, type Mark } from './HexMap';
import { ChartView } from './later';
import { sideName } from './text';
import {
  BreakoutPanel,
  BuildPanel,
  DepotPanel,
  HexInfo,
  ModeButtons,
  Notes,
  PathTable,
  RailPanel,
  Refusal,
  RuleLink,
  StackChooser,
  type Shown,
} from './panels';

type Tab = 'move' | 'rail' | 'build';

export function GameScreen({ session }: { session: GameSessionApi<OcsGame, OcsEvent>; viewer?: string }) {
  const g = session.state.value;
  const legal = useMemo(() => legalEvents(g), [g]);
  const [sel, setSel] = useState<{ hex: HexKey; ids: string[] } | null>(null);
  const [tab, setTab] = useState<Tab>('move');
  const [target, setTarget] = useState<HexKey | null>(null);
  const [error, setError] = useState<Shown | null>(null);

  // one tap at a time: the second of a double tap is dropped (src/ui/game/one-at-a-time.ts)
  const sending = useOneAtATime();
  const busy = sending.busy.value;
  const send = async (e: OcsEvent, after?: () => void) => {
    const r = await sending.run(() => session.dispatch(e), null);
    if (!r) return;
    if (!r.ok) {
      setError(r);
      return;
    }
    setError(null);
    after?.();
  };

  // what the selected units may do, worked out by the engine side (machines/ocs/move-plan.ts)
  const plan = useMemo(() => movePlan(g, legal, sel?.hex ?? null, sel?.ids ?? []), [g, legal, sel]);
  const selUnits = plan.units;
  const selIds = plan.ids;

  const marks = useMemo(() => {
    const out = new Map<HexKey, Mark>();
    if (g.segment !== 'movement' || selIds.length === 0) return out;
    if (tab === 'move') {
      for (const [to, r] of reachMarks(plan))
        out.set(to, {
          kind: r.kind,
          label:
            r.kind === 'min' ? t('ocs.minShort') : r.remaining !== undefined ? formatNumber(r.remaining) : undefined,
        });
    } else if (tab === 'rail') {
      for (const e of plan.rails) out.set(e.to, { kind: 'rail', icon: 'train' });
    } else {
      for (const e of plan.works) out.set(e.hex, { kind: 'build', icon: 'hammer' });
      if (plan.fort && sel) out.set(sel.hex, { kind: 'build', icon: 'hammer' });
    }
    return out;
  }, [g, tab, plan]);

  const going = moveTo(g, plan, target);
  const chosenMove = going?.kind === 'move' ? going.event : undefined;

  const own = (h: HexKey) => ownUnitsAt(g, h);

  const onHex = (h: HexKey) => {
    setError(null);
    // a lit hex becomes the destination; tapping it again selects the units standing there
    if (
      g.segment === 'movement' &&
      selIds.length > 0 &&
      marks.has(h) &&
      h !== sel?.hex &&
      (h !== target || own(h).length === 0)
    ) {
      setTarget(h);
      return;
    }
    const mine = own(h);
    if (mine.length > 0) {
      const first = firstToMove(g, mine);
      setSel({ hex: h, ids: first ? [first.id] : [] });
      setTarget(null);
      return;
    }
    setTarget(h);
  };

  const status = session.status.value;
  // the segment is the phase chart's stored state value; its rule topic comes from the chart's meta
  const segKey = g.segment;
  const enders = legal.filter((e) => e.type.startsWith('END_') || e.type === 'NEXT_PHASE');
  const enderLabel: Record<string, string> = {
    END_BREAKOUT: 'ocs.end.breakout',
    END_MOVEMENT: 'ocs.end.movement',
    END_BOMBARDMENT: 'ocs.end.bombardment',
    NEXT_PHASE: 'ocs.nextPhase',
  };
  const zoc = useMemo(() => liveEnemyZoc(g, g.player), [g]);
  const focus = Object.values(g.units).find((u) => u.side === g.player && u.where === 'map')?.hex ?? null;

  return (
    <div class="ocs-screen">
      <section class="ocs-mapcol">
        <HexMap
          key={g.player}
          game={g}
          marks={marks}
          selected={sel?.hex ?? null}
          target={target}
          path={chosenMove?.path ?? []}
          onHex={onHex}
          focus={focus}
          zoc={zoc}
        />
      </section>
      <aside class="ocs-panel">
        <div class="st-card ocs-banner">
          <p class="ocs-turn">{t('ocs.turnBanner', { turn: g.turn, last: g.lastTurn, side: sideName(g.player) })}</p>
          <h2 class="ocs-seg">{t(`ocs.seg.${segKey}`)}</h2>
          <p class="st-muted">{status.label}</p>
          {g.segment === 'movement' ? (
            <p class="ocs-small">
              {t('ocs.railUsed', { used: formatNumber(g.railUsed), cap: formatNumber(g.railCapacity[g.player]) })}
            </p>
          ) : null}
          <RuleLink rule={phaseMeta(g).rule} />
          <div class="st-row">
            {enders.map((e) => (
              <button
                key={e.type}
                type="button"
                class="st-btn st-btn-primary"
                disabled={busy}
                onClick={() => {
                  setSel(null);
                  setTarget(null);
                  void send(e);
                }}
              >
                {td(enderLabel[e.type]!)}
              </button>
            ))}
          </div>
        </div>
        {error ? (
          <div role="alert" class="st-card ocs-error">
            <Refusal r={error} lead={t('ocs.rejected', { rule: error.rule })} />
          </div>
        ) : null}
        {g.segment === 'breakout' ? <BreakoutPanel g={g} legal={legal} busy={busy} send={send} /> : null}
        {g.segment === 'bombardment' ? (
          <p class="st-card">
            {t('ocs.bombardmentNote')} <RuleLink rule="bombardment" />
          </p>
        ) : null}
        {g.segment === 'finished' ? <p class="st-card">{t('ocs.finishedNote')}</p> : null}
        {g.segment === 'movement' ? (
          <div class="st-card ocs-move">
            {sel === null || selUnits.length === 0 ? (
              <p>{t('ocs.tapUnit')}</p>
            ) : (
              <>
                <h3>{t('ocs.selected', { hex: hexLabel(sel.hex) })}</h3>
                <StackChooser
                  g={g}
                  hex={sel.hex}
                  selIds={[...selIds]}
                  legal={legal}
                  onPick={(ids) => {
                    setSel({ hex: sel.hex, ids });
                    setTarget(null);
                  }}
                />
                <div class="st-row" role="tablist">
                  {(['move', 'rail', 'build'] as const).map((x) => (
                    <button
                      key={x}
                      type="button"
                      role="tab"
                      aria-selected={tab === x}
                      class={`st-btn${tab === x ? ' st-btn-primary' : ''}`}
                      onClick={() => {
                        setTab(x);
                        setTarget(null);
                      }}
                    >
                      {t(`ocs.tab.${x}`)}
                    </button>
                  ))}
                </div>
                {tab === 'move' ? (
                  <div>
                    <p class="st-muted">{plan.moves.length > 0 ? t('ocs.reachHint') : t('ocs.noReach')}</p>
                    {plan.mover && !plan.mover.ok ? <Refusal r={plan.mover} /> : null}
                    {going?.kind === 'unreachable' ? <Refusal r={going.why} /> : null}
                    {going?.kind === 'move' && target ? (
                      <PathTable
                        remaining={going.remaining}
                        target={target}
                        check={going.check}
                        busy={busy}
                        onCommit={() =>
                          void send(going.event, () => {
                            setSel({ hex: target, ids: [...selIds] });
                            setTarget(null);
                          })
                        }
                      />
                    ) : null}
                  </div>
                ) : null}
                {tab === 'rail' ? (
                  <RailPanel
                    g={g}
                    plan={plan}
                    target={target}
                    busy={busy}
                    send={(e) =>
                      void send(e, () => {
                        setSel(null);
                        setTarget(null);
                      })
                    }
                  />
                ) : null}
                {tab === 'build' ? (
                  <BuildPanel g={g} plan={plan} target={target} busy={busy} send={(e) => void send(e)} />
                ) : null}
                {selUnits.length === 1 ? <ModeButtons u={selUnits[0]!} legal={legal} busy={busy} send={send} /> : null}
              </>
            )}
            <DepotPanel g={g} legal={legal} busy={busy} send={send} />
          </div>
        ) : null}
        {target && !marks.has(target) ? <HexInfo g={g} hex={target} inZoc={zoc.has(target)} /> : null}
        <Notes g={g} />
        <Legend />
        <details class="ocs-chartview">
          <summary class="st-btn">{t('ocs.chartTitle')}</summary>
          <ChartView chart={g.chart} />
        </details>
      </aside>
    </div>
  );
}
