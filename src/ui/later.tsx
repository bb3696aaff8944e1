/**
 * A part of a screen fetched after the screen's own code (a chunk of its own, precached like every chunk): the
 * part's components, with the same props, render it at once, in the same render as their screen, once the chunk
 * is here; until then the screen shows its frame and, in the part's place, "Loading…" (aria-busy), then the part
 * when it arrives; a fetch that fails says so. `preload` fetches the chunk (idempotent; after a failure the next
 * call tries again), `preloadWhenIdle` once the browser is idle after a screen's first drawing.
 */
import { h, type ComponentType, type JSX } from 'preact';
import { signal } from '@preact/signals';
import { t } from '../i18n';
import { whenIdle } from './idle';

export interface LaterPart<M> {
  readonly preload: () => Promise<M>;
  readonly preloadWhenIdle: () => void;
  /** Whether the chunk is here (its components then render the part in the same render). */
  readonly loaded: () => boolean;
  /** A component rendering `pick(module)` once the chunk is here. */
  readonly component: <P extends object>(name: string, pick: (m: M) => ComponentType<P>) => ComponentType<P>;
}

export function laterPart<M>(load: () => Promise<M>): LaterPart<M> {
  let mod: M | null = null;
  let pending: Promise<M> | null = null;
  let failed: string | null = null;
  /** Bumped when the chunk arrives or fails: the parts that showed "Loading" re-render. */
  const arrived = signal(0);
  const preload = (): Promise<M> => {
    if (!pending) {
      pending = load().then(
        (m) => {
          mod = m;
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
  };
  const component = <P extends object>(name: string, pick: (m: M) => ComponentType<P>): ComponentType<P> => {
    function Later(props: P): JSX.Element {
      void arrived.value; // re-render when the chunk arrives
      if (mod) return h(pick(mod), props);
      if (failed)
        return (
          <p role="alert" class="st-error">
            {t('core.screenFailed', { error: failed })}
          </p>
        );
      void preload().catch(() => undefined);
      return (
        <p class="st-muted" aria-busy="true">
          {t('core.loading')}
        </p>
      );
    }
    Later.displayName = `Later(${name})`;
    return Later;
  };
  return {
    preload,
    preloadWhenIdle: () => void whenIdle(() => void preload().catch(() => undefined)),
    loaded: () => mod !== null,
    component,
  };
}
