/**
 * The scenario editor's model (issue 28, src/app/draft/model.ts): every change is a pure function of the
 * scenario, keeps the references between lists whole, and gives a scenario the engine plays once complete.
 */
import { describe, expect, it } from 'vitest';
import {
  addArea,
  addAsset,
  addEvent,
  addFormation,
  addSpecialAction,
  addUnit,
  blankScenario,
  boundaryBetween,
  controlOf,
  editArea,
  editItem,
  editScenario,
  effectOf,
  formationInUse,
  idFor,
  kindOf,
  link,
  moveArea,
  nextId,
  removeArea,
  scaleMap,
  setArrival,
  setBoundary,
  setControl,
  setEntry,
  setOutline,
  setStart,
  setStep,
  setSupply,
  setTurns,
} from '../../../src/app/draft/model';
import type { FabScenario } from '../../../src/rules/fab/types';
import { validateFabScenario } from '../../../src/scenarios/fab/schema';
import { fabScenarios } from '../../../src/scenarios/fab/data';

const words = { name: 'Test', blue: 'Blue', red: 'Red', turn: (n: number) => `Turn ${n}` };
const named = (n: number) => `Area ${n}`;

/** A blank scenario with `n` areas placed 100 apart on a row. */
function withAreas(n: number): { sc: FabScenario; ids: string[] } {
  let sc = blankScenario(words);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = addArea(sc, { x: 100 + 100 * i, y: 200 }, named);
    sc = r.sc;
    ids.push(r.id);
  }
  return { sc, ids };
}

describe('areas: placed by a tap, numbered, moved, edited, removed', () => {
  it('a tap places an area numbered one above the highest, with a fresh id', () => {
    const { sc, ids } = withAreas(3);
    expect(sc.areas.map((a) => [a.id, a.number, a.name, a.x, a.y])).toEqual([
      ['a1', 1, 'Area 1', 100, 200],
      ['a2', 2, 'Area 2', 200, 200],
      ['a3', 3, 'Area 3', 300, 200],
    ]);
    // renumbered area 3 becomes 10: the next one is 11, and ids never repeat even after a removal
    const renumbered = editArea(removeArea(sc, ids[1]!), 'a3', { number: 10 });
    const next = addArea(renumbered, { x: 0, y: 0 }, named);
    expect(next.id).toBe('a4');
    expect(next.sc.areas.at(-1)?.number).toBe(11);
  });

  it('moving an area moves its outline with it; a move to the same place changes nothing', () => {
    const { sc } = withAreas(1);
    const outlined = setOutline(sc, 'a1', [
      { x: 50, y: 150 },
      { x: 150, y: 150 },
      { x: 100, y: 260 },
    ]);
    const moved = moveArea(outlined, 'a1', { x: 130, y: 240 });
    expect(moved.areas[0]).toMatchObject({ x: 130, y: 240 });
    expect(moved.areas[0]?.polygon).toEqual([
      { x: 80, y: 190 },
      { x: 180, y: 190 },
      { x: 130, y: 300 },
    ]);
    expect(moveArea(moved, 'a1', { x: 130, y: 240 })).toBe(moved);
    expect(setOutline(moved, 'a1', null).areas[0]?.polygon).toBeUndefined();
  });

  it('victory points of 0 leave the field out (the scenario stays as a hand-written one would be)', () => {
    const { sc } = withAreas(1);
    expect(editArea(sc, 'a1', { vp: 2 }).areas[0]?.vp).toBe(2);
    expect('vp' in editArea(editArea(sc, 'a1', { vp: 2 }), 'a1', { vp: 0 }).areas[0]!).toBe(false);
  });

  it('14.2 / 14.9 / 24.0 an entry letter, a supply source and initial control are set on the area', () => {
    let { sc } = withAreas(2);
    sc = setEntry(sc, 'a1', { letter: 'A', side: 'blue' });
    sc = setEntry(sc, 'a1', { letter: 'C', side: 'red' }); // changed: one entry per area
    expect(sc.entryAreas).toEqual([{ letter: 'C', area: 'a1', side: 'red' }]);
    expect(sc.areas[0]?.entry).toBe('C');
    sc = setSupply(sc, 'a2', 'red', true, true);
    sc = setSupply(sc, 'a2', 'blue', true);
    expect(sc.supplySources).toEqual([
      { side: 'red', area: 'a2', needsControl: true },
      { side: 'blue', area: 'a2' },
    ]);
    expect(setSupply(sc, 'a2', 'red', false).supplySources).toEqual([{ side: 'blue', area: 'a2' }]);
    expect(controlOf(sc, 'a1')).toEqual({ side: 'red', byDefault: true });
    sc = setControl(sc, 'a1', 'blue');
    expect(controlOf(sc, 'a1')).toEqual({ side: 'blue', byDefault: false });
    sc = setControl(sc, 'a1', 'red');
    expect(sc.initialControl.areas).toEqual({ red: ['a1'] });
    expect(setControl(sc, 'a1', null).initialControl.areas).toEqual({});
  });

  it('removing an area removes its links, entry, supply and control, and unsets the units set up there', () => {
    let { sc } = withAreas(3);
    sc = link(sc, 'a1', 'a2').sc;
    sc = link(sc, 'a2', 'a3').sc;
    sc = setEntry(sc, 'a2', { letter: 'B', side: 'blue' });
    sc = setSupply(sc, 'a2', 'blue', true);
    sc = setControl(sc, 'a2', 'blue');
    sc = addFormation(sc, 'blue', 'Rifles').sc;
    sc = addUnit(sc, 'blue', 'First').sc;
    sc = setStart(sc, 'u1', 'a2');
    const gone = removeArea(sc, 'a2');
    expect(gone.areas.map((a) => a.id)).toEqual(['a1', 'a3']);
    expect(gone.boundaries).toEqual([]);
    expect(gone.entryAreas).toEqual([]);
    expect(gone.supplySources).toEqual([]);
    expect(gone.initialControl.areas).toEqual({});
    expect(gone.units[0]?.start).toBeUndefined();
    expect(removeArea(gone, 'nowhere')).toBe(gone);
  });

  it('a new photo of another size scales every position and outline', () => {
    const { sc } = withAreas(2);
    const scaled = scaleMap(setOutline(sc, 'a1', [{ x: 10, y: 20 }]), 2, 0.5);
    expect(scaled.areas.map((a) => [a.x, a.y])).toEqual([
      [200, 100],
      [400, 100],
    ]);
    expect(scaled.areas[0]?.polygon).toEqual([{ x: 20, y: 10 }]);
    expect(scaleMap(sc, 1, 1)).toBe(sc);
  });
});

