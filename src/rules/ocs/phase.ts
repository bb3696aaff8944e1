/**
 * The movement phase as a whole: closing a segment, and the hand-over to the other player. Which segment
 * follows which is the phase statechart's (machines/ocs/movement-phase.ts), which stores it in `segment`.
 */
import { reject, accept, type Result } from '../common/result';
import type { DiceState } from '../common/dice';
import { other } from './board';
import type { OcsGame, OcsScenarioData, TerrainChart, Unit } from './types';
import { OCS_RULES_VERSION } from './rulings';

export type { OcsScenarioData } from './types';

// phase: a new phase (opening with its breakout segment, entered by the chart): units due back from the turn
// record arrive first
export function openPhase(g: OcsGame): OcsGame {
  const units = { ...g.units };
  const notes = [...g.notes];
  for (const u of Object.values(g.units)) {
    // an entry hex held by the enemy keeps the unit on the turn record until it is free
    const blocked = Object.values(g.units).some(
      (x) => x.where === 'map' && x.hex === g.entry[u.side] && x.side !== u.side,
    );
    if (u.side === g.player && u.where === 'turn-record' && (u.returnTurn ?? Infinity) <= g.turn && !blocked) {
      const { returnTurn: _gone, ...rest } = u;
      units[u.id] = { ...rest, where: 'map', hex: g.entry[u.side], supplied: true };
      notes.push({ kind: 'arrive', unit: u.id, hex: g.entry[u.side] });
    }
  }
  return { ...g, units, notes, moves: {}, active: [], built: {}, railUsed: 0 };
}

// phase: a new game opens turn 1 with the first side's breakout segment (the chart's initial state)
export function createGame(s: OcsScenarioData, chart: TerrainChart, dice: DiceState): OcsGame {
  const units: Record<string, Unit> = {};
  for (const u of s.units) units[u.id] = u;
  return openPhase({
    // a game built here plays the current rules; the engine sets the version a game's record names
    rulesVersion: OCS_RULES_VERSION,
    scenario: { id: s.id, version: s.version },
    turn: 1,
    lastTurn: s.lastTurn,
    firstSide: s.firstSide,
    sideNames: s.sideNames ?? { A: 'Side A', B: 'Side B' },
    player: s.firstSide,
    segment: 'breakout',
    finished: false,
    map: s.map,
    chart,
    control: s.control,
    units,
    depots: s.depots,
    airbases: s.airbases,
    forts: s.forts,
    ports: s.ports ?? {},
    railCapacity: s.railCapacity,
    railUsed: 0,
    entry: s.entry,
    moves: {},
    active: [],
    built: {},
    dice,
    notes: [],
  });
}

// phase: the current segment is closed (breakout, movement or bombardment); the chart enters the next one
export function endSegment(g: OcsGame, segment: 'breakout' | 'movement' | 'bombardment'): Result<OcsGame> {
  if (g.finished) return reject('phase', 'The game is over.', 'phase.finished');
  if (g.segment !== segment) return reject('phase', 'That segment is not the current one.', 'phase.order');
  return accept({ ...g, active: [] });
}

// phase: after the bombardment segment the other player's movement phase begins (a new turn after both)
export function nextPhase(g: OcsGame): Result<OcsGame> {
  if (g.segment !== 'over' || g.finished)
    return reject('phase', 'Finish the bombardment segment first.', 'phase.order');
  const player = other(g.player);
  const turn = player === g.firstSide ? g.turn + 1 : g.turn;
  if (turn > g.lastTurn) return accept({ ...g, finished: true, active: [] });
  return accept(openPhase({ ...g, player, turn }));
}
