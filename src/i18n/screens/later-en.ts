/**
 * The game screens' strings in English that only their later parts show (the reference keys): the record's notices
 * (read-only record, newer rules: src/ui/game/RecordNotices.tsx) and the replay screen. Fetched with those parts
 * (./load.ts `laterScreenStringsReady`), not with every game screen's first drawing.
 */
import type { Messages } from '../registry';

export const core = {
  'record.readOnlyTitle': 'This game is read-only',
  'record.shownAt':
    'The game is shown after move {good} of {stored}. Nothing has been deleted: the record stays as it is, and you can export it.',
  'record.copy': 'Continue from here as a copy',
  'record.copyName': '{name} (copy)',
  'record.copied': 'A copy was made from move {good}. The original is kept as it was.',
  'rules.offerTitle': 'Newer rules',
  'rules.strip': 'Rules version {from} · version {to} is newer: what it changes',
  'rules.checking': 'Checking every move of the game under the newer rules…',
  'rules.offer': 'This game follows version {from} of the rules. Version {to} changes these rulings:',
  'rules.ruling': '{section}: {text}',
  'rules.allLegal': 'Every move so far is legal under them, and the position stays the same.',
  'rules.allLegalChanged': 'Every move so far is legal under them, but the position after the last move changes.',
  'rules.stay': 'Until you choose, the game goes on under the rules it started with.',
  'rules.move': 'Move this game to version {to}',
  'rules.keep': 'Keep its rules',
  'rules.later': 'Not now',
  'rules.moved': 'This game now follows version {to} of the rules.',
} satisfies Messages;

export const play = {
  replay: 'Replay',
  replayOf: 'Replay: {name}',
  replayBack: 'Back',
  replayStart: 'Start of the game',
  replayMove: 'Move {n} of {total}',
  replayFirst: 'First move',
  replayLast: 'Last move',
  replayPrev: 'Previous move',
  replayNext: 'Next move',
  replayPrevPhase: 'Previous phase',
  replayNextPhase: 'Next phase',
  replayPrevTurn: 'Previous turn',
  replayNextTurn: 'Next turn',
  replayPlay: 'Play',
  replayPause: 'Pause',
  replaySpeed: 'Speed',
  replaySpeedN: '{n} moves a second',
  replayPosition: 'Position in the game',
  replayLog: 'Moves',
  turnN: 'Turn {turn}',
  replayBy: '{side}',
  replayReadOnly: 'This is a replay: nothing here changes the game. Moves are made in the game itself.',
  replayAsSide: 'This game is not finished and hides information: the replay shows only what {side} saw.',
  replayWho: 'Who is watching the replay?',
  replayWhoHint: 'An unfinished game with hidden information replays only as one side sees it.',
  replayFull: 'Nothing in this replay is hidden (a finished game, an open table or a game without hidden information).',
  replayFailed: 'This game could not be replayed: {reason}',
} satisfies Messages;
