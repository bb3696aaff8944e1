/**
 * Whether the guided first turn (./Guide.tsx, a chunk fetched after the game screen's code) can show in a game: the
 * teaching scenario's first turn, the guide on (Settings). Read by the screen before it fetches the guide, and by
 * ./index.tsx, which makes such a game's first drawing wait for it.
 */
import { guideOn } from '../guide';

export const GUIDED_SCENARIO = 'fab-millbrook';

/** The guide may have a note for this position (public facts only: the scenario, the turn, the end). */
export function mayGuide(s: {
  readonly scenario: { readonly id: string };
  readonly turn: number;
  readonly finished?: boolean;
}): boolean {
  return guideOn.value && s.scenario.id === GUIDED_SCENARIO && s.turn === 1 && !s.finished;
}
