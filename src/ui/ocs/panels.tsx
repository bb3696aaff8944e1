/**
 * The side panels of the OCS screen: breakout, the stack chooser, modes, a move's path and costs, rail trips,
 * building, depots, notes and a hex's details. They show what machines/ocs/move-plan.ts and the rules answer.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { formatNumber, t } from '../../i18n';
import type { Rejection, Result } from '../../rules/common/result';
import { hexLabel, type HexKey } from '../../rules/ocs/hex';
import { allowance } from '../../rules/ocs/modes';
import type { PathCheck } from '../../rules/ocs/movement';
import type { OcsGame, Unit } from '../../rules/ocs/types';
import type { OcsEvent } from '../../../machines/ocs/events';
import {
  breakoutPlan,
  buildRefusals,
  levelAfter,
  ownUnitsAt,
  pointsLeft,
  railPlan,
  stacksAt,
  type MovePlan,
} from '../../../machines/ocs/move-plan';
import { partText, rejectionText, sideName, terrainText, unitFlags } from './text';
import { Icon } from '../icons';

export type Shown = Pick<Rejection, 'rule' | 'message' | 'code' | 'params'>;

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

export function RuleLink({ rule }: { rule: string }) {
  return <a href={`#/rules/ocs/${rule}`}>{t('ocs.rulesLink', { topic: rule })}</a>;
}

/** A small link to the rules topic, drawn as an "i" in a circle and named for screen readers. */
export function InfoLink({ topic }: { topic: string }) {
  return (
    <a href={`#/rules/ocs/${topic}`} class="ocs-info" aria-label={t('ocs.rulesLink', { topic })}>
      <Icon name="info" />
    </a>
  );
}

export function Refusal({ r, lead }: { r: Shown; lead?: string }) {
  return (
    <p class="ocs-refusal">
      <Icon name="stop" /> {lead ? `${lead} ` : null}
      {rejectionText(r)} <RuleLink rule={r.rule} />
    </p>
  );
}

export function BreakoutPanel({
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
  const { tries, refused } = breakoutPlan(g, legal);
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
      {refused.map(({ unit, why }) => (
        <Refusal key={unit.id} r={why} lead={`${unit.name}:`} />
      ))}
    </div>
  );
}

export function StackChooser({
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
  const units = ownUnitsAt(g, hex);
  return (
    <div class="ocs-units">
      {units.map((u) => {
        const left = pointsLeft(g, u);
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
              {unitFlags(u)} · {left === null ? <Icon name="check" /> : t('ocs.mpLeft', { mp: formatNumber(left) })}
            </span>
          </button>
        );
      })}
      {stacksAt(g, legal, hex).map((ids) => (
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

export function ModeButtons({
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

export function PathTable({
  remaining,
  target,
  check,
  busy,
  onCommit,
}: {
  remaining: number;
  target: HexKey;
  check: Result<PathCheck>;
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

export function RailPanel({
  g,
  plan,
  target,
  busy,
  send,
}: {
  g: OcsGame;
  /** The unit, or the units of a stack entraining together (rules version 3), and their trips. */
  plan: MovePlan;
  target: HexKey | null;
  busy: boolean;
  send: (e: OcsEvent) => void;
}) {
  const rail = railPlan(g, plan, target);
  if ('why' in rail) return <Refusal r={rail.why} lead={t('ocs.railRefused')} />;
  return (
    <div>
      <p class="st-muted">{t('ocs.railHint')}</p>
      {rail.trips.map(({ event: e, cost, left, double }) => (
        <div key={e.to}>
          <button type="button" class="st-btn st-btn-primary ocs-wide" disabled={busy} onClick={() => send(e)}>
            {t('ocs.railTo', { hex: hexLabel(e.to), name: g.map.hexes[e.to]?.name ?? '' })}
          </button>
          {cost !== null ? (
            <p class="st-muted ocs-small">
              {t('ocs.railCostLine', {
                cost: formatNumber(cost),
                left: formatNumber(left),
                track: t(double ? 'ocs.track.double' : 'ocs.track.single'),
              })}
            </p>
          ) : null}
        </div>
      ))}
    </div>
  );
}

export function BuildPanel({
  g,
  plan,
  target,
  busy,
  send,
}: {
  g: OcsGame;
  plan: MovePlan;
  target: HexKey | null;
  busy: boolean;
  send: (e: OcsEvent) => void;
}) {
  const shown = target ? plan.works.filter((e) => e.hex === target) : [];
  const refused = buildRefusals(g, plan);
  const fort = plan.fort;
  return (
    <div>
      {fort ? (
        <button type="button" class="st-btn st-btn-primary ocs-wide" disabled={busy} onClick={() => send(fort)}>
          {t('ocs.fortifyHere')}
        </button>
      ) : null}
      {refused.fort ? <Refusal r={refused.fort} lead={t('ocs.fortRefused')} /> : null}
      {refused.engineer ? <Refusal r={refused.engineer} lead={t('ocs.engRefused')} /> : null}
      {plan.works.length > 0 ? <p class="st-muted">{t('ocs.buildHint')}</p> : null}
      {shown.map((e) => (
        <button
          key={`${e.work}${e.action}`}
          type="button"
          class="st-btn ocs-wide"
          disabled={busy}
          onClick={() => send(e)}
        >
          {hexLabel(e.hex)}: {t(`ocs.work.${e.work}.${e.action}`, { level: levelAfter(g, e) })}
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

export function DepotPanel({
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

export function Notes({ g }: { g: OcsGame }) {
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

export function HexInfo({ g, hex, inZoc }: { g: OcsGame; hex: HexKey; inZoc: boolean }) {
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
