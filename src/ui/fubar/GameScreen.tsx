/** The FUBAR table screen: the step to play now with one big button, unit states, dice, the turn log. */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameSessionApi } from '../../app/session-api';
import { useOneAtATime } from '../game/one-at-a-time';
import { formatNumber, t } from '../../i18n';
import type { Rejection } from '../../rules/common/result';
import { deciderOf, phaseOf, ruleOf, type FubarState } from '../../../machines/fubar/engine';
import { fubarEngine } from '../../app/systems/fubar';
import type { FubarEvent } from '../../../machines/fubar/turn';
import * as G from '../../rules/fubar/game';
import type { FubarCtx } from '../../rules/fubar/state';
import { ACTIONS } from '../../rules/fubar/tables';
import { Allocate, Volley } from './later';
import { Die, entryText, LogView, rejectionText, RuleLink, SideTag, UnitLists, unitLabel } from './parts';
import type { Send } from './types';
import { Icon } from '../icons';

type Session = GameSessionApi<FubarState, FubarEvent>;

export function GameScreen({ session }: { session: Session; viewer?: string }) {
  const [error, setError] = useState<Rejection | null>(null);
  const [rotated, setRotated] = useState(false);
  const state = session.state.value;
  const ctx = state.ctx;
  const legal = fubarEngine.legalEvents(state);
  // one tap at a time: the second of a double tap is dropped (src/ui/game/one-at-a-time.ts)
  const sending = useOneAtATime();
  const busy = sending.busy.value;
  const send: Send = (e) =>
    sending.run(async () => {
      const r = await session.dispatch(e);
      setError(r.ok ? null : r);
    }, undefined);
  // "Turn the screen" turns the whole game screen, the game bar included (see .st-turned in fubar.css).
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('st-turned', rotated);
    document.querySelector('.st-game-host')?.scrollTo?.(0, 0);
    return () => root.classList.remove('st-turned');
  }, [rotated]);
  const last = [...ctx.log].reverse().find((e) => e.rolls.length > 0);
  // when the step changes, bring its panel into view if it scrolled off (phones)
  const stepRef = useRef<HTMLElement>(null);
  // the step is the chart's stored state value; its rule comes from the chart's meta
  const phase = phaseOf(state);
  const stepKey = `${phase}|${ctx.pending.length}`;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const el = stepRef.current;
    if (el && typeof el.getBoundingClientRect === 'function' && el.getBoundingClientRect().top < 70)
      el.scrollIntoView?.({ block: 'start' });
  }, [stepKey]);
  // issue 27: a new roll's result (a shot's dice, an activation) is brought into view when it lands below the fold
  // or under the bar; after the step's own scroll above, so the result wins
  const lastRef = useRef<HTMLElement>(null);
  const rolls = ctx.log.reduce((n, e) => n + e.rolls.length, 0); // every die rolled so far
  const firstRoll = useRef(true);
  useEffect(() => {
    if (firstRoll.current) {
      firstRoll.current = false;
      return;
    }
    const el = lastRef.current;
    if (!el || typeof el.getBoundingClientRect !== 'function') return;
    const r = el.getBoundingClientRect();
    const bar = document.querySelector('.st-gamebar')?.getBoundingClientRect().bottom ?? 0;
    // taller than the room under the bar: from its top (its heading and first dice)
    const fits = r.height <= window.innerHeight - bar;
    if (r.top < bar || r.bottom > window.innerHeight) el.scrollIntoView?.({ block: fits ? 'nearest' : 'start' });
  }, [rolls]);
  return (
    <div class="fubar-screen" data-phase={phase} data-log={ctx.log.length} aria-busy={busy}>
      <div class="fubar-bar">
        <span class="fubar-turn">{t('fubar.turn', { turn: ctx.turn })}</span>
        <span class="fubar-phase">
          {t(`fubar.phase.${phase}`)} <RuleLink rule={ruleOf(state)} />
        </span>
        <button type="button" class="st-btn fubar-rotate" aria-pressed={rotated} onClick={() => setRotated(!rotated)}>
          <Icon name="rotate" /> {t('fubar.rotate')}
        </button>
      </div>
      <section ref={stepRef} class="fubar-step st-card" aria-live="polite" aria-label={t('fubar.step')}>
        <Step state={state} legal={legal} send={send} busy={busy} />
        {error ? (
          <p class="fubar-error" role="alert">
            <Icon name="warning" /> {rejectionText(error)}{' '}
            {error.rule !== 'storage' ? <RuleLink rule={error.rule} /> : null}
          </p>
        ) : null}
      </section>
      {last ? (
        <section ref={lastRef} class="fubar-last st-card" aria-label={t('fubar.lastRoll')}>
          <h2>{t('fubar.lastRoll')}</h2>
          <p>{entryLine(ctx, last)}</p>
          <ul class="fubar-dice">
            {last.rolls.map((r) => (
              <Die r={r} />
            ))}
          </ul>
        </section>
      ) : null}
      <UnitLists ctx={ctx} />
      <LogView ctx={ctx} />
    </div>
  );
}

