/**
 * The app shell's strings the home screen shows (every language: the first paint waits for none). The strings of
 * the other screens (game host, hand-off, record notices, settings, backup, new game) come one language at a time
 * with the first of those screens (./screens/load.ts), and the refusal sentences of files after the first paint
 * (./core-later.ts).
 */
import { register, registerLoader, type Dictionary, type Messages, type Namespace } from './registry';
import type { Key as RefusalKey } from './core-later';
import type { core as ScreensCore } from './screens/en';
import type { more as ScreensMore } from './screens/more-en';
import type { core as ScreensLater } from './screens/later-en';
import './screens/load';

const en = {
  importedName: '{name} (imported)',
  rulesVersion: 'Rules version {n}',
  blocked: 'Sandtable is open in another tab with an older version. Close the other tab to finish updating.',
  otherTab: 'Sandtable was updated in another tab. Reload this tab to continue.',
  gotIt: 'Got it',
  'tool.fab.combat': 'Combat assistant',
  'tool.fubar.rosters': 'Roster builder',
  'tool.ocs.calculator': 'Movement calculator',
  mainNav: 'Main',
  rules: 'Rules',
  rule: 'Rule {rule}',
  import: 'Import game',
  export: 'Export',
  settings: 'Settings',
  savedGames: 'Saved games',
  loading: 'Loading…',
  screenFailed:
    'This screen could not be loaded ({error}). If you are offline, it was not saved for offline use yet: go back online once and try again.',
  noGames: 'No saved games yet. Start one below.',
  gamesUnread:
    'Your saved games could not be read just now: the device’s storage did not answer. Nothing is lost: try again.',
  retry: 'Retry',
  newGame: 'New game',
  noSystems: 'No rule systems are installed in this version.',
  readRules: 'Read the rules',
  resume: 'Resume',
  seeResult: 'See the result',
  rename: 'Rename',
  delete: 'Delete',
  home: 'Home',
  finished: 'Game over',
  lastPlayed: 'Last played {when}',
  exported: 'Saved as {file}.',
  imported: 'Game imported.',
  importRefused: 'Import refused: {reason} Your saved games were not changed.',
  updateReady: 'A new version of Sandtable is ready. Your game is saved.',
  updateNow: 'Update now',
  offlineReady: 'Sandtable is ready to work offline.',
  'system.fab': 'Fast Action Battles',
  'system.fubar': 'FUBAR skirmish',
  'system.ocs': 'OCS movement',
  'systemBlurb.fab':
    'Two players, one tablet: hidden blocks, cups of assets and events, the full turn and combat round.',
  'systemBlurb.fubar': 'Miniatures on the table, the app runs the turn and rolls every die.',
  'systemBlurb.ocs': 'Hex movement with terrain costs, modes, breakout, rail and construction.',
  replay: 'Replay',
  shared: 'Game file shared.',
} satisfies Messages;

const es: Dictionary<typeof en> = {
  importedName: '{name} (importada)',
  rulesVersion: 'Reglas versión {n}',
  blocked:
    'Sandtable está abierto en otra pestaña con una versión anterior. Cierra esa pestaña para terminar la actualización.',
  otherTab: 'Sandtable se ha actualizado en otra pestaña. Recarga esta pestaña para continuar.',
  gotIt: 'Entendido',
  'tool.fab.combat': 'Asistente de combate',
  'tool.fubar.rosters': 'Editor de listas',
  'tool.ocs.calculator': 'Calculadora de movimiento',
  mainNav: 'Principal',
  rules: 'Reglas',
  rule: 'Regla {rule}',
  import: 'Importar partida',
  export: 'Exportar',
  settings: 'Ajustes',
  savedGames: 'Partidas guardadas',
  loading: 'Cargando…',
  screenFailed:
    'No se pudo cargar esta pantalla ({error}). Si no tienes conexión, aún no estaba guardada para usarla sin conexión: conéctate una vez y vuelve a intentarlo.',
  noGames: 'Aún no hay partidas guardadas. Empieza una abajo.',
  gamesUnread:
    'Ahora mismo no se han podido leer tus partidas guardadas: el almacenamiento del dispositivo no respondió. No se pierde nada: vuelve a intentarlo.',
  retry: 'Reintentar',
  newGame: 'Nueva partida',
  noSystems: 'Esta versión no incluye ningún sistema de reglas.',
  readRules: 'Leer las reglas',
  resume: 'Continuar',
  seeResult: 'Ver el resultado',
  rename: 'Renombrar',
  delete: 'Borrar',
  home: 'Inicio',
  finished: 'Partida terminada',
  lastPlayed: 'Jugada por última vez {when}',
  exported: 'Guardada como {file}.',
  imported: 'Partida importada.',
  importRefused: 'Importación rechazada: {reason} Tus partidas guardadas no han cambiado.',
  updateReady: 'Hay una nueva versión de Sandtable. Tu partida está guardada.',
  updateNow: 'Actualizar ahora',
  offlineReady: 'Sandtable ya funciona sin conexión.',
  'system.fab': 'Fast Action Battles',
  'system.fubar': 'Escaramuzas FUBAR',
  'system.ocs': 'Movimiento OCS',
  'systemBlurb.fab':
    'Dos jugadores, una tableta: bloques ocultos, tazas de recursos y eventos, el turno y el combate completos.',
  'systemBlurb.fubar': 'Las miniaturas en la mesa; la aplicación lleva el turno y tira todos los dados.',
  'systemBlurb.ocs': 'Movimiento por hexágonos con costes de terreno, modos, ruptura, ferrocarril y construcción.',
  replay: 'Repetición',
  shared: 'Archivo de partida compartido.',
};

