/**
 * What the game screen says about the game's record: a record that cannot be replayed to its end (read-only
 * at its last good move, with the reason and "continue from here as a copy"), and, for a game on older rules,
 * the version it plays and what the newer one changes; moving to it is offered only when a replay finds every
 * move so far legal under it, else the first move it refuses is named.
 */
import { exportThisGame } from './export-this';
import { useEffect, useState } from 'preact/hooks';
import { has, say, t, td } from '../../i18n';
// its words are a part of their own (src/i18n/screens/later-en.ts...): registered here, so `t` fetches them if needed
import '../../i18n/screens/load-later';
import type { GameSession, ReadOnly, RulesCheck } from '../../app/session';
import type { Rejection } from '../../rules/common/result';
import { navigate } from '../router';
import { toast } from '../shell/toast';
import { Dialog } from '../shell/Dialog';
import { whenIdle } from '../idle';

/** A ruling's sentence in the player's language: `<system>.ruling.<id>` in the system's strings, else the
 * registry's English sentence. */
function rulingText(c: { readonly id: string; readonly text: string }): string {
  const key = `${c.id.slice(0, c.id.indexOf('.'))}.ruling.${c.id}`;
  return has(key) ? td(key) : c.text;
}

/** Games whose player chose to keep their rules, for this visit (the offer comes back on the next one). */
const kept = new Set<string>();

type SayRejection = (r: Pick<Rejection, 'message' | 'code' | 'params'>) => string;

function reasonOf(ro: ReadOnly, sayRule: SayRejection): string {
  if (ro.kind === 'refused') {
    // the rules' own sentence in the player's language when the system can say it, else their English text
    const reason = ro.rejection ? sayRule(ro.rejection) : ro.message;
    return t('core.record.refused', { move: ro.goodMoves + 1, rule: ro.rule, reason });
  }
  return say(ro);
}

export function RecordNotices({
  session,
  sayRule = (r) => r.message,
}: {
  session: GameSession;
  sayRule?: SayRejection | undefined;
}) {
  const ro = session.readOnly.value;
  const [busy, setBusy] = useState(false);
  const [check, setCheck] = useState<RulesCheck | null>(null);
  const [open, setOpen] = useState(false);
  const offer = ro ? null : session.newerRules();

  useEffect(() => {
    if (!offer) return;
    let live = true;
    // a replay of the whole game under the new rules: only then is the move offered (in the dialog, which says it
    // is checking until then). In idle time: the game's first screen does not wait for it.
    const cancel = whenIdle(() => void session.checkNewRules().then((c) => live && setCheck(c)));
    return () => {
      live = false;
      cancel();
    };
  }, [session, offer?.to]);

  if (ro) {
    return (
      <section class="st-warning st-record" role="alert" aria-labelledby="st-ro-title">
        <h2 id="st-ro-title" class="st-record-title">
          {t('core.record.readOnlyTitle')}
        </h2>
        <p>{reasonOf(ro, sayRule)}</p>
        <p>{t('core.record.shownAt', { good: ro.goodMoves, stored: ro.storedMoves })}</p>
        <div class="st-row">
          <button
            type="button"
            class="st-btn st-btn-primary"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              const r = await session.continueAsCopy(t('core.record.copyName', { name: session.name.value }));
              setBusy(false);
              if (!r.ok) {
                toast(say(r), 'error');
                return;
              }
              toast(t('core.record.copied', { good: ro.goodMoves }));
              navigate({ name: 'game', id: r.value });
            }}
          >
            {t('core.record.copy')}
          </button>
          <button type="button" class="st-btn" onClick={() => void exportThisGame(session, 'download')}>
            {t('core.exportThis')}
          </button>
        </div>
      </section>
    );
  }
  const damaged = session.damaged.value;
  if (damaged)
    return (
      <p class="st-warning" role="alert">
        {damaged}
      </p>
    );
  if (!offer) return null;
  const movable = check?.ok === true;
  return (
    // A one-line strip of fixed height, part of the layout (the map below keeps its size and place), shown for
    // every game on older rules: which version it plays, and that a newer one exists. A tap opens what the newer
    // version changes in a dialog over the screen, with the move when every move so far is legal under it, or
    // the move that is not.
    <div class={`st-warning st-record-offer${kept.has(session.gameId) ? ' st-record-kept' : ''}`}>
      <button type="button" class="st-record-offer-open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('core.rules.strip', { from: offer.from, to: offer.to })}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy="st-rules-title" class="st-record-dialog">
        <h2 id="st-rules-title" class="st-record-title">
          {t('core.rules.offerTitle')}
        </h2>
        <p>{t('core.rules.offer', { from: offer.from, to: offer.to })}</p>
        <ul>
          {offer.changes.map((c) => (
            <li key={c.id}>{t('core.rules.ruling', { section: c.section, text: rulingText(c) })}</li>
          ))}
        </ul>
        {check === null ? (
          <p class="st-muted">{t('core.rules.checking')}</p>
        ) : check.ok ? (
          <p>{t(check.samePosition ? 'core.rules.allLegal' : 'core.rules.allLegalChanged')}</p>
        ) : (
          <p>
            {t('core.rules.moveIllegal', {
              move: check.at + 1,
              rule: check.rejection.rule,
              reason: sayRule(check.rejection),
            })}
          </p>
        )}
        <p class="st-muted">{t('core.rules.stay')}</p>
        <div class="st-row">
          {movable ? (
            <button
              type="button"
              class="st-btn st-btn-primary"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                const r = await session.moveToNewRules();
                setBusy(false);
                setCheck(null);
                setOpen(false);
                if (r.ok) toast(t('core.rules.moved', { to: r.value }));
                else toast(say(r), 'error');
              }}
            >
              {t('core.rules.move', { to: offer.to })}
            </button>
          ) : null}
          <button
            type="button"
            class="st-btn"
            onClick={() => {
              kept.add(session.gameId);
              setOpen(false);
            }}
          >
            {t('core.rules.keep')}
          </button>
          <button type="button" class="st-btn" onClick={() => setOpen(false)}>
            {t('core.rules.later')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
