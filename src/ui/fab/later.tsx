/**
 * The FAB parts fetched after the first paint (./parts.ts, one chunk), as components with the same props.
 * Once the chunk is here a part renders at once, in the same render as its screen (no "appears a moment
 * later"): the chunk is fetched in idle time right after a game's first screen shows (`preloadLater`, called
 * by ./index.tsx), long before a player can reach the map key, the log or the end of the game. A part needed
 * before that (a game opened on its victory screen, the new-game form) asks for the chunk itself and shows
 * "Loading" for that moment; a fetch that fails says so.
 */
import { h, type ComponentType, type JSX } from 'preact';
import { signal } from '@preact/signals';
import { t } from '../../i18n';
import { whenIdle } from '../idle';

type Parts = typeof import('./parts');

let parts: Parts | null = null;
let pending: Promise<Parts> | null = null;
/** Bumped when the chunk arrives or fails: the parts that showed "Loading" re-render. */
const arrived = signal(0);
let failed: string | null = null;

/** Fetch the parts' chunk (idempotent; after a failure, the next call tries again). */
export function preloadLater(): Promise<Parts> {
  if (!pending) {
    pending = import('./parts').then(
      (m) => {
        parts = m;
        failed = null;
        arrived.value++;
        return m;
      },
      (e: unknown) => {
        pending = null;
        failed = e instanceof Error ? e.message : String(e);
        arrived.value++;
        throw e;
      },
    );
  }
  return pending;
}

/** Fetch the parts once the browser is idle after the screen just rendered (a timer where there is no
 * requestIdleCallback). */
export function preloadLaterWhenIdle(): void {
  whenIdle(() => void preloadLater().catch(() => undefined));
}

function later<P extends object>(name: string, pick: (m: Parts) => ComponentType<P>): ComponentType<P> {
  function Later(props: P): JSX.Element {
    void arrived.value; // re-render when the chunk arrives
    if (parts) return h(pick(parts), props);
    if (failed)
      return (
        <p role="alert" class="st-error">
          {t('core.screenFailed', { error: failed })}
        </p>
      );
    void preloadLater().catch(() => undefined);
    return (
      <p class="st-muted" aria-busy="true">
        {t('core.loading')}
      </p>
    );
  }
  Later.displayName = `Later(${name})`;
  return Later;
}

export const CombatAssistant = later<Record<string, never>>('CombatAssistant', (m) => m.CombatAssistant);
export const FabOptionsForm = later('FabOptionsForm', (m) => m.FabOptionsForm);
export const SoloForm = later('SoloForm', (m) => m.SoloForm);
export const MapKey = later('MapKey', (m) => m.MapKey);
export const Log = later('Log', (m) => m.Log);
export const Victory = later('Victory', (m) => m.Victory);