const fr: Dictionary<typeof en> = {
  importedName: '{name} (importée)',
  rulesVersion: 'Règles version {n}',
  blocked:
    'Sandtable est ouvert dans un autre onglet avec une version plus ancienne. Fermez cet onglet pour terminer la mise à jour.',
  otherTab: 'Sandtable a été mis à jour dans un autre onglet. Rechargez cet onglet pour continuer.',
  gotIt: 'Compris',
  'tool.fab.combat': 'Assistant de combat',
  'tool.fubar.rosters': 'Éditeur de listes',
  'tool.ocs.calculator': 'Calculateur de mouvement',
  mainNav: 'Principal',
  rules: 'Règles',
  rule: 'Règle {rule}',
  import: 'Importer une partie',
  export: 'Exporter',
  settings: 'Réglages',
  savedGames: 'Parties enregistrées',
  loading: 'Chargement…',
  screenFailed:
    'Impossible de charger cet écran ({error}). Si vous êtes hors ligne, il n’était pas encore enregistré pour un usage hors ligne : reconnectez-vous une fois et réessayez.',
  noGames: 'Aucune partie enregistrée pour l’instant. Commencez-en une ci-dessous.',
  gamesUnread:
    'Vos parties enregistrées n’ont pas pu être lues pour l’instant : le stockage de l’appareil n’a pas répondu. Rien n’est perdu : réessayez.',
  retry: 'Réessayer',
  newGame: 'Nouvelle partie',
  noSystems: 'Cette version ne contient aucun système de règles.',
  readRules: 'Lire les règles',
  resume: 'Reprendre',
  seeResult: 'Voir le résultat',
  rename: 'Renommer',
  delete: 'Supprimer',
  home: 'Accueil',
  finished: 'Partie terminée',
  lastPlayed: 'Jouée {when}',
  exported: 'Enregistrée sous {file}.',
  imported: 'Partie importée.',
  importRefused: 'Import refusé : {reason} Vos parties enregistrées n’ont pas changé.',
  updateReady: 'Une nouvelle version de Sandtable est prête. Votre partie est enregistrée.',
  updateNow: 'Mettre à jour',
  offlineReady: 'Sandtable fonctionne désormais hors ligne.',
  'system.fab': 'Fast Action Battles',
  'system.fubar': 'Escarmouches FUBAR',
  'system.ocs': 'Mouvement OCS',
  'systemBlurb.fab':
    'Deux joueurs, une tablette : blocs cachés, réserves d’atouts et d’événements, le tour et le combat complets.',
  'systemBlurb.fubar': 'Les figurines sur la table ; l’application mène le tour et lance tous les dés.',
  'systemBlurb.ocs': 'Mouvement sur hexagones avec coûts de terrain, modes, percée, rail et construction.',
  replay: 'Rejouer',
  shared: 'Fichier de partie partagé.',
};

/** The keys of this namespace (the English dictionary is the reference; see ./keys.ts): the home screen's, the
 * other screens' (./screens/en.ts) and the refusal sentences (./core-later.ts, fetched after the first paint). */
export type Key =
  keyof typeof en | keyof typeof ScreensCore | keyof typeof ScreensLater | keyof typeof ScreensMore | RefusalKey;

export const messages: Namespace = { en, es, fr };
register('core', messages);
registerLoader('core', (l) => import('./core-later').then((m) => m.messages[l]), 'core/later');
