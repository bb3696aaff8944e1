/**
 * Scenario drafts in storage (issue 28, src/app/draft/drafts.ts over src/store): a draft and the photo of its
 * map are library records written through the one transaction helper, so both are in the second copy and come
 * back when the browser loses the database; the record rewritten at every change never carries the photo;
 * deleting a draft takes its photos in the same transaction; records that cannot be used are not opened.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../fixtures/db';
import * as store from '../../src/store';
import { readEverything } from '../../src/store/backup';
import { configureReplica, type ReplicaStore } from '../../src/store/replica';
import { recovery } from '../../src/store/replica-record';
import {
  autosaver,
  createDraft,
  DRAFT_KIND,
  deleteDraft,
  duplicateDraft,
  forgetOldPhotos,
  listDrafts,
  loadDraft,
  loadPhoto,
  PHOTO_KIND,
  readDraft,
  saveDraft,
  savePhoto,
  type PhotoData,
} from '../../src/app/draft/drafts';
import { draftSummaries } from '../../src/app/draft/list';
import { blankScenario, editArea, type FabDraft } from '../../src/app/draft/model';
import { fabScenarios } from '../../src/scenarios/fab/data';

class MemoryCopy implements ReplicaStore {
  readonly kind = 'memory';
  readonly entries = new Map<string, string>();
  async put(key: string, body: string): Promise<void> {
    this.entries.set(key, body);
  }
  async get(key: string): Promise<string | undefined> {
    return this.entries.get(key);
  }
  async keys(): Promise<readonly string[]> {
    return [...this.entries.keys()];
  }
  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }
  /** The write entries, oldest first. */
  ops(): string[] {
    return [...this.entries.keys()].filter((k) => k.includes('/op/')).sort();
  }
}

const photo = (n: number): PhotoData => ({
  type: 'image/webp',
  width: 1600,
  height: 1000 + n,
  data: `data:image/webp;base64,${'A'.repeat(40_000)}${n}==`.replace(/\d==$/, '=='),
});
const words = { name: 'Lune Crossing', blue: 'Blue', red: 'Red', turn: (n: number) => `Turn ${n}` };

