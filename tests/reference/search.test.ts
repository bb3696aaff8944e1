/**
 * Rules search across languages and its ranking: one index over the three languages' books, so a player
 * finds a rule with the word of any edition, and the section named by the word comes first.
 */
import { describe, expect, it } from 'vitest';
import { addBooks, buildIndex, headBoost, search } from '../../src/reference/search';
import type { RefBook } from '../../src/reference/types';

const mods = import.meta.glob<{ book: RefBook }>('../../src/reference/*.{en,es,fr}.ts', { eager: true });
const all = Object.values(mods).map((m) => m.book);
const of = (lang: string) =>
  Object.entries(mods)
    .filter(([k]) => k.endsWith(`.${lang}.ts`))
    .map(([, m]) => m.book);
const index = buildIndex(all);
const ids = (q: string) => search(index, q).map((h) => `${h.system}:${h.id}`);

describe('search in any language finds the same section', () => {
  for (const q of ['retreat', 'retirada', 'retraite', 'Retraites', 'retiradas']) {
    it(`"${q}" gives FAB 6.6 (retreats) first`, () => {
      expect(ids(q)[0]).toBe('fab:6.6');
    });
  }
  for (const [q, id] of [
    ['stacking', 'fab:5.1'],
    ['apilamiento', 'fab:5.1'],
    ['empilement', 'fab:5.1'],
  ] as const) {
    it(`"${q}" ranks ${id} (stacking limits) in the first two`, () => {
      expect(ids(q).slice(0, 2)).toContain(id);
    });
  }
  it('"retreat" ranks 6.6 above 5.1 Stacking limits, which only mentions retreats', () => {
    const r = ids('retreat');
    expect(r).toContain('fab:5.1');
    expect(r.indexOf('fab:6.6')).toBeLessThan(r.indexOf('fab:5.1'));
  });
  it('each section is listed once even when it matches in three languages', () => {
    const r = ids('6.42');
    expect(r[0]).toBe('fab:6.42');
    expect(new Set(r).size).toBe(r.length);
  });
  it('the French edition\'s terms find their sections (6.41 "abandonner l\'attaque", 8.3 "Fonctions de Commandement")', () => {
    expect(ids("abandonner l'attaque")).toContain('fab:6.41');
    expect(ids('fonctions de commandement')[0]).toBe('fab:8.3');
    expect(ids("perte d'effectif")).toContain('fab:6.43');
  });
  it("today's French words still find them as synonyms (touches, état-major, perte de pas)", () => {
    expect(ids('touches').slice(0, 3)).toContain('fab:6.4');
    expect(ids('état-major')).toContain('fab:8.3');
    expect(ids('perte de pas')).toContain('fab:6.43');
  });
  it('an index built from one language and extended with the others answers like one built at once', () => {
    const grown = buildIndex(of('es'));
    expect(search(grown, 'retreat').map((h) => h.id)).not.toContain('6.6');
    addBooks(grown, [...of('en'), ...of('fr')]);
    expect(search(grown, 'retreat')[0]?.id).toBe('6.6');
    expect(grown.documentCount).toBe(index.documentCount);
  });
});

describe('headBoost', () => {
  it('a word of the title or keywords triples, a word starting the same doubles, others leave the score', () => {
    expect(headBoost('retreats before combat', 'retreats')).toBe(3);
    expect(headBoost('retreats before combat', 'retreat')).toBe(2);
    expect(headBoost('retirarse antes', 'retirada')).toBe(2);
    expect(headBoost('stacking limits', 'retreat')).toBe(1);
    expect(headBoost('stacking limits', 'st')).toBe(1);
  });
});
