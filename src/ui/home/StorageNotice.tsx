/**
 * Told once, on the home screen, where the browser may erase the games by itself (Safari in a tab, without
 * persistent storage): how to install the app, and the backup button. The check is made here; the notice
 * (./EraseNotice.tsx) and its strings are fetched only where it is shown.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { shouldWarnErase } from '../../app/storage';
import { moreStringsReady } from '../../i18n/screens/load';

type Notice = ComponentType<{ onSeen: () => void }>;

export function StorageNotice() {
  const [Notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    let live = true;
    void shouldWarnErase()
      .then(async (show) => {
        if (!show) return;
        const [m] = await Promise.all([import('./EraseNotice'), moreStringsReady()]);
        if (live) setNotice(() => m.EraseNotice);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return Notice ? <Notice onSeen={() => setNotice(null)} /> : null;
}
