/**
 * The app's turn on the FAB game screen (issue 17): "Red is thinking…" with its progress while the worker
 * chooses, then its move in words (from the player's own view: a hidden block stays "an enemy block") with a
 * button to go on at once. The map, the log and the rules stay usable all the while.
 */
import { t } from '../../i18n';
import type { FabState, Side } from '../../rules/fab/types';
import { sideName } from './Block';
import { describeEvent } from './log';
import type { OpponentTurn } from './opponent';

export function OpponentBar({ turns, s }: { turns: OpponentTurn; s: FabState }) {
  const side = sideName(s.scenario, turns.opponent.side as Side);
  const thinking = turns.thinking.value;
  const shown = turns.shown.value;
  const error = turns.error.value;
  if (error)
    return (
      <div class="fab-solo-bar st-row" role="alert">
        <span class="st-error">{t('solo.failed', { reason: error })}</span>
        <button type="button" class="st-btn" onClick={() => turns.retry()}>
          {t('solo.retry')}
        </button>
      </div>
    );
  if (thinking)
    return (
      <div class="fab-solo-bar fab-solo-thinking" role="status">
        <span>{t('solo.thinking', { side })}</span>
        <progress
          max={Math.max(1, thinking.total)}
          value={thinking.total ? thinking.done : undefined}
          aria-label={t('solo.progress', { done: thinking.done, total: thinking.total })}
        />
      </div>
    );
  if (shown)
    return (
      <div class="fab-solo-bar" role="status">
        <button type="button" class="st-btn fab-solo-shown" onClick={() => turns.skip()}>
          <span>{t('solo.moved', { side, text: describeEvent(shown.event, s).text })}</span>
          <span class="fab-solo-skip">{t('solo.skip')}</span>
        </button>
      </div>
    );
  // the bar keeps its place while the player moves, so nothing below it jumps when the app's turn comes
  return (
    <div class="fab-solo-bar fab-muted">
      <span>{t('solo.badge', { level: t(`solo.level.${turns.opponent.level}`) })}</span>
    </div>
  );
}
