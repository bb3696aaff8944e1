/**
 * Standing orders (src/rules/common/orders.ts): the event the app sends for the side to act because that side
 * told it in advance how to answer this question, or null. Pure: the orders come in as an argument (they live in
 * the game's header, never in the state), and the answer is always one of the current legal events
 * (`candidateEvents`), so the runner stores it exactly like a tapped one (marked auto and `order`).
 *
 * Why these questions and no others (the lead's decision, issue 16; issue 27 added 6.22/6.23 and 6.4): each comes back many times in a game,
 * a player who answers it one way usually answers it that way every time, and each sends the tablet across the
 * table for one tap.
 * - 5.35d bridges: the enemy of a unit crossing a river into a newly contested area may try to blow the bridge;
 *   "always" tries (the die is the app's, as for every roll), "never" lets the unit cross.
 * - 4.2c the non-phasing side's administration step: "skip" ends it at once; whatever is in its Available box
 *   stays there for later (4.2c does not oblige a side to play anything).
 * - 6.21 the defender's special action before each enemy attack: "decline" answers "no special action"; the
 *   8.23 / 8.24 chits stay in Available.
 * - 6.22 / 6.23 a side's asset commitment to each round it fights (issue 27): "none" commits no asset (the chits
 *   stay in Available, as when the player taps "Commit no asset").
 * - 6.41 / 6.42 / 6.43 hit allocation (issue 27): "steps" takes each hit as a step loss on the unit (or battle asset)
 *   with the most steps left among those 6.43 allows; "absorb" first takes the absorption the rules offer for this
 *   fire (6.42b disorder against artillery, 6.42c a retreat against close fire when every retreating unit has one
 *   place to go), then step losses the same way. Where the player's real choice is not one the order names (the
 *   attacker's 6.41b abort under "absorb", a retreat with several places to go) the side is asked.
 * A side's orders answer only its own questions (the side to act now), and the computer opponent's side never
 * has any (the runner does not pass them): it decides for itself.
 */
import type { OrderQuestion, StandingOrders } from '../../src/rules/common/orders';
import { combatRules } from './combat-part';
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
  if (h) {
    const { fireStepOf, inStep, stepPath } = combatRules();
    const role = side === h.attacker ? 'attacker' : 'defender';
    const path = stepPath(h.round);
    // 6.21 the defender's special action, the first step of each round (only the defender is asked it)
    if (path === 'defenderSpecialAction') return role === 'defender' ? 'defence' : null;
    // 6.22 / 6.23 the side's assets for the round
    if (path === 'attackerAssignsAssets' || path === 'defenderAssignsAssets')
      return path.startsWith(role) ? 'assets' : null;
    // 6.41 / 6.42 the hits scored on the side, while it allocates them
    const fire = fireStepOf(h.round.value);
    const alloc = h.round.round.allocation;
    if (fire && inStep(h.round.value, { [fire]: 'allocate' }) && alloc && alloc.remaining > 0)
      return alloc.against === role ? 'hits' : null;
    return null;
  }
  // 4.2c the non-phasing side's administration step
  if (s.phase === 'admin' && s.step === 'non-phasing' && side !== s.phasing) return 'admin';
  return null;
}

/** The event that gives `answer` to `question` in position `s` (null for "ask", and where the order does not decide
 * the player's choice: see the module comment). */
export function answerEvent(s: FabState, question: OrderQuestion, answer: string): FabEvent | null {
  switch (question) {
    case 'bridge':
      return answer === 'always' || answer === 'never' ? { type: 'BLOW_BRIDGE', attempt: answer === 'always' } : null;
    case 'admin':
      return answer === 'skip' ? { type: 'END_STEP' } : null;
    case 'defence':
      return answer === 'decline' ? { type: 'DECLINE_SPECIAL_ACTION' } : null;
    case 'assets':
      return answer === 'none' ? { type: 'ASSIGN_ASSETS', assetIds: [] } : null;
    case 'hits':
      return answer === 'steps' || answer === 'absorb' ? hitAnswer(s, answer) : null;
  }
}

/** 6.41-6.43 the allocation a side's hit order gives in `s` (see the module comment), or null: ask. */
function hitAnswer(s: FabState, answer: 'steps' | 'absorb'): FabEvent | null {
  const h = holder(s);
  if (!h) return null;
  const r = h.round.round;
  const legal = candidateEvents(s);
  if (answer === 'absorb') {
    const disorder = legal.find((e) => e.type === 'ABSORB_BY_DISORDER');
    if (disorder) return disorder;
    const retreat = legal.find((e) => e.type === 'ABSORB_BY_RETREAT');
    // 6.6 where each unit retreats is the player's choice when there are several places: asked
    if (retreat)
      return Object.values(combatRules().retreatChoices(r, 'defender')).every((o) => o.length <= 1) ? retreat : null;
    // 6.41b whether the attacker aborts is not what "absorb" answers
    if (legal.some((e) => e.type === 'ABORT')) return null;
  }
  // 6.43 the unit or battle asset with the most steps left among those the rule allows (ties: the first listed)
  const steps = (id: string) => r.units.find((u) => u.id === id)?.steps ?? 1;
  let best: FabEvent | null = null;
  for (const e of legal)
    if (e.type === 'STEP_LOSS' && (!best || steps(e.targetId) > steps(String(best['targetId'])))) best = e;
  return best;
}

/** What the order says for the question in front of `side`, before checking it is legal. */
function wanted(s: FabState, side: string, o: StandingOrders): FabEvent | null {
  const q = questionOf(s, side);
  const a = q ? o[q] : undefined;
  return q && a ? answerEvent(s, q, a) : null;
}

function sameEvent(a: FabEvent, b: FabEvent): boolean {
  return stable(a) === stable(b);
}

/** An event as text with its keys in order (two events built in different places compare equal). */
function stable(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(stable).join(',')}]`;
  if (x && typeof x === 'object')
    return `{${Object.keys(x)
      .sort()
      .map((k) => `${k}:${stable((x as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(x);
}
