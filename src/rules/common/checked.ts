/**
 * Building blocks for validating data that comes from outside (custom scenarios, terrain charts, rosters,
 * game files) with valibot. Every check is linear in the size of its input and bounded by a cap no real
 * scenario reaches; numbers must be finite and in range, colours `#rrggbb`, names must show at least one
 * visible character, and names used as keys must not be one of the names every object inherits
 * (`toString`, `constructor`, `__proto__`...). Objects are `v.object`, so unknown fields are dropped
 * from the checked output, which is the only form ever stored.
 *
 * A valibot message here is a reason code (`range|0|99`), turned by `refusal` into a Rejection whose
 * code is `import.field.<reason>` with the field's path and the limits as params, so the UI can say it in
 * the player's language (see src/i18n/core.ts).
 */
import * as v from 'valibot';
import { reject, type Rejection, type Result } from './result';
import { hasDirectionControl, hasVisible, isInheritedName } from './text';

/** Reasons a field can be refused for; each has a sentence in src/i18n/core.ts (`import.field.<reason>`). */
export type Reason =
  | 'type'
  | 'missing'
  | 'range'
  | 'integer'
  | 'tooLong'
  | 'tooMany'
  | 'tooFew'
  | 'colour'
  | 'blank'
  | 'choice'
  | 'inherited'
  | 'unknownName'
  | 'duplicate'
  | 'control'
  | 'invalid';

const ENGLISH: Record<Reason, string> = {
  type: 'has the wrong kind of value',
  missing: 'is missing',
  range: 'must be a number from {min} to {max}',
  integer: 'must be a whole number',
  tooLong: 'is longer than {max} characters',
  tooMany: 'holds more than {max} entries',
  tooFew: 'needs at least {min} entries',
  colour: 'must be a colour written #rrggbb',
  blank: 'needs at least one visible character',
  choice: 'is not one of the allowed values',
  inherited: 'uses a reserved name ({name})',
  unknownName: 'names {name}, which is not defined',
  duplicate: 'repeats {name}',
  control: 'holds a character that turns the direction of text around',
  invalid: 'is not usable: {detail}',
};

export { hasDirectionControl, hasVisible, isInheritedName, nameProblem } from './text';

export { own } from './own';

export const msg = (reason: Reason, ...limits: (string | number)[]): string => [reason, ...limits].join('|');

/** A finite number in [min, max]. */
export const num = (min: number, max: number) =>
  v.pipe(
    v.number(msg('type')),
    v.finite(msg('range', min, max)),
    v.minValue(min, msg('range', min, max)),
    v.maxValue(max, msg('range', min, max)),
  );

/** A whole number in [min, max]. */
export const int = (min: number, max: number) =>
  v.pipe(
    v.number(msg('type')),
    v.finite(msg('range', min, max)),
    v.integer(msg('integer')),
    v.minValue(min, msg('range', min, max)),
    v.maxValue(max, msg('range', min, max)),
  );

/** A name shown to players: at most `max` characters, at least one visible, no direction control. */
export const name = (max: number) =>
  v.pipe(
    v.string(msg('type')),
    v.maxLength(max, msg('tooLong', max)),
    v.check((s) => !hasDirectionControl(s), msg('control')),
    v.check(hasVisible, msg('blank')),
  );

/** Free text (notes): bounded, may be empty. */
export const text = (max: number) => v.pipe(v.string(msg('type')), v.maxLength(max, msg('tooLong', max)));

/** A label that may be left empty (a default is used then): bounded, no direction control. */
export const label = (max: number) =>
  v.pipe(
    v.string(msg('type')),
    v.maxLength(max, msg('tooLong', max)),
    v.check((s) => !hasDirectionControl(s), msg('control')),
  );

/** An identifier: 1..max characters, visible, never an inherited name. */
export const id = (max = 64) =>
  v.pipe(
    v.string(msg('type')),
    v.minLength(1, msg('blank')),
    v.maxLength(max, msg('tooLong', max)),
    v.check(hasVisible, msg('blank')),
    v.check((s) => !hasDirectionControl(s), msg('control')),
    v.check((s) => !isInheritedName(s), msg('inherited')),
  );

