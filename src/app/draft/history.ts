/**
 * Undo and redo in the editor: the drafts before and after each change, kept in memory (the draft itself is
 * saved at every change: ./drafts.ts). Changes of one field typed in a row (the same `key`, within
 * `MERGE_MS`) are one step, so undo takes a name back whole rather than a letter at a time.
 */
export const HISTORY_LIMIT = 200;
export const MERGE_MS = 1500;

export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  /** The key and time of the last change, to merge a run of typing into one step. */
  readonly last: { readonly key: string; readonly at: number } | null;
}

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], last: null };
}

/** A change: `next` becomes the present; the redo list is dropped. */
export function record<T>(h: History<T>, next: T, key: string | null = null, at = Date.now()): History<T> {
  if (next === h.present) return h;
  const merge = key !== null && h.last?.key === key && at - h.last.at < MERGE_MS && h.past.length > 0;
  const past = merge ? h.past : [...h.past, h.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], last: key === null ? null : { key, at } };
}

export function undo<T>(h: History<T>): History<T> {
  const prev = h.past.at(-1);
  if (prev === undefined) return h;
  return { past: h.past.slice(0, -1), present: prev, future: [h.present, ...h.future], last: null };
}

export function redo<T>(h: History<T>): History<T> {
  const next = h.future[0];
  if (next === undefined) return h;
  return { past: [...h.past, h.present], present: next, future: h.future.slice(1), last: null };
}
