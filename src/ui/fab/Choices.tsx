/**
 * The choice panels of the reinforcement and administration phases (issue 13), and of the stacking retreat that
 * may end a movement phase (5.1, issue 26): every option the engine's
 * legal events hold, each with a label that tells it apart (which area, which bridge by its two areas, which
 * unit, which enemy block by area and position, which special action pays). One piece at a time: tap a
 * piece's function to open its options, grouped by area; subset choices (4.1b, 4.21, a replacements event)
 * are a multi-select with a confirm, checked by the rules when sent. The panel decides nothing: it lists the
 * engine's events and sends what the player picks. The choices and their labels are worked out in ./choice-list.ts.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { t, tn } from '../../i18n';
import type { GameEvent } from '../../rules/common/engine';
import type { Rejection } from '../../rules/common/result';
import type { FabState, Side } from '../../rules/fab/types';
import type { Viewer } from './view';
import type { HiddenBlock } from '../../rules/fab/view';
import { buildChoices, optionName, type Choice, type ChoiceOption } from './choice-list';

export {
  CHOICE_EVENTS,
  buildChoices,
  isChoiceEvent,
  optionName,
  type Choice,
  type ChoiceOption,
  type PieceChoices,
} from './choice-list';

export function ChoicePanel({
  s,
  viewer,
  me,
  legal,
  send,
  hidden = [],
}: {
  s: FabState;
  viewer: Viewer;
  me: Side;
  legal: readonly GameEvent[];
  send: (e: GameEvent) => Promise<Rejection | null>;
  /** Enemy blocks the viewer sees from behind (the view's `hiddenBlocks`): intelligence points at them. */
  hidden?: readonly HiddenBlock[];
}) {
  const [open, setOpen] = useState<string | null>(null);
  const [picked, setPicked] = useState<readonly string[]>([]);
  const pieces = buildChoices(s, viewer, me, legal, hidden);
  if (!pieces.length) return null;
  const toggle = (key: string) => {
    setOpen(open === key ? null : key);
    setPicked([]);
  };
  const done = async (e: GameEvent) => {
    const r = await send(e);
    if (!r) {
      setOpen(null);
      setPicked([]);
    }
  };
  return (
    <section class="fab-choices" aria-label={t('fab.ch.title')}>
      <h3>{t('fab.ch.title')}</h3>
      {pieces.map((p) => (
        <div key={p.key} class="fab-choice-piece" role="group" aria-label={p.name}>
          <h4>
            {p.name}
            {p.note ? <span class="fab-muted"> · {p.note}</span> : null}
          </h4>
          <div class="fab-list">
            {p.choices.map((c) => (
              <button
                key={c.key}
                type="button"
                class={`st-btn fab-choice-fn${open === c.key ? ' fab-on' : ''}`}
                aria-expanded={open === c.key}
                aria-controls={`fab-choice-${c.key}`}
                onClick={() => toggle(c.key)}
              >
                <span>
                  {c.title} <span class="fab-rule-tag">({c.rule})</span>
                  <span class="fab-choice-count"> · {tn('fab.ch.options', c.options.length)}</span>
                </span>
              </button>
            ))}
          </div>
          {p.choices
            .filter((c) => c.key === open)
            .map((c) => (
              <Options
                key={c.key}
                c={c}
                label={`${p.name}: ${c.title}`}
                picked={picked}
                setPicked={setPicked}
                onSend={(e) => void done(e)}
              />
            ))}
        </div>
      ))}
    </section>
  );
}

function Options({
  c,
  label,
  picked,
  setPicked,
  onSend,
}: {
  c: Choice;
  label: string;
  picked: readonly string[];
  setPicked: (ids: readonly string[]) => void;
  onSend: (e: GameEvent) => void;
}) {
  // one heading per group, in the order the groups first appear
  const byName = new Map<string | undefined, ChoiceOption[]>();
  for (const o of c.options) {
    const list = byName.get(o.group);
    if (list) list.push(o);
    else byName.set(o.group, [o]);
  }
  const groups = [...byName].map(([name, options]) => ({ name, options }));
  const many = c.kind === 'many';
  const min = c.min ?? 1;
  const max = c.max ?? c.options.length;
  const fits = picked.length >= min && picked.length <= max;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // the options just opened come into view in the panel (they may start below its fold)
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <div class="fab-choice-open" id={`fab-choice-${c.key}`} ref={box}>
      <p class="fab-muted">
        {many
          ? min === max
            ? tn('fab.ch.pickExactly', max)
            : tn('fab.ch.pickUpTo', max)
          : tn('fab.ch.pickOne', c.options.length)}
      </p>
      <div class="fab-choice-list" role="group" aria-label={label} tabIndex={0}>
        {groups.map((g, gi) => (
          <div key={gi} class="fab-choice-group">
            {g.name ? <h5>{g.name}</h5> : null}
            <div class="fab-list">
              {g.options.map((o) =>
                many ? (
                  <label key={o.key} class={`st-btn fab-check${picked.includes(o.id ?? '') ? ' fab-on' : ''}`}>
                    <input
                      type="checkbox"
                      checked={picked.includes(o.id ?? '')}
                      aria-label={optionName(o)}
                      onChange={() => {
                        const id = o.id ?? '';
                        setPicked(picked.includes(id) ? picked.filter((x) => x !== id) : [...picked, id]);
                      }}
                    />{' '}
                    {o.text}
                  </label>
                ) : (
                  <button
                    key={o.key}
                    type="button"
                    class="st-btn fab-choice-option"
                    aria-label={optionName(o)}
                    onClick={() => o.event && onSend(o.event)}
                  >
                    {o.text}
                  </button>
                ),
              )}
            </div>
          </div>
        ))}
      </div>
      {many && c.build ? (
        <button
          type="button"
          class="st-btn fab-primary fab-choice-confirm"
          disabled={!fits}
          onClick={() => c.build && onSend(c.build(picked))}
        >
          {tn('fab.ch.confirm', picked.length)}
        </button>
      ) : null}
    </div>
  );
}
