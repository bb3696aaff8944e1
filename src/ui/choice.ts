/**
 * Reading a form control's value back as one of the choices it offered: a `<select>` built from a list can only
 * answer with one of that list's values, so this names the value with the list's own type instead of a cast,
 * and a value from nowhere is a bug said out loud.
 */
import { isOneOf } from '../rules/common/narrow';

/** The entry of `options` equal to `value`; throws when there is none (the control offered no such choice). */
export function oneOf<T extends string>(options: readonly T[], value: string): T {
  if (!isOneOf(options, value)) throw new Error(`"${value}" is not one of the choices offered (${options.join(', ')})`);
  return value;
}