describe('links: two areas tapped, then what the boundary is (5.31)', () => {
  it('links two areas once; linking them again (either way) gives the same boundary; an area is never linked to itself', () => {
    const { sc } = withAreas(2);
    const first = link(sc, 'a1', 'a2');
    expect(first.id).toBe('b1');
    expect(first.sc.boundaries).toEqual([{ id: 'b1', a: 'a1', b: 'a2', river: false, road: false }]);
    expect(link(first.sc, 'a2', 'a1')).toEqual({ sc: first.sc, id: 'b1' });
    expect(link(first.sc, 'a1', 'a1')).toEqual({ sc: first.sc, id: null });
    expect(boundaryBetween(first.sc, 'a2', 'a1')?.id).toBe('b1');
  });

  it('every kind the schema knows: field, road, river, river with a road bridge; a bridge name only on a river', () => {
    let { sc } = withAreas(2);
    sc = link(sc, 'a1', 'a2', 'road').sc;
    expect(kindOf(sc.boundaries[0]!)).toBe('road');
    sc = setBoundary(sc, 'b1', 'river-road', 'Lune Bridge');
    expect(sc.boundaries[0]).toEqual({ id: 'b1', a: 'a1', b: 'a2', river: true, road: true, bridge: 'Lune Bridge' });
    sc = setBoundary(sc, 'b1', 'river');
    expect(sc.boundaries[0]).toMatchObject({ river: true, road: false, bridge: 'Lune Bridge' });
    sc = setBoundary(sc, 'b1', 'field');
    expect(sc.boundaries[0]).toEqual({ id: 'b1', a: 'a1', b: 'a2', river: false, road: false });
    expect(setBoundary(sc, 'b1', 'river', '  ').boundaries[0]?.bridge).toBeUndefined();
  });
});

