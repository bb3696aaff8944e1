/**
 * Standing orders (issue 16, src/rules/common/orders.ts): in its own pass a side tells the app how to answer some
 * recurring questions, so the tablet need not cross for them. Reached from the side's Boxes tab, never from the
 * hand-off panel, and only for the side holding the tablet (both on the open table): the other side never sees
 * them. Each tap on an answer is stored at once in the game's header.
 */
import './help.css';
import './orders.css';
import { useState } from 'preact/hooks';
import { t, type MessageKey } from '../../i18n';
import type { GameEvent } from '../../rules/common/engine';
import { ORDER_ANSWERS, ORDER_QUESTIONS, type OrderQuestion, type StandingOrders } from '../../rules/common/orders';
import type { FabState, Side } from '../../rules/fab/types';
import type { FabScreenView } from '../../../machines/fab/view';
import type { PlayerSessionApi } from '../../app/session-api';
import { Dialog } from '../shell/Dialog';
import { RuleLink } from './RuleLink';
import { sideName } from './Block';
import { answerEvent, questionOf } from '../../../machines/fab/orders';

/** issue 25: a FAB screen reads the side's view, never the game's state (it does not compile) */
type Session = PlayerSessionApi<GameEvent, FabScreenView>;

/** The rule each question comes from (5.35d bridges, 4.2c the non-phasing administration, 6.21, 6.22/6.23 assets,
 * 6.4 hits). */
const RULE: Record<OrderQuestion, string> = {
  bridge: '5.35d',
  admin: '4.2c',
  defence: '6.21',
  assets: '6.22',
  hits: '6.4',
};

/** Each answer's words. */
const ANSWER: Record<string, MessageKey> = {
  ask: 'orders.a.ask',
  'bridge.always': 'orders.a.bridge.always',
  'bridge.never': 'orders.a.bridge.never',
  'admin.skip': 'orders.a.admin.skip',
  'defence.decline': 'orders.a.defence.decline',
  'assets.none': 'orders.a.assets.none',
  'hits.steps': 'orders.a.hits.steps',
  'hits.absorb': 'orders.a.hits.absorb',
};
const answerKey = (q: OrderQuestion, a: string): MessageKey =>
  ANSWER[a === 'ask' ? 'ask' : `${q}.${a}`] ?? 'orders.a.ask';

/** The "Standing orders" button and its sheet, for `sides` (the side holding the tablet; both on an open table). */
export function OrdersButton({ session, s, sides }: { session: Session; s: FabState; sides: readonly Side[] }) {
  const [open, setOpen] = useState(false);
  if (!session.setOrders || !session.orders || sides.length === 0) return null;
  return (
    <div class="fab-orders-open">
      <button type="button" class="st-btn" onClick={() => setOpen(true)}>
        {t('orders.open')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy="fab-orders-title" class="fab-sheet fab-orders">
        <div class="fab-sheet-head">
          <h2 id="fab-orders-title">{t('orders.open')}</h2>
          <button
            type="button"
            class="st-btn fab-card-close"
            aria-label={t('orders.close')}
            onClick={() => setOpen(false)}
          >
            ×
          </button>
        </div>
        <p class="fab-muted">{t('orders.intro')}</p>
        {sides.map((side) => (
          <SideOrders key={side} session={session} s={s} side={side} />
        ))}
      </Dialog>
    </div>
  );
}

function SideOrders({ session, s, side }: { session: Session; s: FabState; side: Side }) {
  const mine: StandingOrders = session.orders?.value[side] ?? {};
  const [msg, setMsg] = useState<{ text: string; error: boolean } | null>(null);
  const pick = async (q: OrderQuestion, a: string) => {
    if (!session.setOrders) return;
    const r = await session.setOrders(side, { ...mine, [q]: a });
    setMsg(
      r.ok
        ? { text: t('orders.saved'), error: false }
        : { text: t('orders.failed', { reason: r.message }), error: true },
    );
  };
  return (
    <section class="fab-orders-side" aria-labelledby={`fab-orders-${side}`}>
      <h3 id={`fab-orders-${side}`}>{t('orders.title', { side: sideName(s.scenario, side) })}</h3>
      {ORDER_QUESTIONS.map((q) => (
        <fieldset key={q} class="fab-orders-q" data-question={q}>
          <legend>
            {t(`orders.q.${q}`)} <RuleLink rule={RULE[q]} />
          </legend>
          {ORDER_ANSWERS[q].map((a) => (
            <label key={a} class="fab-check">
              <input
                type="radio"
                name={`fab-order-${side}-${q}`}
                value={a}
                checked={(mine[q] ?? 'ask') === a}
                onChange={() => void pick(q, a)}
              />
              <span>{t(answerKey(q, a))}</span>
            </label>
          ))}
        </fieldset>
      ))}
      {msg ? (
        <p class={msg.error ? 'st-error' : 'fab-muted'} role="status">
          {msg.text}
        </p>
      ) : null}
    </section>
  );
}

/**
 * At the moment one of these questions is asked in person: one tap answers it and makes that answer the side's
 * standing order from now on (the order is stored first, then the answer sent as the player's own tap).
 */
export function OrderHint({
  session,
  s,
  me,
  actor,
  send,
}: {
  session: Session;
  s: FabState;
  me: Side;
  actor: Side | null;
  send: (e: GameEvent) => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  if (!session.setOrders || !session.orders || actor !== me || session.opponent?.side === me) return null;
  const q = questionOf(s, me);
  const mine: StandingOrders = session.orders.value[me] ?? {};
  if (!q || (mine[q] ?? 'ask') !== 'ask') return null;
  // only the answers that decide this very question (a hit order that would still ask here is not offered)
  const answers = ORDER_ANSWERS[q].filter((a) => a !== 'ask' && answerEvent(s, q, a) !== null);
  if (!answers.length) return null;
  const pick = async (a: string) => {
    const e = answerEvent(s, q, a);
    if (!e || !session.setOrders || busy) return;
    setBusy(true);
    try {
      const r = await session.setOrders(me, { ...mine, [q]: a });
      if (r.ok) await send(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="fab-order-hint" aria-labelledby="fab-order-hint-title">
      <h3 id="fab-order-hint-title">{t('orders.hint')}</h3>
      <div class="fab-order-hint-row">
        {answers.map((a) => (
          <button key={a} type="button" class="st-btn" disabled={busy} onClick={() => void pick(a)}>
            {t('orders.hintBtn', { answer: t(answerKey(q, a)) })}
          </button>
        ))}
      </div>
    </section>
  );
}
