// @vitest-environment happy-dom
/**
 * The scenario editor's screens (issue 28): a tap on the map places an area and selects it, its fields edit it
 * (checked as the player types, the problem said under the field), undo and redo step through changes, every
 * change is stored, and a problem tapped in the list opens the tab and the control of its field.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../fixtures/db';
import { LANGS, lang, loadLang } from '../../../src/i18n';
import '../../../src/i18n/core';
import '../../../src/i18n/editor';
import '../../../src/i18n/fab';
import { createDraft, loadDraft } from '../../../src/app/draft/drafts';
import { blankScenario, link } from '../../../src/app/draft/model';
import { fabScenarios } from '../../../src/scenarios/fab/data';
import * as state from '../../../src/ui/editor/state';
import { MapTab } from '../../../src/ui/editor/MapTab';
import { ProblemsTab } from '../../../src/ui/editor/ProblemsTab';
import { ForcesTab } from '../../../src/ui/editor/ForcesTab';
import { TurnsTab } from '../../../src/ui/editor/TurnsTab';
import { controlFor, show, tabOf } from '../../../src/ui/editor/jump';
import { problemText, refusalText } from '../../../src/ui/editor/say';
import { fitted } from '../../../src/ui/editor/photo';

const words = { name: 'Lune', blue: 'Blue', red: 'Red', turn: (n: number) => `Turn ${n}` };

beforeAll(() => Promise.all(LANGS.map((l) => loadLang(l, ['core/later']))));
beforeEach(() => {
  freshDatabase();
  lang.value = 'en';
});
afterEach(async () => {
  cleanup();
  await state.close();
});

describe('the map tab', () => {
  it('a tap places an area and selects it; its name is edited, stored, undone and redone', async () => {
    const d = await createDraft(blankScenario(words), null);
    state.open(d);
    const { container } = render(<MapTab />);
    fireEvent.click(container.querySelector('.ed-sheet')!, { clientX: 10, clientY: 10 });
    expect(state.openDraft().scenario.areas).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Area 1 Area 1' })).toBeTruthy();
    const name = screen.getByLabelText<HTMLInputElement>('Name');
    fireEvent.input(name, { target: { value: 'Hollin Farm' } });
    fireEvent.input(name, { target: { value: 'Hollin Farm East' } });
    expect(screen.getByRole('heading', { name: 'Area 1 Hollin Farm East' })).toBeTruthy();
    await state.flush();
    expect((await loadDraft(d.id))?.scenario.areas[0]?.name).toBe('Hollin Farm East');
    // the name typed in a row is one step: undo gives the default name back, then no area at all
    state.undo();
    expect(state.openDraft().scenario.areas[0]?.name).toBe('Area 1');
    state.undo();
    expect(state.openDraft().scenario.areas).toHaveLength(0);
    expect(state.selection.value).toBeNull();
    state.redo();
    state.redo();
    expect(state.openDraft().scenario.areas[0]?.name).toBe('Hollin Farm East');
    await state.flush();
    expect((await loadDraft(d.id))?.scenario.areas[0]?.name).toBe('Hollin Farm East');
  });

  it('the Links tool links the second area tapped to the first and opens the boundary; a blank name is said under its field', async () => {
    let sc = blankScenario(words);
    sc = {
      ...sc,
      areas: [0, 1].map((i) => ({
        id: `a${i + 1}`,
        number: i + 1,
        name: `A${i + 1}`,
        terrain: 0 as const,
        x: 100 * i,
        y: 0,
      })),
    };
    state.open(await createDraft(sc, null));
    const { container } = render(<MapTab />);
    fireEvent.click(screen.getByRole('button', { name: 'Links' }));
    fireEvent.click(container.querySelector('[data-area="a1"]')!);
    fireEvent.click(container.querySelector('[data-area="a2"]')!);
    expect(state.openDraft().scenario.boundaries).toEqual([{ id: 'b1', a: 'a1', b: 'a2', river: false, road: false }]);
    expect(screen.getByRole('heading', { name: 'Boundary 1 A1 – 2 A2' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('River, road bridge'));
    expect(state.openDraft().scenario.boundaries[0]).toMatchObject({ river: true, road: true });
    fireEvent.click(screen.getByRole('button', { name: 'Areas' }));
    // leaving Links lets the link go: the panel no longer edits a boundary the Areas tool does not show
    expect(screen.queryByRole('heading', { name: /^Boundary/ })).toBeNull();
    fireEvent.click(container.querySelector('[data-area="a1"]')!);
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: '  ' } });
    // said under the field as it is typed (and in the list of the map's problems)
    const said = screen.getAllByText('The name of area 1 needs at least one visible character.');
    expect(said.map((e) => e.className)).toContain('ed-problem');
    expect(said.find((e) => e.className === 'ed-problem')?.closest('label')?.textContent).toContain('Name');
  });
});

describe('problems', () => {
  it('listed in plain words; tapping one opens its tab and its item', async () => {
    const sc = link(
      {
        ...fabScenarios['fab-millbrook']!,
        units: fabScenarios['fab-millbrook']!.units.map((u, i) => (i === 2 ? { ...u, formation: 'nobody' } : u)),
      },
      'a1',
      'a9',
    ).sc;
    state.open(await createDraft(sc, null));
    render(<ProblemsTab />);
    const row = screen.getByRole('button', { name: /2nd Rifles: The formation of unit 3 names nobody/ });
    fireEvent.click(row);
    expect(state.tab.value).toBe('forces');
    expect(state.focus.value).toBe('units[2].formation');
    cleanup();
    const { container } = render(<ForcesTab />);
    const select = controlFor(container, 'units[2].formation');
    expect(select?.tagName).toBe('SELECT');
    expect(select?.closest('details')?.open).toBe(true);
  });

  it('a map problem selects its area on the map tab; each path goes to the tab that edits it', async () => {
    state.open(await createDraft(fabScenarios['fab-millbrook']!, null));
    show('supplySources[1].area');
    expect(state.tab.value).toBe('map');
    expect(state.selection.value).toEqual({ kind: 'area', id: 'a8' });
    show('boundaries[3].road');
    expect(state.selection.value).toEqual({ kind: 'boundary', id: 'b2-4' });
    expect(
      [
        'turnRecord[1].draws.blue',
        'events[0].effect',
        'sides[0].colour',
        'victory.blueWinsAbove',
        'initialControl.defaultControl',
      ].map(tabOf),
    ).toEqual(['turns', 'cups', 'forces', 'scenario', 'scenario']);
  });

  it('map warnings and refusals are said in each language', () => {
    const warn = { path: 'areas[2]', reason: 'noLink', params: { name: '3 Ashby' } };
    const refused = { message: 'x', code: 'import.field.tooMany', params: { path: 'areas', max: 2000 } };
    expect(
      LANGS.map((l) => {
        lang.value = l;
        return [problemText(warn), refusalText(refused)];
      }),
    ).toEqual([
      [
        'Area 3 Ashby is not linked to any other area.',
        'The list of areas of the scenario holds more than 2,000 entries.',
      ],
      ['El área 3 Ashby no está unida a ninguna otra.', 'La lista de áreas del escenario tiene más de 2000 elementos.'],
      [
        'La zone 3 Ashby n’est reliée à aucune autre.',
        'La liste des zones du scénario contient plus de 2\u202f000 éléments.',
      ],
    ]);
  });
});

describe('the turns tab', () => {
  it('each line of the turn record names its label only when it is not the default, and whose draws are whose', async () => {
    const mb = fabScenarios['fab-millbrook']!;
    const sc = { ...mb, turnRecord: mb.turnRecord.map((r, i) => (i === 1 ? { ...r, label: 'Turn 2' } : r)) };
    state.open(await createDraft(sc, null));
    const { container } = render(<TurnsTab />);
    const lines = [...container.querySelectorAll('.ed-item summary')].map((e) => e.textContent);
    const [blue, red] = mb.sides.map((s) => s.name);
    expect(lines).toEqual([
      `Turn 1 Dawndraws: ${blue} 2, ${red} 1`,
      `Turn 2draws: ${blue} 1, ${red} 1`,
      `Turn 3 Duskdraws: ${blue} 1, ${red} 1`,
    ]);
  });
});

describe('the problems of a nameless area', () => {
  it('name the area by its number alone', async () => {
    const mb = fabScenarios['fab-millbrook']!;
    const sc = { ...mb, areas: mb.areas.map((a, i) => (i === 0 ? { ...a, name: '' } : a)) };
    state.open(await createDraft(sc, null));
    render(<ProblemsTab />);
    expect(
      screen.getByRole('button', {
        name: `Area ${mb.areas[0]!.number}: The name of area 1 needs at least one visible character.`,
      }),
    ).toBeTruthy();
  });
});

describe('the photo', () => {
  it('is drawn at most 1600 px on its long side, never enlarged', () => {
    expect(fitted(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitted(900, 2400)).toEqual({ width: 600, height: 1600 });
    expect(fitted(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('autosave', () => {
  it('a change is stored even when the screen closes right after it', async () => {
    const d = await createDraft(blankScenario(words), null);
    state.open(d);
    state.change((sc) => ({ ...sc, name: 'Closed at once' }));
    await state.close();
    await waitFor(async () => expect((await loadDraft(d.id))?.scenario.name).toBe('Closed at once'));
  });
});
