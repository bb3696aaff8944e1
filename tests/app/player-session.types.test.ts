/**
 * Issue 25: in a game with hidden information the screens are typed so that the game's state cannot reach them.
 * These are checked by the compiler (`npm run typecheck` covers tests): each line fails to compile if a FAB
 * screen's session gains the state, the setup (which holds the dice to come) or the runner's snapshots.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { GameSessionApi, PlayerSessionApi } from '../../src/app/session-api';
import type { GameEvent } from '../../src/rules/common/engine';
import type { FabScreenView } from '../../machines/fab/view';
import type { GameScreen } from '../../src/ui/fab/GameScreen';
import type { FabState } from '../../src/rules/fab/types';

type FabPlayer = PlayerSessionApi<GameEvent, FabScreenView>;

describe('issue 25: the view is the only input of the FAB screens, by type', () => {
  it('a player session has no state, no setup and no snapshot', () => {
    expectTypeOf<FabPlayer>().not.toHaveProperty('state');
    expectTypeOf<FabPlayer>().not.toHaveProperty('setup');
    expectTypeOf<FabPlayer>().not.toHaveProperty('logAnchor');
    // what it has for a side is the view, typed
    expectTypeOf<ReturnType<FabPlayer['view']>>().toEqualTypeOf<FabScreenView>();
  });

  it('the FAB game screen takes a player session, not the runner’s', () => {
    expectTypeOf<Parameters<typeof GameScreen>[0]['session']>().toEqualTypeOf<FabPlayer>();
    // the runner's session is a player session too (the shell hands it over), so nothing else is needed
    expectTypeOf<GameSessionApi<FabState, GameEvent, FabScreenView>>().toExtend<FabPlayer>();
  });
});
