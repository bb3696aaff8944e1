/**
 * Problems of a draft and refusals of a scenario file in the player's language: the reason in the words every
 * import refusal uses (`core.import.field.<reason>`, src/i18n/core-later.ts), the field in plain words for a
 * scenario ("the set-up area of unit 4": src/i18n/scenario-fields.ts), the map's own warnings in the editor's
 * words. Said the same way in the editor's list, beside each field, and when an import is refused.
 */
import { has, lang, say, td } from '../../i18n';
import '../../i18n/drafts';
import { fieldWords } from '../../i18n/fields';
import { messages as scenarioWords } from '../../i18n/scenario-fields';
import type { Rejection } from '../../rules/common/result';

interface Said {
  readonly path: string;
  readonly reason: string;
  readonly params: Readonly<Record<string, string | number>>;
}

const capital = (s: string) => s.charAt(0).toLocaleUpperCase(lang.value) + s.slice(1);

/** The field of a scenario (`units[3].start`) in plain words. */
export function scenarioField(path: string): string {
  const l = lang.value;
  return fieldWords(path, l, scenarioWords[l]);
}

/** A problem of a draft, as a sentence. */
export function problemText(p: Said): string {
  if (has(`drafts.warn.${p.reason}`)) return td(`drafts.warn.${p.reason}`, p.params);
  const key = `core.import.field.${p.reason}`;
  return has(key)
    ? capital(td(key, { ...p.params, path: scenarioField(p.path) }))
    : `${scenarioField(p.path)}: ${p.reason}`;
}

/** Why a scenario file was refused, in the player's language, naming the field. */
export function refusalText(r: Pick<Rejection, 'message' | 'code' | 'params'>): string {
  const path = r.params?.['path'];
  if (r.code?.startsWith('import.field.') && typeof path === 'string')
    return problemText({ path, reason: r.code.slice('import.field.'.length), params: r.params ?? {} });
  if (r.code && has(`drafts.${r.code}`)) return td(`drafts.${r.code}`, r.params);
  return say(r);
}
