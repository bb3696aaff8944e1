/**
 * The FAB system's UI module (loaded lazily with its engine): game screen, new-game options, the combat
 * assistant tool, and the pass-and-play hooks (who must hold the tablet, and what to call each side).
 */
import { fabMoveTexts, fabPhaseText } from './moves';
import './fab.css';
import type { SystemUi } from '../system-ui';
import type { AnySession, GameSessionApi } from '../../app/session-api';
import type { GameEvent } from '../../rules/common/engine';
import type { FabState } from '../../rules/fab/types';
import type { FabScreenView } from '../../../machines/fab/view';

type FabSession = GameSessionApi<FabState, GameEvent, FabScreenView>;
import { fabEngine } from '../../app/systems/fab';
import { GameScreen as Screen } from './GameScreen';
import { defaultOptions } from './options-default';
import {
  CombatAssistant,
  FabOptionsForm,
  SoloForm,
  preloadChoices,
  preloadSolo,
  soloPart,
  preloadCombat,
  preloadGuide,
  preloadLaterWhenIdle,
  preloadParts,
} from './later';
import { mayGuide } from './guided';
import { isChoiceEvent } from './choice-events';
import { fabViewOf } from './view';
import { fabLines, renderLine } from './log';
import { sideName } from './Block';
import { provideExplainer } from '../../../machines/fab/log-lines';
import { preloadLooked } from './Summary';

/** The solo opponent's explainer (src/ai/fab/explain.ts), fetched once. */
let explaining: Promise<void> | null = null;
function loadExplainer(): Promise<void> {
  explaining ??= import('../../ai/fab/explain').then(
    (m) => provideExplainer(m.attackOutlook),
    (e: unknown) => {
      explaining = null; // tried again by the next solo game
      throw e;
    },
  );
  return explaining;
}

/** 3.0 / 6.24 the side that must decide now (the engine's actor: round decisions, bridge chances, reaction). */
export function handoffSide(session: AnySession): string | null {
  // solo play (issue 17): the player holds the tablet throughout; the app's side never needs it
  const solo = session.opponent;
  if (solo) return solo.side === 'blue' ? 'red' : 'blue';
  // issue 27: a request to take back a move is answered first, by the side that did not ask
  const asked = session.takeBack?.pending.value;
  if (asked) return asked.by === 'blue' ? 'red' : 'blue';
  const actor = session.status.value.actor;
  return actor === 'blue' || actor === 'red' ? actor : null;
}

export function sideLabel(session: AnySession, side: string): string {
  // the side names are printed on the scenario: any view has them
  const s = fabViewOf(session.view(side))?.state;
  return s?.scenario.sides.find((x) => x.id === side)?.name ?? side;
}

/** Issue 27: the move entries `from`..`to` (exclusive) in `side`'s words, from its own lines and view (nothing it
 * may not know), for the question of a take-back: one sentence per entry. */
export function moveText(session: AnySession, side: string, from: number, to: number): string[] {
  const lines = fabLines(session.lines.since(side, from)) ?? [];
  const s = fabViewOf(session.view(side))?.state;
  if (!s) return [];
  return lines.filter((l) => l.seq < to).map((l) => `${sideName(s.scenario, l.side)}: ${renderLine(l, s).text}`);
}

const inCombat = (status: { readonly phase: string }) =>
  status.phase === 'combat' || status.phase === 'penetration-combat';

/**
 * The FAB game screen as the shell hands it the runner's session. The screen itself takes only what a player may
 * read (issue 25: `PlayerSessionApi`, no state); the app's turns in a solo game are started here, from the session.
 */
function GameScreen({ session, viewer }: { session: FabSession; viewer: string }) {
  // a solo game's turns: its part is here before the first paint (prepareScreen)
  return <Screen session={session} viewer={viewer} turns={soloPart()?.opponentTurns(session) ?? null} />;
}

const ui: SystemUi = {
  moveTexts: fabMoveTexts,
  phaseText: fabPhaseText,
  engine: fabEngine,
  GameScreen,
  NewGameOptions: FabOptionsForm,
  SoloForm,
  prepareNewGame: preloadParts,
  defaultOptions,
  tools: [{ id: 'combat', titleKey: 'fab.tool.combat', Screen: CombatAssistant }],
  handoffSide,
  sideLabel,
  moveText,
  // a game stored in a combat phase: its panel's chunk, fetched while the game is read
  prefetch: (status) => {
    if (inCombat(status)) void preloadCombat().catch(() => undefined);
  },
  // a game opened in a combat phase: the round's panel (./later.tsx) before the first drawing, so the screen shows
  // whole at once; otherwise it follows in idle time. The phase is public (the status), no state is read here.
  // The guided first turn likewise, in a game where it may speak.
  prepareScreen: (session) => {
    const waits: Promise<unknown>[] = [];
    if (inCombat(session.status.peek())) waits.push(preloadCombat());
    // the scenario and the turn are public: any side's view has them. The side to act's, which its hand-off panel
    // and its screen read next anyway (views are kept per state and side): asking Blue's while Red acts built a
    // view nobody drew, about 4 ms of an opening at 4x CPU (issue 30)
    const actor = session.status.peek().actor;
    const acting = actor ? fabViewOf(session.view(actor)) : null;
    const s = (acting ?? fabViewOf(session.view('blue')))?.state;
    const replay = session.gameId.startsWith('replay:');
    if (s && !replay && mayGuide(s)) waits.push(preloadGuide());
    // issue 30: "since you last looked" and the dice held on screen (./Summary.tsx), for a game with moves to tell
    // of; a new game fetches them in idle time after its first paint. The engine's parts a summary's replay needs (the
    // turn chart, the combat rules) come in that idle time too (./later.tsx): a game in play opens covered, and the
    // summary follows the hand-off panel's tap (it waits for them with "Loading" in the rare case they are not here)
    if (!replay && (session.log.peek()?.length ?? 0) > 0) waits.push(preloadLooked());
    // issue 30: the choice panel (administration, reinforcement, a stacking retreat), when the side to act has one
    if (!replay && acting?.legal.some(isChoiceEvent)) waits.push(preloadChoices());
    // a solo game: the opponent's explanation of its attacks (its odds in the log, issue 29), before any line is
    // drawn; a two-player game never fetches the opponent's code (issue 30)
    if (session.opponent) waits.push(loadExplainer(), preloadSolo());
    return waits.length ? Promise.all(waits).then(() => undefined) : undefined;
  },
};

export default ui;

/** Called by src/ui/systems.ts once this module and the FAB strings are here: the parts a first paint does not
 * need (./later.tsx) follow in idle time, before a player can reach them. */
export { preloadLaterWhenIdle };
