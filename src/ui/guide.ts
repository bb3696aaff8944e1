/**
 * Settings: the guided first turn of the teaching scenario (FAB, Millbrook). On until the player's first game
 * ends or the player skips it; Settings turns it back on. Stored with the other settings (key `guide`).
 */
import { signal } from '@preact/signals';

export const GUIDE_KEY = 'guide';

/** The player's choice, read from the stored setting at start-up (main.tsx); on by default. */
export const guideOn = signal(true);

/** A stored value made safe: only an explicit `false` turns the guide off. */
export function readGuide(raw: unknown): boolean {
  return raw !== false;
}

/** Turn the guide on or off and store the choice (`save` is the app's saveSetting; tests pass their own). */
export function setGuide(on: boolean, save: (key: string, value: unknown) => Promise<void>): Promise<void> {
  guideOn.value = on;
  return save(GUIDE_KEY, on);
}

/** A game has ended: the guide has done its work (stored only when it changes). */
export function guideAfterGame(save: (key: string, value: unknown) => Promise<void>): Promise<void> {
  return guideOn.value ? setGuide(false, save) : Promise.resolve();
}
