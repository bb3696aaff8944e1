/**
 * "Back up all games" and "Restore" (issue 15): one file with every game, roster, chart and bookmark;
 * restoring reports each item as added, skipped (already there) or refused with the reason, and never
 * changes what is on the device.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../fixtures/db';
import { backupAll, restoreBackup, type RestoreLine } from '../../src/app/backup';
import { createNewGame } from '../../src/app/games';
import { registerEngine } from '../../src/app/engines';
import { GameSession } from '../../src/app/session';
import * as store from '../../src/store';
import { readEverything } from '../../src/store/backup';
import type { AnyEngine } from '../../src/rules/common/engine';
import { fabEngine } from '../../src/app/systems/fab';
import { fubarEngine } from '../../src/app/systems/fubar';
import { ocsEngine } from '../../src/app/systems/ocs';
import { fabScenarios } from '../../src/scenarios/fab/data';
import { PRESET_SCENARIOS } from '../../src/scenarios/fubar/presets';
import { demoScenario } from '../../src/scenarios/ocs/demo';
import { DEFAULT_CHART } from '../../src/rules/ocs/chart';

registerEngine('fab', () => Promise.resolve(fabEngine));
registerEngine('fubar', () => Promise.resolve(fubarEngine));
registerEngine('ocs', () => Promise.resolve(ocsEngine));

const ENGINES: Record<string, AnyEngine> = { fab: fabEngine, fubar: fubarEngine, ocs: ocsEngine };
const legal = (s: GameSession) => ENGINES[s.system]!.legalEvents(s.state.value);
const fubarId = Object.keys(PRESET_SCENARIOS)[0]!;
const roster = PRESET_SCENARIOS[fubarId]!.sides[0].roster;

/** Three games (a custom FAB scenario among them) with a few moves each, a roster, a chart, two bookmarks. */
async function fill(): Promise<string[]> {
  const ids: string[] = [];
  const specs = [
    {
      name: 'Custom Millbrook',
      system: 'fab' as const,
      scenario: { id: 'custom-fab', version: 1 },
      options: {},
      data: { scenario: { ...fabScenarios['fab-millbrook']!, id: 'custom-fab' } },
    },
    {
      name: 'Squads',
      system: 'fubar' as const,
      scenario: { id: fubarId, version: 1 },
      options: {},
      data: { ...PRESET_SCENARIOS[fubarId]!, turnLimit: null },
    },
    { name: 'Valley', system: 'ocs' as const, scenario: { id: demoScenario.id, version: 1 }, options: {} },
  ];
  for (const [i, g] of specs.entries()) {
    const r = await createNewGame({ ...g, dice: { kind: 'seeded', seed: 10 + i } }, { now: 1_000 + i });
    expect(r.ok).toBe(true);
    const id = (r as { value: string }).value;
    const s = await GameSession.open(id);
    for (let k = 0; k < 6; k++) {
      const now = legal(s);
      expect(now.length).toBeGreaterThan(0);
      expect((await s.dispatch(now[k % now.length]!)).ok).toBe(true);
    }
    ids.push(id);
  }
  await store.putItem({ id: 'r1', kind: 'fubar-roster', name: 'My squad', data: roster, updatedAt: 5 });
  await store.putItem({ id: 'c1', kind: 'ocs-chart', name: 'My chart', data: DEFAULT_CHART, updatedAt: 6 });
  await store.setBookmark('fab', '6.42', true, 7);
  await store.setBookmark('ocs', 'rail', true, 8);
  return ids;
}

async function everything(): Promise<string> {
  const all = await readEverything();
  all.games.sort((a, b) => a.meta.id.localeCompare(b.meta.id));
  all.library.sort((a, b) => a.id.localeCompare(b.id));
  all.bookmarks.sort((a, b) => a.key.localeCompare(b.key));
  return JSON.stringify(all);
}

const count = (lines: readonly RestoreLine[], outcome: RestoreLine['outcome']) =>
  lines.filter((l) => l.outcome === outcome).length;

beforeEach(() => {
  freshDatabase();
});

