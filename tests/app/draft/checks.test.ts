/**
 * What the scenario editor lists as wrong (src/app/draft/checks.ts): the scenario check every import passes,
 * every problem at once with its field, and the map's own warnings; linear in the draft.
 */
import { describe, expect, it } from 'vitest';
import { draftProblems, mapWarnings, PROBLEM_LIMIT } from '../../../src/app/draft/checks';
import { addArea, blankScenario, editItem, link, setEntry, setSupply } from '../../../src/app/draft/model';
import { fabScenarios } from '../../../src/scenarios/fab/data';
import { crossProblems, validateFabScenario } from '../../../src/scenarios/fab/schema';
import type { FabScenario } from '../../../src/rules/fab/types';

const words = { name: 'Test', blue: 'Blue', red: 'Red', turn: (n: number) => `Turn ${n}` };
const millbrook = fabScenarios['fab-millbrook']!;
const paths = (sc: FabScenario, photo: { width: number; height: number } | null = null) =>
  draftProblems({ scenario: sc, photo }).map((p) => `${p.level} ${p.path} ${p.reason}`);

describe('the problems of a draft', () => {
  it('the shipped scenarios have none', () => {
    for (const sc of Object.values(fabScenarios)) expect(paths(sc)).toEqual([]);
  });

  it('a blank draft lists what it lacks, each at its field', () => {
    expect(paths(blankScenario(words))).toEqual([
      'error areas tooFew',
      'error supplySources noSupply',
      'error supplySources noSupply',
    ]);
  });

  it('shape problems and cross-references are listed together (a blank name does not hide a missing formation)', () => {
    let sc = editItem(millbrook, 'areas', 'a2', { name: '' });
    sc = editItem(sc, 'units', 'lancers', { formation: 'nobody' });
    sc = editItem(sc, 'boundaries', 'b1-3', { b: 'a1' });
    sc = editItem(sc, 'formations', 'wa', { colour: 'blue' });
    expect(paths(sc)).toEqual([
      'error areas[1].name blank',
      'error formations[0].colour colour',
      'error boundaries[1].b sameArea',
      'error units[0].formation unknownName',
    ]);
    // the import check refuses the same scenario at its first problem
    expect(validateFabScenario(sc)).toMatchObject({ ok: false, params: { path: 'areas[1].name' } });
  });

  it('cross-reference problems name the field and a reason the app says in words', () => {
    let sc = editItem(millbrook, 'units', 'guards', { arrives: { turn: 9, entry: 'AQ' } });
    sc = editItem(sc, 'units', 'rifles1', { startSteps: 4 });
    sc = editItem(sc, 'assets', 'wa-tank', { class: undefined });
    sc = { ...sc, turnRecord: sc.turnRecord.slice(0, 2) };
    expect(crossProblems(sc)).toEqual([
      { path: 'units[1].startSteps', reason: 'range', params: { min: 1, max: 3 } },
      { path: 'units[3].arrives.entry', reason: 'unknownName', params: { name: 'Q' } },
      { path: 'units[3].arrives.turn', reason: 'range', params: { min: 1, max: 3 } },
      { path: 'assets[2].class', reason: 'missing', params: {} },
      { path: 'turnRecord', reason: 'turnMissing', params: { turn: 3 } },
    ]);
    expect(crossProblems(sc, 2)).toHaveLength(2);
  });

  it('warnings: an area with no link, a map in pieces, a letter on two areas, a supply source off the photo', () => {
    let sc = blankScenario(words);
    for (const x of [100, 200, 300, 400, 500]) sc = addArea(sc, { x, y: 100 }, (n) => `A${n}`).sc;
    sc = link(sc, 'a1', 'a2').sc;
    sc = link(sc, 'a3', 'a4').sc;
    sc = setEntry(sc, 'a1', { letter: 'A', side: 'blue' });
    sc = setEntry(sc, 'a3', { letter: 'A', side: 'red' });
    sc = setSupply(sc, 'a4', 'red', true);
    expect(mapWarnings(sc, { width: 350, height: 300 })).toEqual([
      { path: 'areas[4]', reason: 'noLink', params: { name: '5 A5' } },
      { path: 'areas[2]', reason: 'pieces', params: { name: '3 A3', count: 3 } },
      { path: 'entryAreas[1]', reason: 'letterTwice', params: { name: 'A' } },
      { path: 'supplySources[0]', reason: 'offPhoto', params: { name: '4 A4' } },
    ]);
    // without a photo nothing is off it; linked whole, no piece is apart
    sc = link(link(sc, 'a2', 'a3').sc, 'a4', 'a5').sc;
    expect(mapWarnings(sc, null)).toEqual([{ path: 'entryAreas[1]', reason: 'letterTwice', params: { name: 'A' } }]);
    // warnings come after errors, and do not count as errors
    expect(draftProblems({ scenario: sc, photo: null }).filter((p) => p.level === 'warning')).toHaveLength(1);
  });

  it('a long list stops at PROBLEM_LIMIT; a draft at the caps is checked in linear time', () => {
    let sc = blankScenario(words);
    const areas = Array.from({ length: 2000 }, (_, i) => ({
      id: `a${i}`,
      number: i,
      name: '',
      terrain: 0 as const,
      x: i,
      y: i,
    }));
    sc = {
      ...sc,
      areas,
      boundaries: areas.slice(1).map((a, i) => ({ id: `b${i}`, a: `a${i}`, b: a.id, river: false, road: false })),
    };
    const t0 = performance.now();
    const list = draftProblems({ scenario: sc, photo: null });
    const ms = performance.now() - t0;
    expect(list).toHaveLength(PROBLEM_LIMIT);
    expect(list[0]).toMatchObject({ path: 'areas[0].name', reason: 'blank' });
    expect(ms).toBeLessThan(500);
  });
});
