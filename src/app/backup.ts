/**
 * "Back up all games": one file with every saved game (as its game file, with its id), every library item
 * (FUBAR rosters, OCS terrain charts, FAB scenario drafts and their photos) and every rules bookmark. Restoring it adds what is missing and never
 * touches what is on the device: each item is reported as added, skipped (already there, by id) or refused
 * with the reason. Games go through the same checks as an import (shape, set-up, a replay of every move).
 */
import * as v from 'valibot';
import type { Engine, GameEvent } from '../rules/common/engine';
import type { Rejection, Result } from '../rules/common/result';
import { check, hasDirectionControl, hasVisible } from '../rules/common/checked';
import { PhotoSchema, readDraft } from './draft/drafts';
import { DRAFT_KIND, PHOTO_KIND } from './draft/kinds';
import { validateRoster } from '../rules/fubar/roster';
import { checkChart } from '../rules/ocs/schema';
import * as store from '../store';
import { addItem, addMark, readEverything, storedKeys } from '../store/backup';
import type { LibraryItem, ReferenceMark } from '../store';
import { depthOf, MAX_DEPTH, serializeGameFile, type GameFile } from '../store/file';
import { APP_VERSION } from './version';
import { prepareImport, type PreparedGame } from './games';
import { copyOrders, hasOrders } from './orders';
import { askPersistenceOnce } from './storage';

export const BACKUP_FORMAT = 'sandtable-backup';
export const BACKUP_VERSION = 1;
/** Caps of a backup file: its size and how many games, library items and bookmarks it may hold. */
export const BACKUP_CAPS = { bytes: 64 * 1024 * 1024, games: 1_000, library: 2_000, bookmarks: 2_000 } as const;

/** Library kinds a backup carries, each with the check its items must pass to be restored. */
const KINDS: Record<string, { label: RestoreKind; check: (data: unknown) => Result<unknown> }> = {
  'fubar-roster': { label: 'roster', check: validateRoster },
  'ocs-chart': { label: 'chart', check: (d) => checkChart(d) },
  // FAB scenario drafts and the photos of their maps (issue 28): a draft may be unfinished, not broken
  [DRAFT_KIND]: { label: 'scenario', check: readDraft },
  [PHOTO_KIND]: { label: 'photo', check: (d) => check(PhotoSchema, d, 'backup', 'Photo') },
};

export type RestoreKind = 'game' | 'roster' | 'chart' | 'bookmark' | 'scenario' | 'photo';
export interface RestoreLine {
  readonly kind: RestoreKind;
  readonly name: string;
  readonly outcome: 'added' | 'skipped' | 'refused';
  /** Why it was refused: a sentence, and a code the UI says in the player's language. */
  readonly reason?: Pick<Rejection, 'message' | 'code' | 'params'>;
}
export type RestoreReport = { ok: true; lines: RestoreLine[] } | Rejection;

/** How far a restore has got: games checked (read and replayed), then games stored, of how many. */
export interface RestoreProgress {
  readonly step: 'checking' | 'storing';
  readonly done: number;
  readonly total: number;
}

/** Games stored per transaction when restoring (and at most this many moves in one). */
const BATCH = { games: 50, events: 20_000 } as const;
/** How long the restore works before it lets the page draw (and reports its progress). */
const SLICE_MS = 30;

/** The backup of everything on this device, as text, with a file name. */
export async function backupAll(now = Date.now()): Promise<{ filename: string; text: string; games: number }> {
  const all = await readEverything();
  const exportedAt = new Date(now).toISOString();
  const games = all.games.map(({ meta, events }) => {
    const file = JSON.parse(
      serializeGameFile(
        {
          name: meta.name,
          system: meta.system,
          scenario: meta.scenario,
          rulesVersion: meta.rulesVersion ?? 1,
          ...(meta.appVersion !== undefined ? { appVersion: meta.appVersion } : {}),
          options: meta.options,
          dice: meta.dice as GameFile['game']['dice'],
          ...(meta.data !== undefined ? { data: meta.data } : {}),
          createdAt: meta.createdAt,
          ...(meta.opponent ? { opponent: { ...meta.opponent } } : {}),
          ...(hasOrders(meta.orders) ? { orders: copyOrders(meta.orders) } : {}),
          events: events.map((e) => ({
            seq: e.seq,
            at: e.at,
            ...(e.auto ? { auto: true as const } : {}),
            ...(e.order ? { order: true as const } : {}),
            event: e.event,
          })),
        },
        exportedAt,
        APP_VERSION,
      ),
    ) as GameFile;
    return { id: meta.id, updatedAt: meta.updatedAt, file };
  });
  const library = all.library.map((i) => ({
    id: i.id,
    kind: i.kind,
    name: i.name,
    data: i.data,
    updatedAt: i.updatedAt,
  }));
  const bookmarks = all.bookmarks.map((b) => ({ system: b.system, section: b.section, at: b.at }));
  const text = JSON.stringify({
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt,
    games,
    library,
    bookmarks,
  });
  const day = exportedAt.slice(0, 10);
  return { filename: `sandtable-backup-${day}.json`, text, games: games.length };
}

