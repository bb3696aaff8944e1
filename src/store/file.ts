/**
 * The exported game file and its validation. An import is checked in layers, cheapest first, and refused
 * with a sentence that says what is wrong: size, JSON syntax, nesting depth, then the shape (valibot), then
 * (in src/app) a replay of every event through the rules. Nothing is stored until all of it passes.
 */
import * as v from 'valibot';
import type { Result } from '../rules/common/result';
import { hasDirectionControl, hasVisible, msg, reasonOf } from '../rules/common/checked';
import { OPPONENT_LEVELS } from './schema';
import { ORDER_ANSWERS } from '../rules/common/orders';
import { isList } from '../rules/common/lookup';
import { isRecord } from '../rules/common/narrow';

export const FILE_FORMAT = 'sandtable-game';
/** 2: the game names its rules version and the app version that created it; the file, the app that wrote it.
 * 3: the events may hold take-back entries (src/app/take-back.ts), which an app reading version 2 cannot replay. */
export const FILE_VERSION = 3;
/** Generous for a long game (a 10,000-event FAB game is about 1 MB), small enough to refuse junk fast. */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;
export const MAX_EVENTS = 50_000;
export const MAX_DEPTH = 32;
const MAX_NAME = 120;
/** Characters in one note. */
export const MAX_NOTE = 20_000;

/** Take-back entries (src/app/take-back.ts, file version 3): a request names the move asked back and the side that
 * asks; an answer names the same move, says accept or refuse, and names the side that answered. Nothing else rides on
 * them. */
const SeqSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_EVENTS));
const TakeBackSchema = v.variant('type', [
  v.strictObject({
    type: v.literal('TAKE_BACK_ASK'),
    seq: SeqSchema,
    side: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  }),
  v.strictObject({
    type: v.literal('TAKE_BACK_ANSWER'),
    seq: SeqSchema,
    accept: v.boolean(),
    side: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  }),
]);
const TAKE_BACK_SHAPE =
  'a take-back entry holds only its type, the move it names (seq) and its side, and an answer also accept (true or false)';

const EventSchema = v.pipe(
  v.looseObject({
    type: v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'an event type must be SCREAMING_CASE')),
  }),
  v.check((e) => !e.type.startsWith('TAKE_BACK_') || v.is(TakeBackSchema, e), TAKE_BACK_SHAPE),
);

/** Dates in a file (milliseconds since 1970) lie between 1970 and 2200: finite, never Infinity or 1e308. */
const MAX_TIME = Date.UTC(2200, 0, 1);

const EntrySchema = v.object({
  seq: v.pipe(v.number(), v.integer(), v.minValue(0)),
  at: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_TIME)),
  /** Taken by the app for the side to move (its one legal event); absent in files written before. */
  auto: v.optional(v.literal(true)),
  /** Taken by the app (auto) by the side's standing orders; absent in files written before them. */
  order: v.optional(v.literal(true)),
  event: EventSchema,
});

const DiceSchema = v.variant('kind', [
  v.object({ kind: v.literal('seeded'), seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)) }),
  v.object({
    kind: v.literal('scripted'),
    rolls: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))), v.maxLength(1_000_000)),
  }),
]);

const GameSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'the game has no name'),
    v.maxLength(MAX_NAME, `a game name has at most ${MAX_NAME} characters`),
    v.check((s) => !hasDirectionControl(s), msg('control')),
    v.check(hasVisible, msg('blank')),
  ),
  system: v.picklist(['fab', 'fubar', 'ocs'], 'the rule system must be fab, fubar or ocs'),
  scenario: v.object({
    id: v.pipe(v.string(), v.maxLength(80)),
    version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  rulesVersion: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
  appVersion: v.optional(v.pipe(v.string(), v.maxLength(40))),
  // options and data are checked by the system's engine (`checkSetup`: caps, finite numbers, own keys),
  // which keeps only the fields it knows; here only their nesting depth is bounded (see parseGameFile)
  options: v.record(v.string(), v.unknown()),
  dice: DiceSchema,
  data: v.optional(v.unknown()),
  createdAt: v.optional(
    v.pipe(
      v.number(),
      v.finite('a date must be a finite number'),
      v.minValue(0, 'a date must lie between 1970 and 2200'),
      v.maxValue(MAX_TIME, 'a date must lie between 1970 and 2200'),
    ),
  ),
  // notes and the clock travel with the game; files written before them have neither
  notes: v.optional(
    v.object({
      shared: v.pipe(v.string(), v.maxLength(MAX_NOTE)),
      sides: v.record(v.pipe(v.string(), v.maxLength(40)), v.pipe(v.string(), v.maxLength(MAX_NOTE))),
    }),
  ),
  clock: v.optional(
    v.object({
      used: v.record(v.pipe(v.string(), v.maxLength(40)), v.pipe(v.number(), v.finite(), v.minValue(0))),
      running: v.nullable(v.pipe(v.string(), v.maxLength(40))),
      since: v.nullable(v.pipe(v.number(), v.finite())),
      paused: v.boolean(),
    }),
  ),
  // standing orders per side (src/rules/common/orders.ts); files without them: every question is asked
  orders: v.optional(
    v.record(
      v.pipe(v.string(), v.maxLength(40)),
      v.strictObject({
        bridge: v.optional(v.picklist(ORDER_ANSWERS.bridge, 'a bridge order must be ask, always or never')),
        admin: v.optional(v.picklist(ORDER_ANSWERS.admin, 'an administration order must be ask or skip')),
        defence: v.optional(v.picklist(ORDER_ANSWERS.defence, 'a defence order must be ask or decline')),
      }),
    ),
  ),
  // solo play (issue 17): the side the app plays; files without it are two-player games
  opponent: v.optional(
    v.object({
      side: v.pipe(v.string(), v.maxLength(40)),
      level: v.picklist(OPPONENT_LEVELS, 'the opponent level must be easy, normal or hard'),
      seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)),
    }),
  ),
  events: v.pipe(v.array(EntrySchema), v.maxLength(MAX_EVENTS, `a game file holds at most ${MAX_EVENTS} events`)),
});

const FileSchema = v.object({
  format: v.literal(FILE_FORMAT, 'this is not a Sandtable game file'),
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  exportedAt: v.optional(v.pipe(v.string(), v.maxLength(40))),
  /** The app version that wrote the file. */
  app: v.optional(v.pipe(v.string(), v.maxLength(40))),
  game: GameSchema,
});

/**
 * File migration N brings the raw object of a version N-1 file to version N, before the shape is checked
 * (the schema above describes the current version only). Never edit a shipped migration; add the next one.
 */
export const fileMigrations: Record<number, (file: Record<string, unknown>) => Record<string, unknown>> = {
  // 2: files of version 1 name no rules version: their games were played under version 1 of their rules,
  // by app 0.1.0, the only version that wrote them.
  2: (file) => {
    const game = file['game'];
    if (!isRecord(game)) return file;
    return {
      ...file,
      game: { ...game, rulesVersion: game['rulesVersion'] ?? 1, appVersion: game['appVersion'] ?? '0.1.0' },
    };
  },
  // 3: take-back entries may follow a move; a version 2 file has none, and reads as it is
  3: (file) => file,
};

/** Run the migrations from the file's version up to FILE_VERSION (a file without a number is left to the schema). */
export function migrateFile(raw: Record<string, unknown>): Record<string, unknown> {
  const from = raw['version'];
  if (typeof from !== 'number' || !Number.isInteger(from) || from < 1) return raw;
  let file = raw;
  for (let n = from + 1; n <= FILE_VERSION; n++) {
    const m = fileMigrations[n];
    if (!m) throw new Error(`No migration to file version ${n}.`);
    file = { ...m(file), version: n };
  }
  return file;
}

export type GameFile = v.InferOutput<typeof FileSchema>;
export type GameFileGame = GameFile['game'];

