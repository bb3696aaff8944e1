/**
 * 5.35 bridges in a move: the chance to blow one as an enemy unit crosses, and crossing or stopping at a blown one.
 */
import { accept, reject, type Result } from '../../common/result';
import { roll } from '../../common/dice';
import { boardIndex, neighboursOf, note, occupancy } from '../board';
import type { FabState, MovingUnit } from '../types';
import { mapEntry } from '../../common/lookup';
import { checkStep, ctxFor, enterArea, movementAllowance } from './steps';
import { knownIn } from '../../common/narrow';

/** 5.35d the enemy of the moving unit decides whether to try to blow the bridge (success on 1-5). */
export function decideBridge(s: FabState, attempt: boolean): Result<FabState & { rolled?: boolean }> {
  const p = s.pendingBridge;
  const m = s.moving;
  if (!p || p.decider !== 'enemy' || !m)
    return reject('5.35', 'There is no bridge-blowing opportunity now.', 'move.noBridgeChance');
  const ctx = ctxFor(s, p.unit, m.mode);
  if (!ctx) return reject('5.35', 'The unit at the bridge is not on the map.', 'move.bridgeUnitGone');
  const boundary = mapEntry(boardIndex(s.scenario).boundaries, p.boundary, '5.35', 'boundary');
  if (!boundary.ok) return boundary;
  if (!attempt) {
    const chk = checkStep({ ...s, pendingBridge: null }, occupancy(s), ctx, p.to);
    if (!chk.ok) return chk;
    return accept(enterArea({ ...s, pendingBridge: null }, ctx, p.to, chk.value));
  }
  const [face, dice] = roll(s.dice, 10);
  let ns: FabState = { ...s, dice };
  if (face > 5) {
    ns = note(ns, '5.35', 'blowFailed', { face });
    const chk = checkStep({ ...ns, pendingBridge: null }, occupancy(ns), ctx, p.to);
    if (!chk.ok) return chk;
    return accept({ ...enterArea({ ...ns, pendingBridge: null }, ctx, p.to, chk.value), rolled: true });
  }
  ns = note({ ...ns, blownBridges: [...ns.blownBridges, p.boundary] }, '5.35', 'blown', { face });
  const startAdjacent = neighboursOf(s.scenario, m.start).some((n) => n.area === p.to) || m.start === p.from;
  if (startAdjacent && m.mode !== 'exploit')
    return accept({ ...ns, pendingBridge: { ...p, decider: 'mover' }, rolled: true });
  // 5.35d the unit cannot cross: it pays 1 MP instead and may continue; 7.31 an exploiting unit stays put.
  return accept({ ...stayAfterBlown(ns, m), rolled: true });
}

function stayAfterBlown(s: FabState, m: MovingUnit): FabState {
  const nm = { ...m, mpUsed: m.mpUsed + 1 };
  const def = knownIn(boardIndex(s.scenario).unitDefs, m.unit, 'unit');
  // a path under way went through the bridge: it ends here (the unit's own move may go on, 5.35d)
  const base = { ...s, pendingBridge: null, ...(s.route ? { route: null } : {}) };
  if (m.mode === 'exploit' || nm.mpUsed >= movementAllowance(def)) {
    return {
      ...base,
      moving: null,
      activated: s.activated.filter((x) => x !== m.unit),
      movement: { ...s.movement, done: [...s.movement.done, m.unit] },
    };
  }
  return { ...base, moving: nm };
}

/** 5.35d after the bridge is blown, the mover chooses to cross anyway (all its MP) or stay. */
export function crossBlownBridge(s: FabState, cross: boolean): Result<FabState> {
  const p = s.pendingBridge;
  const m = s.moving;
  if (!p || p.decider !== 'mover' || !m)
    return reject('5.35', 'There is no blown-bridge decision to make now.', 'move.noBlownDecision');
  if (!cross) return accept(stayAfterBlown(s, m));
  const ctx = ctxFor(s, p.unit, m.mode);
  if (!ctx) return reject('5.35', 'The unit at the bridge is not on the map.', 'move.bridgeUnitGone');
  // Crossing a blown bridge costs the whole allowance (5.32), allowed here by 5.35d.
  const mm = { ...m, entered: 0, mpUsed: 0 };
  const chk = checkStep({ ...s, pendingBridge: null }, occupancy(s), { ...ctx, m: mm }, p.to);
  if (!chk.ok) return chk;
  return accept(
    enterArea({ ...s, pendingBridge: null }, { ...ctx, m: { ...m, mpUsed: movementAllowance(ctx.def) } }, p.to, {
      ...chk.value,
      blown: true,
      cost: 0,
    }),
  );
}
