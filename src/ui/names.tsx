/**
 * Names players write (games, sides, units, rosters) drawn isolated from the text around them (`<bdi>`), so that
 * a name in another script, or an old one holding a direction control, never turns the app's own sentence
 * around it. Names given now are refused when they hold such a control (src/app/names.ts, the import checks);
 * this keeps records stored before that readable.
 */
import type { ComponentChildren } from 'preact';
import { t } from '../i18n';

/** A name, isolated. */
export function Name({ children }: { children: string }) {
  return <bdi>{children}</bdi>;
}

const OPEN = '\uE000';
const CLOSE = '\uE001';

/**
 * `t(key, params)` with the params named in `names` drawn as isolated names: the sentence is translated with a
 * private-use mark in each name's place, then split there, so the translation decides where the names go.
 */
export function tNames(
  key: Parameters<typeof t>[0],
  params: Readonly<Record<string, string | number>>,
  names: readonly string[],
): ComponentChildren {
  const marked: Record<string, string | number> = { ...params };
  for (const [i, n] of names.entries()) marked[n] = `${OPEN}${i}${CLOSE}`;
  const text = t(key, marked);
  const parts = text.split(new RegExp(`${OPEN}(\\d+)${CLOSE}`));
  return parts.map((part, i) => {
    if (i % 2 === 0) return part;
    const name = names[Number(part)];
    return name === undefined ? '' : <bdi key={i}>{String(params[name] ?? '')}</bdi>;
  });
}
