/**
 * The pass-and-play hand-off: covers the whole screen, shows nothing private (only whose turn it is), and
 * stays until the player who must decide taps. The game screen is not in the page while it shows. Home
 * leaves for the home screen without showing anything: the game opens covered again.
 */
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../i18n';
import { Icon } from '../icons';

export function Handoff({ sideLabel, reason, onTake }: { sideLabel: string; reason: string; onTake: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div class="st-handoff" role="dialog" aria-modal="true" aria-labelledby="handoff-title">
      <div class="st-handoff-box">
        <h1 id="handoff-title">{t('core.passTo', { side: sideLabel })}</h1>
        <p>{reason}</p>
        <p class="st-handoff-hint">{t('core.handoffHint', { side: sideLabel })}</p>
        <button ref={button} type="button" class="st-btn st-btn-primary st-handoff-take" onClick={onTake}>
          {t('core.iAm', { side: sideLabel })}
        </button>
        <a class="st-btn st-handoff-home" href="#/">
          <Icon name="home" /> {t('core.handoffHome')}
        </a>
      </div>
    </div>
  );
}