describe('drafts in storage', () => {
  let copy: MemoryCopy;
  beforeEach(() => {
    copy = new MemoryCopy();
    configureReplica(copy);
    freshDatabase();
  });
  afterEach(() => configureReplica(null));

  it('a draft and its photo are two records; a change rewrites only the small one', async () => {
    const d = await createDraft(blankScenario(words), photo(1), 1000);
    const items = (await readEverything()).library;
    expect(items.map((i) => [i.kind, i.id.startsWith(d.id)]).sort()).toEqual([
      [DRAFT_KIND, true],
      [PHOTO_KIND, true],
    ]);
    expect(await loadPhoto(d.id, d.photo)).toEqual(photo(1));
    const before = copy.ops().length;
    const changed: FabDraft = { ...d, scenario: { ...d.scenario, name: 'Renamed' }, updatedAt: 2000 };
    await saveDraft(changed);
    const written = copy.ops().slice(before);
    expect(written).toHaveLength(1);
    const entry = copy.entries.get(written[0]!) ?? '';
    expect(entry).toContain('Renamed');
    expect(entry).not.toContain('data:image'); // the picture is not copied again at each change
    expect(entry.length).toBeLessThan(8_000);
    expect((await loadDraft(d.id))?.scenario.name).toBe('Renamed');
  });

  it('drafts come back from the second copy when the browser loses the database', async () => {
    const d = await createDraft(fabScenarios['fab-millbrook']!, photo(2));
    await saveDraft({ ...d, scenario: editArea(d.scenario, 'a1', { name: 'Far West' }), updatedAt: 5 });
    freshDatabase(); // the browser created the database anew: the copy goes back in first
    expect((await listDrafts()).map((x) => x.scenario.areas[0]?.name)).toEqual(['Far West']);
    expect(recovery()).not.toBeNull();
    expect(await loadPhoto(d.id, d.photo)).toEqual(photo(2));
  });

  it('deleting a draft takes its photos in one transaction, and no other draft’s', async () => {
    const a = await createDraft(blankScenario(words), photo(3));
    const b = await createDraft(blankScenario(words), photo(4));
    await savePhoto(a.id, photo(5)); // a replaced photo, still kept for undo
    const before = copy.ops().length;
    await deleteDraft(a.id);
    expect(copy.ops().length - before).toBe(1);
    const left = (await readEverything()).library.map((i) => i.id);
    expect(left.every((id) => id.startsWith(b.id))).toBe(true);
    expect(left).toHaveLength(2);
    expect(await loadDraft(a.id)).toBeNull();
  });

  it('photos the draft no longer shows are let go when the editor closes; the shown one stays', async () => {
    const d = await createDraft(blankScenario(words), photo(6));
    const newer = await savePhoto(d.id, photo(7));
    const showing: FabDraft = { ...d, photo: newer };
    await saveDraft(showing);
    await forgetOldPhotos(showing);
    const photos = (await store.listItems(PHOTO_KIND)).map((i) => i.id);
    expect(photos).toEqual([`${d.id}/photo/${newer.id}`]);
    expect(await loadPhoto(d.id, d.photo)).toBeNull();
    expect(await loadPhoto(d.id, newer)).toEqual(photo(7));
    // a duplicate copies the photo under its own id
    const dup = await duplicateDraft(showing, 'Copy');
    expect(dup.scenario.name).toBe('Copy');
    expect(await loadPhoto(dup.id, dup.photo)).toEqual(photo(7));
  });

  it('the home list reads names, sizes and error counts without the validator', async () => {
    await createDraft(fabScenarios['fab-millbrook']!, null, 10);
    await createDraft(blankScenario(words), null, 20);
    expect((await draftSummaries()).map((s) => [s.name, s.areas, s.units, s.turns, s.errors, s.photo])).toEqual([
      ['Lune Crossing', 0, 0, 1, 3, false],
      ['Millbrook Crossing (teaching)', 9, 8, 3, 0, false],
    ]);
  });

  it('a record that cannot be used is not opened; one with a player’s unfinished work is', async () => {
    const d = await createDraft(blankScenario(words), null);
    expect(readDraft({ ...d, scenario: { ...d.scenario, name: '' } })).toMatchObject({ ok: true });
    expect(readDraft({ ...d, scenario: { ...d.scenario, areas: 'none' } })).toMatchObject({
      ok: false,
      params: { path: 'areas' },
    });
    expect(readDraft({ ...d, scenario: { ...d.scenario, units: [{ id: 'toString' }] } })).toMatchObject({ ok: false });
    expect(readDraft({ ...d, v: 2 })).toMatchObject({ ok: false });
    await store.putItem({ id: 'broken', kind: DRAFT_KIND, name: 'x', data: { v: 1 }, updatedAt: 1 });
    expect((await listDrafts()).map((x) => x.id)).toEqual([d.id]);
    expect(await loadDraft('broken')).toBeNull();
  });
});

describe('autosave', () => {
  it('one write at a time; while one is under way only the latest change waits; flush waits for it', async () => {
    const written: string[] = [];
    let release: () => void = () => undefined;
    const save = (d: FabDraft) =>
      new Promise<void>((ok) => {
        release = () => {
          written.push(d.scenario.name);
          ok();
        };
      });
    const s = autosaver(() => undefined, save);
    const d = (name: string) => ({ scenario: { name } }) as FabDraft;
    s.save(d('a'));
    s.save(d('b'));
    s.save(d('c'));
    const done = s.flush();
    release();
    await Promise.resolve();
    await new Promise((ok) => setTimeout(ok, 0));
    release();
    await done;
    expect(written).toEqual(['a', 'c']);
  });

  it('a failed write is reported and the next change is still written', async () => {
    const errors: unknown[] = [];
    let n = 0;
    const s = autosaver(
      (e) => errors.push(e),
      async () => {
        if (n++ === 0) throw new Error('quota');
      },
    );
    s.save({} as FabDraft);
    await s.flush();
    s.save({} as FabDraft);
    await s.flush();
    expect(errors).toHaveLength(1);
    expect(n).toBe(2);
  });
});
