/** Names players type for their games, checked the same way wherever one is given (new game, rename, a copy). */
import { nameProblem } from '../rules/common/text';
import type { Result } from '../rules/common/result';

/** The longest game name kept. */
export const GAME_NAME_MAX = 120;

/**
 * A game name as typed (new game, rename, a copy): spaces folded and trimmed, then refused when it is too long,
 * shows nothing, or holds a character that turns the direction of text (which would turn the app's own
 * sentences around it); the refusal names the field for the player's language (`import.field.*`).
 */
export function checkGameName(raw: string): Result<string> {
  const name = raw.replace(/\s+/g, ' ').trim();
  const problem = nameProblem(name, GAME_NAME_MAX);
  if (!problem) return { ok: true, value: name };
  const english = {
    tooLong: `The name of the game is longer than ${GAME_NAME_MAX} characters.`,
    blank: 'Give the game a name with at least one visible character.',
    control: 'The name of the game holds a character that turns the direction of text around.',
  }[problem];
  return {
    ok: false,
    rule: 'setup',
    message: english,
    code: `import.field.${problem}`,
    params: { path: 'game.name', ...(problem === 'tooLong' ? { max: GAME_NAME_MAX } : {}) },
  };
}
