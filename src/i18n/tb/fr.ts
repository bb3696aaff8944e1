/**
 * Take-back by agreement's strings in French (issue 27: src/app/take-back.ts; the English ones are the reference,
 * ../tb.ts). The app fetches the player's language with the screens' strings (../screens/load.ts).
 */
import type { tbEn } from './en';

export const tbFr: Record<keyof typeof tbEn, string> = {
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
