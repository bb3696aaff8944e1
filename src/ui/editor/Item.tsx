/**
 * One entry of a list in the editor (a unit, an asset, a turn...): a summary line that opens to its fields. It
 * opens by itself when it is new or when a problem inside it is shown.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { signal } from '@preact/signals';
import { t } from '../../i18n';
import type { Side, FabScenario } from '../../rules/fab/types';
import { focus } from './state';

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

/** A list's two halves, one per side, each with its "add" button. */
export function BySide(props: {
  sc: FabScenario;
  title: string;
  add: string;
  onAdd: (side: Side) => void;
  children: (side: Side) => ComponentChildren;
}) {
  return (
    <section class="ed-section">
      <h2>{props.title}</h2>
      <div class="ed-sides">
        {(['blue', 'red'] as const).map((side) => (
          <div key={side} class="ed-side" data-side={side}>
            <h3>{props.sc.sides.find((s) => s.id === side)?.name ?? side}</h3>
            {props.children(side)}
            <button type="button" class="st-btn ed-add" onClick={() => props.onAdd(side)}>
              {t('editor.addFor', { what: props.add, side: props.sc.sides.find((s) => s.id === side)?.name ?? side })}
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
