/** Strings for solo play against the app (issue 17): the new-game choice and the opponent's turn on the game screen. */
import { register, type Dictionary, type Messages, type Namespace } from './index';

const en = {
  legend: 'Play against the app',
  twoPlayers: 'No: two players pass the tablet',
  appPlays: 'The app plays {side}',
  level: 'Its level',
  'level.easy': 'Easy',
  'level.normal': 'Normal',
  'level.hard': 'Hard',
  hint: 'You see only your own side. The app sees only its own side too: it never looks at your hidden blocks, your cup or future dice.',
  badge: 'Against the app ({level})',
  thinking: '{side} is thinking…',
  progress: 'Thinking: {done} of {total}',
  moved: '{side}: {text}',
  skip: 'Go on',
  failed: 'The app could not choose its move: {reason}',
  retry: 'Try again',
  'undo.opponent':
    'The app has moved since, or is about to: undo goes back through your own moves only, never past one of its moves.',
  outlook:
    'The app’s odds as its side saw them before the dice: {take} % to take {area}, about {inflict} enemy steps lost and {suffer} of its own.',
} satisfies Messages;

const es: Dictionary<typeof en> = {
  legend: 'Jugar contra la aplicación',
  twoPlayers: 'No: dos jugadores se pasan la tableta',
  appPlays: 'La aplicación juega con {side}',
  level: 'Su nivel',
  'level.easy': 'Fácil',
  'level.normal': 'Normal',
  'level.hard': 'Difícil',
  hint: 'Solo ves tu propio bando. La aplicación tampoco ve más que el suyo: nunca mira tus bloques ocultos, tu taza ni los dados futuros.',
  badge: 'Contra la aplicación ({level})',
  thinking: '{side} está pensando…',
  progress: 'Pensando: {done} de {total}',
  moved: '{side}: {text}',
  skip: 'Seguir',
  failed: 'La aplicación no pudo elegir su jugada: {reason}',
  retry: 'Reintentar',
  'undo.opponent':
    'La aplicación ha jugado desde entonces o está a punto de hacerlo: deshacer solo retrocede por tus propias jugadas, nunca más allá de una suya.',
  outlook:
    'Cómo veía la aplicación sus posibilidades desde su bando antes de los dados: {take} % de tomar {area}, unos {inflict} pasos perdidos por el enemigo y {suffer} por los suyos.',
};

const fr: Dictionary<typeof en> = {
  legend: 'Jouer contre l’application',
  twoPlayers: 'Non : deux joueurs se passent la tablette',
  appPlays: 'L’application joue {side}',
  level: 'Son niveau',
  'level.easy': 'Facile',
  'level.normal': 'Normal',
  'level.hard': 'Difficile',
  hint: 'Vous ne voyez que votre camp. L’application ne voit que le sien : jamais vos blocs cachés, votre tasse ni les dés à venir.',
  badge: 'Contre l’application ({level})',
  thinking: '{side} réfléchit…',
  progress: 'Réflexion : {done} sur {total}',
  moved: '{side} : {text}',
  skip: 'Continuer',
  failed: 'L’application n’a pas pu choisir son coup : {reason}',
  retry: 'Réessayer',
  'undo.opponent':
    'L’application a joué depuis, ou va jouer : annuler ne revient que sur vos propres coups, jamais au-delà d’un des siens.',
  outlook:
    'Les chances de l’application vues de son camp avant les dés : {take} % de prendre {area}, environ {inflict} pas perdus par l’ennemi et {suffer} par les siens.',
};

/** The keys of this namespace (the English dictionary is the reference; see ./keys.ts). */
export type Key = keyof typeof en;

export const messages: Namespace = { en, es, fr };
register('solo', messages);
