/**
 * Keeping the player's games on the device: persistent storage is asked for after the first game is saved
 * (never at start-up: Firefox shows a prompt for it, which makes sense only once there is something to
 * keep); where the browser may still erase data (Safari in a tab removes script-written storage after
 * seven days without a visit), the player is told once, with how to install the app and the backup button.
 * Installation is offered with `beforeinstallprompt` where the browser has it, and with the Share, then
 * Add to Home Screen steps on iOS.
 */
import { installPrompt, type InstallPromptEvent } from './install-offer';
// the store's modules the home screen uses, not its index (which holds the runner's too)
import { getSetting, setSetting } from '../store/misc';
import { listGames } from '../store/saved';
import { forgetRecovery, recovery, type Recovery } from '../store/replica-record';

export interface StorageInfo {
  persisted: boolean;
  usage?: number;
  quota?: number;
}

/** What the browser says about our storage, without asking for anything. */
export async function storageInfo(sm: StorageManager | undefined = navigatorStorage()): Promise<StorageInfo> {
  if (!sm) return { persisted: false };
  let persisted: boolean;
  try {
    persisted = (await sm.persisted?.()) ?? false;
  } catch {
    persisted = false;
  }
  try {
    const est = await sm.estimate?.();
    return {
      persisted,
      ...(est?.usage !== undefined ? { usage: est.usage } : {}),
      ...(est?.quota !== undefined ? { quota: est.quota } : {}),
    };
  } catch {
    return { persisted };
  }
}

function navigatorStorage(): StorageManager | undefined {
  return typeof navigator !== 'undefined' ? navigator.storage : undefined;
}

const ASKED = 'storage.persistAsked';

/**
 * After a game is saved: ask the browser once to keep our data (`navigator.storage.persist()`), unless it
 * does already. Returns whether the data is persisted now. Never throws.
 */
export async function askPersistenceOnce(sm: StorageManager | undefined = navigatorStorage()): Promise<boolean> {
  if (!sm?.persist) return false;
  try {
    if (await sm.persisted?.()) return true;
    if (await getSetting<boolean>(ASKED)) return false;
    await setSetting(ASKED, true);
    return await sm.persist();
  } catch {
    return false;
  }
}

/** The parts of the browser the advice depends on (stubbed in tests). */
export interface BrowserTraits {
  readonly userAgent: string;
  readonly maxTouchPoints: number;
  /** Running as an installed app (display-mode standalone, or iOS `navigator.standalone`). */
  readonly standalone: boolean;
}

export function browserTraits(): BrowserTraits {
  if (typeof navigator === 'undefined') return { userAgent: '', maxTouchPoints: 0, standalone: false };
  const standalone =
    (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches) ||
    (navigator as { standalone?: boolean }).standalone === true;
  return { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints ?? 0, standalone };
}

/** iPhone, iPod or iPad (an iPad asks for the desktop site: a Mac with a touch screen). */
export function isIos(t: BrowserTraits): boolean {
  return /iPhone|iPad|iPod/.test(t.userAgent) || (/Macintosh/.test(t.userAgent) && t.maxTouchPoints > 1);
}

/** Safari, or any iOS browser (all use Safari's engine and its storage rules). */
export function isSafariEngine(t: BrowserTraits): boolean {
  if (isIos(t)) return true;
  return /Safari\//.test(t.userAgent) && !/Chrome|Chromium|CriOS|FxiOS|Edg|OPR|Android/.test(t.userAgent);
}

/** Whether this browser may erase the games by itself: Safari in a tab, without persistent storage. */
export function mayEraseData(t: BrowserTraits, persisted: boolean): boolean {
  return isSafariEngine(t) && !t.standalone && !persisted;
}

export { installPrompt, listenForInstall, type InstallPromptEvent } from './install-offer';

/** Show the browser's install dialog; true when the player accepted. */
export async function install(): Promise<boolean> {
  const e = installPrompt.value;
  if (!e) return false;
  installPrompt.value = null; // an event can be prompted only once
  await e.prompt();
  return (await e.userChoice).outcome === 'accepted';
}

/** How installation can be offered here: the browser's dialog, the iOS steps, or not at all. */
export function installWay(t: BrowserTraits, prompt: InstallPromptEvent | null): 'prompt' | 'ios' | null {
  if (t.standalone) return null;
  if (prompt) return 'prompt';
  if (isIos(t)) return 'ios';
  return null;
}

const NOTICE_SEEN = 'storage.eraseNoticeSeen';

/** Whether to tell the player (once) that this browser may erase the games. */
export async function shouldWarnErase(
  t: BrowserTraits = browserTraits(),
  sm: StorageManager | undefined = navigatorStorage(),
): Promise<boolean> {
  try {
    if ((await listGames()).length === 0) return false;
    const { persisted } = await storageInfo(sm);
    if (!mayEraseData(t, persisted)) return false;
    return !(await getSetting<boolean>(NOTICE_SEEN));
  } catch {
    return false;
  }
}

/** The player read the notice: it is not shown again. */
export function eraseNoticeSeen(): Promise<void> {
  return setSetting(NOTICE_SEEN, true);
}

/** A setting, through the app layer (screens never import the store). */
export function saveSetting(key: string, value: unknown): Promise<void> {
  return setSetting(key, value);
}

/**
 * What the second copy put back at this visit's start, after the browser lost the database (src/store/replica.ts):
 * null when nothing was lost or nothing came back. Waits for the database to be open (the restore runs first).
 */
export async function recoveredGames(): Promise<Recovery | null> {
  try {
    await listGames();
  } catch {
    return null;
  }
  const r = recovery();
  return r && r.games > 0 ? r : null;
}

/** The player has read the notice: not shown again at this visit. */
export function recoveryNoticeSeen(): void {
  forgetRecovery();
}