describe('back up all games, restore', () => {
  it('a backup restored into an empty browser brings back every game, roster, chart and bookmark, and the games play on', async () => {
    const ids = await fill();
    const before = await everything();
    // six taps each, and in FAB the events the app took for the players after them (forced, taken by the app)
    const moves = await Promise.all(ids.map(async (id) => (await store.loadGame(id))!.events.length));
    const backup = await backupAll(Date.UTC(2026, 10, 23));
    expect(backup.games).toBe(3);
    expect(backup.filename).toBe('sandtable-backup-2026-11-23.json');

    freshDatabase(); // the browser's storage was cleared
    expect((await store.listGames()).length).toBe(0);
    const r = await restoreBackup(backup.text, { now: 9_000 });
    expect(r.ok).toBe(true);
    const lines = (r as { lines: RestoreLine[] }).lines;
    expect(lines.map((l) => `${l.kind}:${l.outcome}`).sort()).toEqual(
      [
        'game:added',
        'game:added',
        'game:added',
        'roster:added',
        'chart:added',
        'bookmark:added',
        'bookmark:added',
      ].sort(),
    );
    expect(await everything()).toBe(before);
    for (const [i, id] of ids.entries()) {
      const s = await GameSession.open(id);
      expect(s.damaged.value).toBeNull();
      expect(s.log.value?.length).toBe(moves[i]);
      expect(moves[i]).toBeGreaterThanOrEqual(6);
      expect((await s.dispatch(legal(s)[0]!)).ok).toBe(true);
    }
  });

  it('restoring over what is there skips every item already there and changes none of them', async () => {
    const [fabId] = await fill();
    const backup = await backupAll();
    // the FAB game goes on after the backup: the restore must not take it back to the backup's moves
    const s = await GameSession.open(fabId!);
    expect((await s.dispatch(legal(s)[0]!)).ok).toBe(true);
    await store.putItem({ id: 'r1', kind: 'fubar-roster', name: 'Renamed squad', data: roster, updatedAt: 50 });
    const before = await everything();
    const r = await restoreBackup(backup.text);
    expect(r.ok).toBe(true);
    const lines = (r as { lines: RestoreLine[] }).lines;
    expect(count(lines, 'skipped')).toBe(7);
    expect(count(lines, 'added')).toBe(0);
    expect(await everything()).toBe(before);
  });

  it('a damaged entry is refused with its reason; the others are added; a file that is not a backup is refused whole', async () => {
    await fill();
    const backup = JSON.parse((await backupAll()).text);
    const game = (name: string) => backup.games.find((g: any) => g.file.game.name === name).file.game;
    game('Custom Millbrook').events[2].event = { type: 'NOT_A_MOVE' };
    game('Squads').data.sides[0].roster.units[0].figures[0].weapons = ['toString'];
    backup.library[0].data = { name: 'x' };
    backup.bookmarks.push({ system: 'chess', section: '1', at: 1 });
    freshDatabase();
    const r = await restoreBackup(JSON.stringify(backup));
    expect(r.ok).toBe(true);
    const lines = (r as { lines: RestoreLine[] }).lines;
    const refused = lines.filter((l) => l.outcome === 'refused');
    expect(refused.map((l) => l.kind).sort()).toEqual(['bookmark', 'chart', 'game', 'game']);
    for (const l of refused) expect(l.reason?.message.length).toBeGreaterThan(10);
    const squads = refused.find((l) => l.name === 'Squads')?.reason;
    expect(squads?.code).toBe('import.setup');
    expect(squads?.message).toMatch(/"toString" is not a weapon/);
    expect(refused.find((l) => l.name === 'Custom Millbrook')?.reason?.code).toBe('import.breaksRule');
    expect(count(lines, 'added')).toBe(lines.length - 4);
    expect((await store.listGames()).map((g) => g.name)).toEqual(['Valley']);

    for (const text of ['', '{}', '[]', JSON.stringify({ format: 'sandtable-game', version: 1 })]) {
      const bad = await restoreBackup(text);
      expect(bad.ok).toBe(false);
    }
    expect((await store.listGames()).length).toBe(1);
  });
});

describe('restoring a large backup (issue 24)', () => {
  it('120 games: reported in the backup order, a damaged entry and a repeated id among them, stored in batches with progress', async () => {
    await fill();
    const backup = JSON.parse((await backupAll()).text) as { games: { id: string; file: unknown }[] };
    const [first] = backup.games;
    if (!first) throw new Error('no game');
    // 120 copies of one game, one of them repeating another's id, and a damaged entry in the middle
    backup.games = Array.from({ length: 120 }, (_, i) => ({ ...first, id: `copy-${i === 77 ? 76 : i}` }));
    (backup.games as unknown[]).splice(60, 0, { id: 'broken' });
    freshDatabase();
    const progress: { step: string; done: number; total: number }[] = [];
    const r = await restoreBackup(JSON.stringify(backup), { onProgress: (p) => progress.push(p) });
    expect(r.ok).toBe(true);
    const lines = (r as { lines: RestoreLine[] }).lines.filter((l) => l.kind === 'game');
    expect(lines).toHaveLength(121);
    expect(lines[60]).toMatchObject({ name: '#61', outcome: 'refused' });
    // the repeated id was seen before storing: skipped as already there, like a game on the device
    expect(lines[78]).toMatchObject({ outcome: 'skipped' });
    expect(count(lines, 'added')).toBe(119);
    expect((await store.listGames()).length).toBe(119);
    // progress: the last report says every checked game is stored
    expect(progress.at(-1)).toEqual({ step: 'storing', done: 119, total: 119 });
    expect(progress.filter((p) => p.step === 'storing').length).toBeLessThanOrEqual(1 + Math.ceil(119 / 50));
  });
});

describe('scenario drafts in a backup (issue 28)', () => {
  it('a draft, unfinished or not, and the photo of its map come back; a broken draft is refused', async () => {
    const { createDraft, loadDraft, loadPhoto } = await import('../../src/app/draft/drafts');
    const { blankScenario } = await import('../../src/app/draft/model');
    const photo = { type: 'image/jpeg' as const, width: 800, height: 600, data: 'data:image/jpeg;base64,AAAA' };
    const done = await createDraft(fabScenarios['fab-millbrook']!, photo);
    const unfinished = await createDraft(
      blankScenario({ name: 'Half done', blue: 'B', red: 'R', turn: (n) => `T${n}` }),
      null,
    );
    const backup = await backupAll();
    const file = JSON.parse(backup.text) as { library: { id: string; kind: string; data: unknown }[] };
    const draftEntry = file.library.find((i) => i.kind === 'fab-scenario-draft');
    expect(draftEntry).toBeDefined();
    file.library.push({ ...draftEntry!, id: 'broken', data: { v: 1, scenario: 7 } });
    freshDatabase();
    const r = await restoreBackup(JSON.stringify(file));
    if (!r.ok) throw new Error(r.message);
    expect(r.lines.map((l) => `${l.kind}:${l.outcome}`).sort()).toEqual([
      'photo:added',
      'scenario:added',
      'scenario:added',
      'scenario:refused',
    ]);
    expect((await loadDraft(unfinished.id))?.scenario.name).toBe('Half done');
    expect(await loadPhoto(done.id, done.photo)).toEqual(photo);
    expect(await loadDraft('broken')).toBeNull();
  });
});
