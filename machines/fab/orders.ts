/**
 * Standing orders (src/rules/common/orders.ts): the event the app sends for the side to act because that side
 * told it in advance how to answer this question, or null. Pure: the orders come in as an argument (they live in
 * the game's header, never in the state), and the answer is always one of the current legal events
 * (`candidateEvents`), so the runner stores it exactly like a tapped one (marked auto and `order`).
 *
 * Why these three questions and no others (the lead's decision, issue 16): each comes back many times in a game,
 * a player who answers it one way usually answers it that way every time, and each sends the tablet across the
 * table for one tap.
 * - 5.35d bridges: the enemy of a unit crossing a river into a newly contested area may try to blow the bridge;
 *   "always" tries (the die is the app's, as for every roll), "never" lets the unit cross.
 * - 4.2c the non-phasing side's administration step: "skip" ends it at once; whatever is in its Available box
 *   stays there for later (4.2c does not oblige a side to play anything).
 * - 6.21 the defender's special action before each enemy attack: "decline" answers "no special action"; the
 *   8.23 / 8.24 chits stay in Available.
 * A side's orders answer only its own questions (the side to act now), and the computer opponent's side never
 * has any (the runner does not pass them): it decides for itself.
 */
import type { OrderQuestion, StandingOrders } from '../../src/rules/common/orders';
import { stepPath } from './combat-round';
import { holder } from './combat-bridge';
import { actorOf } from './actor';
import type { FabEvent } from './events';
import { candidateEvents } from './legal';
import type { FabState } from '../../src/rules/fab/types';

/** The event the side to act has ordered for the question it faces now, or null (no order for it: ask). */
export function orderedEvent(s: FabState, orders: Readonly<Record<string, StandingOrders>>): FabEvent | null {
  if (s.finished) return null;
  const side = actorOf(s);
  const mine = side ? orders[side] : undefined;
  if (!side || !mine) return null;
  const want = wanted(s, side, mine);
  if (!want) return null;
  // only ever a legal event of this position: the same list the screens offer
  return candidateEvents(s).find((e) => sameEvent(e, want)) ?? null;
}

/** The question standing orders exist for that `side`, the side to act, faces now, or null. */
export function questionOf(s: FabState, side: string): OrderQuestion | null {
  // 5.35d the enemy of the moving unit decides whether to try to blow the bridge
  if (s.pendingBridge) return s.pendingBridge.decider === 'enemy' ? 'bridge' : null;
  const h = holder(s);
  // 6.21 the defender's special action, the first step of each round (only the defender is asked it)
  if (h) return side !== h.attacker && stepPath(h.round) === 'defenderSpecialAction' ? 'defence' : null;
  // 4.2c the non-phasing side's administration step
  if (s.phase === 'admin' && s.step === 'non-phasing' && side !== s.phasing) return 'admin';
  return null;
}

/** The event that gives `answer` to `question` (null for "ask"). */
export function answerEvent(question: OrderQuestion, answer: string): FabEvent | null {
  switch (question) {
    case 'bridge':
      return answer === 'always' || answer === 'never' ? { type: 'BLOW_BRIDGE', attempt: answer === 'always' } : null;
    case 'admin':
      return answer === 'skip' ? { type: 'END_STEP' } : null;
    case 'defence':
      return answer === 'decline' ? { type: 'DECLINE_SPECIAL_ACTION' } : null;
  }
}

/** What the order says for the question in front of `side`, before checking it is legal. */
function wanted(s: FabState, side: string, o: StandingOrders): FabEvent | null {
  const q = questionOf(s, side);
  const a = q ? o[q] : undefined;
  return q && a ? answerEvent(q, a) : null;
}

function sameEvent(a: FabEvent, b: FabEvent): boolean {
  if (a.type !== b.type) return false;
  if (a.type === 'BLOW_BRIDGE' && b.type === 'BLOW_BRIDGE') return a.attempt === b.attempt;
  return true;
}
