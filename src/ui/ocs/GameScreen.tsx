/**
 * The playable movement phase: the map, the segment banner, and a panel offering exactly the events
 * the engine lists as legal. Explanations (costs, reasons, refusals) come from src/rules/ocs.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useOneAtATime } from '../game/one-at-a-time';
import { formatNumber, t, td } from '../../i18n';
import type { GameSessionApi } from '../../app/session-api';
import type { Rejection } from '../../rules/common/result';
import { hexLabel, type HexKey } from '../../rules/ocs/hex';
import { allowance } from '../../rules/ocs/modes';
import { checkPath, explainUnreachable, mover, reachable } from '../../rules/ocs/movement';
import { canBreakout } from '../../rules/ocs/breakout';
import { canEntrain, railCost, railDestinations, railMove } from '../../rules/ocs/rail';
import { fortify, isEngineerReady } from '../../rules/ocs/construction';
import { liveEnemyZoc, phaseMove } from '../../rules/ocs/board';
import type { OcsGame, Unit } from '../../rules/ocs/types';
import { legalEvents, phaseMeta } from '../../../machines/ocs/engine';
import type { OcsEvent } from '../../../machines/ocs/movement-phase';
import { HexMap, Legend, type Mark } from './HexMap';
import { ChartView } from './ChartEditor';
import { partText, rejectionText, sideName, terrainText, unitFlags } from './text';
import { Icon } from '../icons';

type Tab = 'move' | 'rail' | 'build';
type Shown = Pick<Rejection, 'rule' | 'message' | 'code' | 'params'>;

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

function RuleLink({ rule }: { rule: string }) {
  return <a href={`#/rules/ocs/${rule}`}>{t('ocs.rulesLink', { topic: rule })}</a>;
}

/** A small link to the rules topic, drawn as an "i" in a circle and named for screen readers. */
function InfoLink({ topic }: { topic: string }) {
  return (
    <a href={`#/rules/ocs/${topic}`} class="ocs-info" aria-label={t('ocs.rulesLink', { topic })}>
      <Icon name="info" />
    </a>
  );
}

