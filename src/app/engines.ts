/**
 * Where each rule system's engine lives. Engines load lazily (each is its own chunk): the home screen
 * needs none of them. The replay command and the fuzzers use the same table.
 */
import type { Engine, SystemId } from '../rules/common/engine';

type Loader = () => Promise<Engine<any, any>>;

const loaders: Partial<Record<SystemId, Loader>> = {};

/** Systems whose engine has landed. */
export const SYSTEMS: SystemId[] = [];

export function registerEngine(id: SystemId, load: Loader): void {
  loaders[id] = load;
  if (!SYSTEMS.includes(id)) SYSTEMS.push(id);
}

const cache = new Map<SystemId, Promise<Engine<any, any>>>();

export function loadEngine(id: SystemId): Promise<Engine<any, any>> {
  const load = loaders[id];
  if (!load) return Promise.reject(new Error(`The ${id} rules are not part of this version of Sandtable.`));
  let p = cache.get(id);
  if (!p) {
    p = load();
    cache.set(id, p);
    p.catch(() => cache.delete(id));
  }
  return p;
}
