/**
 * Strings of take-back by agreement (issue 27, src/app/take-back.ts): the request, the answer, and the refusals of
 * the runner, by their codes. Small, so all three languages come in one module, registered on import by the game
 * host and the FAB log.
 */
import { register, type Namespace } from './registry';

const en = {
  ask: 'Ask to take back',
  askLabel: 'Ask the other side to take back your last move (Undo cannot: it rolled dice or revealed something)',
  askedMove: '{side} asks to take back its last move:',
  askedNote:
    'Accept and the game goes back to before that move. Dice already rolled stay rolled (the move made again rolls new dice), and what either side saw stays seen.',
  accept: 'Accept',
  refuse: 'Refuse',
  waiting: '{side} asked to take back its last move: {other} answers first, when they take the tablet.',
  withdraw: 'Withdraw the request',
  withdrawn: 'Request withdrawn.',
  appAccepted: 'The app accepted: your move is taken back (the dice it rolled stay spent).',
  appRefused: 'The app refused: it accepts one take-back a game.',
  accepted: 'Accepted: the move is taken back.',
  refused: 'Refused: nothing changes.',
  logAsk: 'asked to take back its last move',
  logAccept: 'agreed to take back the last move (its dice stay rolled)',
  logRefuse: 'refused to take back the last move',
  'takeBack.pending':
    'A request to take back a move waits for the other side’s answer: nothing else is played until then.',
  'takeBack.over': 'The game is over: nothing is taken back.',
  'takeBack.nothing': 'There is no move of yours to take back.',
  'takeBack.otherSide': 'Only the side that made the last move may ask to take it back.',
  'takeBack.undo': 'This move rolled nothing and revealed nothing: Undo takes it back.',
  'takeBack.noRequest': 'No request to take back a move waits for an answer.',
  'takeBack.ownAnswer': 'The side that asked cannot answer its own request.',
  'takeBack.unread': 'The older moves of this game are still being read.',
  'takeBack.none': 'This rule system has no take-back by agreement.',
  'takeBack.appMoving': 'The app is about to move: ask before it does, or play on.',
  'undo.takeBack': 'A request to take back a move waits for the other side’s answer: withdraw it instead.',
};

/** The keys of this namespace (the English dictionary is the reference; see ./keys.ts). */
export type Key = keyof typeof en;

const es: Record<Key, string> = {
  ask: 'Pedir deshacer',
  askLabel: 'Pedir al otro bando que deshaga tu última jugada (Deshacer no puede: tiró dados o reveló algo)',
  askedMove: '{side} pide deshacer su última jugada:',
  askedNote:
    'Si aceptas, la partida vuelve a antes de esa jugada. Los dados ya tirados quedan gastados (al repetirla se tiran dados nuevos) y lo que cada bando vio sigue visto.',
  accept: 'Aceptar',
  refuse: 'Rechazar',
  waiting: '{side} pidió deshacer su última jugada: {other} responde primero, al tomar la tableta.',
  withdraw: 'Retirar la petición',
  withdrawn: 'Petición retirada.',
  appAccepted: 'La app aceptó: tu jugada se deshace (los dados tirados quedan gastados).',
  appRefused: 'La app rechazó: acepta una petición por partida.',
  accepted: 'Aceptado: la jugada se deshace.',
  refused: 'Rechazado: nada cambia.',
  logAsk: 'pidió deshacer su última jugada',
  logAccept: 'aceptó deshacer la última jugada (sus dados quedan tirados)',
  logRefuse: 'rechazó deshacer la última jugada',
  'takeBack.pending':
    'Una petición de deshacer espera la respuesta del otro bando: no se juega nada más hasta entonces.',
  'takeBack.over': 'La partida terminó: no se deshace nada.',
  'takeBack.nothing': 'No hay jugada tuya que deshacer.',
  'takeBack.otherSide': 'Solo el bando que hizo la última jugada puede pedir deshacerla.',
  'takeBack.undo': 'Esta jugada no tiró dados ni reveló nada: Deshacer la quita.',
  'takeBack.noRequest': 'Ninguna petición de deshacer espera respuesta.',
  'takeBack.ownAnswer': 'El bando que pidió no puede responder a su propia petición.',
  'takeBack.unread': 'Todavía se están leyendo las jugadas anteriores de esta partida.',
  'takeBack.none': 'Este sistema de reglas no tiene deshacer por acuerdo.',
  'takeBack.appMoving': 'La app está a punto de jugar: pide antes de que lo haga, o sigue jugando.',
  'undo.takeBack': 'Una petición de deshacer espera la respuesta del otro bando: retírala en su lugar.',
};

const fr: Record<Key, string> = {
  ask: 'Demander à reprendre',
  askLabel:
    'Demander à l’autre camp de reprendre votre dernier coup (Annuler ne le peut pas : il a lancé des dés ou révélé quelque chose)',
  askedMove: '{side} demande à reprendre son dernier coup :',
  askedNote:
    'Si vous acceptez, la partie revient avant ce coup. Les dés déjà lancés restent joués (le coup rejoué lance de nouveaux dés) et ce que chaque camp a vu reste vu.',
  accept: 'Accepter',
  refuse: 'Refuser',
  waiting: '{side} a demandé à reprendre son dernier coup : {other} répond d’abord, en prenant la tablette.',
  withdraw: 'Retirer la demande',
  withdrawn: 'Demande retirée.',
  appAccepted: 'L’application a accepté : votre coup est repris (les dés lancés restent joués).',
  appRefused: 'L’application a refusé : elle accepte une reprise par partie.',
  accepted: 'Accepté : le coup est repris.',
  refused: 'Refusé : rien ne change.',
  logAsk: 'a demandé à reprendre son dernier coup',
  logAccept: 'a accepté de reprendre le dernier coup (ses dés restent joués)',
  logRefuse: 'a refusé de reprendre le dernier coup',
  'takeBack.pending': 'Une demande de reprise attend la réponse de l’autre camp : rien d’autre ne se joue d’ici là.',
  'takeBack.over': 'La partie est finie : rien n’est repris.',
  'takeBack.nothing': 'Vous n’avez aucun coup à reprendre.',
  'takeBack.otherSide': 'Seul le camp qui a joué le dernier coup peut demander à le reprendre.',
  'takeBack.undo': 'Ce coup n’a lancé aucun dé ni rien révélé : Annuler le reprend.',
  'takeBack.noRequest': 'Aucune demande de reprise n’attend de réponse.',
  'takeBack.ownAnswer': 'Le camp qui demande ne peut pas répondre à sa propre demande.',
  'takeBack.unread': 'Les coups précédents de cette partie sont encore en lecture.',
  'takeBack.none': 'Ce système de règles n’a pas de reprise par accord.',
  'takeBack.appMoving': 'L’application va jouer : demandez avant qu’elle le fasse, ou continuez.',
  'undo.takeBack': 'Une demande de reprise attend la réponse de l’autre camp : retirez-la plutôt.',
};

export const messages: Namespace = { en, es, fr };

register('tb', messages);
