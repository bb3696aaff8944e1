/**
 * Modes and the movement allowance they give.
 */
import { reject, accept, type Result } from '../common/result';
import { phaseMove } from './board';
import { MODES, type Mode, type OcsGame, type Unit } from './types';
import { own } from '../common/own';

// modes: allowance by mode: move-mode side for move and strategic (x2), combat side for combat and reserve (1/2), DG halves again
export function allowance(u: Unit): number {
  const base = u.mode === 'move' || u.mode === 'strategic' ? u.ma.move : u.ma.combat;
  let mult = 1;
  if (u.mode === 'strategic') mult *= 2;
  if (u.mode === 'reserve') mult *= 0.5;
  if (u.dg) mult *= 0.5;
  return base * mult;
}

/** Modes a unit may take: reserve only for combat units. */
// modes: the modes open to a unit
export function modesFor(u: Unit): Mode[] {
  return u.combat ? ['combat', 'move', 'strategic', 'reserve'] : ['combat', 'move', 'strategic'];
}

// modes: a unit changes mode only at the start of its move, in the movement segment
export function changeMode(g: OcsGame, unitId: string, mode: Mode): Result<OcsGame> {
  const u = own(g.units, unitId);
  if (!u || u.where !== 'map') return reject('modes', 'That unit is not on the map.', 'noUnit');
  if (u.side !== g.player) return reject('modes', 'Only the player in phase changes modes.', 'notYours');
  if (g.segment !== 'movement')
    return reject('modes', "Modes change in the movement segment, at the start of a unit's move.", 'modes.segment');
  const pm = phaseMove(g, unitId);
  if (pm.hexes > 0 || pm.spent > 0 || pm.done)
    return reject('modes', 'This unit has already begun its move; its mode is fixed now.', 'modes.started');
  if (!MODES.includes(mode)) return reject('modes', 'There is no such mode.', 'modes.unknown');
  if (!modesFor(u).includes(mode)) return reject('modes', 'Only combat units may enter reserve mode.', 'modes.reserve');
  if (u.mode === mode) return reject('modes', 'The unit is already in that mode.', 'modes.same');
  return accept({ ...g, units: { ...g.units, [unitId]: { ...u, mode } } });
}
