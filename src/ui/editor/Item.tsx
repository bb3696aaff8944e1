/**
 * One entry of a list in the editor (a unit, an asset, a turn...): a summary line that opens to its fields. It
 * opens by itself when it is new or when a problem inside it is shown.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { signal } from '@preact/signals';
import { t } from '../../i18n';
import type { Side, FabScenario } from '../../rules/fab/types';
import { change, focus } from './state';

/** The entry just added (its path), shown open. */
export const fresh = signal<string | null>(null);

export function Item(props: { path: string; summary: ComponentChildren; children: ComponentChildren }) {
  const [open, setOpen] = useState(false);
  const f = focus.value;
  const inside = (p: string | null) =>
    !!p && (p === props.path || p.startsWith(`${props.path}.`) || p.startsWith(`${props.path}[`));
  return (
    <details
      class="ed-item"
      open={open || inside(f) || inside(fresh.value)}
      data-field={props.path}
      onToggle={(e) => {
        const now = e.currentTarget.open;
        setOpen(now);
        if (!now && inside(fresh.value)) fresh.value = null;
      }}
    >
      <summary>{props.summary}</summary>
      <div class="ed-item-body">{props.children}</div>
    </details>
  );
}

type Sided = 'formations' | 'units' | 'assets' | 'events' | 'specialActions';

/**
 * A list of the scenario in two halves, one per side: each entry an Item (its summary, its fields), and an
 * "add" button per side that adds an entry of that side and opens it.
 */
export function BySide<K extends Sided>(props: {
  sc: FabScenario;
  list: K;
  title: string;
  /** What is added, for the button ("a unit"). */
  add: string;
  /** The scenario with a new entry of `side` at the end of the list. */
  make: (sc: FabScenario, side: Side) => { sc: FabScenario };
  summary: (x: FabScenario[K][number]) => ComponentChildren;
  children: (x: FabScenario[K][number], i: number) => ComponentChildren;
}) {
  const { sc, list } = props;
  const entries: readonly FabScenario[K][number][] = sc[list];
  const sideName = (side: Side) => sc.sides.find((s) => s.id === side)?.name ?? side;
  return (
    <section class="ed-section">
      <h2>{props.title}</h2>
      <div class="ed-sides">
        {(['blue', 'red'] as const).map((side) => (
          <div key={side} class="ed-side" data-side={side}>
            <h3>{sideName(side)}</h3>
            {entries.map((x, i) =>
              x.side !== side ? null : (
                <Item key={x.id} path={`${list}[${i}]`} summary={props.summary(x)}>
                  {props.children(x, i)}
                </Item>
              ),
            )}
            <button
              type="button"
              class="st-btn ed-add"
              onClick={() =>
                change((s) => {
                  const next = props.make(s, side).sc;
                  fresh.value = `${list}[${next[list].length - 1}]`;
                  return next;
                })
              }
            >
              {t('editor.addFor', { what: props.add, side: sideName(side) })}
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}

/** A remove button for an entry. */
export function Remove(props: { label: string; onRemove: () => void; disabled?: boolean; why?: string }) {
  return (
    <div class="st-row ed-actions">
      <button type="button" class="st-btn st-btn-danger" disabled={props.disabled} onClick={props.onRemove}>
        {props.label}
      </button>
      {props.disabled && props.why ? <span class="st-muted">{props.why}</span> : null}
    </div>
  );
}
