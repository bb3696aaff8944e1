import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyCombatEvent,
  combatActor,
  combatResult,
  combatRoundMachine,
  type CombatEvent,
  legalCombatEvents,
  startCombatRound,
  stepPath,
} from '../../../machines/fab/combat-round';
import { a1, a2, attackerAssets, d1, d2, defenderAssets, map, unit } from './combat-fixtures';

const r1 = unit('r1', 'defender');

describe('6.2 random legal play never dead-ends', () => {
  it('6.2 property: seeded rounds driven by random legal events always reach 6.29 with a consistent result', () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.nat(),
          picks: fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
          defences: fc.boolean(),
          terrain: fc.integer({ min: 0, max: 3 }),
          riverAssault: fc.boolean(),
          penetration: fc.boolean(),
          newlyContested: fc.boolean(),
          roadblock: fc.boolean(),
          specialActions: fc.integer({ min: 0, max: 2 }),
          original: fc.boolean(),
          soloDefender: fc.boolean(),
        }),
        (o) => {
          const defenders = o.roadblock ? [] : o.soloDefender ? [d1] : [d1, d2];
          const start = startCombatRound({
            areaId: 'X',
            attacker: { units: [a1, a2], available: attackerAssets },
            defender: { units: defenders, available: defenderAssets, specialActions: o.specialActions },
            ...(o.roadblock
              ? { defendedRoadblock: { id: 'reng', kind: 'engineer', formation: 'G1', unitClass: 'infantry' } }
              : {}),
            reinforcements: [{ unit: r1, fromArea: 'D1', fromUncontested: true }],
            defences: o.defences,
            terrain: o.terrain,
            riverAssault: o.riverAssault,
            penetration: o.penetration,
            newlyContested: o.newlyContested,
            edition: o.original ? 'original' : 'revised',
            map,
            dice: { kind: 'seeded', s: o.seed },
          });
          if (!start.ok) return false;
          let cr = start.value;
          for (let k = 0; k < 60 && stepPath(cr) !== 'endOfRound'; k++) {
            const legal = legalCombatEvents(cr);
            expect(legal.length).toBeGreaterThan(0);
            expect(combatActor(cr)).not.toBeNull();
            // 6.2 the chart's can(e) is the rules' answer, on the listed events and on every other event type with
            // ids of this round, of the other side or of nothing; an accepted event always changes the round
            const snap = combatRoundMachine.resolveState({ value: cr.value, context: cr.round });
            const ids = [...cr.round.units.map((u) => u.id), ...cr.round.assets.map((a) => a.id), 'nobody'];
            const id = ids[o.picks[(k + 7) % 60]! % ids.length]!;
            const others: CombatEvent[] = [
              { type: 'REINFORCE', unitId: id },
              { type: 'WITHDRAW' },
              { type: 'DECLINE_SPECIAL_ACTION' },
              { type: 'ASSIGN_ASSETS', assetIds: [id] },
              { type: 'DESIGNATE_POINT', unitId: id },
              { type: 'ROLL' },
              { type: 'ROLL', faces: [1] },
              { type: 'ENGINEER_REMOVE_DEFENCES', assetId: id },
              { type: 'STEP_LOSS', targetId: id },
              { type: 'ABSORB_BY_DISORDER' },
              { type: 'ABSORB_BY_RETREAT', destinations: { [id]: null } },
              { type: 'ABORT', destinations: {} },
              { type: 'EXPLOIT' },
              { type: 'DECLINE_EXPLOITATION' },
            ];
            for (const c of [...legal, ...others]) {
              const r = applyCombatEvent(cr, c);
              checked++;
              expect({ c, can: snap.can(c) }).toEqual({ c, can: r.ok });
              if (r.ok) expect(r.state.value !== cr.value || r.state.round !== cr.round).toBe(true);
            }
            const e = legal[o.picks[k]! % legal.length]!;
            const out = applyCombatEvent(cr, e);
            if (!out.ok) throw new Error(`${e.type} listed as legal but refused: ${out.rule} ${out.message}`);
            // the whole round state is plain JSON
            cr = JSON.parse(JSON.stringify(out.state)) as typeof cr;
          }
          expect(stepPath(cr)).toBe('endOfRound');
          expect(combatActor(cr)).toBeNull();
          const res = combatResult(cr)!;
          for (const u of res.units) {
            expect(u.steps).toBeGreaterThanOrEqual(0);
            expect(u.eliminated).toBe(u.steps === 0);
            if (u.exploitation) expect(u.side === 'attacker' && ['a1'].includes(u.id)).toBe(true);
          }
          if (o.riverAssault || o.penetration) expect(res.exploitationOpportunity).toBe(false);
          const used = new Set([...res.assetsToUsed, ...res.assetsEliminated, ...res.eventsToEliminated]);
          expect(used.size).toBe(res.assetsToUsed.length + res.assetsEliminated.length + res.eventsToEliminated.length);
          return true;
        },
      ),
      { numRuns: 300 },
    );
    console.info(`FAB combat round: ${checked} candidate events checked against the chart`);
    expect(checked).toBeGreaterThan(1000);
  });
});
