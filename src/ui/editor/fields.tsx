/**
 * The editor's form controls. Each names the scenario field it edits (`data-field`, its path in the scenario:
 * `units[3].formation`), so that a problem tapped in the list brings that very control into view, and shows
 * the first problem the checks find at that path right under it, as the player edits.
 */
import type { ComponentChildren, TargetedEvent } from 'preact';
import { problems } from './state';
import { problemText } from './say';

const idOf = (path: string) => `ed-${path.replace(/[^\w-]/g, '_')}`;

/** The first problem found at `path`, said under its control. */
export function FieldProblem({ path }: { path: string }) {
  const p = problems.value.find((x) => x.path === path);
  if (!p) return null;
  return (
    <p class={p.level === 'error' ? 'ed-problem' : 'ed-warning'} id={`${idOf(path)}-p`}>
      {problemText(p)}
    </p>
  );
}

const described = (path: string) =>
  problems.value.some((x) => x.path === path) ? { 'aria-describedby': `${idOf(path)}-p` } : {};

export function TextField(props: {
  label: string;
  value: string;
  path: string;
  onText: (s: string) => void;
  max?: number;
  multiline?: boolean;
  hint?: string;
}) {
  const common = {
    'data-field': props.path,
    value: props.value,
    maxLength: props.max ?? 120,
    ...described(props.path),
    onInput: (e: TargetedEvent<HTMLInputElement | HTMLTextAreaElement>) => props.onText(e.currentTarget.value),
  };
  return (
    <label class="st-field ed-field">
      <span>{props.label}</span>
      {props.multiline ? <textarea rows={4} {...common} /> : <input type="text" {...common} />}
      {props.hint ? <span class="st-muted ed-hint">{props.hint}</span> : null}
      <FieldProblem path={props.path} />
    </label>
  );
}

/** A whole number; blank gives `undefined` when `optional` (otherwise a blank box changes nothing). */
export function NumberField(props: {
  label: string;
  value: number | undefined;
  path: string;
  onNumber: (n: number | undefined) => void;
  min?: number;
  max?: number;
  optional?: boolean;
}) {
  return (
    <label class="st-field ed-field ed-number">
      <span>{props.label}</span>
      <input
        type="number"
        inputMode="numeric"
        data-field={props.path}
        min={props.min}
        max={props.max}
        step={1}
        value={props.value === undefined ? '' : String(props.value)}
        {...described(props.path)}
        onInput={(e) => {
          const raw = e.currentTarget.value.trim();
          if (raw === '') {
            if (props.optional) props.onNumber(undefined);
            return;
          }
          const n = Number(raw);
          if (Number.isFinite(n)) props.onNumber(n);
        }}
      />
      <FieldProblem path={props.path} />
    </label>
  );
}

export function SelectField<T extends string>(props: {
  label: string;
  value: T;
  path: string;
  options: readonly (readonly [T, string])[];
  onPick: (v: T) => void;
}) {
  return (
    <label class="st-field ed-field">
      <span>{props.label}</span>
      <select
        data-field={props.path}
        value={props.value}
        {...described(props.path)}
        onChange={(e) => {
          const picked = props.options.find(([v]) => v === e.currentTarget.value);
          if (picked) props.onPick(picked[0]);
        }}
      >
        {props.options.map(([v, label]) => (
          <option key={v} value={v}>
            {label}
          </option>
        ))}
      </select>
      <FieldProblem path={props.path} />
    </label>
  );
}

/** A few choices side by side (radio buttons drawn as a row of buttons). */
export function Choice<T extends string | number>(props: {
  legend: string;
  name: string;
  value: T;
  path: string;
  options: readonly (readonly [T, string])[];
  onPick: (v: T) => void;
}) {
  return (
    <fieldset class="ed-choice" data-field={props.path}>
      <legend>{props.legend}</legend>
      <div class="ed-seg">
        {props.options.map(([v, label]) => (
          <label key={String(v)} class={v === props.value ? 'ed-on' : undefined}>
            <input type="radio" name={props.name} checked={v === props.value} onChange={() => props.onPick(v)} />
            <span>{label}</span>
          </label>
        ))}
      </div>
      <FieldProblem path={props.path} />
    </fieldset>
  );
}

export function Check(props: {
  label: string;
  checked: boolean;
  path: string;
  onCheck: (on: boolean) => void;
  children?: ComponentChildren;
}) {
  return (
    <label class="ed-check" data-field={props.path}>
      <input type="checkbox" checked={props.checked} onChange={(e) => props.onCheck(e.currentTarget.checked)} />
      <span>{props.label}</span>
      {props.children}
    </label>
  );
}
