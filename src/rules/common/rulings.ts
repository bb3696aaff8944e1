/**
 * Rules versions. Each system numbers its rules: version 1 is the rules as the first game records were
 * played (records that name no version are version 1), and a version is added whenever a ruling changes
 * in a way that can make a stored move illegal or change what a move does. A game is played, and
 * replayed, under the version it names; rule code asks `follows(version, RULING)` where a ruling changed.
 * See docs/rules-versions.md for which changes are versioned and why.
 */
import { reject, type Result } from './result';

/** One change of ruling: the version that introduced it, the section it concerns, one sentence on it. */
export interface Ruling {
  /** Stable id, `<system>.<section>.<short-name>`, e.g. `fab.5.22.reveal-on-entry`. */
  readonly id: string;
  /** The first rules version that plays this way; games of older versions keep the old ruling. */
  readonly since: number;
  /** The rulebook section (or topic) concerned, e.g. "5.22". */
  readonly section: string;
  /** What changed, in one English sentence (the game screen shows it before a move to the new rules). */
  readonly text: string;
}

/** The rules version of a record that names none: every record written before versions existed. */
export const FIRST_RULES_VERSION = 1;

/** Whether a game played under `version` plays by `ruling` (an absent version is version 1). */
export function follows(version: number | undefined, ruling: Ruling): boolean {
  return (version ?? FIRST_RULES_VERSION) >= ruling.since;
}

/** The rulings a game moving from version `from` to version `to` would start to play by, oldest first. */
export function rulingsBetween(rulings: readonly Ruling[], from: number, to: number): Ruling[] {
  return rulings.filter((r) => r.since > from && r.since <= to).sort((a, b) => a.since - b.since);
}

/**
 * The rules version a set-up asks for, checked against the engine's current one: an absent version is 1;
 * a version newer than the engine knows is refused (the game was played on a newer app).
 */
export function rulesVersionOf(
  setup: { readonly rulesVersion?: unknown },
  current: number,
  system: string,
): Result<number> {
  const v = setup.rulesVersion ?? FIRST_RULES_VERSION;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < FIRST_RULES_VERSION)
    return reject('rules-version', `The rules version of this game is not a version number.`, 'rules.badVersion');
  if (v > current)
    return reject(
      'rules-version',
      `This game is played under version ${v} of the ${system} rules; this app knows versions up to ${current}. Update the app to go on with it.`,
      'rules.newer',
      { version: v, current, system },
    );
  return { ok: true, value: v };
}

/** Check a registry: ids unique, each ruling's version between 2 and the current one. For tests. */
export function checkRulings(rulings: readonly Ruling[], current: number): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const r of rulings) {
    if (seen.has(r.id)) problems.push(`${r.id} is listed twice`);
    seen.add(r.id);
    if (!Number.isInteger(r.since) || r.since < 2 || r.since > current)
      problems.push(`${r.id} has version ${r.since}, outside 2..${current}`);
    if (!r.section || !r.text.trim()) problems.push(`${r.id} needs a section and a sentence`);
  }
  for (let v = 2; v <= current; v++)
    if (!rulings.some((r) => r.since === v)) problems.push(`version ${v} changes no ruling`);
  return problems;
}
