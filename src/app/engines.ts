/**
 * Loading engines by system id, through the one table in ./engine-loaders (each engine its own chunk).
 * Tests may substitute an engine with `registerEngine`.
 */
import type { AnyEngine, SystemId } from '../rules/common/engine';
import { engineLoaders } from './engine-loaders';

type Loader = () => Promise<AnyEngine>;

const overrides: Partial<Record<SystemId, Loader>> = {};
const cache = new Map<SystemId, Promise<AnyEngine>>();

/** Use `load` for `id` instead of the built-in engine (tests). */
export function registerEngine(id: SystemId, load: Loader): void {
  overrides[id] = load;
  cache.delete(id);
}

export function loadEngine(id: SystemId): Promise<AnyEngine> {
  const load = overrides[id] ?? engineLoaders[id];
  if (!load) return Promise.reject(new Error(`The ${id} rules are not part of this version of Sandtable.`));
  let p = cache.get(id);
  if (!p) {
    p = load();
    cache.set(id, p);
    p.catch(() => cache.delete(id));
  }
  return p;
}
