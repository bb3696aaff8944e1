/**
 * Building the initial FAB game state from a validated scenario (set-up, 24.0 initial control).
 */
import { createDice, type DiceSpec } from '../common/dice';
import { updateControl } from './board';
import type { AreaState, FabOptions, FabScenario, FabState, Side, UnitState } from './types';
import { DEFAULT_OPTIONS, SIDES } from './types';
import { FAB_RULES_VERSION } from './rulings';

/** Rules options with defaults filled in (edition 2016, open assets, no open table). */
export function fabOptions(raw: Readonly<Record<string, unknown>> | undefined): FabOptions {
  const o = raw ?? {};
  return {
    edition: o.edition === 'original' ? 'original' : '2016',
    hiddenAssets: o.hiddenAssets === true,
    openTable: o.openTable === true,
    ...(o.combatTable && typeof o.combatTable === 'object'
      ? { combatTable: o.combatTable as FabOptions['combatTable'] }
      : {}),
  };
}

export function emptyMovementLog(uncontestedAtStart: readonly string[] = []): FabState['movement'] {
  return { done: [], riverCrossings: [], leftContested: [], uncontestedAtStart, entries: {}, reservedNow: [] };
}

/** 24.0 initial control, set-up positions, cups and boxes (pieces of later turns wait in 'future'). */
export function initialState(
  sc: FabScenario,
  options: FabOptions = DEFAULT_OPTIONS,
  dice: DiceSpec = { kind: 'seeded', seed: 1 },
): FabState {
  const areas: Record<string, AreaState> = {};
  const ctl = new Map<string, Side>();
  for (const side of SIDES) for (const a of sc.initialControl.areas[side] ?? []) ctl.set(a, side);
  for (const a of sc.areas) {
    areas[a.id] = {
      id: a.id,
      control: ctl.get(a.id) ?? sc.initialControl.defaultControl,
      defences: null,
      roadblock: null,
      riverAssault: false,
      newlyContested: false,
      unsupplied: false,
    };
  }
  const units: Record<string, UnitState> = {};
  for (const u of sc.units) {
    const onMap = u.start !== undefined && !(u.arrives && u.arrives.turn > 0);
    units[u.id] = {
      id: u.id,
      where: onMap ? 'map' : 'future',
      area: onMap ? u.start : null,
      steps: Math.min(u.steps.length, u.startSteps ?? u.arrives?.steps ?? u.steps.length),
      order: 'good',
      reserve: false,
      exploit: false,
      unsupplied: false,
      revealed: false,
    };
  }
  const boxes: Record<
    Side,
    { future: string[]; cup: string[]; available: string[]; used: string[]; eliminated: string[]; map: string[] }
  > = {
    blue: { future: [], cup: [], available: [], used: [], eliminated: [], map: [] },
    red: { future: [], cup: [], available: [], used: [], eliminated: [], map: [] },
  };
  for (const a of sc.assets) {
    const b = boxes[a.side];
    if ((a.turn ?? 0) > 0) b.future.push(a.id);
    else b[a.startBox ?? 'cup'].push(a.id);
  }
  for (const e of sc.events) ((e.turn ?? 0) > 0 ? boxes[e.side].future : boxes[e.side].cup).push(e.id);
  for (const sa of sc.specialActions)
    ((sa.turn ?? 0) > 0 ? boxes[sa.side].future : boxes[sa.side].available).push(sa.id);
  const s: FabState = {
    v: 1,
    // a state built here plays the current rules; the engine sets the version a game's record names
    rulesVersion: FAB_RULES_VERSION,
    scenario: sc,
    options,
    dice: createDice(dice),
    turn: 1,
    phase: 'setup',
    step: '',
    playerTurn: 1,
    phasing: sc.firstPlayer,
    units,
    areas,
    blownBridges: [],
    boxes,
    movement: emptyMovementLog(),
    foughtThisPhase: [],
    penetrationCombatAreas: [],
    activated: [],
    intelligence: [],
    drawn: { blue: [], red: [] },
    vpBonus: { blue: 0, red: 0 },
    combat: null,
    finished: false,
    winner: null,
    notes: [],
    moving: null,
    pendingBridge: null,
    strategicMoves: 0,
    saUnused: { blue: false, red: false },
    reclaimed: { blue: false, red: false },
    redirected: [],
  };
  const a2 = updateControl(s);
  return a2 === s.areas ? s : { ...s, areas: a2 };
}
