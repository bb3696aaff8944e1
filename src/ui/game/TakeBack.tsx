/**
 * Take-back by agreement on screen (issue 27; the runner's side: src/app/session/take-back.ts). "Ask to take back"
 * stands where Undo would be when the last move rolled dice or revealed something; the request is stored, then the
 * tablet passes, and the other side is asked first when it takes it, the move put in its own words (the system's
 * `moveText`, from that side's lines and view: nothing it may not know). The hand-off panel says a request waits
 * and lets the side that asked withdraw it.
 */
import { useState } from 'preact/hooks';
import { say, t } from '../../i18n';
import type { GameSession } from '../../app/session';
import type { SystemUi } from '../system-ui';
import { toast } from '../shell/toast';
import { Icon } from '../icons';
import { tNames } from '../names';

const sayTb = (r: { message: string; code?: string; params?: Readonly<Record<string, string | number>> }) =>
  say(r, 'tb');

/** The side that answers a request of `by`: the one of `sides` that did not ask. */
const otherOf = (sides: readonly string[], by: string): string => sides.find((s) => s !== by) ?? by;

export function AskButton({
  session,
  by,
}: {
  session: GameSession;
  /** The side that asks: the one that made the last move (`askable`). */
  by: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      class="st-btn st-takeback-ask"
      aria-label={t('tb.askLabel')}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        const r = await session.takeBack.ask(by);
        setBusy(false);
        if (!r.ok) return toast(sayTb(r), 'error');
        // solo: the app answered in the same write (its answer is the last entry)
        if (r.value === null) {
          const accepted = session.log.peek()?.at(-1)?.event['accept'] === true;
          toast(t(accepted ? 'tb.appAccepted' : 'tb.appRefused'), accepted ? 'info' : 'error');
        }
        // two players: the hand-off panel comes up and says who answers (a toast would stay over the other's view)
      }}
    >
      <Icon name="undo" /> <span class="st-hide-narrow">{t('tb.ask')}</span>
    </button>
  );
}

/** On the hand-off panel while a request waits: who asked, who answers, and the asker's way to withdraw it. */
export function TakeBackWaiting({
  session,
  sides,
  label,
}: {
  session: GameSession;
  sides: readonly string[];
  label: (side: string) => string;
}) {
  const p = session.takeBack.pending.value;
  if (!p) return null;
  return (
    <div class="st-takeback-waiting">
      <p>{tNames('tb.waiting', { side: label(p.by), other: label(otherOf(sides, p.by)) }, ['side', 'other'])}</p>
      <button
        type="button"
        class="st-btn st-takeback-withdraw"
        onClick={async () => {
          const r = await session.takeBack.withdraw();
          toast(r.ok ? t('tb.withdrawn') : sayTb(r), r.ok ? 'info' : 'error');
        }}
      >
        {t('tb.withdraw')}
      </button>
    </div>
  );
}

/**
 * The question put to the side that answers (the holder; at an open table, the side that did not ask), before
 * anything else of the game shows: the move in its words, what an accept does to the dice, Accept and Refuse.
 * Null when no request waits for this viewer.
 */
export function TakeBackQuestion({
  session,
  ui,
  viewer,
  sides,
  label,
}: {
  session: GameSession;
  ui: SystemUi;
  viewer: string;
  sides: readonly string[];
  label: (side: string) => string;
}) {
  const [busy, setBusy] = useState(false);
  const p = session.takeBack.pending.value;
  if (!p) return null;
  const side = viewer === 'open' ? otherOf(sides, p.by) : viewer;
  if (side === p.by) return null;
  const move =
    ui.moveText?.(session, side, p.move, p.at) ??
    (session.log.value ?? []).slice(p.move, p.at).map((e) => e.event.type);
  const answer = async (accept: boolean) => {
    setBusy(true);
    const r = await session.takeBack.answer(side, accept);
    setBusy(false);
    toast(r.ok ? t(accept ? 'tb.accepted' : 'tb.refused') : sayTb(r), r.ok ? 'info' : 'error');
  };
  return (
    <section class="st-takeback" role="alertdialog" aria-labelledby="takeback-title">
      <h2 id="takeback-title">{tNames('tb.askedMove', { side: label(p.by) }, ['side'])}</h2>
      <ul class="st-takeback-move">
        {move.map((m, i) => (
          <li key={i}>{m}</li>
        ))}
      </ul>
      <p>{t('tb.askedNote')}</p>
      <div class="st-row">
        <button
          type="button"
          class="st-btn st-btn-primary st-takeback-accept"
          disabled={busy}
          onClick={() => void answer(true)}
        >
          {t('tb.accept')}
        </button>
        <button type="button" class="st-btn st-takeback-refuse" disabled={busy} onClick={() => void answer(false)}>
          {t('tb.refuse')}
        </button>
      </div>
    </section>
  );
}
