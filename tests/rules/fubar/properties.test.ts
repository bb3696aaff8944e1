import fc from 'fast-check';
import { describe, it } from 'vitest';
import { createDice } from '../../../src/rules/common/dice';
import { check, hitNeed, activationCheck } from '../../../src/rules/fubar/checks';
import * as G from '../../../src/rules/fubar/game';
import { buildContext, type FubarCtx } from '../../../src/rules/fubar/state';
import { validateRoster } from '../../../src/rules/fubar/roster';
import { TRAINING, TRAINING_LEVELS, WEAPONS, type CoverLevel, type Training } from '../../../src/rules/fubar/tables';

const die = fc.integer({ min: 1, max: 6 });
const training = fc.constantFrom(...TRAINING_LEVELS);
const cover = fc.constantFrom<CoverLevel>(0, 1, 2, 3);

describe('properties', () => {
  it('units: six-and-one holds against any modifiers; otherwise the total decides', () => {
    fc.assert(
      fc.property(
        die,
        fc.integer({ min: 2, max: 6 }),
        fc.array(fc.integer({ min: -4, max: 4 }), { maxLength: 4 }),
        (d, need, ms) => {
          const c = check(
            d,
            need,
            ms.map((value, i) => ({ key: `m${i}`, value })),
          );
          if (d === 6) return c.ok;
          if (d === 1) return !c.ok;
          return c.ok === d + ms.reduce((a, b) => a + b, 0) >= need;
        },
      ),
    );
  });

  it('cover: the roll needed lies between the experience value and 6, and never eases as cover grows', () => {
    fc.assert(
      fc.property(training, cover, cover, (tr: Training, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const nLo = hitNeed(tr, lo, 'rifle');
        const nHi = hitNeed(tr, hi, 'rifle');
        return nLo >= TRAINING[tr].experience && nHi <= 6 && nLo <= nHi;
      }),
    );
  });

  it('activation: every extra suppressed figure or straggler can only make the roll harder', () => {
    fc.assert(
      fc.property(
        die,
        training,
        fc.boolean(),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        (d, tr, sight, sup, away) => {
          const more = activationCheck(d, tr, { enemyInSight: sight, figuresAway: away + 1 }, sup + 1).ok;
          const less = activationCheck(d, tr, { enemyInSight: sight, figuresAway: away }, sup).ok;
          return !more || less;
        },
      ),
    );
  });

  it('shooting: a volley never lands more unsaved hits than dice rolled, nor than the figures standing', () => {
    fc.assert(
      fc.property(
        fc.array(die, { minLength: 40, maxLength: 40 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 6 }),
        cover,
        (rolls, shooters, targets, cv) => {
          const r = buildContext(
            {
              sides: [
                {
                  roster: {
                    name: 'A',
                    units: [
                      {
                        kind: 'infantry',
                        name: 'a',
                        training: 'elite',
                        figures: Array.from({ length: shooters }, () => ({ weapons: ['smg'], armour: 'none' })),
                      },
                    ],
                  },
                },
                {
                  roster: {
                    name: 'B',
                    units: [
                      {
                        kind: 'infantry',
                        name: 'b',
                        training: 'green',
                        figures: Array.from({ length: targets }, () => ({ weapons: ['rifle'], armour: 'light' })),
                      },
                    ],
                  },
                },
              ],
            },
            createDice({ kind: 'scripted', rolls }),
            validateRoster,
          );
          if (!r.ok) return false;
          let c: FubarCtx = { ...r.value, initiative: 0, active: 'A1' };
          const chosen = G.chooseAction(c, { action: 'aimed-shot' });
          if (!chosen.ok) return false;
          c = chosen.value;
          const out = G.shoot(c, {
            target: 'B1',
            shots: Array.from({ length: shooters }, (_, i) => ({ from: `A1-${i + 1}`, weapon: 0 })),
            cover: cv,
          });
          if (!out.ok) return false;
          const hits = out.value.pending[0]?.kind === 'hits' ? out.value.pending[0].hits : 0;
          return (
            hits <= shooters * WEAPONS.smg.firepower &&
            hits <= targets &&
            out.value.units.find((u) => u.id === 'B1')!.figures.length === targets
          );
        },
      ),
    );
  });
});
