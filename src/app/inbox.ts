/** Files another app shared with the installed app, waiting to be imported (src/store/inbox.ts). */
import { takeInbox, type SharedFile } from '../store/inbox';

export type { SharedFile };

/** The shared files, as files to import; each is handed out once. */
export async function takeSharedFiles(): Promise<File[]> {
  return (await takeInbox()).map((f) => new File([f.text], f.name, { type: 'application/json' }));
}
