/**
 * Scenario drafts on the device (issue 28): records of the library store (src/store), so every write goes
 * through the one transaction helper and into the second copy, as games do. A draft is one record (kind
 * `fab-scenario-draft`, keyed by the draft's id), rewritten whole at every change and kept small; the photo of
 * its map is a record of its own (kind `fab-scenario-photo`, keyed `<draft id>/photo/<photo id>`), written once
 * when the photo is taken or picked, so the record rewritten at every change never carries a picture.
 */
import * as v from 'valibot';
import * as store from '../../store';
import * as library from '../../store/library';
import type { LibraryItem } from '../../store';
import type { Result } from '../../rules/common/result';
import { check, fieldRefusal, int, msg } from '../../rules/common/checked';
import type { FabScenario } from '../../rules/fab/types';
import { FabScenarioSchema } from '../../scenarios/fab/schema';
import { editScenario, newDraft, type FabDraft, type PhotoRef } from './model';
import { draftProblems, fieldIssues } from './checks';

import { DRAFT_KIND, PHOTO_KIND } from './kinds';

export { DRAFT_KIND, PHOTO_KIND };

/** The photo of a map as stored: a downscaled JPEG, WebP or PNG as a data URL, and its size in pixels. */
export interface PhotoData {
  readonly type: 'image/jpeg' | 'image/webp' | 'image/png';
  readonly width: number;
  readonly height: number;
  readonly data: string;
}

/** A stored photo is at most this many characters (a 1600-pixel JPEG is a few hundred kilobytes). */
export const MAX_PHOTO_CHARS = 8 * 1024 * 1024;

export const PhotoSchema = v.object({
  type: v.picklist(['image/jpeg', 'image/webp', 'image/png'], msg('choice')),
  width: int(1, 4096),
  height: int(1, 4096),
  data: v.pipe(
    v.string(msg('type')),
    v.maxLength(MAX_PHOTO_CHARS, msg('tooLong', MAX_PHOTO_CHARS)),
    v.regex(/^data:image\/(?:jpeg|webp|png);base64,[A-Za-z0-9+/]*={0,2}$/, msg('invalid', 'picture')),
  ),
});

const photoKey = (draftId: string, photoId: string) => `${draftId}/photo/${photoId}`;

const DraftSchema = v.object({
  v: v.literal(1),
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  scenario: v.unknown(),
  photo: v.nullable(v.object({ id: v.pipe(v.string(), v.maxLength(64)), width: int(1, 4096), height: int(1, 4096) })),
  createdAt: v.number(),
  updatedAt: v.number(),
  errors: v.optional(int(0, 1_000_000)),
});

/** Field problems that leave a draft unusable in the editor (not the ones the editor lists for the player to
 * fix, such as a blank name or a number out of range): a value of the wrong kind, a missing list, a list over
 * its cap, an inherited name. */
const BROKEN = new Set(['type', 'missing', 'tooMany', 'inherited']);

/**
 * A stored or restored draft, read back: its wrapper checked, and its scenario usable by the editor (every list
 * a list, every field of its kind, within the caps). Problems a player makes while editing are kept: they are
 * the editor's to list.
 */
export function readDraft(raw: unknown): Result<FabDraft> {
  const wrap = check(DraftSchema, raw, 'draft', 'Draft');
  if (!wrap.ok) return wrap;
  const broken = fieldIssues(FabScenarioSchema, wrap.value.scenario, 50).find((f) => BROKEN.has(f.reason));
  if (broken) return fieldRefusal('draft', 'Draft', broken);
  return { ok: true, value: { ...wrap.value, scenario: wrap.value.scenario as FabScenario } };
}

const item = (d: FabDraft): LibraryItem<FabDraft> => ({
  id: d.id,
  kind: DRAFT_KIND,
  name: d.scenario.name.slice(0, 120) || '-',
  data: d,
  updatedAt: d.updatedAt,
});