describe('forces, cups and turns', () => {
  it('13.2 a formation takes an unused colour and its name’s first letter; it cannot go while a piece names it', () => {
    let sc = blankScenario(words);
    sc = addFormation(sc, 'blue', 'Rifles').sc;
    const second = addFormation(sc, 'red', 'élite guard');
    expect(second.sc.formations.map((f) => [f.id, f.letter])).toEqual([
      ['f1', 'R'],
      ['f2', 'É'],
    ]);
    expect(new Set(second.sc.formations.map((f) => f.colour)).size).toBe(2);
    sc = addUnit(second.sc, 'red', 'Guards').sc;
    expect(sc.units[0]?.formation).toBe('f2'); // its side's first formation
    expect(formationInUse(sc, 'f2')).toBe(true);
    expect(formationInUse(sc, 'f1')).toBe(false);
  });

  it('2.3 steps: at most four, at least one, the quality of each; the steps at set-up follow', () => {
    let sc = addUnit(addFormation(blankScenario(words), 'blue', 'R').sc, 'blue', 'U').sc;
    sc = setStep(sc, 'u1', 2, 'elite');
    sc = setStep(sc, 'u1', 3, 'elite');
    sc = setStep(sc, 'u1', 4, 'elite'); // a fifth step is refused
    expect(sc.units[0]?.steps).toEqual(['veteran', 'veteran', 'elite', 'elite']);
    sc = editItem(sc, 'units', 'u1', { startSteps: 4 });
    sc = setStep(sc, 'u1', 0, 'recruit');
    sc = setStep(sc, 'u1', 3, null);
    sc = setStep(sc, 'u1', 2, null);
    expect(sc.units[0]?.steps).toEqual(['recruit', 'veteran']);
    expect(sc.units[0]?.startSteps).toBe(2);
    sc = setStep(setStep(sc, 'u1', 1, null), 'u1', 0, null);
    expect(sc.units[0]?.steps).toEqual(['recruit']);
  });

  it('4.1c a unit either starts in an area or arrives on a turn at its entry letters, never both', () => {
    let sc = addUnit(addFormation(withAreas(1).sc, 'red', 'G').sc, 'red', 'Hussars').sc;
    sc = setStart(editItem(sc, 'units', 'u1', { startSteps: 1 }), 'u1', 'a1');
    sc = setArrival(sc, 'u1', { turn: 2, entry: 'BC' });
    expect(sc.units[0]).toMatchObject({ arrives: { turn: 2, entry: 'BC' } });
    expect(sc.units[0]?.start).toBeUndefined();
    expect(sc.units[0]?.startSteps).toBeUndefined();
    sc = setStart(sc, 'u1', 'a1');
    expect(sc.units[0]?.arrives).toBeUndefined();
  });

  it('units, assets, events and special actions never share an id', () => {
    let sc = blankScenario(words);
    sc = addAsset(sc, 'blue', 'Guns').sc;
    sc = addEvent(sc, 'blue', 'Push').sc;
    sc = addSpecialAction(sc, 'red', 'Orders').sc;
    sc = addUnit(sc, 'red', 'U').sc;
    const ids = [sc.assets, sc.events, sc.specialActions, sc.units].flat().map((x) => x.id);
    expect(new Set(ids).size).toBe(4);
    expect(nextId([[{ id: 'u1' }, { id: 'u3' }], [{ id: 'u4x' }]], 'u')).toBe('u4');
    expect(effectOf('air-support')).toEqual({ kind: 'air-support', dice: 1, quality: 'veteran' });
  });

  it('4.2a the number of turns keeps the record’s lines up to it and adds one a turn', () => {
    let sc = blankScenario(words);
    sc = setTurns(sc, 3, (n) => `T${n}`);
    expect(sc.turnRecord.map((r) => [r.turn, r.label, r.draws])).toEqual([
      [1, 'Turn 1', { blue: 1, red: 1 }],
      [2, 'T2', { blue: 1, red: 1 }],
      [3, 'T3', { blue: 1, red: 1 }],
    ]);
    expect(setTurns(sc, 0, String).turns).toBe(1);
    expect(setTurns(sc, 2, String).turnRecord).toHaveLength(2);
  });

  it('the scenario id follows its name, never a shipped scenario’s id nor an inherited name', () => {
    expect(editScenario(blankScenario(words), { name: 'Lune Crossing' }).id).toBe('Lune Crossing');
    expect(idFor('fab-millbrook')).toBe('custom fab-millbrook');
    expect(idFor('constructor')).toBe('custom constructor');
    expect(idFor('   ')).toBe('custom');
  });
});

describe('a complete scenario made by these changes is a valid scenario', () => {
  it('six areas, links, two formations, four units, cups and three turns pass the one scenario check', () => {
    let { sc } = withAreas(6);
    for (const [a, b] of [
      ['a1', 'a2'],
      ['a2', 'a3'],
      ['a3', 'a4'],
      ['a4', 'a5'],
      ['a5', 'a6'],
    ] as const)
      sc = link(sc, a, b).sc;
    sc = setBoundary(sc, 'b3', 'river-road', 'Bridge');
    sc = setEntry(setSupply(sc, 'a1', 'blue', true), 'a1', { letter: 'A', side: 'blue' });
    sc = setEntry(setSupply(sc, 'a6', 'red', true), 'a6', { letter: 'B', side: 'red' });
    sc = addFormation(sc, 'blue', 'Blue Brigade').sc;
    sc = addFormation(sc, 'red', 'Red Group').sc;
    sc = setStart(addUnit(sc, 'blue', 'B1').sc, 'u1', 'a1');
    sc = setStart(addUnit(sc, 'blue', 'B2').sc, 'u2', 'a2');
    sc = setStart(addUnit(sc, 'red', 'R1').sc, 'u3', 'a6');
    sc = setTurns(sc, 3, (n) => `T${n}`);
    sc = setArrival(addUnit(sc, 'red', 'R2').sc, 'u4', { turn: 2, entry: 'B' });
    sc = addAsset(addEvent(addSpecialAction(sc, 'blue', 'SA').sc, 'red', 'Ev').sc, 'blue', 'Guns').sc;
    expect(validateFabScenario(sc)).toMatchObject({ ok: true });
  });

  it('a copy of each shipped scenario edited and renamed stays valid', () => {
    for (const shipped of Object.values(fabScenarios)) {
      const copy = editScenario(shipped, { name: `${shipped.name} (copy)` });
      expect(copy.id).not.toBe(shipped.id);
      expect(validateFabScenario(copy).ok).toBe(true);
    }
  });
});