function entryLine(ctx: FubarCtx, e: FubarCtx['log'][number]): string {
  return entryText(ctx, e);
}

function Big({
  onClick,
  disabled,
  children,
  id,
}: {
  onClick: () => void;
  disabled?: boolean;
  children: preact.ComponentChildren;
  id?: string;
}) {
  return (
    <button
      type="button"
      class="st-btn st-btn-primary fubar-big"
      onClick={onClick}
      disabled={disabled}
      {...(id ? { 'data-testid': id } : {})}
    >
      {children}
    </button>
  );
}

function Step({ state, legal, send, busy }: { state: FubarState; legal: FubarEvent[]; send: Send; busy: boolean }) {
  const ctx = state.ctx;
  const active = ctx.active ? G.unitOf(ctx, ctx.active) : undefined;
  const phase = phaseOf(state);
  switch (phase) {
    case 'initiative':
      return (
        <div>
          <h2>{t('fubar.step.initiative')}</h2>
          {ctx.lastInitiative ? (
            <p>{t('fubar.tieAgain', { a: ctx.lastInitiative[0], b: ctx.lastInitiative[1] })}</p>
          ) : (
            <p class="st-muted">{t('fubar.initiativeHelp')}</p>
          )}
          <Big onClick={() => send({ type: 'ROLL_INITIATIVE' })} disabled={busy} id="roll-initiative">
            {t('fubar.rollInitiative')}
          </Big>
        </div>
      );
    case 'melee':
      return (
        <div>
          <h2>{t('fubar.step.melee')}</h2>
          <p class="st-muted">{t('fubar.meleeHelp')}</p>
          {legal.map((e) =>
            e.type === 'FIGHT_MELEE' ? (
              <Big onClick={() => send(e)} disabled={busy}>
                <Icon name="swords" />{' '}
                {(() => {
                  const m = ctx.engagements.find((x) => x.id === e.engagement)!;
                  return t('fubar.fightMelee', { a: unitLabel(ctx, m.a), b: unitLabel(ctx, m.b) });
                })()}
              </Big>
            ) : null,
          )}
        </div>
      );
    case 'activation':
      return (
        <Activation key={ctx.log.length} ctx={ctx} side={deciderOf(state)} legal={legal} send={send} busy={busy} />
      );
    case 'action':
      return (
        <div>
          <h2>{t('fubar.step.action', { unit: unitLabel(ctx, ctx.active ?? undefined) })}</h2>
          <div class="fubar-choices">
            {legal.map((e) =>
              e.type === 'CHOOSE_ACTION' ? (
                <button
                  type="button"
                  class="st-btn fubar-choice"
                  disabled={busy}
                  onClick={() => send(e)}
                  data-action={e.action + (e.terrain ? `-${e.terrain}` : '')}
                >
                  <strong>
                    {t(`fubar.action.${e.action}`)}
                    {e.terrain ? ` · ${t(`fubar.terrain.${e.terrain}`)}` : ''}
                  </strong>
                  <span>
                    {t('fubar.inches', {
                      n: e.action === 'drive' && e.terrain === 'light' ? 6 : ACTIONS[e.action].move,
                    })}
                  </span>
                  <span class="st-muted">{t(`fubar.actionNote.${e.action}`)}</span>
                </button>
              ) : null,
            )}
          </div>
        </div>
      );
    case 'moving': {
      const reactors = [
        ...new Set(legal.filter((e) => e.type === 'OVERWATCH_FIRE').map((e) => (e as { unit: string }).unit)),
      ];
      return (
        <div>
          <h2>
            {t('fubar.step.moving', {
              unit: unitLabel(ctx, ctx.active ?? undefined),
              action: active?.action ? t(`fubar.action.${active.action}`) : '',
            })}
          </h2>
          <p class="st-muted">{t('fubar.movingHelp')}</p>
          <Big onClick={() => send({ type: 'DONE_MOVING' })} disabled={busy} id="done-moving">
            <Icon name="check" /> {t('fubar.doneMoving')}
          </Big>
          {reactors.map((id) => (
            <details class="fubar-overwatch">
              <summary class="st-btn">{t('fubar.overwatchFire', { unit: unitLabel(ctx, id) })}</summary>
              <Volley state={state} shooterId={id} mode="overwatch" send={send} busy={busy} />
            </details>
          ))}
        </div>
      );
    }
    case 'shooting':
      return (
        <div>
          <h2>{t('fubar.step.shooting', { unit: unitLabel(ctx, ctx.active ?? undefined) })}</h2>
          <Volley
            state={state}
            shooterId={ctx.active!}
            mode={active ? G.shotModeFor(active)! : 'walk'}
            send={send}
            busy={busy}
          />
          <button
            type="button"
            class="st-btn fubar-end"
            disabled={busy}
            onClick={() => send({ type: 'END_ACTIVATION' })}
          >
            {t('fubar.endActivation')}
          </button>
        </div>
      );
    case 'assault':
      return (
        <div>
          <h2>{t('fubar.step.assault', { unit: unitLabel(ctx, ctx.active ?? undefined) })}</h2>
          <p class="st-muted">{t('fubar.assaultHelp')}</p>
          <div class="fubar-choices">
            {legal.map((e) =>
              e.type === 'ASSAULT' ? (
                <Big onClick={() => send(e)} disabled={busy}>
                  <Icon name="swords" /> {t('fubar.assaultTarget', { unit: unitLabel(ctx, e.target) })}
                </Big>
              ) : null,
            )}
          </div>
          <button
            type="button"
            class="st-btn fubar-end"
            disabled={busy}
            onClick={() => send({ type: 'END_ACTIVATION' })}
          >
            {t('fubar.noContact')}
          </button>
        </div>
      );
    case 'owner':
      return (
        <Allocate key={`${ctx.pending[0]?.unit}-${ctx.log.length}`} ctx={ctx} send={send} busy={busy} legal={legal} />
      );
    case 'turnEnd':
      return (
        <div>
          <h2>{t('fubar.step.turnEnd', { turn: ctx.turn })}</h2>
          {legal.some((e) => e.type === 'NEXT_TURN') ? (
            <Big onClick={() => send({ type: 'NEXT_TURN' })} disabled={busy} id="next-turn">
              <Icon name="next" /> {t('fubar.nextTurn', { turn: ctx.turn + 1 })}
            </Big>
          ) : null}
          <details class="fubar-endgame">
            <summary class="st-btn">{t('fubar.endGame')}</summary>
            <div class="st-row">
              {([0, 1] as const).map((side) => (
                <button
                  type="button"
                  class="st-btn"
                  disabled={busy}
                  onClick={() => send({ type: 'END_GAME', winner: side })}
                >
                  {t('fubar.wins', { side: ctx.sides[side].name })}
                </button>
              ))}
              <button
                type="button"
                class="st-btn"
                disabled={busy}
                onClick={() => send({ type: 'END_GAME', winner: null })}
              >
                {t('fubar.draw')}
              </button>
            </div>
          </details>
        </div>
      );
    case 'over':
      return (
        <div>
          <h2>{t('fubar.step.over')}</h2>
          <p class="fubar-result">
            {ctx.winner === null ? t('fubar.draw') : t('fubar.wins', { side: ctx.sides[ctx.winner].name })}
          </p>
        </div>
      );
    default:
      return <p class="st-muted">{t(`fubar.phase.${phase}`)}</p>;
  }
}

