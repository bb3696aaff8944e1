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
    // every part of the engine (a FAB scenario's body, the checks of imported data): the flows that load an engine
    // here (new game, import, backup, the replay command) start or replay games of any scenario at once
    p = load().then(async (e) => {
      await e.prepare?.();
      return e;
    });
    cache.set(id, p);
    p.catch(() => cache.delete(id));
  }
  return p;
}
