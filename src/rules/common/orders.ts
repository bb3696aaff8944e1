/**
 * Standing orders (issue 16, "hand off only for real decisions"): a side tells the app in advance how to answer
 * some recurring questions, so the tablet need not cross for them. The lead's decision: a question whose answer
 * a player always gives the same way is not a real decision at the table, yet it is that player's to give, so the
 * app only answers it when that side asked it to, in its own pass. The orders are kept in the game's header (not
 * in the event log: the events they answer are stored as the side's own, marked as taken by standing order), so a
 * replay or an import plays the same game with or without them.
 *
 * Each question has "ask" (the default, and what a record without orders means) and the answers the app may give.
 */
export const ORDER_ANSWERS = {
  /** FAB 5.35d: the enemy crosses a river into a newly contested area and this side may try to blow the bridge. */
  bridge: ['ask', 'always', 'never'],
  /** FAB 4.2c: this side's administration step in the other side's turn (assets stay in Available). */
  admin: ['ask', 'skip'],
  /** FAB 6.21: before each enemy attack, this side's special action (8.23 reinforce / 8.24 withdraw). */
  defence: ['ask', 'decline'],
  /** FAB 6.22 / 6.23: the assets this side commits to each combat round it fights ("none": no asset). */
  assets: ['ask', 'none'],
  /**
   * FAB 6.41 / 6.42 / 6.43: how this side takes the hits the enemy scores on it. "steps": every hit as a step loss,
   * the unit (or battle asset) with the most steps left first among those 6.43 allows; never disorder, retreat or
   * abort. "absorb": a hit the rules let it absorb by disorder (6.42b) or by a retreat with one place to go (6.42c),
   * then step losses as "steps"; the attacker's 6.41b abort is still asked.
   */
  hits: ['ask', 'steps', 'absorb'],
} as const;

export type OrderQuestion = keyof typeof ORDER_ANSWERS;
export const ORDER_QUESTIONS = Object.keys(ORDER_ANSWERS) as OrderQuestion[];

/** One side's standing orders: a question left out is "ask". */
export type StandingOrders = { readonly [Q in OrderQuestion]?: (typeof ORDER_ANSWERS)[Q][number] };

/** Per side (the system's side ids). */
export type OrdersBySide = Readonly<Record<string, StandingOrders>>;

/** The orders kept from untrusted input (a stored header, a file): known questions and answers only, "ask" dropped. */
export function cleanOrders(raw: unknown): StandingOrders {
  const out: Record<string, string> = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return out;
  for (const q of ORDER_QUESTIONS) {
    const a: unknown = (raw as Record<string, unknown>)[q];
    if (typeof a === 'string' && a !== 'ask' && (ORDER_ANSWERS[q] as readonly string[]).includes(a)) out[q] = a;
  }
  return out;
}
