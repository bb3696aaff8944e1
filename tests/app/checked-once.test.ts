/**
 * A custom scenario is checked once, at creation or import, and stored in its checked form (unknown fields
 * dropped); opening the game starts from that form without checking it again (issue 15).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../fixtures/db';
import { createNewGame, exportGame, importGame } from '../../src/app/games';
import { GameSession } from '../../src/app/session';
import * as store from '../../src/store';
import type { Engine, GameEvent, GameSetup } from '../../src/rules/common/engine';
import { fabEngine } from '../../src/app/systems/fab';
import { ocsEngine } from '../../src/app/systems/ocs';
import { fabScenarios } from '../../src/scenarios/fab/data';
import { demoScenario } from '../../src/scenarios/ocs/demo';
import { DEFAULT_CHART } from '../../src/rules/ocs/chart';

beforeEach(() => {
  freshDatabase();
});

/** The engine with its set-up check and start watched. */
function watched<S, E extends GameEvent>(engine: Engine<S, E>) {
  const checkSetup = vi.fn((s: GameSetup) => engine.checkSetup!(s));
  const start = vi.fn((s: GameSetup) => engine.start(s));
  const spied: Engine<S, E> = { ...engine, checkSetup, start };
  return { engine: spied, checkSetup, start };
}

const custom = {
  ...fabScenarios['fab-millbrook']!,
  id: 'custom-fab',
  junk: 'x'.repeat(10_000),
  areas: fabScenarios['fab-millbrook']!.areas.map((a, i) => (i ? a : { ...a, extra: { deep: 1 } })),
};

describe('custom scenarios are checked once and stored checked', () => {
  it('creation stores the checked copy (unknown fields dropped); opening trusts it and does not check again', async () => {
    const w = watched(fabEngine);
    const r = await createNewGame(
      {
        name: 'Custom',
        system: 'fab',
        scenario: { id: 'custom-fab', version: 1 },
        options: { edition: 'original', stray: 'y'.repeat(1000) },
        data: { scenario: custom, other: 1 },
        dice: { kind: 'seeded', seed: 1 },
      },
      { engine: w.engine },
    );
    expect(r.ok).toBe(true);
    expect(w.checkSetup).toHaveBeenCalledTimes(1);
    const meta = await store.getGame((r as { value: string }).value);
    expect(meta?.checked).toBe(true);
    expect(meta?.options).toEqual({ edition: 'original', hiddenAssets: false, openTable: false });
    expect(Object.keys(meta?.data as object)).toEqual(['scenario']);
    const stored = (meta?.data as { scenario: Record<string, unknown> }).scenario;
    expect(stored).not.toHaveProperty('junk');
    expect((stored['areas'] as object[])[0]).not.toHaveProperty('extra');

    w.checkSetup.mockClear();
    w.start.mockClear();
    const s = await GameSession.open((r as { value: string }).value, { engine: w.engine });
    expect(s.damaged.value).toBeNull();
    expect(w.checkSetup).not.toHaveBeenCalled();
    expect(w.start).toHaveBeenCalled();
    expect(w.start.mock.calls.every(([setup]) => setup.checked === true)).toBe(true);
  });

  it('an import stores the checked form too, and its export carries no unknown field', async () => {
    const file = {
      format: 'sandtable-game',
      version: 1,
      game: {
        name: 'Imported',
        system: 'ocs',
        scenario: { id: 'custom-ocs', version: 1 },
        options: { chart: { ...DEFAULT_CHART, note: 'z'.repeat(5000) }, stray: true },
        dice: { kind: 'seeded', seed: 2 },
        data: { scenario: { ...demoScenario, id: 'custom-ocs', extra: [1, 2, 3] } },
        events: [],
      },
    };
    const r = await importGame(JSON.stringify(file), { engine: ocsEngine });
    expect(r.ok).toBe(true);
    const id = (r as { value: string }).value;
    const meta = await store.getGame(id);
    expect(meta?.checked).toBe(true);
    expect(Object.keys(meta?.options ?? {})).toEqual(['chart']);
    expect(meta?.options['chart']).not.toHaveProperty('note');
    expect((meta?.data as { scenario: object }).scenario).not.toHaveProperty('extra');
    const out = JSON.parse((await exportGame(id)).text) as { game: unknown };
    expect(out.game).not.toHaveProperty('checked');
    expect(JSON.stringify(out)).not.toMatch(/zzzz|stray|extra/);
  });

  it('a game stored before checked set-ups existed is still checked when opened', async () => {
    const w = watched(fabEngine);
    const r = await createNewGame(
      {
        name: 'Old',
        system: 'fab',
        scenario: { id: 'custom-fab', version: 1 },
        options: {},
        data: { scenario: custom },
        dice: { kind: 'seeded', seed: 1 },
      },
      { engine: w.engine },
    );
    const id = (r as { value: string }).value;
    const meta = await store.getGame(id);
    expect(meta?.checked).toBe(true);
    const { checked: _c, ...old } = meta as store.GameMeta;
    await store.deleteGame(id);
    await store.createGame({ ...old, data: { scenario: custom } });
    w.start.mockClear();
    const s = await GameSession.open(id, { engine: w.engine });
    expect(s.damaged.value).toBeNull();
    expect(w.start.mock.calls.length).toBeGreaterThan(0);
    expect(w.start.mock.calls.every(([setup]) => setup.checked === undefined)).toBe(true);
  });
});
