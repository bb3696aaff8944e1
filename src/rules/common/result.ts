/**
 * The shape every rule function uses to say "no". A rejection names the rule that forbids the
 * request (a section number such as "5.34", or "FUBAR:activation", "OCS:rail") and says why in a
 * sentence a player understands. Rule functions never throw for a player's mistake and never
 * half-apply: they return either the whole new value or a Rejection.
 */
export interface Rejection {
  readonly ok: false;
  /** Section cited, e.g. "6.42" for FAB, "activation" for FUBAR, "rail" for OCS. */
  readonly rule: string;
  /** A plain sentence for the player, in English; the UI may translate by `code`. */
  readonly message: string;
  /** Optional stable key so the UI can show a translated sentence; params fill its blanks. */
  readonly code?: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export interface Accepted<T> {
  readonly ok: true;
  readonly value: T;
}

export type Result<T> = Accepted<T> | Rejection;

export function reject(
  rule: string,
  message: string,
  code?: string,
  params?: Record<string, string | number>,
): Rejection {
  return { ok: false, rule, message, ...(code ? { code } : {}), ...(params ? { params } : {}) };
}

export function accept<T>(value: T): Accepted<T> {
  return { ok: true, value };
}

export function isRejection(x: unknown): x is Rejection {
  return (
    typeof x === 'object' && x !== null && 'ok' in x && x.ok === false && 'rule' in x && typeof x.rule === 'string'
  );
}