function Activation({
  ctx,
  side,
  legal,
  send,
  busy,
}: {
  ctx: FubarCtx;
  /** The side that decides here, as the chart's meta says (the side holding the initiative). */
  side: 0 | 1 | null;
  legal: FubarEvent[];
  send: Send;
  busy: boolean;
}) {
  const ids = [...new Set(legal.filter((e) => e.type === 'ACTIVATE').map((e) => (e as { unit: string }).unit))];
  const [picked, setPicked] = useState<string | null>(null);
  const [sight, setSight] = useState<boolean | null>(null);
  const [away, setAway] = useState(0);
  const unit = picked && ids.includes(picked) ? G.unitOf(ctx, picked) : undefined;
  const maxAway = unit ? Math.max(0, G.alive(unit).length - 1) : 0;
  return (
    <div>
      <h2>
        {t('fubar.step.activation')} {side === null ? null : <SideTag ctx={ctx} side={side} />}
      </h2>
      <p class="st-muted">{t('fubar.activationHelp')}</p>
      <fieldset class="fubar-pick">
        <legend>{t('fubar.pickUnit')}</legend>
        <div class="fubar-choices">
          {ids.map((id) => (
            <button
              type="button"
              class="st-btn fubar-choice"
              aria-pressed={picked === id}
              data-unit={id}
              onClick={() => {
                setPicked(id);
                setAway(0);
                setSight(null);
              }}
            >
              {unitLabel(ctx, id)}
            </button>
          ))}
        </div>
      </fieldset>
      {unit ? (
        <>
          <fieldset class="fubar-pick">
            <legend>{t('fubar.enemyInSight')}</legend>
            <div class="st-row">
              <button
                type="button"
                class="st-btn"
                aria-pressed={sight === true}
                data-testid="sight-yes"
                onClick={() => setSight(true)}
              >
                {t('fubar.yes')}
              </button>
              <button
                type="button"
                class="st-btn"
                aria-pressed={sight === false}
                data-testid="sight-no"
                onClick={() => setSight(false)}
              >
                {t('fubar.noPlus1')}
              </button>
            </div>
          </fieldset>
          {maxAway > 0 ? (
            <fieldset class="fubar-pick">
              <legend>{t('fubar.figuresAway')}</legend>
              <div class="st-row">
                {Array.from({ length: maxAway + 1 }, (_, n) => (
                  <button type="button" class="st-btn" aria-pressed={away === n} onClick={() => setAway(n)}>
                    {formatNumber(n)}
                  </button>
                ))}
              </div>
            </fieldset>
          ) : null}
          {G.suppressedCount(unit) > 0 ? <p>{t('fubar.suppressedPenalty', { n: G.suppressedCount(unit) })}</p> : null}
          <Big
            onClick={() =>
              send({ type: 'ACTIVATE', unit: unit.id, enemyInSight: sight!, figuresAway: away }).then(() =>
                setPicked(null),
              )
            }
            disabled={busy || sight === null}
            id="roll-activation"
          >
            {t('fubar.rollActivation', { unit: unitLabel(ctx, unit.id) })}
          </Big>
        </>
      ) : null}
    </div>
  );
}
