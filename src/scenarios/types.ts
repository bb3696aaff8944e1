import type { SystemId } from '../rules/common/engine';
import type { Lang } from '../i18n';

/** Lightweight description of a scenario for the home screen; the data itself loads with the engine. */
export interface ScenarioMeta {
  readonly system: SystemId;
  readonly id: string;
  readonly version: number;
  readonly name: Readonly<Record<Lang, string>>;
  readonly blurb: Readonly<Record<Lang, string>>;
  /** Rough length for the list, e.g. "3 turns, 30 min". */
  readonly length?: Readonly<Record<Lang, string>>;
}
