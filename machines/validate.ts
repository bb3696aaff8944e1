/**
 * The one gate every event passes on its way into an engine's `apply` (FAB, FUBAR, OCS): the event must have
 * the fields its type needs, with the right kinds of values, as the system's valibot schema says. A malformed
 * event is refused with the rule or topic given, the code `event.malformed` and the path of its first bad
 * field; it changes nothing. The event itself is passed on untouched (never coerced, never copied).
 */
import * as v from 'valibot';
import { reject, type Rejection } from '../src/rules/common/result';

/** Where an issue is, as `field[0].sub`. */
function pathOf(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? [])
    .map((p) => (typeof p.key === 'number' ? `[${p.key}]` : `.${String(p.key)}`))
    .join('')
    .replace(/^\./, '');
}

export function readEvent<S extends v.GenericSchema>(
  schema: S,
  event: unknown,
  rule: string,
): { readonly ok: true; readonly event: v.InferInput<S> } | Rejection {
  if (v.is(schema, event)) return { ok: true, event };
  const r = v.safeParse(schema, event);
  const issue = r.success ? undefined : r.issues[0];
  const type =
    typeof event === 'object' && event !== null && typeof (event as { type?: unknown }).type === 'string'
      ? (event as { type: string }).type
      : '?';
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
