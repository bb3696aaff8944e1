/** The game screens' strings in French that only their later parts show (the keys of ./later-en.ts). */
import type { Dictionary } from '../registry';
import type { core as enCore, play as enPlay } from './later-en';

export const core: Dictionary<typeof enCore> = {
  'record.readOnlyTitle': 'Cette partie est en lecture seule',
  'record.shownAt':
    'La partie est montrée après le coup {good} sur {stored}. Rien n’a été supprimé : l’enregistrement reste tel quel et vous pouvez l’exporter.',
  'record.copy': 'Continuer d’ici dans une copie',
  'record.copyName': '{name} (copie)',
  'record.copied': 'Une copie a été faite à partir du coup {good}. L’original est conservé tel quel.',
  'rules.offerTitle': 'Règles plus récentes',
  'rules.strip': 'Règles version {from} · la version {to} est plus récente : ce qu’elle change',
  'rules.checking': 'Vérification de chaque coup de la partie avec les règles plus récentes…',
  'rules.offer': 'Cette partie suit la version {from} des règles. La version {to} change ces règles :',
  'rules.ruling': '{section} : {text}',
  'rules.allLegal': 'Tous les coups joués sont légaux avec elles, et la position reste la même.',
  'rules.allLegalChanged':
    'Tous les coups joués sont légaux avec elles, mais la position après le dernier coup change.',
  'rules.stay': 'Tant que vous ne choisissez pas, la partie continue avec les règles de son début.',
  'rules.move': 'Passer cette partie à la version {to}',
  'rules.keep': 'Garder ses règles',
  'rules.later': 'Pas maintenant',
  'rules.moved': 'Cette partie suit maintenant la version {to} des règles.',
};

export const play: Dictionary<typeof enPlay> = {
  replay: 'Rejouer',
  replayOf: 'Revoir : {name}',
  replayBack: 'Retour',
  replayStart: 'Début de la partie',
  replayMove: 'Coup {n} sur {total}',
  replayFirst: 'Premier coup',
  replayLast: 'Dernier coup',
  replayPrev: 'Coup précédent',
  replayNext: 'Coup suivant',
  replayPrevPhase: 'Phase précédente',
  replayNextPhase: 'Phase suivante',
  replayPrevTurn: 'Tour précédent',
  replayNextTurn: 'Tour suivant',
  replayPlay: 'Lecture',
  replayPause: 'Pause',
  replaySpeed: 'Vitesse',
  replaySpeedN: '{n} coups par seconde',
  replayPosition: 'Position dans la partie',
  replayLog: 'Coups',
  turnN: 'Tour {turn}',
  replayBy: '{side}',
  replayReadOnly:
    'Ceci est une relecture : rien ici ne modifie la partie. Les coups se jouent dans la partie elle-même.',
  replayAsSide:
    'La partie n’est pas finie et cache des informations : la relecture montre seulement ce que {side} a vu.',
  replayWho: 'Qui regarde la relecture ?',
  replayWhoHint: 'Une partie en cours avec informations cachées se revoit seulement comme un camp la voit.',
  replayFull: 'Rien n’est caché dans cette relecture (partie finie, à table ouverte ou sans information cachée).',
  replayFailed: 'Cette partie n’a pas pu être rejouée : {reason}',
};
