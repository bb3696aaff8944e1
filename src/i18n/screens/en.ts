/**
 * The app's strings in English of the game screens (the reference keys): the `core` ones of the game host, hand-off,
 * record notices and undo, and the `play` ones (replay, notes and clocks, wake lock). Loaded alone, in the player's
 * language, with the first screen but home (./load.ts); those of settings, backup and the new-game form are in
 * ./more-en.ts.
 */
import type { Messages } from '../registry';

export const core = {
  'record.refused': 'Move {move} is refused by rule {rule}: {reason}',
  'record.damaged': 'Move {move} was damaged in storage.',
  'record.lost': 'The last {count} moves were lost from storage.',
  'record.readOnly': 'This game is read-only: its record cannot be replayed past this move. Continue it as a copy.',
  'undo.readOnly': 'This game is read-only: nothing in its record is taken back. Continue it as a copy to play on.',
  'rules.newer':
    'This game is played under version {version} of the {system} rules; this app knows versions up to {current}. Update the app to go on with it.',
  'rules.badVersion': 'The rules version of this game is not a version number.',
  setupFailed: 'This game cannot be set up: {reason}',
  'rules.moveIllegal':
    'Move {move} is not legal under the new rules ({rule}: {reason}); the game stays on its own rules.',
  'undo.nothing': 'There is nothing to undo yet.',
  'undo.dice': 'The last move rolled dice or revealed hidden information, so it cannot be taken back.',
  'undo.otherSide': 'The last move was the other side’s; only the player who made a move can take it back.',
  'undo.unread': 'The older moves of this game could not be read, so this move cannot be taken back.',
  conflict: 'This game was changed in another tab or window. Reload it to continue from the latest move.',
  exportThis: 'Export this game',
  unknownTool: 'This tool is not part of this version of Sandtable.',
  gameMissing: 'That game is not on this device any more.',
  undo: 'Undo',
  passTo: 'Pass the tablet to {side}',
  handoffReason: 'Next: {status}',
  handoffHint: 'Nothing secret is on screen. Tap when only {side} can see it.',
  iAm: 'I am {side}: show my view',
  handoffHome: 'Leave to the home screen',
  storageFull:
    'The device is out of storage: this move was not saved. Export your games, free some space, then try again.',
  // a saved game's dialogs on the home screen (src/ui/home/GameDialogs.tsx)
  exportSecretsTitle: 'This file holds both sides’ secrets',
  exportSecrets:
    'The game is still being played with hidden blocks. The file keeps every block’s label and every chit of both sides, and the seed of the dice to come, so that the game can go on elsewhere: whoever opens it sees them all and can work out the next rolls. Export it anyway?',
  exportAnyway: 'Export anyway',
  renameTitle: 'Rename game',
  gameName: 'Game name',
  deleteTitle: 'Delete “{name}”?',
  deleteWarning: 'The game and its whole log are removed from this device. Export it first if you may want it back.',
  deleteConfirm: 'Delete for good',
  deleted: '“{name}” was deleted.',
  cancel: 'Cancel',
  save: 'Save',
} satisfies Messages;

export const play = {
  replayThis: 'Replay this game',
  gameOver: 'The game is over.',
  wakeLock: 'Keep the screen awake during games',
  langNotHere:
    '{lang} is not on this device yet: connect to the internet once to download it. The app stays in the language it has.',
  wakeLockHint: 'The screen stays on while a game is open (where the browser allows it).',
  guide: 'Guide the first turn of the teaching scenario',
  guideHint:
    'Short notes point at what to tap in each phase of Millbrook Crossing. They switch off by themselves once a first game ends.',
  shared: 'Game file shared.',
  notes: 'Notes',
  sharedNote: 'Shared note (both sides see it)',
  privateNote: 'Private note for {side} (only {side} sees it)',
  notesSaved: 'Notes saved.',
  notesSave: 'Save notes',
  clock: 'Clock',
  clockUse: 'Clock per side',
  clockOn: 'Start the clocks',
  clockOff: 'Stop using the clocks',
  clockPause: 'Pause the clock',
  clockResume: 'Resume the clock',
  clockPaused: 'paused',
  clockOf: '{side}: {time}',
  storageSlow:
    'This move was not stored: the device’s storage did not answer within 3 seconds. Nothing is lost: the game is as it was before the move, and Retry makes it again.',
  storageFailed: 'This move was not stored ({reason}). Nothing is lost: the game is as it was before the move.',
  retry: 'Retry',
  close: 'Close',
} satisfies Messages;
