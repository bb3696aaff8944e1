/**
 * Moving a game to its system's newer rules, and going on from a read-only game as a copy (src/app/session.ts).
 * The old record is never rewritten move by move: the new rules must accept every move so far as it was played.
 * Fetched when a player asks (issue 30: no game screen needs it to show); what the screen asks at once, whether newer
 * rules exist, is ./rules-offer.ts.
 */
import type { Engine, GameEvent, GameSetup, GameStatus } from '../../rules/common/engine';
import type { Result } from '../../rules/common/result';
import * as store from '../../store';
import type { GameMeta, StoredEvent } from '../../store';
import { replay } from '../replay';
import { replayInSlices } from './slices';
import { APP_VERSION } from '../version';
import { copyOrders } from '../orders';
import type { RulesCheck, RulesOffer } from './rules-offer';

export type { RulesCheck, RulesOffer };

/** Every move of the game replayed under the offer's rules: are they all legal there, and is the position the same?
 * Asked behind the screen as a game of older rules opens, so replayed in slices (./slices.ts): in one piece, a
 * 5,000-move FAB game held the page about two seconds at 4x CPU (issue 30). */
export async function checkUnder<S, E extends GameEvent>(
  engine: Engine<S, E>,
  setup: GameSetup,
  entries: readonly StoredEvent[],
  current: S,
  offer: RulesOffer,
): Promise<RulesCheck> {
  const r = await replayInSlices(
    engine,
    { ...setup, rulesVersion: offer.to },
    entries.map((e) => e.event),
  );
  if (!r.ok) return { ...offer, ok: false, at: r.at, rejection: r.rejection };
  const same = JSON.stringify(engine.summary(r.state)) === JSON.stringify(engine.summary(current));
  return { ...offer, ok: true, samePosition: same };
}

/**
 * The record as it stands under the offer's rules: the same moves, their undo marks (who moved, dice or reveal)
 * as those rules say, and the position after them; refused, with the first move they do not accept, otherwise.
 */
export function underNewRules<S, E extends GameEvent>(
  engine: Engine<S, E>,
  setup: GameSetup,
  entries: readonly StoredEvent[],
  offer: RulesOffer,
): Result<{ setup: GameSetup; entries: StoredEvent[]; changed: StoredEvent[]; state: S; status: GameStatus }> {
  const next = { ...setup, rulesVersion: offer.to };
  const r = replay(
    engine,
    next,
    entries.map((e) => e.event),
  );
  if (!r.ok)
    return {
      ok: false,
      rule: r.rejection.rule,
      message: `Move ${r.at + 1} is not legal under the new rules (${r.rejection.rule}: ${r.rejection.message}); the game stays on its own rules.`,
      code: 'rules.moveIllegal',
      params: { move: r.at + 1, rule: r.rejection.rule, reason: r.rejection.message },
    };
  const marked = entries.map((e, i) =>
    e.barrier === r.barriers[i] && e.by === r.actors[i]
      ? e
      : { ...e, barrier: r.barriers[i] ?? e.barrier, by: r.actors[i] ?? null },
  );
  return {
    ok: true,
    value: {
      setup: next,
      entries: marked,
      changed: marked.filter((e, i) => e !== entries[i]),
      state: r.state,
      status: engine.status(r.state),
    },
  };
}

/** The header of a new game that goes on from `meta`'s record (its moves `eventCount`, under the rules of `setup`). */
function copyHeader(
  meta: GameMeta,
  setup: GameSetup,
  copy: { id: string; name: string; now: number; eventCount: number; status: GameStatus },
): GameMeta {
  return {
    id: copy.id,
    name: copy.name,
    system: meta.system,
    scenario: meta.scenario,
    rulesVersion: setup.rulesVersion ?? 1,
    appVersion: APP_VERSION,
    options: meta.options,
    dice: meta.dice,
    ...(meta.data !== undefined ? { data: meta.data } : {}),
    ...(meta.checked ? { checked: true } : {}),
    createdAt: copy.now,
    updatedAt: copy.now,
    eventCount: copy.eventCount,
    status: copy.status,
    ...(meta.opponent ? { opponent: meta.opponent } : {}),
    ...(meta.orders ? { orders: copyOrders(meta.orders) } : {}),
  };
}

/**
 * Store a new game that goes on from `entries` (the moves up to the last good one of a read-only game) with the
 * same set-up, rules version included, under `name` (already checked: src/app/names.ts); the original record is not
 * touched. The new game's id, or why not (a failed write).
 */
export async function storeCopy(
  meta: GameMeta,
  setup: GameSetup,
  entries: readonly StoredEvent[],
  copy: { name: string; status: GameStatus; now: number },
): Promise<Result<string>> {
  const id = crypto.randomUUID();
  const header = copyHeader(meta, setup, { ...copy, id, eventCount: entries.length });
  try {
    await store.createGame(
      header,
      entries.map((e) => ({ ...e, gameId: id })),
    );
  } catch (e) {
    return { ok: false, rule: 'storage', message: e instanceof Error ? e.message : String(e) };
  }
  return { ok: true, value: id };
}
