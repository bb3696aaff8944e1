/**
 * The rule systems the shell offers: lightweight scenario lists for the home screen, and lazy loaders
 * for each system's screens and engine (separate chunks, fetched on first use and cached offline).
 */
import type { SystemId } from '../rules/common/engine';
import type { ScenarioMeta } from '../scenarios/types';
import type { SystemUi } from './system-ui';

export interface SystemEntry {
  readonly id: SystemId;
  readonly scenarios: readonly ScenarioMeta[];
  readonly load: () => Promise<SystemUi>;
  /** Tools offered on the home screen without a game: [toolId, i18n key]. */
  readonly tools: readonly (readonly [string, string])[];
}

export const systems: SystemEntry[] = [];

const cache = new Map<SystemId, Promise<SystemUi>>();
export function loadSystem(id: SystemId): Promise<SystemUi> {
  const entry = systems.find((s) => s.id === id);
  if (!entry) return Promise.reject(new Error(`The ${id} rules are not part of this version of Sandtable.`));
  let p = cache.get(id);
  if (!p) {
    p = entry.load();
    cache.set(id, p);
    p.catch(() => cache.delete(id));
  }
  return p;
}