const MAX_TIME = Date.UTC(2200, 0, 1);
const Time = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_TIME));
const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(100));
const ItemName = v.pipe(v.string(), v.maxLength(120), v.check(hasVisible));
const BackupSchema = v.object({
  format: v.literal(BACKUP_FORMAT),
  version: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(BACKUP_VERSION)),
  exportedAt: v.optional(v.pipe(v.string(), v.maxLength(40))),
  games: v.pipe(v.array(v.unknown()), v.maxLength(BACKUP_CAPS.games)),
  library: v.pipe(v.array(v.unknown()), v.maxLength(BACKUP_CAPS.library)),
  bookmarks: v.pipe(v.array(v.unknown()), v.maxLength(BACKUP_CAPS.bookmarks)),
});
// the file itself is checked by importGame, as any imported game file is: here only what the restore reads
const GameEntry = v.object({
  id: Id,
  updatedAt: Time,
  file: v.looseObject({ game: v.looseObject({ name: v.unknown(), system: v.unknown() }) }),
});
const LibraryEntry = v.object({ id: Id, kind: v.string(), name: ItemName, data: v.unknown(), updatedAt: Time });
const MarkEntry = v.object({
  system: v.picklist(['fab', 'fubar', 'ocs']),
  section: v.pipe(v.string(), v.regex(/^[0-9A-Za-z.:_-]{1,40}$/)),
  at: Time,
});

const refusal = (message: string, code: string, params?: Record<string, string | number>): Rejection => ({
  ok: false,
  rule: 'backup',
  message,
  code,
  ...(params ? { params } : {}),
});
const why = (r: Rejection): RestoreLine['reason'] => ({
  message: r.message,
  ...(r.code ? { code: r.code } : {}),
  ...(r.params ? { params: r.params } : {}),
});
const label = (x: unknown, fallback: string): string =>
  typeof x === 'string' && hasVisible(x) && !hasDirectionControl(x) ? x.slice(0, 120) : fallback;

/**
 * Restore a backup: add every game, library item and bookmark that is not on the device, each checked
 * as an import is. Nothing on the device is replaced or deleted. A file that is not a backup at all is
 * refused whole; inside a backup, each item stands or falls alone.
 */
