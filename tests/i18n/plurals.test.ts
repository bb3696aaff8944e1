/** FAB counts go through each language's plural rules (Intl.PluralRules via `tn`): "Roll 1 die", "1 step". */
import { afterEach, describe, expect, it } from 'vitest';
import { lang, tn, tnd, type Lang } from '../../src/i18n';
import '../../src/i18n/fab';

afterEach(() => {
  lang.value = 'en';
});

const say = (l: Lang, f: () => string) => {
  lang.value = l;
  return f();
};

describe('plural forms of FAB counts in English, Spanish and French', () => {
  it('6.22 the roll button: one die, two dice; un dado, dos dados; un dé, deux dés', () => {
    expect(say('en', () => tn('fab.ev.roll', 1))).toBe('Roll 1 die');
    expect(say('en', () => tn('fab.ev.roll', 3))).toBe('Roll 3 dice');
    expect(say('es', () => tn('fab.ev.roll', 1))).toBe('Tirar 1 dado');
    expect(say('es', () => tn('fab.ev.roll', 2))).toBe('Tirar 2 dados');
    expect(say('fr', () => tn('fab.ev.roll', 1))).toBe('Lancer 1 dé');
    expect(say('fr', () => tn('fab.ev.roll', 2))).toBe('Lancer 2 dés');
  });

  it('17.0 an event that draws more: French "1 de plus tiré", "2 de plus tirés"; Spanish "se saca 1", "se sacan 2"', () => {
    const drew = (n: number) => () => tnd('fab.note.eventDrew', n, { piece: 'Reinforcements', n });
    expect(say('fr', drew(1))).toBe('Reinforcements : 1 de plus tiré.');
    expect(say('fr', drew(2))).toBe('Reinforcements : 2 de plus tirés.');
    expect(say('es', drew(1))).toBe('Reinforcements: se saca 1 más.');
    expect(say('es', drew(2))).toBe('Reinforcements: se sacan 2 más.');
    expect(say('en', drew(2))).toBe('Reinforcements: 2 more drawn.');
  });

  it('2.3 steps: "1 step" and "2 steps"; French 0 and 1 both take the singular, English 0 the plural', () => {
    expect(say('en', () => tn('fab.stepsN', 1))).toBe('1 step');
    expect(say('en', () => tn('fab.stepsN', 0))).toBe('0 steps');
    expect(say('es', () => tn('fab.stepsLeft', 1, { lost: 2 }))).toBe('queda 1 paso (2 perdidos)');
    expect(say('es', () => tn('fab.stepsLeft', 3, { lost: 0 }))).toBe('quedan 3 pasos (0 perdidos)');
    expect(say('fr', () => tn('fab.stepsLeft', 0, { lost: 2 }))).toBe('0 pas restant (2 perdus)');
    expect(say('fr', () => tn('fab.stepsLeft', 2, { lost: 1 }))).toBe('2 pas restants (1 perdus)');
  });

  it('the step count of a block follows its maximum: "1 of 1 step", "2 of 3 steps"', () => {
    expect(say('en', () => tn('fab.stepsOf', 1, { n: 1 }))).toBe('1 of 1 step');
    expect(say('en', () => tn('fab.stepsOf', 3, { n: 2 }))).toBe('2 of 3 steps');
    expect(say('es', () => tn('fab.stepsOf', 1, { n: 1 }))).toBe('1 de 1 paso');
  });

  it('large counts use the language’s number format inside the plural sentence', () => {
    expect(say('en', () => tn('fab.cupCount', 1200))).toBe('1,200 pieces in the cup');
    expect(say('fr', () => tn('fab.cupCount', 1))).toBe('1 pion dans la réserve');
  });

  it('the odds line explains a success number where it is first shown, in the singular for one die', () => {
    expect(say('en', () => tn('fab.oddsDice', 1, { sn: '5', expected: '0.5' }))).toBe(
      '1 die at success number 5 (a roll of 5 or less hits); about 0.5 hits expected.',
    );
    expect(say('en', () => tn('fab.oddsDice', 2, { sn: '5, 4', expected: '0.9' }))).toMatch(
      /^2 dice at success numbers 5, 4 \(each die hits on a roll at or under its number\)/,
    );
  });
});
