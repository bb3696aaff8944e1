/**
 * Issue 30: the FAB combat round's rules (machines/fab/combat-rules.ts) arrive after the rest of the engine. A battle
 * declared before they came is not refused and nothing of it is stored or shown early: the move waits for the part,
 * then is applied and stored like any other (src/app/session/writes.ts `withParts`). Dice are seeded.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../fixtures/db';
import { createNewGame } from '../../src/app/games';
import { GameSession } from '../../src/app/session';
import * as store from '../../src/store';
import { fabEngine } from '../../src/app/systems/fab-all';
import * as combatRules from '../../machines/fab/combat-rules';
import { COMBAT_PART, hasCombatRules, provideCombatRules } from '../../machines/fab/combat-part';
import { EVENT_CHECKS, PartMissing, type EngineNeed, type GameEvent } from '../../src/rules/common/engine';
import type { FabState } from '../../src/rules/fab/types';
import { prefer } from '../ui/fab/helpers';

beforeEach(() => {
  freshDatabase();
});
afterEach(() => provideCombatRules(combatRules));

/** Blue takes the lancers over the Mill bridge into South Ford (newly contested); every other step and phase ends. */
function pick(legal: GameEvent[], s: FabState): GameEvent | undefined {
  if (s.phase === 'operational-movement' && s.phasing === 'blue' && !s.movement.done.includes('lancers')) {
    const e = legal.find((x) => x.type === 'MOVE_STEP' && x['unit'] === 'lancers' && x['to'] === 'a6');
    if (e) return e;
  }
  if (s.pendingBridge) return legal.find((e) => e.type === 'BLOW_BRIDGE' && e['attempt'] === false);
  return prefer()(legal);
}

/** A Millbrook game played through the runner up to the first battle the attacker may declare. */
async function beforeTheBattle(engine = fabEngine) {
  const id = await createNewGame(
    {
      name: 'Battle',
      system: 'fab',
      scenario: { id: 'fab-millbrook', version: 1 },
      options: {},
      dice: { kind: 'seeded', seed: 7 },
    },
    { engine },
  );
  if (!id.ok) throw new Error(id.message);
  const s = await GameSession.open<FabState, GameEvent>(id.value, { engine });
  for (let i = 0; i < 120; i++) {
    const legal = fabEngine.legalEvents(s.state.value);
    const battle = legal.find((e) => e.type === 'SELECT_COMBAT');
    if (battle) return { s, battle };
    const e = pick(legal, s.state.value);
    if (!e) break;
    const r = await s.dispatch(e);
    if (!r.ok) throw new Error(`${e.type}: ${r.message}`);
  }
  throw new Error('no battle reached');
}

describe('the combat rules arrive after the engine (issue 30)', () => {
  it('6.1 / 6.2 a battle or a round event without them is a missing part, never a refusal; the moves before need none', () => {
    const s0 = fabEngine.start({
      system: 'fab',
      scenario: { id: 'fab-millbrook', version: 1 },
      options: {},
      dice: { kind: 'seeded', seed: 7 },
    });
    if (!s0.ok) throw new Error(s0.message);
    provideCombatRules(null);
    // the moves before a battle need none of them
    const first = fabEngine.legalEvents(s0.state);
    expect(first.length).toBeGreaterThan(0);
    expect(fabEngine.apply(s0.state, first[0]!).ok).toBe(true);
    expect(() => fabEngine.apply(s0.state, { type: 'SELECT_COMBAT', area: 'a6' })).toThrow(PartMissing);
    expect(() => fabEngine.apply(s0.state, { type: 'ASSIGN_ASSETS', assetIds: [] })).toThrow(PartMissing);
  });

  it('6.1 a battle declared before the part came waits for it, then begins; nothing is stored or shown before', async () => {
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const asked: (EngineNeed | undefined)[] = [];
    const engine = {
      ...fabEngine,
      prepare: async (need?: EngineNeed) => {
        asked.push(need);
        // the runner asks for the event checks before every move (EVENT_CHECKS): FAB keeps its own with the engine
        if (need?.missing === EVENT_CHECKS) return;
        if (need?.missing) await gate;
        provideCombatRules(combatRules);
      },
    };
    const { s, battle } = await beforeTheBattle(engine);
    const before = s.state.value;
    const stored = (await store.loadGame(s.gameId))!.events.length;
    provideCombatRules(null); // a page whose idle prefetch has not brought them yet
    let done = false;
    const move = s.dispatch(battle).then((r) => ((done = true), r));
    await new Promise((r) => setTimeout(r, 30));
    // it waits: not refused, nothing stored, the screen still shows the position before it
    expect(done).toBe(false);
    expect(asked.at(-1)?.missing).toBe(COMBAT_PART);
    expect(s.state.value).toBe(before);
    expect((await store.loadGame(s.gameId))!.events).toHaveLength(stored);
    open();
    expect(await move).toEqual({ ok: true });
    expect(hasCombatRules()).toBe(true);
    expect(s.state.value.combat).not.toBeNull();
    const events = (await store.loadGame(s.gameId))!.events;
    expect(events.length).toBeGreaterThan(stored);
    expect(events[stored]).toMatchObject({ event: battle });
  });
});
