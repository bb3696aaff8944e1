/**
 * A game's standing orders as its session keeps them (src/rules/common/orders.ts; src/app/session.ts): which the
 * app follows, and storing a side's new ones in the game's header.
 */
import { cleanOrders, type OrdersBySide, type StandingOrders } from '../../rules/common/orders';
import type { Result } from '../../rules/common/result';
import * as store from '../../store';
import { copyOrders } from '../orders';
import type { SoloOpponent } from '../session-api';

/** The standing orders the app follows: every side's but the computer opponent's (it decides for itself), or null
 * when no side has any. */
export function followedOrders(orders: OrdersBySide, opponent: SoloOpponent | null): OrdersBySide | null {
  const out = Object.fromEntries(Object.entries(orders).filter(([side]) => side !== opponent?.side));
  return Object.keys(out).length ? out : null;
}

/** Store `side`'s new standing orders in game `gameId`'s header (replacing its old ones): every side's orders
 * after it, or why not (the app's own side in solo takes none; a failed write). */
export async function storeOrders(
  gameId: string,
  side: string,
  orders: StandingOrders,
  now: OrdersBySide,
  opponent: SoloOpponent | null,
): Promise<Result<OrdersBySide>> {
  if (opponent?.side === side)
    return { ok: false, rule: 'setup', message: 'The app plays that side: it takes no standing orders.' };
  const clean = cleanOrders(orders);
  try {
    await store.updateGameExtras(gameId, { orders: { [side]: clean } });
  } catch (e) {
    return { ok: false, rule: 'storage', message: e instanceof Error ? e.message : String(e) };
  }
  return { ok: true, value: copyOrders({ ...now, [side]: clean }) };
}
