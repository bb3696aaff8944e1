/**
 * Beside the game screen: notes (a shared one, and the private one of the side holding the tablet, shown only
 * after that side's hand-off) and the optional clock per side (pausable; the side to decide runs; FUBAR's far
 * side's clock is drawn turned for the player across the table).
 */
import { useSignal, useSignalEffect } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../i18n';
import type { GameSessionApi } from '../../app/session-api';
import type { GameEvent } from '../../rules/common/engine';
import {
  EMPTY_NOTES,
  formatClock,
  newClock,
  pauseClock,
  readTable,
  resumeClock,
  runFor,
  saveClock,
  saveNotes,
  usedAt,
  type GameClock,
  type GameNotes,
} from '../../app/table';
import { toast } from '../shell/toast';
import { Icon } from '../icons';

export function TableTools({
  session,
  viewer,
  sides,
  label,
  turned,
  startOpen = false,
}: {
  session: GameSessionApi<unknown, GameEvent>;
  /** The side holding the tablet, or 'open' (no private notes then). */
  viewer: string;
  sides: readonly string[];
  label: (side: string) => string;
  /** The side whose clock is drawn upside down (FUBAR: the player across the table). */
  turned?: string;
  /** Open the notes at once (their Notes button was tapped before this code arrived: ./host-parts.tsx). */
  startOpen?: boolean;
}) {
  const notes = useSignal<GameNotes | null>(null);
  const clock = useSignal<GameClock | null>(null);
  const open = useSignal(startOpen);
  const now = useSignal(Date.now());
  const gameId = session.gameId;

  useEffect(() => {
    let live = true;
    void readTable(gameId).then(
      (r) => {
        if (!live) return;
        notes.value = r.notes;
        clock.value = r.clock;
      },
      () => live && (notes.value = EMPTY_NOTES),
    );
    return () => {
      live = false;
    };
  }, [gameId]);

  const storeClock = (c: GameClock | null) => {
    clock.value = c;
    saveClock(gameId, c).catch((e: unknown) => toast(e instanceof Error ? e.message : String(e), 'error'));
  };

  // the side to decide has the clock (while both decide, e.g. FUBAR's initiative, it stays where it was); a
  // finished game stops it
  const target = (c: GameClock) => {
    const st = session.status.peek();
    const actor = st.actor !== null && sides.includes(st.actor) ? st.actor : null;
    return st.finished ? null : (actor ?? c.running ?? sides[0] ?? null);
  };
  useSignalEffect(() => {
    const c = clock.value;
    void session.status.value; // re-run when the game moves
    if (!c) return;
    const side = target(c);
    if (c.running !== side) storeClock(runFor(c, side, Date.now()));
  });

  // one tick a second while a clock runs
  useSignalEffect(() => {
    const c = clock.value;
    if (!c || c.paused || c.running === null) return;
    const timer = setInterval(() => (now.value = Date.now()), 1000);
    return () => clearInterval(timer);
  });

  const c = clock.value;
  const n = notes.value;
  return (
    <div class="st-table-tools">
      <div class="st-row st-table-row">
        <button
          type="button"
          class="st-btn st-notes-toggle"
          aria-expanded={open.value}
          aria-controls="st-notes"
          aria-label={t('play.notes')}
          onClick={() => (open.value = !open.value)}
        >
          <Icon name="note" /> <span class="st-hide-narrow">{t('play.notes')}</span>
        </button>
        {c ? (
          <>
            {/* issue 27: the bar keeps one line: a long side name is cut short (its initial alone on a phone,
                where the two clocks stack in one box) */}
            <span class="st-clocks">
              {sides.map((side) => (
                <span
                  key={side}
                  class={`st-clock${c.running === side ? ' st-clock-running' : ''}${side === turned ? ' st-clock-turned' : ''}`}
                  data-side={side}
                >
                  <span class="st-clock-side">{label(side)}</span>
                  <span class="st-clock-initial" aria-hidden="true">
                    {label(side).charAt(0)}
                  </span>{' '}
                  <span class="st-clock-time">{formatClock(usedAt(c, side, Math.max(now.value, Date.now())))}</span>
                </span>
              ))}
            </span>
            {/* an icon drawn in SVG (the font's pause sign showed as an empty box), named by its label; while
                paused the clocks are dimmed and say so to assistive technology */}
            <button
              type="button"
              class="st-btn st-clock-pause"
              aria-pressed={c.paused}
              aria-label={c.paused ? t('play.clockResume') : t('play.clockPause')}
              title={c.paused ? t('play.clockResume') : t('play.clockPause')}
              onClick={() => storeClock(c.paused ? resumeClock(c, Date.now()) : pauseClock(c, Date.now()))}
            >
              <Icon name={c.paused ? 'play' : 'pause'} />
            </button>
            {c.paused ? <span class="st-visually-hidden">{t('play.clockPaused')}</span> : null}
          </>
        ) : null}
      </div>
      {open.value && n ? (
        <Notes
          notes={n}
          viewer={viewer}
          sides={sides}
          label={label}
          onSave={(next) => {
            notes.value = next;
            return saveNotes(gameId, next);
          }}
          clockOn={!!c}
          onClock={(on) => {
            const fresh = newClock();
            const first = on ? runFor(fresh, target(fresh), Date.now()) : null;
            storeClock(first);
          }}
        />
      ) : null}
    </div>
  );
}

function Notes({
  notes,
  viewer,
  sides,
  label,
  onSave,
  clockOn,
  onClock,
}: {
  notes: GameNotes;
  viewer: string;
  sides: readonly string[];
  label: (side: string) => string;
  onSave: (n: GameNotes) => Promise<void>;
  clockOn: boolean;
  onClock: (on: boolean) => void;
}) {
  const mine = sides.includes(viewer) ? viewer : null;
  const draft = useRef<GameNotes>(notes);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const save = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    onSave(draft.current).catch((e: unknown) => toast(e instanceof Error ? e.message : String(e), 'error'));
  };
  // typing saves itself a moment after the last key; leaving the panel saves at once
  const later = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(save, 600);
  };
  useEffect(
    () => () => {
      if (timer.current) save();
    },
    [],
  );
  return (
    <section id="st-notes" class="st-notes st-card" aria-label={t('play.notes')}>
      <label class="st-field">
        {t('play.sharedNote')}
        <textarea
          class="st-note-shared"
          rows={3}
          maxLength={20_000}
          value={notes.shared}
          onInput={(e) => {
            draft.current = { ...draft.current, shared: (e.target as HTMLTextAreaElement).value };
            later();
          }}
          onBlur={save}
        />
      </label>
      {mine ? (
        <label class="st-field">
          {t('play.privateNote', { side: label(mine) })}
          <textarea
            class="st-note-private"
            rows={3}
            maxLength={20_000}
            value={notes.sides[mine] ?? ''}
            onInput={(e) => {
              draft.current = {
                ...draft.current,
                sides: { ...draft.current.sides, [mine]: (e.target as HTMLTextAreaElement).value },
              };
              later();
            }}
            onBlur={save}
          />
        </label>
      ) : null}
      <label class="st-btn st-opt st-opt-check">
        <input type="checkbox" checked={clockOn} onChange={(e) => onClock((e.target as HTMLInputElement).checked)} />
        {t('play.clockUse')}
      </label>
    </section>
  );
}
