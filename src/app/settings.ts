/** Device settings (the chosen language...), read and written for the UI by the app layer. */
import * as store from '../store';

export function getSetting<T>(key: string): Promise<T | undefined> {
  return store.getSetting<T>(key);
}

export function setSetting(key: string, value: unknown): Promise<void> {
  return store.setSetting(key, value);
}
