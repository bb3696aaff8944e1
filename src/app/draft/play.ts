/**
 * Test play (issue 28): a two-player hidden-block game on a draft, created the way any FAB game is
 * (`createNewGame`: the scenario checked once by the engine and stored in the game's set-up). The game keeps
 * that copy, so editing the draft afterwards never changes a game under way.
 */
import type { Result } from '../../rules/common/result';
import { createNewGame } from '../games';
import type { FabDraft } from './model';

export function testPlay(d: FabDraft, name: string): Promise<Result<string>> {
  return createNewGame({
    name,
    system: 'fab',
    scenario: { id: d.scenario.id, version: d.scenario.version },
    options: { edition: '2016', hiddenAssets: false, openTable: false },
    data: { scenario: d.scenario },
  });
}
