/**
 * Screens whose code is fetched on first use (each its own chunk, precached by the service worker).
 * preact/compat's lazy and Suspense did this before, at the price of about 3 KB in the home bundle and a
 * hook that inspects every vnode the app creates (thousands on a big FAB map). Here a loaded screen renders
 * at once, loading starts during the first render rather than after a paint, and a chunk that cannot be
 * fetched shows what went wrong and a way home instead of a blank page.
 */
import { h, type ComponentType, type JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n';

export interface LazyScreen<P> {
  (props: P): JSX.Element;
  /** Fetch and keep the screen's code (idempotent); the next render draws it without waiting. */
  preload(): Promise<ComponentType<P>>;
  /** Whether its code is here (a render draws it at once). */
  loaded(): boolean;
}

export function Loading({ part }: { part?: boolean }) {
  const text = <p class="st-muted">{t('core.loading')}</p>;
  return part ? (
    text
  ) : (
    <main class="st-page" aria-busy="true">
      {text}
    </main>
  );
}

function Failed({ error, part }: { error: string; part?: boolean }) {
  const text = (
    <p role="alert" class="st-error">
      {t('core.screenFailed', { error })}
    </p>
  );
  return part ? (
    text
  ) : (
    <main class="st-page">
      {text}
      <a class="st-btn" href="#/">
        {t('core.home')}
      </a>
    </main>
  );
}

/** `part`: a part of a screen (a section of the home screen), shown inside it rather than as a page. */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>, part = false): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    if (!pending) {
      pending = load().then(
        (c) => (loaded = c),
        (e: unknown) => {
          pending = null; // a later visit tries again (the device may be back online)
          throw e;
        },
      );
      pending.catch(() => undefined); // a screen left before its effect ran must not leave an unhandled rejection
    }
    return pending;
  };
  function Lazy(props: P): JSX.Element {
    const [, setReady] = useState(0);
    const [error, setError] = useState<string | null>(null);
    const p = loaded || error ? null : preload();
    useEffect(() => {
      if (!p) return;
      let live = true;
      p.then(
        () => live && setReady((n) => n + 1),
        (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
      );
      return () => {
        live = false;
      };
    }, [p]);
    if (loaded) return h(loaded, props);
    return error ? <Failed error={error} part={part} /> : <Loading part={part} />;
  }
  return Object.assign(Lazy, { preload, loaded: () => loaded !== null });
}
