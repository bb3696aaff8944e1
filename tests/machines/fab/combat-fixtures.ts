import type { CombatAsset, CombatUnit, RetreatMap, RoundSetup } from '../../../src/rules/fab/combat/types';
import {
  applyCombatEvent,
  startCombatRound,
  type CombatEvent,
  type CombatRound,
} from '../../../machines/fab/combat-round';

/** Small inline fixture: battle in area X; the attacker came from A across a river; the defender holds D1 (empty), D2 (full), D3 (one unit). */
export const map: RetreatMap = {
  areas: [
    {
      id: 'X',
      controlledBy: 'defender',
      attackerUnits: 0,
      defenderUnits: 0,
      adjacent: [{ to: 'A', river: true }, { to: 'B' }, { to: 'D1' }, { to: 'D2' }],
    },
    {
      id: 'A',
      controlledBy: 'attacker',
      attackerUnits: 0,
      defenderUnits: 0,
      adjacent: [{ to: 'X', river: true }, { to: 'B' }],
    },
    { id: 'B', controlledBy: 'attacker', attackerUnits: 1, defenderUnits: 0, adjacent: [{ to: 'X' }, { to: 'A' }] },
    { id: 'D1', controlledBy: 'defender', attackerUnits: 0, defenderUnits: 0, adjacent: [{ to: 'X' }, { to: 'D2' }] },
    {
      id: 'D2',
      controlledBy: 'defender',
      attackerUnits: 0,
      defenderUnits: 2,
      adjacent: [{ to: 'X' }, { to: 'D1' }, { to: 'D3' }],
    },
    { id: 'D3', controlledBy: 'defender', attackerUnits: 0, defenderUnits: 1, adjacent: [{ to: 'D2' }] },
  ],
};

export const unit = (id: string, side: 'attacker' | 'defender', o: Partial<CombatUnit> = {}): CombatUnit => ({
  id,
  side,
  formation: side === 'attacker' ? 'F1' : 'G1',
  unitClass: 'infantry',
  qualities: ['veteran', 'veteran'],
  steps: 2,
  order: 'good',
  hidden: true,
  ...o,
});

export const a1 = unit('a1', 'attacker', {
  unitClass: 'armor',
  qualities: ['veteran', 'veteran', 'elite'],
  steps: 3,
  enteredFrom: 'A',
});
export const a2 = unit('a2', 'attacker', { enteredFrom: 'A' });
export const d1 = unit('d1', 'defender');
export const d2 = unit('d2', 'defender', { qualities: ['recruit'], steps: 1 });

export const asset = (
  id: string,
  kind: CombatAsset['kind'],
  formation: string,
  o: Partial<CombatAsset> = {},
): CombatAsset => ({ id, kind, formation, ...o });
export const attackerAssets: CombatAsset[] = [
  asset('art1', 'artillery', 'F1'),
  asset('art2', 'artillery', 'F1'),
  asset('b1', 'battle', 'F1', { unitClass: 'armor' }),
  asset('eng1', 'engineer', 'F1', { unitClass: 'infantry' }),
  asset('ev1', 'event', 'F1'),
];
export const defenderAssets: CombatAsset[] = [asset('dart1', 'artillery', 'G1'), asset('db1', 'battle', 'G1')];

export function setupWith(rolls: number[], o: Partial<RoundSetup> = {}): RoundSetup {
  return {
    areaId: 'X',
    attacker: { units: [a1, a2], available: attackerAssets },
    defender: { units: [d1, d2], available: defenderAssets, specialActions: 0 },
    newlyContested: true,
    terrain: 0,
    map,
    dice: { kind: 'scripted', rolls, i: 0 },
    ...o,
  };
}

export function start(rolls: number[], o: Partial<RoundSetup> = {}): CombatRound {
  const r = startCombatRound(setupWith(rolls, o));
  if (!r.ok) throw new Error(`setup refused: ${r.rule} ${r.message}`);
  return r.value;
}

/** Apply events in order; any rejection fails the test with its rule and message. */
export function play(cr: CombatRound, ...events: CombatEvent[]): CombatRound {
  let cur = cr;
  for (const e of events) {
    const out = applyCombatEvent(cur, e);
    if (!out.ok) throw new Error(`${e.type} refused at ${JSON.stringify(cur.value)}: ${out.rule} ${out.message}`);
    cur = out.state;
  }
  return cur;
}
