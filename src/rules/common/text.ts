/**
 * Checks of names and text from outside (typed by a player or read from a file), without valibot: the home screen
 * checks a game's name with them, and the schemas in ./checked.ts build on them.
 */

/** A letter, digit, punctuation mark or symbol: what a name needs at least one of (not only spaces or
 * zero-width characters). */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
/** Characters Unicode counts as letters or symbols that draw nothing: the braille blank (U+2800), the Hangul
 * fillers (U+115F, U+1160, U+3164, U+FFA0) and the Mongolian vowel separator (U+180E). A name of these alone
 * looks empty. */
const BLANK_LOOKING = /[\u2800\u115F\u1160\u3164\uFFA0\u180E]/gu;
export const hasVisible = (s: string): boolean => VISIBLE.test(s.replace(BLANK_LOOKING, ''));

/** The characters that set or turn the direction of text (embeddings, overrides, isolates, marks): in a name
 * they can turn the app's own sentence around it back to front, so names may not hold them. */
const DIRECTION_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
export const hasDirectionControl = (s: string): boolean => DIRECTION_CONTROL.test(s);

/** Why a name typed or read from a file cannot be used (null: it can): too long, nothing visible in it, or a
 * direction control in it. `max` counts characters as the name is stored. */
export function nameProblem(s: string, max: number): 'tooLong' | 'blank' | 'control' | null {
  if (s.length > max) return 'tooLong';
  if (hasDirectionControl(s)) return 'control';
  if (!hasVisible(s)) return 'blank';
  return null;
}

/** Names every plain object inherits: refused as ids and keys, so a lookup can never find one of them. */
export const isInheritedName = (s: string): boolean => s in Object.prototype || s === '__proto__';
