/**
 * The one table from system id to engine module. Each engine is its own chunk (dynamic import), loaded
 * on first use; the replay command and the fuzzers use the same table as the app.
 */
import type { AnyEngine, SystemId } from '../rules/common/engine';

export const engineLoaders: Partial<Record<SystemId, () => Promise<AnyEngine>>> = {
  fab: () => import('./systems/fab').then((m) => m.fabEngine),
  fubar: () => import('./systems/fubar').then((m) => m.fubarEngine),
  ocs: () => import('./systems/ocs').then((m) => m.ocsEngine),
};
