/**
 * The app's own files opened from the system with the installed app (manifest `file_handlers`, Chromium desktop
 * and ChromeOS: games, `.sandtable`, and FAB scenarios, `.sandtable-scenario`): each file is imported through the
 * same path as the import buttons, then the home screen lists it.
 */
import { importFile } from './Home';
import { navigate } from '../router';

interface LaunchParams {
  readonly files?: readonly { readonly kind?: string; getFile(): Promise<File> }[];
}
interface LaunchQueue {
  setConsumer(consumer: (params: LaunchParams) => void): void;
}

export function handleLaunchedFiles(): void {
  const queue = (globalThis as { launchQueue?: LaunchQueue }).launchQueue;
  if (!queue) return;
  queue.setConsumer((params) => {
    const files = params.files ?? [];
    if (!files.length) return;
    void (async () => {
      navigate({ name: 'home' }, true);
      for (const h of files) {
        if (h.kind && h.kind !== 'file') continue;
        const file = await h.getFile().catch(() => null);
        if (file) await importFile(file);
      }
    })();
  });
}
