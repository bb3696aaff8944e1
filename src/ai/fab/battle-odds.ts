/**
 * How a round between two plain forces tends to go (6.2), for the evaluation's judgement of an area's chances:
 * `att` attacking steps against `def` defending steps (veteran infantry, at most two units a side, 5.1), in an
 * area of terrain `terrain` (2.4) with or without the defender's defences (5.23), under the game's combat table.
 * Each answer is the round simulator's (round-sim.ts) over a fixed number of fights with fixed dice, worked out
 * once and kept, so it is the same on every call and every machine.
 */
import { createRound, type RoundState } from '../../rules/fab/combat/round';
import type { CombatTable } from '../../rules/fab/combat/table';
import type { CombatUnit, RetreatMap } from '../../rules/fab/combat/types';
import { playOut, settle } from './round-sim';
import { uncounted } from './work';

export interface BattleOdds {
  /** The attacker holds the area alone after the round (the defender eliminated or retreated). */
  readonly capture: number;
  /** Steps each side loses, on average. */
  readonly attackerLoss: number;
  readonly defenderLoss: number;
}

const FIGHTS = 48;
const MAX = 8;

const cache = new WeakMap<CombatTable, Map<string, BattleOdds>>();

/** Up to two units sharing `steps` (5.1), veteran infantry. */
function force(side: 'attacker' | 'defender', steps: number): CombatUnit[] {
  const n = Math.max(1, Math.min(MAX, Math.round(steps)));
  const parts = n > 1 ? [Math.ceil(n / 2), Math.floor(n / 2)] : [1];
  return parts
    .filter((k) => k > 0)
    .map((k, i) => ({
      id: `${side}-${i}`,
      side,
      formation: side,
      unitClass: 'infantry' as const,
      qualities: Array<'veteran'>(k).fill('veteran'),
      steps: k,
      order: 'good' as const,
    }));
}

/** The battle area between a friendly area of each side, for retreats (6.6). */
const MAP: RetreatMap = {
  areas: [
    { id: 'x', controlledBy: 'defender', attackerUnits: 0, defenderUnits: 0, adjacent: [{ to: 'a' }, { to: 'd' }] },
    { id: 'a', controlledBy: 'attacker', attackerUnits: 0, defenderUnits: 0, adjacent: [{ to: 'x' }] },
    { id: 'd', controlledBy: 'defender', attackerUnits: 0, defenderUnits: 0, adjacent: [{ to: 'x' }] },
  ],
};

/** The odds of a round of `att` steps against `def` in terrain `terrain` (defences: 5.23). */
export function battleOdds(
  table: CombatTable,
  att: number,
  def: number,
  terrain: number,
  defences: boolean,
): BattleOdds {
  const a = Math.max(1, Math.min(MAX, Math.round(att)));
  const d = Math.max(1, Math.min(MAX, Math.round(def)));
  let byKey = cache.get(table);
  if (!byKey) cache.set(table, (byKey = new Map<string, BattleOdds>()));
  const key = `${a}|${d}|${terrain}|${defences ? 1 : 0}`;
  const hit = byKey.get(key);
  if (hit) return hit;
  const attackers = force('attacker', a);
  const defenders = force('defender', d);
  let capture = 0;
  let aLoss = 0;
  let dLoss = 0;
  for (let k = 0; k < FIGHTS; k++) {
    const r = createRound({
      areaId: 'x',
      attacker: { units: attackers },
      defender: { units: defenders },
      defences,
      terrain,
      newlyContested: false,
      map: MAP,
      table,
      dice: { kind: 'seeded', s: (0x9e3779b9 * (k + 1)) >>> 0 },
    });
    if (!r.ok) break;
    // a cache fill: its steps are not the decision's work (work.ts)
    const end: RoundState = uncounted(() => playOut(settle({ at: { k: 'sa' }, r: r.value })).r);
    const stay = (side: 'attacker' | 'defender') =>
      end.units.some((u) => u.side === side && u.steps > 0 && !(u.retreat && 'to' in u.retreat));
    if (stay('attacker') && !stay('defender')) capture++;
    for (const u of end.units) {
      if (u.side === 'attacker') aLoss += u.lossesThisRound;
      else dLoss += u.lossesThisRound;
    }
  }
  const out = { capture: capture / FIGHTS, attackerLoss: aLoss / FIGHTS, defenderLoss: dLoss / FIGHTS };
  byKey.set(key, out);
  return out;
}
