/**
 * The payloads of the FUBAR events the rule operations take, and the firing modes an action allows.
 */
import type { CoverLevel } from '../tables';

export interface Shot {
  /** Figure id, or the unit id for a vehicle. */
  readonly from: string;
  /** Index into the figure's (or vehicle's) weapon list. */
  readonly weapon: number;
  /** Second figure serving an infantry heavy machine gun. */
  readonly crew?: string;
}

export type ShootPayload = {
  readonly target: string;
  readonly shots: readonly Shot[];
  /** Cover at the target as the players see it on the table. */
  readonly cover: CoverLevel;
  /** A vehicle the target troops are in or directly behind. */
  readonly behindVehicle?: string | null;
};

export interface ActivatePayload {
  readonly unit: string;
  readonly enemyInSight: boolean;
  readonly figuresAway: number;
}

export type ShotMode = 'walk' | 'aimed' | 'overwatch' | 'drive' | 'hold';
