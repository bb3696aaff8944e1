/**
 * The pass-and-play hand-off: covers the whole screen, shows nothing private (only whose turn it is), and
 * stays until the player who must decide taps. The game screen is not in the page while it shows. Home
 * leaves for the home screen without showing anything: the game opens covered again. When the panel comes in
 * play (`passed`: one side held the tablet), its take button is off for its first moments (`HANDOFF_ARM_MS`),
 * so a stray or double tap of the side that just played never opens the other side's screen; a game opened
 * from the home screen can be taken at once.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { Icon } from '../icons';
import { tNames } from '../names';

/** How long the hand-off's take button stays off after the panel appears. */
export const HANDOFF_ARM_MS = 600;

export function Handoff({
  sideLabel,
  reason,
  onTake,
  passed = false,
  children,
}: {
  sideLabel: string;
  reason: string;
  onTake: () => void;
  passed?: boolean;
  /** Shown under the reason: nothing private (issue 27: a take-back request waiting, and its withdrawal). */
  children?: ComponentChildren;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const [armed, setArmed] = useState(!passed);
  useEffect(() => {
    if (armed) return;
    const timer = setTimeout(() => setArmed(true), HANDOFF_ARM_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (armed) button.current?.focus();
  }, [armed]);
  return (
    <div class="st-handoff" role="dialog" aria-modal="true" aria-labelledby="handoff-title">
      <div class="st-handoff-box">
        <h1 id="handoff-title">{tNames('core.passTo', { side: sideLabel }, ['side'])}</h1>
        {reason ? <p>{reason}</p> : null}
        {children}
        <p class="st-handoff-hint">{tNames('core.handoffHint', { side: sideLabel }, ['side'])}</p>
        <button
          ref={button}
          type="button"
          class="st-btn st-btn-primary st-handoff-take"
          disabled={!armed}
          onClick={onTake}
        >
          {/* one flex item: the side's name (isolated in a <bdi>) wraps with the words around it, not in a column */}
          <span>{tNames('core.iAm', { side: sideLabel }, ['side'])}</span>
        </button>
        <a class="st-btn st-handoff-home" href="#/">
          <Icon name="home" /> {t('core.handoffHome')}
        </a>
      </div>
    </div>
  );
}
