/**
 * The OCS engine's checks of what comes from outside the store, a part of its own (issue 30: valibot and the
 * schemas are not needed to draw a stored game): each player's event against `OcsEventSchema`, a snapshot cache
 * against its shape and its terrain chart, a set-up's custom scenario and edited chart. The engine finds them
 * through `ocsChecks` (./engine.ts); the app fetches them after a game's first drawing and before a player's first
 * move is applied, and with every part for a new game or an import (src/app/systems/ocs.ts).
 */
import type { GameSetup } from '../../src/rules/common/engine';
import { reject, type Result } from '../../src/rules/common/result';
import { own } from '../../src/rules/common/own';
import { checkChart, checkChartCovers, checkScenario } from '../../src/rules/ocs/schema';
import type { OcsScenarioData, TerrainChart } from '../../src/rules/ocs/types';
import { PHASE_VALUES } from './movement-phase';
import { OcsEventSchema } from './events';
import { conforms, readEvent, readSnapshot } from '../validate';
import { ocsSnapshotSchema } from './snapshot';

export { checkChart };

/** Whether `e` is a well-formed OCS event (the phase chart's guards ask it: machines/ocs/movement-phase.ts). */
export const isOcsEvent = (e: unknown): boolean => conforms(OcsEventSchema, e);

/** An OCS event read against its schema: malformed, it is refused with the path of its first bad field. */
export const readOcsEvent = (event: unknown) => readEvent(OcsEventSchema, event, 'phase');

const SNAPSHOT = ocsSnapshotSchema(PHASE_VALUES);

/** A snapshot cache (brought up to the stored state value) checked whole against the state's shape. */
export const readOcsSnapshot = (data: unknown) => readSnapshot(SNAPSHOT, data, 'phase', 'OCS');

type Shipped = Readonly<Record<string, OcsScenarioData>>;

/**
 * Check an OCS set-up once (import, creation): the custom scenario, if any, with its chart, and an edited
 * chart in the options, which must price every terrain and hexside type the map uses. Returns the checked copy.
 */
export function checkOcsSetup(shipped: Shipped, setup: GameSetup): Result<GameSetup> {
  const raw = setup.data;
  const hasCustom = !!raw && typeof raw === 'object' && Object.hasOwn(raw, 'scenario');
  let data: OcsScenarioData | undefined;
  if (hasCustom) {
    const r = checkScenario((raw as { scenario: unknown }).scenario);
    if (!r.ok) return r;
    data = r.value;
  }
  const base = data ?? own(shipped, setup.scenario.id);
  if (!base)
    return reject('phase', `Unknown scenario "${setup.scenario.id}".`, 'scenario.unknown', { field: 'scenario.id' });
  let chart: TerrainChart | undefined;
  const given = Object.hasOwn(setup.options, 'chart') ? setup.options['chart'] : undefined;
  if (given !== undefined) {
    const c = checkChart(given, 'options.chart');
    if (!c.ok) return c;
    const covers = checkChartCovers(base, c.value, 'chart in the options');
    if (!covers.ok) return covers;
    chart = c.value;
  }
  return {
    ok: true,
    value: {
      system: setup.system,
      scenario: setup.scenario,
      options: chart ? { chart } : {},
      dice: setup.dice,
      ...(data ? { data: { scenario: data } } : {}),
      ...(setup.rulesVersion !== undefined ? { rulesVersion: setup.rulesVersion } : {}),
      checked: true,
    },
  };
}
