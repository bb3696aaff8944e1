/**
 * The one gate every event passes on its way into an engine's `apply` (FAB, FUBAR, OCS): the event must have
 * the fields its type needs, with the right kinds of values, as the system's valibot schema says. A malformed
 * event is refused with the rule or topic given, the code `event.malformed` and the path of its first bad
 * field; it changes nothing. The event itself is passed on untouched (never coerced, never copied).
 */
import * as v from 'valibot';
import { reject, type Rejection } from '../src/rules/common/result';
import { isRecord } from '../src/rules/common/narrow';

/** Where an issue is, as `field[0].sub`. */
function pathOf(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? [])
    .map((p) => (typeof p.key === 'number' ? `[${p.key}]` : `.${String(p.key)}`))
    .join('')
    .replace(/^\./, '');
}

/** A schema as far as the quick look-up below reads it (valibot's variant, object and literal schemas). */
interface SchemaShape {
  readonly type: string;
  readonly key?: string;
  readonly options?: readonly (v.GenericSchema & SchemaShape)[];
  readonly entries?: Readonly<Record<string, SchemaShape | undefined>>;
  readonly literal?: unknown;
}

const byDiscriminator = new WeakMap<object, ReadonlyMap<unknown, readonly v.GenericSchema[]> | null>();

/**
 * For a variant schema whose options (nested variants on the same key included) each name their
 * discriminator with a literal: the options for each literal (valibot's variant tries each of them in turn).
 * Null for any other schema. Checking an event against its own option is the same check as against the whole
 * variant, without trying each option's discriminator in turn (a replay reads 10,000 events).
 */
function optionsOf(schema: v.GenericSchema): ReadonlyMap<unknown, readonly v.GenericSchema[]> | null {
  const known = byDiscriminator.get(schema);
  if (known !== undefined) return known;
  const top: v.GenericSchema & SchemaShape = schema;
  const map = new Map<unknown, v.GenericSchema[]>();
  const add = (s: v.GenericSchema & SchemaShape): boolean =>
    (s.options ?? []).every((o) => {
      if (o.type === 'variant') return o.key === top.key && add(o);
      const d = top.key === undefined ? undefined : o.entries?.[top.key];
      if (o.type !== 'object' || !d || d.type !== 'literal') return false;
      const list = map.get(d.literal);
      if (list) list.push(o);
      else map.set(d.literal, [o]);
      return true;
    });
  const out = top.type === 'variant' && add(top) ? map : null;
  byDiscriminator.set(schema, out);
  return out;
}

/** `v.is(schema, event)`, through the option the event's discriminator names when the schema allows it. */
export function conforms(schema: v.GenericSchema, event: unknown): boolean {
  const options = optionsOf(schema);
  if (!options || typeof event !== 'object' || event === null) return v.is(schema, event);
  const shape: SchemaShape = schema;
  const key = shape.key ?? '';
  const named = options.get(isRecord(event) ? event[key] : undefined);
  return named ? named.some((o) => v.is(o, event)) : v.is(schema, event);
}

export function readEvent<S extends v.GenericSchema>(
  schema: S,
  event: unknown,
  rule: string,
): { readonly ok: true; readonly event: v.InferInput<S> } | Rejection {
  if (conforms(schema, event)) return { ok: true, event };
  const r = v.safeParse(schema, event);
  const issue = r.success ? undefined : r.issues[0];
  const type =
    typeof event === 'object' && event !== null && 'type' in event && typeof event.type === 'string' ? event.type : '?';
  const field = issue ? pathOf(issue) || 'type' : 'type';
  const why = issue?.message ?? 'not an event';
  return reject(rule, `That ${type} event is malformed at ${field}: ${why}.`, 'event.malformed', { type, field });
}

/** The dice generator's state as a snapshot stores it (src/rules/common/dice). */
export const DiceStateSchema = v.variant('kind', [
  v.object({ kind: v.literal('seeded'), s: v.pipe(v.number(), v.integer()) }),
  v.object({
    kind: v.literal('scripted'),
    rolls: v.array(v.pipe(v.number(), v.integer())),
    i: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
]);

/**
 * A snapshot cache read back by an engine's `restore`: refused whole, with the path of its first bad field,
 * when it does not have the state's shape (the runner then rebuilds the state from the log).
 */
export function readSnapshot<S extends v.GenericSchema>(
  schema: S,
  data: unknown,
  rule: string,
  what: string,
): { readonly ok: true; readonly value: v.InferInput<S> } | Rejection {
  if (v.is(schema, data)) return { ok: true, value: data };
  const r = v.safeParse(schema, data);
  const issue = r.success ? undefined : r.issues[0];
  const field = issue ? pathOf(issue) || '(top)' : '(top)';
  return reject(
    rule,
    `This saved ${what} state is damaged at ${field}: ${issue?.message ?? 'unreadable'}.`,
    'restore.bad',
    { field },
  );
}
