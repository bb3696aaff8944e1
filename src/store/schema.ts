/**
 * The IndexedDB schema: one constant names every object store, one number is the schema version, and
 * numbered migrations bring a database written by any earlier version up to date. Only src/store touches
 * IndexedDB.
 */
import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import type { DiceSpec } from '../rules/common/dice';
import type { GameEvent, GameStatus, SystemId } from '../rules/common/engine';
import type { OrdersBySide } from '../rules/common/orders';

export const DB_NAME = 'sandtable';
export const SCHEMA_VERSION = 4;

export const Stores = {
  games: 'games',
  events: 'events',
  snapshots: 'snapshots',
  library: 'library',
  reference: 'reference',
  settings: 'settings',
  setups: 'setups',
} as const;

/** A saved game's header: everything but the event log. */
export interface GameMeta {
  readonly id: string;
  name: string;
  readonly system: SystemId;
  readonly scenario: { readonly id: string; readonly version: number };
  /**
   * The rules version of its system the game is played under (src/rules/common/rulings.ts). Records
   * written before schema 3 had none and were given 1 by migration 3. Changed only at the player's request
   * (moving the game to newer rules), never by an update of the app.
   */
  rulesVersion: number;
  /** The app version that created the record (migration 3 gives older records the only one before it). */
  readonly appVersion: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly dice: DiceSpec;
  readonly data?: unknown;
  /**
   * `data` and `options` are the checked form `Engine.checkSetup` made when the game was created or
   * imported: opening the game does not validate them again. Absent on games stored before it existed,
   * which are validated when opened.
   */
  readonly checked?: boolean;
  readonly createdAt: number;
  updatedAt: number;
  /** Number of events in the log; the next event's seq. */
  eventCount: number;
  status: GameStatus;
  /** Notes kept with the game (absent in records written before they existed). */
  notes?: GameNotes;
  /** The optional clock per side (absent: no clock). */
  clock?: GameClock;
  /** Imported from a file and not renamed since: its name is shown followed by "(imported)". */
  imported?: boolean;
  /** Per side, how many of the game's events that side's player had seen when they last held the tablet
   * ("since you last looked"; absent in records written before it, and for sides that never looked). */
  looked?: Readonly<Record<string, number>>;
  /** Per side, its standing orders (src/rules/common/orders.ts): questions the app answers for that side, set in
   * its own pass. Absent (in records written before them, or for a side that set none): every question is asked. */
  orders?: OrdersBySide;
  /** Solo play: the side the app plays (absent in two-player games and in records written before it). */
  readonly opponent?: GameOpponent;
  /** The number of the last write of this header (set by the store with every write, src/store/replica-record.ts),
   * so that a start can tell when the second copy missed it. Never exported. */
  readonly copySeq?: number;
}

export const OPPONENT_LEVELS = ['easy', 'normal', 'hard'] as const;
export type OpponentLevel = (typeof OPPONENT_LEVELS)[number];

/**
 * The app as one side's player (issue 17): its side, its level, and the seed of its own random choices (the
 * choice at move n is drawn from this seed and n, so a replay or a reload makes the same one).
 */
export interface GameOpponent {
  readonly side: string;
  readonly level: OpponentLevel;
  readonly seed: number;
}

/** A shared note both sides read, and one private note per side (shown only to that side's player). */
export interface GameNotes {
  readonly shared: string;
  readonly sides: Readonly<Record<string, string>>;
}

/**
 * Time used per side in ms. `running` is the side whose time runs, from wall-clock `since` (ms since
 * 1970, so a reload or a closed tab keeps counting); `since` is null while paused.
 */
export interface GameClock {
  readonly used: Readonly<Record<string, number>>;
  readonly running: string | null;
  readonly since: number | null;
  readonly paused: boolean;
}

/** One accepted event, stored in its own record, keyed [gameId, seq]. */
export interface StoredEvent {
  readonly gameId: string;
  readonly seq: number;
  readonly at: number;
  /** Side that was to decide when the event was sent (undo only steps back through one's own events). */
  readonly by: string | null;
  /** The event rolled dice or revealed hidden information: undo stops here. */
  readonly barrier: boolean;
  /** Taken by the app on `by`'s behalf: the rules left that side this one event (hand off only for real
   * decisions). Undo takes it back together with the move before it. Absent: tapped by a player. */
  readonly auto?: true;
  /** Taken by the app (auto) because `by` had told it to answer this way: its standing orders. */
  readonly order?: true;
  readonly event: GameEvent;
}

