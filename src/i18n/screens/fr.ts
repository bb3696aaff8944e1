/** The app's strings in French of the game screens (the keys of ./en.ts; loaded alone: only the player's
 * language is fetched). */
import type { Dictionary } from '../registry';
import type { core as enCore, play as enPlay } from './en';

export const core: Dictionary<typeof enCore> = {
  'record.refused': 'La règle {rule} refuse le coup {move} : {reason}',
  'record.damaged': 'Le coup {move} a été endommagé dans le stockage.',
  'record.lost': 'Les {count} derniers coups ont été perdus du stockage.',
  'record.readOnly':
    'Cette partie est en lecture seule : son enregistrement ne peut pas être rejoué au-delà de ce coup. Continuez-la dans une copie.',
  'undo.readOnly':
    'Cette partie est en lecture seule : rien de son enregistrement n’est annulé. Continuez-la dans une copie pour jouer.',
  'rules.newer':
    'Cette partie se joue avec la version {version} des règles {system} ; cette application connaît les versions jusqu’à {current}. Mettez l’application à jour pour la poursuivre.',
  'rules.badVersion': 'La version des règles de cette partie n’est pas un numéro de version.',
  setupFailed: 'Cette partie ne peut pas être mise en place : {reason}',
  'rules.moveIllegal':
    'Le coup {move} n’est pas légal avec les nouvelles règles ({rule} : {reason}) ; la partie garde ses règles.',
  'undo.nothing': 'Il n’y a encore rien à annuler.',
  'undo.dice': 'Le dernier coup a lancé des dés ou révélé une information cachée : il ne peut pas être annulé.',
  'undo.otherSide': 'Le dernier coup était celui de l’autre camp ; seul le joueur qui a joué un coup peut l’annuler.',
  'undo.unread': 'Les coups précédents de cette partie n’ont pas pu être lus : ce coup ne peut donc pas être annulé.',
  conflict:
    'Cette partie a été modifiée dans un autre onglet ou une autre fenêtre. Rechargez-la pour reprendre au dernier coup.',
  exportThis: 'Exporter cette partie',
  unknownTool: 'Cet outil ne fait pas partie de cette version de Sandtable.',
  gameMissing: 'Cette partie n’est plus sur cet appareil.',
  undo: 'Annuler le coup',
  passTo: 'Passez la tablette à {side}',
  handoffReason: 'Ensuite : {status}',
  handoffHint: 'Rien de secret n’est affiché. Touchez quand seul {side} peut voir l’écran.',
  iAm: 'Je suis {side} : afficher ma vue',
  handoffHome: 'Quitter vers l’écran d’accueil',
  storageFull:
    'L’appareil est plein : ce coup n’a pas été enregistré. Exportez vos parties, libérez de l’espace, puis réessayez.',
  // a saved game's dialogs on the home screen (src/ui/home/GameDialogs.tsx)
  exportSecretsTitle: 'Ce fichier contient les secrets des deux camps',
  exportSecrets:
    'La partie est encore en cours avec des blocs cachés. Le fichier garde l’étiquette de chaque bloc, chaque pion des deux camps et la graine des dés à venir, pour pouvoir la poursuivre ailleurs : qui l’ouvre voit tout et peut calculer les prochains jets. L’exporter quand même ?',
  exportAnyway: 'Exporter quand même',
  renameTitle: 'Renommer la partie',
  gameName: 'Nom de la partie',
  deleteTitle: 'Supprimer « {name} » ?',
  deleteWarning:
    'La partie et tout son historique sont effacés de cet appareil. Exportez-la d’abord si vous voulez la garder.',
  deleteConfirm: 'Supprimer définitivement',
  deleted: '« {name} » a été supprimée.',
  cancel: 'Annuler',
  save: 'Enregistrer',
};

export const play: Dictionary<typeof enPlay> = {
  replayThis: 'Revoir cette partie',
  gameOver: 'La partie est terminée.',
  wakeLock: 'Garder l’écran allumé pendant les parties',
  langNotHere:
    '{lang} n’est pas encore sur cet appareil : connectez-vous une fois à internet pour le télécharger. L’application reste dans la langue qu’elle a.',
  wakeLockHint: 'L’écran reste allumé tant qu’une partie est ouverte (si le navigateur le permet).',
  guide: 'Guider le premier tour du scénario d’apprentissage',
  guideHint:
    'De courtes notes montrent quoi toucher à chaque phase de Millbrook Crossing. Elles s’éteignent seules à la fin d’une première partie.',
  shared: 'Fichier de partie partagé.',
  notes: 'Notes',
  sharedNote: 'Note commune (les deux camps la voient)',
  privateNote: 'Note privée de {side} (seul {side} la voit)',
  notesSaved: 'Notes enregistrées.',
  notesSave: 'Enregistrer les notes',
  clock: 'Pendule',
  clockUse: 'Pendule par camp',
  clockOn: 'Démarrer les pendules',
  clockOff: 'Ne plus utiliser les pendules',
  clockPause: 'Mettre la pendule en pause',
  clockResume: 'Relancer la pendule',
  clockPaused: 'en pause',
  clockOf: '{side} : {time}',
  storageSlow:
    'Ce coup n’a pas été enregistré : le stockage de l’appareil n’a pas répondu en 3 secondes. Rien n’est perdu : la partie est comme avant ce coup, et Réessayer le rejoue.',
  storageFailed: 'Ce coup n’a pas été enregistré ({reason}). Rien n’est perdu : la partie est comme avant ce coup.',
  retry: 'Réessayer',
  close: 'Fermer',
};