function Refusal({ r, lead }: { r: Shown; lead?: string }) {
  return (
    <p class="ocs-refusal">
      <Icon name="stop" /> {lead ? `${lead} ` : null}
      {rejectionText(r)} <RuleLink rule={r.rule} />
    </p>
  );
}

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

  // valid selection: units still where they were
  const selUnits: Unit[] = sel
    ? sel.ids.map((id) => g.units[id]).filter((u): u is Unit => !!u && u.hex === sel.hex)
    : [];
  const selIds = selUnits.map((u) => u.id);
  const moveEvents = useMemo(
    () => legal.filter((e): e is Extract<OcsEvent, { type: 'MOVE' }> => e.type === 'MOVE' && same(e.unitIds, selIds)),
    [legal, selIds.join()],
  );
  // a unit alone, or (rules version 3) the units selected together entraining as one move
  const railEvents = legal.filter(
    (e): e is Extract<OcsEvent, { type: 'RAIL_MOVE' }> =>
      e.type === 'RAIL_MOVE' && same([e.unitId, ...(e.together ?? [])], selIds),
  );
  const workEvents = legal.filter(
    (e): e is Extract<OcsEvent, { type: 'ENGINEER_WORK' }> =>
      e.type === 'ENGINEER_WORK' && selIds.length === 1 && e.unitId === selIds[0],
  );
  const fortEvent = legal.find((e) => e.type === 'FORTIFY' && selIds.length === 1 && e.unitId === selIds[0]);

  const m = selIds.length > 0 ? mover(g, selIds) : null;
  const reach = useMemo(() => (m && m.ok ? reachable(g, m.value) : new Map<HexKey, never>()), [g, selIds.join()]);

  const marks = useMemo(() => {
    const out = new Map<HexKey, Mark>();
    if (g.segment !== 'movement' || selIds.length === 0) return out;
    if (tab === 'move') {
      for (const e of moveEvents) {
        const to = e.path[e.path.length - 1]!;
        const r = reach.get(to);
        out.set(to, {
          kind: r?.minimum ? 'min' : r?.stop ? 'stop' : 'reach',
          label: r ? (r.minimum ? t('ocs.minShort') : formatNumber(r.remaining)) : undefined,
        });
      }
    } else if (tab === 'rail') {
      for (const e of railEvents) out.set(e.to, { kind: 'rail', icon: 'train' });
    } else {
      for (const e of workEvents) out.set(e.hex, { kind: 'build', icon: 'hammer' });
      if (fortEvent && sel) out.set(sel.hex, { kind: 'build', icon: 'hammer' });
    }
    return out;
  }, [g, tab, moveEvents, selIds.join(), reach]);

  const chosenMove = target ? moveEvents.find((e) => e.path[e.path.length - 1] === target) : undefined;
  const check = chosenMove && m && m.ok ? checkPath(g, m.value, chosenMove.path) : null;

  const own = (h: HexKey) =>
    Object.values(g.units).filter((u) => u.where === 'map' && u.hex === h && u.side === g.player);

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
      const first = mine.find((u) => !phaseMove(g, u.id).done) ?? mine[0]!;
      setSel({ hex: h, ids: [first.id] });
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
                  selIds={selIds}
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
                    <p class="st-muted">{moveEvents.length > 0 ? t('ocs.reachHint') : t('ocs.noReach')}</p>
                    {m && !m.ok ? <Refusal r={m} /> : null}
                    {target && !chosenMove && m && m.ok && !own(target).length ? (
                      <Refusal r={explainUnreachable(g, m.value, target)} />
                    ) : null}
                    {chosenMove && check ? (
                      <PathTable
                        remaining={m && m.ok ? m.value.remaining : 0}
                        target={target!}
                        check={check}
                        busy={busy}
                        onCommit={() =>
                          void send(chosenMove, () => {
                            setSel({ hex: target!, ids: selIds });
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
                    units={selUnits}
                    events={railEvents}
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
                  <BuildPanel
                    g={g}
                    u={selUnits[0]!}
                    events={workEvents}
                    fort={fortEvent}
                    target={target}
                    busy={busy}
                    send={(e) => void send(e)}
                  />
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

function BreakoutPanel({
  g,
  legal,
  busy,
  send,
}: {
  g: OcsGame;
  legal: OcsEvent[];
  busy: boolean;
  send: (e: OcsEvent) => Promise<void>;
}) {
  const tries = legal.filter(
    (e): e is Extract<OcsEvent, { type: 'ATTEMPT_BREAKOUT' }> => e.type === 'ATTEMPT_BREAKOUT',
  );
  const cut = Object.values(g.units).filter(
    (u) => u.side === g.player && u.where === 'map' && !u.supplied && !tries.some((e) => e.unitId === u.id),
  );
  return (
    <div class="st-card">
      <p>
        {t('ocs.breakoutIntro')} <a href="#/rules/ocs/breakout">{t('ocs.rulesLink', { topic: 'breakout' })}</a>
      </p>
      {tries.length === 0 ? <p class="st-muted">{t('ocs.breakoutNone')}</p> : null}
      {tries.map((e) => (
        <button
          key={e.unitId}
          type="button"
          class="st-btn st-btn-primary ocs-wide"
          disabled={busy}
          onClick={() => void send(e)}
        >
          {t('ocs.attemptBreakout', { unit: g.units[e.unitId]!.name })}
        </button>
      ))}
      {cut.map((u) => {
        const r = canBreakout(g, u.id);
        return r.ok ? null : <Refusal key={u.id} r={r} lead={`${u.name}:`} />;
      })}
    </div>
  );
}

function StackChooser({
  g,
  hex,
  selIds,
  legal,
  onPick,
}: {
  g: OcsGame;
  hex: HexKey;
  selIds: string[];
  legal: OcsEvent[];
  onPick: (ids: string[]) => void;
}) {
  const units = Object.values(g.units).filter((u) => u.where === 'map' && u.hex === hex && u.side === g.player);
  const stacks = new Map<string, string[]>();
  for (const e of legal) {
    // the groups that may move, or (rules version 3) go by rail, together
    const ids = e.type === 'MOVE' ? e.unitIds : e.type === 'RAIL_MOVE' ? [e.unitId, ...(e.together ?? [])] : [];
    if (ids.length > 1 && ids.every((id) => g.units[id]?.hex === hex)) stacks.set(ids.join(), ids);
  }
  return (
    <div class="ocs-units">
      {units.map((u) => {
        const pm = phaseMove(g, u.id);
        return (
          <button
            key={u.id}
            type="button"
            class={`st-btn ocs-unitbtn ocs-side-${u.side}`}
            aria-pressed={selIds.length === 1 && selIds[0] === u.id}
            onClick={() => onPick([u.id])}
          >
            <span class="ocs-unitname">
              {t('ocs.unitLine', { name: u.name, type: t(`ocs.type.${u.moveType}`), mode: t(`ocs.mode.${u.mode}`) })}
            </span>
            <span class="st-muted ocs-small">
              {unitFlags(u)} ·{' '}
              {pm.done ? (
                <Icon name="check" />
              ) : (
                t('ocs.mpLeft', { mp: formatNumber(Math.max(0, allowance(u) - pm.spent)) })
              )}
            </span>
          </button>
        );
      })}
      {[...stacks.values()].map((ids) => (
        <button
          key={ids.join()}
          type="button"
          class="st-btn"
          aria-pressed={same(ids, selIds)}
          onClick={() => onPick(ids)}
        >
          {ids.map((id) => g.units[id]!.name).join(' + ')}
        </button>
      ))}
    </div>
  );
}

function ModeButtons({
  u,
  legal,
  busy,
  send,
}: {
  u: Unit;
  legal: OcsEvent[];
  busy: boolean;
  send: (e: OcsEvent) => Promise<void>;
}) {
  const modes = legal.filter(
    (e): e is Extract<OcsEvent, { type: 'CHANGE_MODE' }> => e.type === 'CHANGE_MODE' && e.unitId === u.id,
  );
  if (modes.length === 0) return null;
  return (
    <div class="st-row" role="group" aria-label={t('ocs.changeMode')}>
      <span>
        {t('ocs.changeMode')} <InfoLink topic="modes" />:
      </span>
      {modes.map((e) => (
        <button key={e.mode} type="button" class="st-btn" disabled={busy} onClick={() => void send(e)}>
          {t('ocs.toMode', { mode: t(`ocs.mode.${e.mode}`) })} ({formatNumber(allowance({ ...u, mode: e.mode }))})
        </button>
      ))}
      <span class="st-muted">{t('ocs.allowance', { mp: formatNumber(allowance(u)) })}</span>
    </div>
  );
}

function PathTable({
  remaining,
  target,
  check,
  busy,
  onCommit,
}: {
  remaining: number;
  target: HexKey;
  check: ReturnType<typeof checkPath>;
  busy: boolean;
  onCommit: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [target]);
  if (!check.ok) return <Refusal r={check} />;
  const c = check.value;
  const last = c.steps[c.steps.length - 1];
  return (
    <div class="ocs-path-detail" ref={box}>
      <h4>{t('ocs.pathTitle', { hex: hexLabel(target) })}</h4>
      {c.byType.map((bt) => (
        <table class="ocs-table" key={bt.type}>
          {c.byType.length > 1 ? <caption>{t(`ocs.type.${bt.type}`)}</caption> : null}
          <thead>
            <tr>
              <th scope="col">{t('ocs.step')}</th>
              <th scope="col">{t('ocs.cost')}</th>
              <th scope="col">{t('ocs.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {bt.steps.map((s) => (
              <tr key={s.to}>
                <td>
                  {hexLabel(s.from)} → {hexLabel(s.to)}
                </td>
                <td>{formatNumber(s.cost)}</td>
                <td>{s.parts.map(partText).join('; ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      {c.byType.length > 1 ? null : (
        <p>
          {t('ocs.total', {
            cost: formatNumber(c.total),
            left: formatNumber(c.minimum ? 0 : Math.max(0, remaining - c.total)),
          })}
        </p>
      )}
      {c.byType.length > 1 ? (
        <p>{c.byType.map((bt) => `${t(`ocs.type.${bt.type}`)}: ${formatNumber(bt.total)}`).join(' · ')}</p>
      ) : null}
      {c.minimum ? (
        <p>
          {t('ocs.minimumMove')} <InfoLink topic="minimum-move" />
        </p>
      ) : null}
      {c.stop ? (
        <p>
          {t('ocs.stopZoc')} <InfoLink topic="zoc" />
        </p>
      ) : null}
      {c.fuel > 0 ? <p>{t('ocs.fuelPaid', { sp: formatNumber(c.fuel) })}</p> : null}
      {last ? (
        <button
          type="button"
          class="st-btn st-btn-primary ocs-wide"
          disabled={busy}
          onClick={onCommit}
          data-testid="ocs-commit"
        >
          {t('ocs.commitMove')}
        </button>
      ) : null}
    </div>
  );
}

function RailPanel({
  g,
  units,
  events,
  target,
  busy,
  send,
}: {
  g: OcsGame;
  /** The unit, or the units of a stack entraining together (rules version 3). */
  units: readonly Unit[];
  events: Extract<OcsEvent, { type: 'RAIL_MOVE' }>[];
  target: HexKey | null;
  busy: boolean;
  send: (e: OcsEvent) => void;
}) {
  const u = units[0];
  if (!u) return null;
  if (events.length === 0) {
    // the first unit that may not entrain says why; else the rules' answer for the whole stack to its first station
    const first = [...railDestinations(g, u).keys()][0];
    const why =
      units.map((x) => canEntrain(g, x.id)).find((x) => !x.ok) ??
      (first && units.length > 1
        ? railMove(
            g,
            u.id,
            first,
            units.slice(1).map((x) => x.id),
          )
        : null);
    return (
      <Refusal
        r={why && !why.ok ? why : { rule: 'rail', message: '', code: 'rail.route' }}
        lead={t('ocs.railRefused')}
      />
    );
  }
  const routes = railDestinations(g, u);
  const re = units.reduce((n, x) => n + x.re, 0);
  const left = g.railCapacity[g.player] - g.railUsed;
  const shown = target && events.some((e) => e.to === target) ? events.filter((e) => e.to === target) : events;
  return (
    <div>
      <p class="st-muted">{t('ocs.railHint')}</p>
      {shown.map((e) => {
        const route = routes.get(e.to);
        return (
          <div key={e.to}>
            <button type="button" class="st-btn st-btn-primary ocs-wide" disabled={busy} onClick={() => send(e)}>
              {t('ocs.railTo', { hex: hexLabel(e.to), name: g.map.hexes[e.to]?.name ?? '' })}
            </button>
            {route ? (
              <p class="st-muted ocs-small">
                {t('ocs.railCostLine', {
                  cost: formatNumber(railCost(re, route.double)),
                  left: formatNumber(left),
                  track: t(route.double ? 'ocs.track.double' : 'ocs.track.single'),
                })}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

function BuildPanel({
  g,
  u,
  events,
  fort,
  target,
  busy,
  send,
}: {
  g: OcsGame;
  u: Unit;
  events: Extract<OcsEvent, { type: 'ENGINEER_WORK' }>[];
  fort: OcsEvent | undefined;
  target: HexKey | null;
  busy: boolean;
  send: (e: OcsEvent) => void;
}) {
  const shown = target ? events.filter((e) => e.hex === target) : [];
  const level = (e: Extract<OcsEvent, { type: 'ENGINEER_WORK' }>) => {
    const cur = (e.work === 'airbase' ? g.airbases : e.work === 'fort' ? g.forts : (g.ports ?? {}))[e.hex] ?? 0;
    return cur + (e.action === 'build' ? 1 : -1) * (e.work === 'port' ? -1 : 1);
  };
  const f = fort ? null : fortify(g, u.id);
  const eng = u.engineer || u.hq ? isEngineerReady(g, u) : null;
  return (
    <div>
      {fort ? (
        <button type="button" class="st-btn st-btn-primary ocs-wide" disabled={busy} onClick={() => send(fort)}>
          {t('ocs.fortifyHere')}
        </button>
      ) : null}
      {f && !f.ok ? <Refusal r={f} lead={t('ocs.fortRefused')} /> : null}
      {eng && !eng.ok ? <Refusal r={eng} lead={t('ocs.engRefused')} /> : null}
      {events.length > 0 ? <p class="st-muted">{t('ocs.buildHint')}</p> : null}
      {shown.map((e) => (
        <button
          key={`${e.work}${e.action}`}
          type="button"
          class="st-btn ocs-wide"
          disabled={busy}
          onClick={() => send(e)}
        >
          {hexLabel(e.hex)}: {t(`ocs.work.${e.work}.${e.action}`, { level: level(e) })}
        </button>
      ))}
    </div>
  );
}

/** depots: all of a depot, or any part of it in quarter points, as the player chooses (the rules check it). */
function DepotAmount({
  depotId,
  sp,
  busy,
  send,
}: {
  depotId: string;
  sp: number;
  busy: boolean;
  send: (e: OcsEvent) => Promise<void>;
}) {
  const [amount, setAmount] = useState(() => Math.max(0.25, Math.round(sp * 2) / 4));
  const step = (d: number) => setAmount(Math.min(sp, Math.max(0.25, amount + d)));
  return (
    <span class="st-row" role="group" aria-label={t('ocs.depotAmount', { sp: formatNumber(sp) })}>
      <button
        type="button"
        class="st-btn st-btn-danger"
        disabled={busy}
        onClick={() => void send({ type: 'BLOW_DEPOT', depotId, amount: 'all' })}
      >
        {t('ocs.blowAll')}
      </button>
      {sp > 0.25 ? (
        <>
          <button
            type="button"
            class="st-btn"
            aria-label={t('ocs.depotLess')}
            disabled={busy || amount <= 0.25}
            onClick={() => step(-0.25)}
          >
            −
          </button>
          <button
            type="button"
            class="st-btn st-btn-danger"
            disabled={busy}
            onClick={() => void send({ type: 'BLOW_DEPOT', depotId, amount: amount >= sp ? 'all' : amount })}
          >
            {t('ocs.blowPart', { sp: formatNumber(amount) })}
          </button>
          <button
            type="button"
            class="st-btn"
            aria-label={t('ocs.depotMore')}
            disabled={busy || amount >= sp}
            onClick={() => step(0.25)}
          >
            +
          </button>
        </>
      ) : null}
    </span>
  );
}

function DepotPanel({
  g,
  legal,
  busy,
  send,
}: {
  g: OcsGame;
  legal: OcsEvent[];
  busy: boolean;
  send: (e: OcsEvent) => Promise<void>;
}) {
  const blows = legal.filter((e): e is Extract<OcsEvent, { type: 'BLOW_DEPOT' }> => e.type === 'BLOW_DEPOT');
  if (blows.length === 0) return null;
  return (
    <details class="ocs-depots">
      <summary class="st-btn">{t('ocs.depotsTitle')}</summary>
      {g.depots
        .filter((d) => d.side === g.player)
        .map((d) => (
          <div key={d.id} class="st-row">
            <span>{t('ocs.depotLine', { hex: hexLabel(d.hex), sp: formatNumber(d.sp) })}</span>
            {blows.some((e) => e.depotId === d.id) ? (
              <DepotAmount key={`${d.id}:${d.sp}`} depotId={d.id} sp={d.sp} busy={busy} send={send} />
            ) : null}
          </div>
        ))}
      <a href="#/rules/ocs/depots">{t('ocs.rulesLink', { topic: 'depots' })}</a>
    </details>
  );
}

function Notes({ g }: { g: OcsGame }) {
  if (g.notes.length === 0) return null;
  const name = (id: string) => g.units[id]?.name ?? id;
  return (
    <div class="st-card" role="log" aria-live="polite">
      <h3>{t('ocs.notesTitle')}</h3>
      <ul class="ocs-notes">
        {g.notes
          .slice(-4)
          .reverse()
          .map((n, i) => (
            <li key={i}>
              {n.kind === 'breakout'
                ? n.success
                  ? t('ocs.note.breakoutOk', { unit: name(n.unit), roll: n.roll, turn: n.returnTurn ?? 0 })
                  : t('ocs.note.breakoutFail', { unit: name(n.unit), roll: n.roll })
                : n.kind === 'depot'
                  ? t('ocs.note.depot', { depot: n.depot, roll: n.roll, percent: n.percent, sp: n.destroyed })
                  : t('ocs.note.arrive', { unit: name(n.unit), hex: hexLabel(n.hex) })}
            </li>
          ))}
      </ul>
    </div>
  );
}

function HexInfo({ g, hex, inZoc }: { g: OcsGame; hex: HexKey; inZoc: boolean }) {
  const h = g.map.hexes[hex];
  if (!h) return null;
  const units = Object.values(g.units).filter((u) => u.where === 'map' && u.hex === hex);
  return (
    <div class="st-card ocs-hexinfo">
      <h3>{t('ocs.hexLabel', { hex: hexLabel(hex), terrain: terrainText(h.terrain) })}</h3>
      {h.name ? (
        <p>
          {h.name}
          {h.port ? (
            <>
              {' '}
              <Icon name="anchor" />
            </>
          ) : null}
        </p>
      ) : null}
      {inZoc ? <p>{t('ocs.hexZoc')}</p> : null}
      {units.length > 0 ? (
        <ul>
          {units.map((u) => (
            <li key={u.id}>
              {sideName(u.side)}:{' '}
              {t('ocs.unitLine', { name: u.name, type: t(`ocs.type.${u.moveType}`), mode: t(`ocs.mode.${u.mode}`) })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