/** A refusal with a stable code and blanks so the UI can say it in the player's language. */
const refuse = (message: string, code: string, params?: Record<string, string | number>): Result<never> => ({
  ok: false,
  rule: 'import',
  message,
  code: `import.${code}`,
  ...(params ? { params } : {}),
});

/** Deepest nesting of arrays/objects, computed without recursion (hostile files cannot blow the stack). */
export function depthOf(value: unknown, limit = Infinity): number {
  // two parallel stacks (no pair allocated per value), and only objects are pushed: a 7 MB file of 120,000
  // records is walked in a few milliseconds
  let max = 0;
  const values: object[] = [];
  const depths: number[] = [];
  if (value !== null && typeof value === 'object') {
    values.push(value);
    depths.push(1);
  }
  for (;;) {
    const x = values.pop();
    const depth = depths.pop();
    if (x === undefined || depth === undefined) break;
    if (depth > max) {
      max = depth;
      if (max > limit) return max;
    }
    const children = isList(x) ? x : isRecord(x) ? Object.values(x) : [];
    for (const child of children)
      if (child !== null && typeof child === 'object') {
        values.push(child);
        depths.push(depth + 1);
      }
  }
  return max;
}

/** Check the shape of a game file. Returns the parsed file or a Rejection saying what is wrong. */
export function parseGameFile(text: string): Result<GameFile> {
  if (text.length > MAX_FILE_BYTES)
    return refuse(
      `The file is too large (${Math.round(text.length / 1024)} KB; the limit is ${MAX_FILE_BYTES / 1024 / 1024} MB).`,
      'tooLarge',
      { kb: Math.round(text.length / 1024), mb: MAX_FILE_BYTES / 1024 / 1024 },
    );
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return refuse('The file is damaged: it is not valid JSON (it may have been cut short).', 'notJson');
  }
  if (!isRecord(raw)) return refuse('This is not a Sandtable game file.', 'notGame');
  if (depthOf(raw, MAX_DEPTH) > MAX_DEPTH)
    return refuse(`The file is nested too deeply (more than ${MAX_DEPTH} levels) to be a game.`, 'tooDeep', {
      depth: MAX_DEPTH,
    });
  const version = raw['version'];
  if (raw['format'] !== FILE_FORMAT) return refuse('This is not a Sandtable game file.', 'notGame');
  if (typeof version === 'number' && version > FILE_VERSION) {
    return refuse(
      `This file was made by a newer version of Sandtable (file version ${version}; this app reads version ${FILE_VERSION}). Update the app, then import it again.`,
      'newer',
      { version, supported: FILE_VERSION },
    );
  }
  const parsed = v.safeParse(FileSchema, migrateFile(raw));
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = v.getDotPath(issue);
    // the reason as a code the app says in the player's language, the field in plain words (i18n/fields.ts)
    const why = reasonOf(issue);
    return refuse(`The file is damaged${path ? ` at ${path}` : ''}: ${issue.message}.`, 'damagedAt', {
      path: path ?? '-',
      detail: issue.message,
      reason: why.reason,
      ...why.params,
    });
  }
  const events = parsed.output.game.events;
  for (const [i, e] of events.entries()) {
    if (e.seq !== i)
      return refuse(`The file is damaged at game.events.${i}: events are out of order or missing.`, 'order', {
        path: `game.events.${i}`,
      });
  }
  return { ok: true, value: parsed.output };
}

/** What a file is written from; a game that names no rules version is played under version 1. */
export type GameFileInput = Omit<GameFileGame, 'rulesVersion'> & { rulesVersion?: number };

export function serializeGameFile(game: GameFileInput, exportedAt: string, app?: string): string {
  const file: GameFile = {
    format: FILE_FORMAT,
    version: FILE_VERSION,
    exportedAt,
    ...(app !== undefined ? { app } : {}),
    game: { ...game, rulesVersion: game.rulesVersion ?? 1 },
  };
  return JSON.stringify(file);
}