/** A colour that may go into a style attribute: `#rrggbb` and nothing else. */
export const colour = () => v.pipe(v.string(msg('type')), v.regex(/^#[0-9a-fA-F]{6}$/, msg('colour')));

/** A list of at most `max` items (checked before its items, so a huge list is refused at once). */
export function list<T extends v.GenericSchema>(item: T, max: number, min = 0) {
  return v.pipe(
    v.custom<unknown[]>((x) => Array.isArray(x), msg('type')),
    v.check((x) => x.length <= max, msg('tooMany', max)),
    v.check((x) => x.length >= min, msg('tooFew', min)),
    v.array(item, msg('type')),
  );
}

/** A record of at most `max` own entries whose keys pass `key` (counted before the entries are checked). */
export function dict<K extends v.GenericSchema<string, string>, T extends v.GenericSchema>(
  key: K,
  item: T,
  max: number,
  min = 0,
) {
  return v.pipe(
    v.custom<Record<string, unknown>>((x) => typeof x === 'object' && x !== null && !Array.isArray(x), msg('type')),
    v.check((o) => countKeys(o, max + 1) <= max, msg('tooMany', max)),
    v.check((o) => min === 0 || countKeys(o, min) >= min, msg('tooFew', min)),
    v.record(key, item, msg('type')),
  );
}

function countKeys(o: object, stop: number): number {
  let n = 0;
  for (const k in o) if (Object.hasOwn(o, k) && ++n >= stop) return n;
  return n;
}

export interface FieldRefusal {
  readonly path: string;
  readonly reason: Reason;
  readonly params: Record<string, string | number>;
}

/** The field a valibot issue is about, as `areas[3].name` (`prefix` first). */
export function pathOf(issue: v.BaseIssue<unknown>, prefix = ''): string {
  let out = prefix;
  for (const p of issue.path ?? []) {
    const k = p.key;
    out += typeof k === 'number' ? `[${k}]` : out ? `.${String(k)}` : String(k);
  }
  return out || '(root)';
}

/** The reason and limits encoded in a valibot issue's message by the helpers above. */
export function reasonOf(issue: v.BaseIssue<unknown>): { reason: Reason; params: Record<string, string | number> } {
  const parts = issue.message.split('|');
  const head = parts[0] as Reason;
  if (head in ENGLISH) {
    if (head === 'range') return { reason: head, params: { min: Number(parts[1]), max: Number(parts[2]) } };
    if (head === 'tooLong' || head === 'tooMany') return { reason: head, params: { max: Number(parts[1]) } };
    if (head === 'tooFew') return { reason: head, params: { min: Number(parts[1]) } };
    if (head === 'inherited') return { reason: head, params: { name: String(issue.input).slice(0, 40) } };
    if (head === 'type' && issue.input === undefined) return { reason: 'missing', params: {} };
    if (head === 'invalid') return { reason: head, params: { detail: parts[1] ?? '' } };
    return { reason: head, params: {} };
  }
  if (issue.input === undefined) return { reason: 'missing', params: {} };
  // plain valibot checks (the game file's own schema): said in the same words
  const limit = 'requirement' in issue && typeof issue.requirement === 'number' ? issue.requirement : null;
  const list = Array.isArray(issue.input);
  if (issue.type === 'max_length' && limit !== null)
    return { reason: list ? 'tooMany' : 'tooLong', params: { max: limit } };
  if (issue.type === 'min_length' && limit !== null)
    return list ? { reason: 'tooFew', params: { min: limit } } : { reason: 'blank', params: {} };
  if (issue.type === 'integer') return { reason: 'integer', params: {} };
  if (issue.kind === 'schema' && (issue.type === 'picklist' || issue.type === 'literal' || issue.type === 'variant'))
    return { reason: 'choice', params: {} };
  if (issue.kind === 'schema') return { reason: 'type', params: {} };
  return { reason: 'invalid', params: { detail: issue.message } };
}

/** A Rejection naming the field and why, in English, with a code the UI translates. A check with reasons of its
 * own (a scenario's cross-references) gives their English sentences. */
export function fieldRefusal<R extends string = Reason>(
  rule: string,
  what: string,
  f: { readonly path: string; readonly reason: R; readonly params: Readonly<Record<string, string | number>> },
  own?: Readonly<Record<Exclude<R, Reason>, string>>,
): Rejection {
  const said: Readonly<Record<string, string>> = { ...ENGLISH, ...own };
  const sentence = (said[f.reason] ?? f.reason).replace(/\{(\w+)\}/g, (w, k: string) => String(f.params[k] ?? w));
  return reject(rule, `${what} field ${f.path} ${sentence}.`, `import.field.${f.reason}`, {
    path: f.path,
    ...f.params,
  });
}

/** Parse with `schema`; a failure is a Rejection naming the first bad field. */
export function check<T extends v.GenericSchema>(
  schema: T,
  data: unknown,
  rule: string,
  what: string,
  prefix = '',
): Result<v.InferOutput<T>> {
  const r = v.safeParse(schema, data, { abortEarly: true });
  if (r.success) return { ok: true, value: r.output };
  const issue = r.issues[0];
  return fieldRefusal(rule, what, { path: pathOf(issue, prefix), ...reasonOf(issue) });
}