/** A cache of derived state after `seq` events; rebuilt from the log when stale or unreadable. */
export interface Snapshot {
  readonly gameId: string;
  readonly seq: number;
  readonly stateVersion: number;
  readonly data: unknown;
  /** The snapshot before this one (absent in records written before it existed): a state some 50-99 moves
   * before the end, from which the newest lines of a long game's log are built at once. */
  readonly prev?: { readonly seq: number; readonly data: unknown };
}

export interface LibraryItem<T = unknown> {
  readonly id: string;
  readonly kind: string;
  name: string;
  data: T;
  updatedAt: number;
}

export interface ReferenceMark {
  /** `${kind}:${system}:${section}` */
  readonly key: string;
  readonly kind: 'bookmark' | 'recent';
  readonly system: SystemId;
  readonly section: string;
  at: number;
}

export interface Setting {
  readonly key: string;
  value: unknown;
}

/**
 * A game's setup data (`GameMeta.data`: a scenario carried whole, e.g. an imported or generated map), kept
 * beside its header since schema 4 so that the header, rewritten at every move, stays small. The store
 * functions put it back into the header they return.
 */
export interface GameSetupData {
  readonly gameId: string;
  readonly data: unknown;
}

export interface SandtableDB extends DBSchema {
  games: { key: string; value: GameMeta; indexes: { updatedAt: number } };
  events: { key: [string, number]; value: StoredEvent };
  snapshots: { key: string; value: Snapshot };
  library: { key: string; value: LibraryItem; indexes: { kind: string } };
  reference: { key: string; value: ReferenceMark; indexes: { kind: string } };
  settings: { key: string; value: Setting };
  setups: { key: string; value: GameSetupData };
}

type UpgradeTx = IDBPTransaction<SandtableDB, StoreNames<SandtableDB>[], 'versionchange'>;

/** The only app version that wrote game records before they named one (package.json until schema 3). */
export const FIRST_APP_VERSION = '0.1.0';

/**
 * Migration N brings a database from version N-1 to N. Never edit a shipped migration; add the next one.
 */
export const migrations: Record<number, (db: IDBPDatabase<SandtableDB>, tx: UpgradeTx) => void> = {
  // 1: the game record (header, event log, snapshot cache).
  1: (db) => {
    // Version 1 had no updatedAt index; version 2 adds it (see below).
    db.createObjectStore(Stores.games, { keyPath: 'id' });
    db.createObjectStore(Stores.events, { keyPath: ['gameId', 'seq'] });
    db.createObjectStore(Stores.snapshots, { keyPath: 'gameId' });
  },
  // 2: saved-games list sorted by last played; libraries (rosters), reference bookmarks, settings.
  2: (db, tx) => {
    tx.objectStore(Stores.games).createIndex('updatedAt', 'updatedAt');
    db.createObjectStore(Stores.library, { keyPath: 'id' }).createIndex('kind', 'kind');
    db.createObjectStore(Stores.reference, { keyPath: 'key' }).createIndex('kind', 'kind');
    db.createObjectStore(Stores.settings, { keyPath: 'key' });
  },
  // 3: every game names its rules version and the app version that created it. Games stored before had
  // neither: they were played under version 1 of their system's rules, by app 0.1.0.
  3: (_db, tx) => {
    // only requests of this transaction are awaited, so it stays open until the last record is updated
    void (async () => {
      let cursor = await tx.objectStore(Stores.games).openCursor();
      while (cursor) {
        const g: Partial<GameMeta> = cursor.value;
        if (typeof g.rulesVersion !== 'number' || typeof g.appVersion !== 'string')
          await cursor.update({
            ...cursor.value,
            rulesVersion: g.rulesVersion ?? 1,
            appVersion: g.appVersion ?? FIRST_APP_VERSION,
          });
        cursor = await cursor.continue();
      }
    })();
  },
  // 4: a game's setup data moves out of its header into the setups store (the header is written at every
  // move; a scenario carried whole made each of those writes tens of kilobytes).
  4: (db, tx) => {
    db.createObjectStore(Stores.setups, { keyPath: 'gameId' });
    void (async () => {
      let cursor = await tx.objectStore(Stores.games).openCursor();
      while (cursor) {
        const g = cursor.value;
        if ('data' in g) {
          const { data, ...bare } = g;
          if (data !== undefined) await tx.objectStore(Stores.setups).put({ gameId: g.id, data });
          await cursor.update(bare);
        }
        cursor = await cursor.continue();
      }
    })();
  },
};
