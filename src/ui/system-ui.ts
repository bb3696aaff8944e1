/**
 * What each system's UI module (`src/ui/<system>/index.tsx`, loaded lazily) default-exports.
 * The app shell owns routing, the home screen, the hand-off panel, undo and the update banner.
 */
import type { ComponentType } from 'preact';
import type { AnySession } from '../app/session-api';
import type { AnyEngine, GameEvent, GameStatus } from '../rules/common/engine';
import type { Rejection } from '../rules/common/result';

export interface NewGameFormProps {
  readonly scenarioId: string;
  /** Current options; the form edits them (edition, open table, combat table...). */
  readonly options: Readonly<Record<string, unknown>>;
  readonly onOptions: (options: Record<string, unknown>) => void;
  /** System-specific setup data (FUBAR rosters); passed to GameSetup.data. */
  readonly onData?: (data: unknown) => void;
}

/** Solo play (issue 17): the side the app plays and its level, or null for two players. */
export type SoloChoice = { readonly side: string; readonly level: 'easy' | 'normal' | 'hard' } | null;

export interface SoloFormProps {
  readonly scenarioId: string;
  readonly value: SoloChoice;
  readonly onChange: (choice: SoloChoice) => void;
}

export interface ToolRoute {
  /** `#/tool/<system>/<id>` */
  readonly id: string;
  /** i18n key of the tool's name. */
  readonly titleKey: string;
  readonly Screen: ComponentType<Record<string, never>>;
}

/** One move of a replay's move list: the event and the states before and after it (full states). */
export interface ReplayMove {
  readonly event: GameEvent;
  readonly before: unknown;
  readonly after: unknown;
}

export interface SystemUi {
  readonly engine: AnyEngine;
  /**
   * `viewer` is the side holding the tablet (its private information may be shown), or 'open' for the
   * open-table option. Systems without hidden information can ignore it.
   */
  readonly GameScreen: ComponentType<{ session: AnySession; viewer: string }>;
  /** Options form shown when creating a game, if the system has options. */
  readonly NewGameOptions?: ComponentType<NewGameFormProps>;
  /** "Play against the app" in the new-game form, for systems with a computer opponent (FAB). */
  readonly SoloForm?: ComponentType<SoloFormProps>;
  /** The new-game form's parts (options, solo) fetched: the form waits for them, so it is drawn whole at once and
   * "Start the game" never moves under a finger (issue 27). */
  prepareNewGame?(): Promise<unknown>;
  /** Default options for a new game of a scenario. */
  defaultOptions?(scenarioId: string): Record<string, unknown>;
  /** Tools usable without a game (FAB combat assistant, OCS calculator, FUBAR roster builder). */
  readonly tools?: readonly ToolRoute[];
  /**
   * Systems with hidden information: the side that must hold the tablet now (usually status.actor).
   * When it differs from the side holding it, the shell covers the screen with the hand-off panel and
   * unmounts the game screen until that player taps. Absent: no hand-off (FUBAR, OCS).
   */
  handoffSide?(session: AnySession): string | null;
  /** A side's display name for the hand-off panel ("Red"). */
  sideLabel?(session: AnySession, side: string): string;
  /** The record's entries `from`..`to` (exclusive) in `side`'s words, one sentence each, from what it may know
   * (issue 27: the move a take-back request names). Absent: the event types. */
  moveText?(session: AnySession, side: string, from: number, to: number): string[];
  /**
   * The replay viewer's move list in words, in the interface language, one text per move. `session` stands at
   * the replay's cursor; a system with hidden information names pieces only from `session.view(viewer)`
   * (what the viewer may know there), never from the full `before` / `after` states. Absent: the event type.
   */
  moveTexts?(args: { session: AnySession; viewer: string; moves: readonly ReplayMove[] }): string[];
  /** A phase (a status' `phase`) in the interface language, for the move list. Absent: the code, spaced. */
  phaseText?(phase: string): string;
  /** Start fetching what the game screen will likely show at once, from the stored header's status, while the
   * game is read and replayed (see `prepareScreen`). */
  prefetch?(status: GameStatus): void;
  /** What the game screen waits for after the game is open and before its first drawing (a part fetched after the
   * screen's code that the opened position shows at once); undefined: nothing. */
  prepareScreen?(session: AnySession): Promise<void> | undefined;
  /** A rejection of this system's rules in the player's language (absent: the engine's English sentence). */
  readonly rejectionText?: (r: Pick<Rejection, 'message' | 'code' | 'params'>) => string;
}