/** Every draft on the device, last changed first (drafts that cannot be read are left out). */
export async function listDrafts(): Promise<FabDraft[]> {
  const items = await store.listItems<unknown>(DRAFT_KIND);
  const out: FabDraft[] = [];
  for (const i of items) {
    const d = readDraft(i.data);
    if (d.ok) out.push(d.value);
  }
  return out;
}

export async function loadDraft(id: string): Promise<FabDraft | null> {
  const i = await library.getItem<unknown>(id);
  if (!i || i.kind !== DRAFT_KIND) return null;
  const d = readDraft(i.data);
  return d.ok ? d.value : null;
}

/** Store a draft (every change of the editor does). */
export function saveDraft(d: FabDraft): Promise<void> {
  return library.putItems([item(d)]);
}

/** Store a new photo for a draft; the draft points at it once the editor records the change. */
export async function savePhoto(draftId: string, photo: PhotoData): Promise<PhotoRef> {
  const id = crypto.randomUUID().slice(0, 8);
  await library.putItems([
    { id: photoKey(draftId, id), kind: PHOTO_KIND, name: draftId, data: photo, updatedAt: Date.now() },
  ]);
  return { id, width: photo.width, height: photo.height };
}

export async function loadPhoto(draftId: string, ref: PhotoRef | null): Promise<PhotoData | null> {
  if (!ref) return null;
  const i = await library.getItem<unknown>(photoKey(draftId, ref.id));
  const p = v.safeParse(PhotoSchema, i?.data);
  return p.success ? p.output : null;
}

/** Photos of a draft it no longer shows (replaced, then the editor closed: undo cannot reach them any more). */
export function forgetOldPhotos(d: FabDraft): Promise<void> {
  return library.deleteItemsUnder(`${d.id}/photo/`, d.photo ? [photoKey(d.id, d.photo.id)] : []);
}

/** A new draft on the device (with its photo, in the same transaction). */
export async function createDraft(scenario: FabScenario, photo: PhotoData | null, now = Date.now()): Promise<FabDraft> {
  const id = crypto.randomUUID();
  const photoId = photo ? crypto.randomUUID().slice(0, 8) : null;
  const made = newDraft(
    id,
    scenario,
    photo && photoId ? { id: photoId, width: photo.width, height: photo.height } : null,
    now,
  );
  const d: FabDraft = { ...made, errors: draftProblems(made).filter((p) => p.level === 'error').length };
  const items: LibraryItem[] = [item(d)];
  if (photo && photoId)
    items.push({ id: photoKey(id, photoId), kind: PHOTO_KIND, name: id, data: photo, updatedAt: now });
  await library.putItems(items);
  return d;
}

/** A copy of a draft, photo included, under a new name. */
export async function duplicateDraft(d: FabDraft, name: string): Promise<FabDraft> {
  const photo = await loadPhoto(d.id, d.photo);
  return createDraft(editScenario(d.scenario, { name }), photo);
}

/** Remove a draft and its photos (one transaction). */
export function deleteDraft(id: string): Promise<void> {
  return library.deleteItemsUnder(id);
}

/**
 * Saving at every change without piling up writes: one write at a time, and while one is under way only the
 * latest draft waits for the next (the ones between are never needed). `flush` resolves once the latest draft
 * given is stored.
 */
export function autosaver(onError: (e: unknown) => void, save: (d: FabDraft) => Promise<void> = saveDraft) {
  let waiting: FabDraft | null = null;
  let busy = false;
  let idle: Promise<void> = Promise.resolve();
  const loop = async () => {
    busy = true;
    while (waiting) {
      const d = waiting;
      waiting = null;
      try {
        await save(d);
      } catch (e) {
        onError(e);
      }
    }
    busy = false;
  };
  return {
    save(d: FabDraft): void {
      waiting = d;
      if (!busy) idle = loop();
    },
    flush(): Promise<void> {
      return idle;
    },
  };
}
