/**
 * The app's strings in English of the screens but home and the game's (the reference keys): settings, backup and
 * restore, the new-game form, installing, the storage notice. Loaded alone, in the player's language, with the
 * first of those screens (./load.ts); the game screens do not wait for them.
 */
import type { Messages } from '../registry';

export const more = {
  'restore.checking': 'Checking the backup: {done} of {total} games read and replayed…',
  'restore.storing': 'Storing the games: {done} of {total}…',
  backupTitle: 'Backups',
  backupHelp:
    'One file with every saved game, roster, chart and bookmark. Restoring it adds what is missing and never changes what is on this device.',
  backupAll: 'Back up all games',
  backupDone: 'Saved {count} games as {file}.',
  restore: 'Restore a backup',
  restoreTitle: 'Restored from the backup',
  restoreSummary: '{added} added, {skipped} skipped, {refused} refused.',
  'restore.added': 'added',
  'restore.skipped': 'skipped: already on this device',
  'restore.refused': 'refused: {reason}',
  'restore.kind.game': 'Game',
  'restore.kind.roster': 'Roster',
  'restore.kind.chart': 'Terrain chart',
  'restore.kind.bookmark': 'Bookmark',
  eraseTitle: 'This browser may erase your games',
  eraseText:
    'Safari removes what a web page stored when it has not been opened for seven days, saved games included. Installed on the home screen, Sandtable keeps them. Either way, back up your games to a file from time to time.',
  installTitle: 'Install Sandtable',
  installButton: 'Install the app',
  installIos1: 'Tap the Share button (a square with an arrow pointing up).',
  installIos2: 'Choose “Add to Home Screen”, then “Add”.',
  installIos3: 'Open Sandtable from its icon on the home screen.',
  installed: 'Sandtable is installed on this device.',
  installNone: 'If this browser’s menu has “Install” or “Add to Home Screen”, use it to install Sandtable.',
  newGameOf: 'New game: {scenario}',
  start: 'Start the game',
  back: 'Back',
  unknownScenario: 'This scenario is not part of this version of Sandtable.',
  language: 'Language',
  display: 'Display',
  theme: 'Theme',
  'theme.system': 'As the device',
  'theme.light': 'Light',
  'theme.dark': 'Dark',
  palette: 'Colour-blind-safe sides (blue and orange, patterned block backs)',
  largeDice: 'Large dice, to read across the table',
  'lang.en': 'English',
  'lang.es': 'Español',
  'lang.fr': 'Français',
  storage: 'Storage',
  persisted: 'This browser keeps Sandtable’s games even when space runs low.',
  notPersisted: 'This browser may clear Sandtable’s games when space runs low. Export the games you care about.',
  usage: '{used} MB used of {total} MB available.',
  about: 'Sandtable works offline after the first visit. Games are kept on this device only.',
} satisfies Messages;
