/**
 * Test play (issue 28, src/app/draft/play.ts): a hidden-block game on a draft, created as any FAB game is; the
 * game keeps the scenario it began with, so later edits never change it; a draft with problems does not start.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../fixtures/db';
import { createDraft, saveDraft } from '../../../src/app/draft/drafts';
import { editArea, editItem, editScenario } from '../../../src/app/draft/model';
import { testPlay } from '../../../src/app/draft/play';
import { fabScenarios } from '../../../src/scenarios/fab/data';
import * as store from '../../../src/store';
import { fabEngine } from '../../../src/app/systems/fab';
import type { FabScenario } from '../../../src/rules/fab/types';

const copy = editScenario(fabScenarios['fab-varna-gap']!, { name: 'Varna (mine)' });

beforeEach(() => {
  freshDatabase();
});

describe('test play', () => {
  it('starts a two-player hidden-block game on a copy of the draft, which later edits leave alone', async () => {
    const d = await createDraft(copy, null);
    const r = await testPlay(d, 'Test: Varna (mine)');
    if (!r.ok) throw new Error(r.message);
    const game = await store.loadGame(r.value);
    expect(game?.meta).toMatchObject({
      name: 'Test: Varna (mine)',
      system: 'fab',
      scenario: { id: 'Varna (mine)', version: 1 },
      options: { openTable: false },
      checked: true,
    });
    expect(game?.meta.opponent).toBeUndefined();
    const edited = editArea(d.scenario, 'v1', { name: 'Renamed later' });
    expect(edited.areas[0]?.name).toBe('Renamed later');
    await saveDraft({ ...d, scenario: edited });
    const m = (await store.loadGame(r.value))?.meta;
    if (!m) throw new Error('the game is gone');
    expect((m.data as { scenario: FabScenario }).scenario).toEqual(copy);
    // the game opens on that copy
    const started = fabEngine.start({
      system: m.system,
      scenario: m.scenario,
      options: m.options,
      dice: m.dice,
      data: m.data,
      checked: true,
    });
    expect(started.ok && started.state.scenario.areas[0]?.name).toBe(copy.areas[0]?.name);
  });

  it('a draft with a problem does not start: the refusal names the field, and no game is stored', async () => {
    const d = await createDraft(editItem(copy, 'units', copy.units[0]?.id ?? '', { formation: 'nobody' }), null);
    expect(d.errors).toBe(1);
    const r = await testPlay(d, 'Test');
    expect(r).toMatchObject({ ok: false, code: 'import.field.unknownName', params: { path: 'units[0].formation' } });
    expect(await store.listGames()).toEqual([]);
  });
});