export async function restoreBackup(
  text: string,
  opts: {
    engines?: Partial<Record<string, Engine<unknown, GameEvent>>>;
    now?: number;
    onProgress?: (p: RestoreProgress) => void;
  } = {},
): Promise<RestoreReport> {
  if (text.length > BACKUP_CAPS.bytes)
    return refusal(`The backup is too large (the limit is ${BACKUP_CAPS.bytes / 1024 / 1024} MB).`, 'backup.tooLarge', {
      mb: BACKUP_CAPS.bytes / 1024 / 1024,
    });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return refusal('The backup is damaged: it is not valid JSON (it may have been cut short).', 'import.notJson');
  }
  if (depthOf(raw, MAX_DEPTH + 3) > MAX_DEPTH + 3)
    return refusal(`The file is nested too deeply (more than ${MAX_DEPTH} levels) to be a game.`, 'import.tooDeep', {
      depth: MAX_DEPTH,
    });
  const parsed = v.safeParse(BackupSchema, raw);
  if (!parsed.success) return refusal('This is not a Sandtable backup.', 'backup.notBackup');
  const b = parsed.output;
  const have = await storedKeys();
  const now = opts.now ?? Date.now();
  const total = b.games.length;
  // each game's line, in the backup's order; games that pass their checks wait for their batch to be stored
  const gameLines: (RestoreLine | null)[] = [];
  const ready: { at: number; name: string; game: PreparedGame }[] = [];
  let slice = Date.now();
  const breathe = async (step: RestoreProgress['step'], done: number) => {
    if (Date.now() - slice < SLICE_MS) return;
    opts.onProgress?.({ step, done, total });
    await new Promise((ok) => setTimeout(ok, 0)); // let the page draw the progress and take taps
    slice = Date.now();
  };

  // 1. every game read and replayed through the rules, as an import is (nothing stored yet)
  for (const [i, g] of b.games.entries()) {
    await breathe('checking', i);
    const fallback = `#${i + 1}`;
    const entry = v.safeParse(GameEntry, g);
    if (!entry.success) {
      gameLines.push({
        kind: 'game',
        name: fallback,
        outcome: 'refused',
        reason: why(refusal('This entry of the backup is not a game.', 'backup.notGame')),
      });
      continue;
    }
    const name = label(entry.output.file.game.name, fallback);
    if (have.games.has(entry.output.id)) {
      gameLines.push({ kind: 'game', name, outcome: 'skipped' });
      continue;
    }
    const engine = opts.engines?.[String(entry.output.file.game.system)];
    const r = await prepareImport(JSON.stringify(entry.output.file), {
      id: entry.output.id,
      updatedAt: entry.output.updatedAt,
      now,
      ...(engine ? { engine } : {}),
    });
    if (!r.ok) {
      gameLines.push({ kind: 'game', name, outcome: 'refused', reason: why(r) });
      continue;
    }
    have.games.add(entry.output.id);
    gameLines.push(null);
    ready.push({ at: i, name, game: r.value });
  }

  // 2. stored in batches, each one transaction; a batch that fails is stored game by game, to say which failed
  opts.onProgress?.({ step: 'storing', done: 0, total: ready.length });
  let stored = 0;
  for (let from = 0; from < ready.length;) {
    let to = from;
    let moves = 0;
    while (to < ready.length && to - from < BATCH.games && (to === from || moves < BATCH.events))
      moves += ready[to++]!.game.events.length;
    const batch = ready.slice(from, to);
    const outcome = await store.createGames(batch.map((x) => x.game)).then(
      () => null,
      (e: unknown) => e,
    );
    for (const x of batch) {
      let failed: unknown = outcome;
      if (outcome !== null)
        failed = await store.createGame(x.game.meta, x.game.events).then(
          () => null,
          (e: unknown) => e,
        );
      gameLines[x.at] =
        failed === null
          ? { kind: 'game', name: x.name, outcome: 'added' }
          : {
              kind: 'game',
              name: x.name,
              outcome: 'refused',
              reason: { message: failed instanceof Error ? failed.message : 'The game could not be stored.' },
            };
    }
    stored += batch.length;
    from = to;
    opts.onProgress?.({ step: 'storing', done: stored, total: ready.length });
    await new Promise((ok) => setTimeout(ok, 0));
  }
  const lines: RestoreLine[] = gameLines.filter((l): l is RestoreLine => l !== null);
  if (lines.some((l) => l.outcome === 'added')) void askPersistenceOnce();

  for (const [i, x] of b.library.entries()) {
    const entry = v.safeParse(LibraryEntry, x);
    const kind = entry.success && Object.hasOwn(KINDS, entry.output.kind) ? KINDS[entry.output.kind] : undefined;
    if (!entry.success || !kind) {
      lines.push({
        kind: kind?.label ?? 'roster',
        name: label((x as { name?: unknown } | null)?.name, `#${i + 1}`),
        outcome: 'refused',
        reason: why(refusal('This entry of the backup is not a roster or a chart.', 'backup.notItem')),
      });
      continue;
    }
    const e = entry.output;
    if (have.library.has(e.id)) {
      lines.push({ kind: kind.label, name: e.name, outcome: 'skipped' });
      continue;
    }
    const checked = kind.check(e.data);
    if (!checked.ok) {
      lines.push({ kind: kind.label, name: e.name, outcome: 'refused', reason: why(checked) });
      continue;
    }
    const item: LibraryItem = { id: e.id, kind: e.kind, name: e.name, data: checked.value, updatedAt: e.updatedAt };
    const added = await addItem(item);
    have.library.add(e.id);
    lines.push({ kind: kind.label, name: e.name, outcome: added ? 'added' : 'skipped' });
  }

  for (const [i, x] of b.bookmarks.entries()) {
    const entry = v.safeParse(MarkEntry, x);
    if (!entry.success) {
      lines.push({
        kind: 'bookmark',
        name: `#${i + 1}`,
        outcome: 'refused',
        reason: why(refusal('This entry of the backup is not a bookmark.', 'backup.notMark')),
      });
      continue;
    }
    const m = entry.output;
    const mark: ReferenceMark = {
      key: `bookmark:${m.system}:${m.section}`,
      kind: 'bookmark',
      system: m.system,
      section: m.section,
      at: m.at,
    };
    const name = `${m.system.toUpperCase()} ${m.section}`;
    if (have.marks.has(mark.key)) {
      lines.push({ kind: 'bookmark', name, outcome: 'skipped' });
      continue;
    }
    const added = await addMark(mark);
    have.marks.add(mark.key);
    lines.push({ kind: 'bookmark', name, outcome: added ? 'added' : 'skipped' });
  }
  return { ok: true, lines };
}
