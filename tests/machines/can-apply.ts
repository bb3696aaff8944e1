/**
 * Shared by the statechart property tests: candidate events built from the legal ones (each legal event, the
 * same with one field changed to an unknown id, to every id the game knows, to a wrong kind of value, or with
 * the field gone) and a tally of whether `snapshot.can(e)` and `engine.apply(state, e).ok` agree on each.
 */

export type Candidate = Readonly<Record<string, unknown>> & { readonly type: string };

/** Each legal event, then one-field changes of it: ids (unknown and known), wrong kinds, a missing field. */
export function mutations(legal: readonly Candidate[], ids: readonly string[], pick: (n: number) => number) {
  const out: Candidate[] = [];
  for (const e of legal) {
    for (const [k, v] of Object.entries(e)) {
      if (k === 'type') continue;
      const { [k]: _gone, ...without } = e;
      out.push({ ...without, type: e.type });
      if (typeof v === 'string') {
        out.push({ ...e, [k]: 'no-such-id' }, { ...e, [k]: 7 });
        // another id the game knows (a unit of the other side, a hex, a depot...)
        if (ids.length) out.push({ ...e, [k]: ids[pick(ids.length)] });
      } else if (typeof v === 'number') {
        out.push({ ...e, [k]: -1 }, { ...e, [k]: 1.5 }, { ...e, [k]: 99 }, { ...e, [k]: 'x' });
      } else if (typeof v === 'boolean') {
        out.push({ ...e, [k]: !v }, { ...e, [k]: 'yes' });
      } else if (Array.isArray(v)) {
        out.push({ ...e, [k]: [] }, { ...e, [k]: 'x' }, { ...e, [k]: [...(v as unknown[]), 'no-such-id'] });
        if (v.length > 1) out.push({ ...e, [k]: (v as unknown[]).slice(1) });
        if (ids.length && v.length) out.push({ ...e, [k]: [ids[pick(ids.length)], ...(v as unknown[]).slice(1)] });
      } else if (v === null) {
        out.push({ ...e, [k]: 'no-such-id' });
      }
    }
  }
  return out;
}

/** Events of every type the machine knows, with empty or default fields: most are wrong in most states. */
export function everyType(types: readonly string[], fill: Readonly<Record<string, unknown>> = {}): Candidate[] {
  return types.map((type) => ({ ...fill, type }));
}

/** Plainly malformed events (no type, an unknown type, a type of the wrong kind). */
export const MALFORMED: readonly Candidate[] = [
  { type: 'NO_SUCH_EVENT' },
  { type: '' },
  { type: 'toString' },
  { type: '__proto__' },
];

export interface Tally {
  states: number;
  candidates: number;
  accepted: number;
  refused: number;
  readonly disagreements: string[];
}

export const newTally = (): Tally => ({ states: 0, candidates: 0, accepted: 0, refused: 0, disagreements: [] });

/** Ask both questions of every candidate in one state and note any disagreement (the first few in full). */
export function agree(
  tally: Tally,
  where: string,
  candidates: readonly Candidate[],
  can: (e: Candidate) => boolean,
  apply: (e: Candidate) => boolean,
): void {
  tally.states++;
  for (const e of candidates) {
    tally.candidates++;
    const c = can(e);
    const a = apply(e);
    if (a) tally.accepted++;
    else tally.refused++;
    if (c !== a && tally.disagreements.length < 10)
      tally.disagreements.push(`${where}: can=${String(c)} apply=${String(a)} for ${JSON.stringify(e)}`);
  }
}
