/**
 * Standing orders in the game's header (src/rules/common/orders.ts): copied into exports, backups and imports
 * with only known questions and answers kept, and "ask" (the default) left out, so a record without them and a
 * record with every order on "ask" are the same game.
 */
import { cleanOrders, type OrdersBySide, type StandingOrders } from '../rules/common/orders';

/** The orders worth keeping: per side, only the questions not left on "ask"; sides with none dropped. */
export function copyOrders(raw: Readonly<Record<string, unknown>> | undefined): OrdersBySide {
  const out: Record<string, StandingOrders> = {};
  for (const [side, o] of Object.entries(raw ?? {})) {
    const c = cleanOrders(o);
    if (Object.keys(c).length) out[side] = c;
  }
  return out;
}

/** Whether any side has an order other than "ask". */
export function hasOrders(raw: Readonly<Record<string, unknown>> | undefined): boolean {
  return Object.keys(copyOrders(raw)).length > 0;
}
