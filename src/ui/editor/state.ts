/**
 * The open draft of the scenario editor: its undo history, the problems of its present state (checked at every
 * change), what the player has selected, and the autosave. One editor is open at a time, so this is module
 * state read through signals.
 */
import { computed, signal } from '@preact/signals';
import type { FabScenario } from '../../rules/fab/types';
import { draftProblems, type Problem } from '../../app/draft/checks';
import { autosaver, forgetOldPhotos, loadPhoto, type PhotoData } from '../../app/draft/drafts';
import type { FabDraft } from '../../app/draft/model';
import { record, redo as redoIn, startHistory, undo as undoIn, type History } from '../../app/draft/history';
import { t } from '../../i18n';
import { toast } from '../shell/toast';

export type Tab = 'map' | 'forces' | 'cups' | 'turns' | 'scenario' | 'problems';
export type Mode = 'areas' | 'links' | 'outline';
export type Selection = { kind: 'area'; id: string } | { kind: 'boundary'; id: string } | null;

export const history = signal<History<FabDraft> | null>(null);
/** The picture of the present photo (by the photo's id; null while it loads or when there is none). */
export const photo = signal<{ id: string; data: PhotoData } | null>(null);
export const tab = signal<Tab>('map');
export const mode = signal<Mode>('areas');
export const selection = signal<Selection>(null);
/** Links: the first area tapped, waiting for the second. */
export const linkFrom = signal<string | null>(null);
/** Areas: the selected area moves to the next place tapped on the map. */
export const moving = signal(false);
/** A field to show (a problem tapped in the list), as its path `units[3].formation`. */
export const focus = signal<string | null>(null);
/** A write of the draft failed (shown until the next one succeeds). */
export const saveFailed = signal(false);

export const draft = computed(() => history.value?.present ?? null);
export const scenario = computed(() => history.value?.present.scenario ?? null);
/** Checked at every change, linear in the draft (src/app/draft/checks.ts). */
export const problems = computed<Problem[]>(() => {
  const d = draft.value;
  return d ? draftProblems(d) : [];
});
/** The open draft: the editor draws its tabs only while one is open. */
export function openDraft(): FabDraft {
  const d = draft.value;
  if (!d) throw new Error('No scenario is open in the editor.');
  return d;
}

export const errorCount = computed(() => problems.value.filter((p) => p.level === 'error').length);

const saver = autosaver((e) => {
  saveFailed.value = true;
  toast(t('editor.saveFailed', { reason: e instanceof Error ? e.message : String(e) }), 'error');
});

function store(d: FabDraft): void {
  saveFailed.value = false;
  saver.save({ ...d, errors: errorCount.value });
}

/** Open a draft (the history starts with it). */
export function open(d: FabDraft): void {
  history.value = startHistory(d);
  tab.value = 'map';
  mode.value = 'areas';
  selection.value = null;
  linkFrom.value = null;
  moving.value = false;
  focus.value = null;
  void showPhoto(d);
}

/** Close the editor: what was typed last is stored, and photos no longer reachable by undo are let go. */
export async function close(): Promise<void> {
  const d = draft.value;
  await saver.flush();
  if (d) await forgetOldPhotos(d).catch(() => undefined);
  history.value = null;
  photo.value = null;
}

export function flush(): Promise<void> {
  return saver.flush();
}

/** Load the picture of the draft's photo when it is not the one shown. */
async function showPhoto(d: FabDraft): Promise<void> {
  if (!d.photo) {
    photo.value = null;
    return;
  }
  if (photo.value?.id === d.photo.id) return;
  const data = await loadPhoto(d.id, d.photo).catch(() => null);
  if (draft.value?.photo?.id === d.photo.id) photo.value = data ? { id: d.photo.id, data } : null;
}

/**
 * A change of the scenario: recorded for undo (changes with the same `key` in a row, as a name typed letter by
 * letter, are one step), checked, and saved.
 */
export function change(f: (sc: FabScenario) => FabScenario, key: string | null = null): void {
  const h = history.value;
  if (!h) return;
  const sc = f(h.present.scenario);
  if (sc === h.present.scenario) return;
  const next: FabDraft = { ...h.present, scenario: sc, updatedAt: Date.now() };
  history.value = record(h, next, key);
  store(next);
}

/** A change of the whole draft (a new photo with the map scaled to it). */
export function changeDraft(f: (d: FabDraft) => FabDraft): void {
  const h = history.value;
  if (!h) return;
  const next = { ...f(h.present), updatedAt: Date.now() };
  history.value = record(h, next);
  store(next);
  void showPhoto(next);
}

function step(f: (h: History<FabDraft>) => History<FabDraft>): void {
  const h = history.value;
  if (!h) return;
  const next = f(h);
  if (next === h) return;
  history.value = next;
  // a selection that no longer exists is dropped
  const sel = selection.value;
  const sc = next.present.scenario;
  if (sel && !(sel.kind === 'area' ? sc.areas : sc.boundaries).some((x) => x.id === sel.id)) selection.value = null;
  store({ ...next.present, updatedAt: Date.now() });
  void showPhoto(next.present);
}

export const undo = () => step(undoIn);
export const redo = () => step(redoIn);
