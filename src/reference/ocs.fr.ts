/**
 * OCS (Operational Combat Series) : référence de la phase de mouvement en français.
 * Rédigée avec nos propres mots à partir d'une présentation de la phase publiée sur un blog (graine 004).
 * Pas de numéros de section : les ids sont les slugs de segment/sujet du moteur (src/rules/ocs) et des
 * livres en/es.
 */
import type { RefBook } from './types';

export const book: RefBook = {
  system: 'ocs',
  sections: [
    {
      id: 'phase',
      title: 'La phase de mouvement',
      body: `La phase de mouvement appartient au joueur en phase (celui dont c'est le tour d'agir) et se joue en trois segments, toujours dans cet ordre :
- Segment de percée : les unités encerclées peuvent tenter de s'échapper ([[breakout]]).
- Segment de mouvement : les unités terrestres et les navires se déplacent, changent de mode, voyagent par rail ou par mer, et le génie construit ([[movement]]).
- Segment de bombardement aérien et naval : missions de bombardement de l'aviation et tirs des navires ; l'artillerie terrestre ne tire pas ici ([[bombardment]]).

Pendant le segment de mouvement, l'aviation du joueur en phase peut aussi effectuer des balayages de chasse, des attaques aériennes tactiques et des missions de transport. Les règles aériennes sortent du cadre de cette présentation : Sandtable permet de passer ces étapes sans les résoudre.`,
      keywords: [
        'séquence',
        'séquence de jeu',
        'phase de mouvement',
        'segments',
        'joueur en phase',
        'joueur actif',
        'ordre',
        'tour',
      ],
    },
    {
      id: 'breakout',
      parent: 'phase',
      title: 'Segment de percée',
      body: `Avant tout mouvement, le joueur en phase peut tenter de faire sortir de l'encerclement des unités de combat incapables de tracer une ligne de ravitaillement. Les unités qui ne sont pas de combat ne le peuvent jamais. La tentative est toujours facultative, mais elle n'est permise que si les deux conditions sont réunies :
- Il existe un chemin, de longueur quelconque, entre l'unité et une unité amie capable de tracer son ravitaillement. Ce chemin ne peut traverser ni unité ennemie ni terrain interdit à l'unité ; pour une unité à roues, il doit en plus éviter les zones de contrôle ennemies non annulées ([[zoc]]).
- L'unité se trouve à 15 hexagones au plus d'une unité amie ravitaillée. Cette distance se compte en ligne droite, sans tenir compte des unités ni des zones de contrôle ennemies.

On lance un dé pour chaque unité qui tente sa chance :
- 5 ou 6 : elle s'échappe. Retirez-la de la carte et placez-la sur la piste des tours comme renfort, qui arrivera autant de tours plus tard que le résultat du dé. Elle garde son marqueur de perte de pas, mais se débarrasse de tout marqueur de munitions basses ou de DG (désorganisée).
- 1 à 4 : elle est perdue et rejoint la pile des unités éliminées, d'où elle pourra être reconstruite normalement.

Exemple : une unité à roues est isolée par une zone de contrôle ennemie. Même si des unités amies ravitaillées se trouvent à moins de 15 hexagones, son chemin vers elles traverse cette zone : elle ne peut donc pas tenter la percée. Une unité à pied ou chenillée au même endroit le pourrait, et sur un 5 elle reviendrait en renfort cinq tours plus tard, sans aucun marqueur.`,
      tables: [
        {
          caption: 'Jet de percée (un dé par unité)',
          head: ['Dé', 'Résultat'],
          rows: [
            ['1-4', 'Éliminée : pile des unités éliminées (peut être reconstruite)'],
            ['5', "S'échappe : revient en renfort 5 tours plus tard"],
            ['6', "S'échappe : revient en renfort 6 tours plus tard"],
          ],
        },
      ],
      keywords: [
        'percée',
        'sortie',
        "s'échapper",
        'encerclée',
        'encerclement',
        'poche',
        'isolée',
        'non ravitaillée',
        'hors ravitaillement',
        '15 hexagones',
        'unités éliminées',
        'reconstruire',
        'renfort',
        'piste des tours',
      ],
    },
    {
      id: 'movement',
      parent: 'phase',
      title: 'Segment de mouvement',
      body: `Après les tentatives de percée, le joueur en phase déplace ses unités terrestres et ses navires. Elles bougent une à une ou en piles, et tout changement de mode se fait au tout début du mouvement de chaque unité ([[modes]]). Le joueur déplace autant d'unités qu'il le souhaite, beaucoup ou peu.

Les unités qui bougent respectent toutes les limites imposées par leur mode, leur ravitaillement et les règles de mouvement. Pendant ce segment, le joueur peut aussi :
- effectuer des débordements (overruns) contre des unités ennemies en cours de mouvement ;
- faire sauter ou endommager ses propres dépôts de ravitaillement ([[depots]]) ;
- construire ou améliorer des bases aériennes et des fortifications ([[airbases]], [[fortifications]], [[engineers]]) ;
- déplacer des unités par voie ferrée ([[rail]]) ou par mer.

La distance parcourue se compte en points de mouvement ([[movement-points]]).`,
      keywords: [
        'segment de mouvement',
        'déplacer',
        'mouvement',
        'pile',
        'empilement',
        'débordement',
        'overrun',
        'mouvement naval',
        'navires',
        'changement de mode',
      ],
    },
    {
      id: 'movement-points',
      parent: 'movement',
      title: 'Points de mouvement',
      body: `Chaque unité dispose d'un potentiel de mouvement : un nombre de points de mouvement (PM) à dépenser pendant son déplacement. Entrer dans un hexagone coûte les points indiqués pour son terrain dans la table des effets du terrain ([[terrain]]), plus le coût de tout élément de côté d'hexagone franchi ([[hexsides]]), sauf si l'unité suit une route ([[roads]]).

Le potentiel dépend du mode de l'unité : certains modes le doublent, d'autres le divisent par deux, et deux divisions cumulées le ramènent au quart ([[modes]]). Une unité peut toujours avancer d'au moins un hexagone, même à court de points ([[minimum-move]]). Chaque pas du mouvement doit aussi être permis en sens inverse ([[reversibility]]).`,
      keywords: [
        'points de mouvement',
        'PM',
        'potentiel de mouvement',
        'capacité de mouvement',
        'coût',
        'points',
        'dépenser',
        'restants',
      ],
    },
    {
      id: 'terrain',
      parent: 'movement',
      title: 'Terrain et table des effets du terrain',
      body: `Le coût pour entrer dans un hexagone dépend de son terrain et du type de mouvement de l'unité : à pied, chenillé ou à roues. Certains terrains sont interdits (I) à certains types de mouvement : une unité ne peut jamais y entrer, pas même avec le mouvement minimal d'un hexagone ([[minimum-move]]).

Quand un hexagone contient plusieurs terrains, on paie le plus cher, sauf si l'unité suit une route, une piste ou une voie ferrée ([[roads]]).

La présentation s'appuie sur la table des effets du terrain de son jeu en boîte sans la reproduire. Sandtable fournit donc sa propre table par défaut, présentée comme celle de l'application et non tirée d'un jeu publié. Elle est affichée en partie et modifiable, et un scénario peut apporter la sienne. Cette même table fixe les points de ravitaillement coûtés par le carburant, les bases aériennes et les fortifications, ainsi que la table de destruction des dépôts.`,
      tables: [
        {
          caption: 'Table par défaut de Sandtable : terrain (PM pour entrer ; I = interdit ; modifiable)',
          head: ['Terrain', 'À pied', 'Chenillé', 'À roues'],
          rows: [
            ['Dégagé', '1', '1', '1'],
            ['Désert', '1', '1', '2'],
            ['Forêt', '2', '3', '4'],
            ['Accidenté', '2', '3', '5'],
            ['Collines', '2', '2', '3'],
            ['Marais', '3', '5', 'I'],
            ['Montagne', '3', 'I', 'I'],
            ['Ville', '1', '1', '1'],
            ['Lac', 'I', 'I', 'I'],
          ],
        },
        {
          caption: "Table par défaut de Sandtable : côtés d'hexagone (PM ajoutés ; I = interdit ; modifiable)",
          head: ["Côté d'hexagone", 'À pied', 'Chenillé', 'À roues'],
          rows: [
            ['Rivière', '+1', '+2', '+3'],
            ['Fleuve', '+2', '+4', 'I'],
            ['Oued', '+1', '+1', '+2'],
            ['Escarpement', '+2', 'I', 'I'],
          ],
        },
        {
          caption: 'Table par défaut de Sandtable : en suivant une route (PM par hexagone ; modifiable)',
          head: ['Type de voie', 'À pied', 'Chenillé', 'À roues'],
          rows: [
            ['Route', '½', '½', '½'],
            ['Piste', '1', '1', '1'],
            ['Voie ferrée', '1', '1', 'I'],
          ],
        },
      ],
      keywords: [
        'terrain',
        'TET',
        'table des effets du terrain',
        'table',
        'interdit',
        'I',
        'P',
        'à pied',
        'infanterie',
        'chenillé',
        'chenilles',
        'à roues',
        'camions',
        'type de mouvement',
        'dégagé',
        'clair',
        'forêt',
        'bois',
        'accidenté',
        'collines',
        'marais',
        'montagne',
        'ville',
        'désert',
        'lac',
        'table par défaut',
        'modifier la table',
      ],
    },
    {
      id: 'hexsides',
      parent: 'terrain',
      title: "Côtés d'hexagone",
      body: `Un élément placé sur le côté d'hexagone que franchit l'unité, comme une rivière, ajoute son coût à celui de l'hexagone dans lequel elle entre ([[terrain]]).

Deux exceptions :
- Une unité qui suit une route ignore tous les éléments de côté d'hexagone ([[roads]]).
- Un pont ou un ponton annule entièrement le coût d'un côté de rivière.`,
      keywords: [
        "côté d'hexagone",
        'bord d’hexagone',
        'rivière',
        'fleuve',
        'ruisseau',
        'oued',
        'escarpement',
        'pont',
        'ponton',
        'franchir',
        'surcoût',
      ],
    },
    {
      id: 'roads',
      parent: 'terrain',
      title: 'Routes, pistes et voies ferrées',
      body: `Pour le mouvement, tout ce qui compte comme route le fait quelle que soit sa catégorie : routes principales et secondaires, pistes et lignes de chemin de fer, sans distinction.

Une unité qui la suit d'hexagone en hexagone paie le coût de route et ignore tout le reste : les autres terrains de l'hexagone ([[terrain]]) et les éléments de côté d'hexagone qu'elle franchit ([[hexsides]]).

Longer une voie ferrée à pied ou en véhicule n'est pas un mouvement ferroviaire ; le transport d'unités par train suit sa propre procédure ([[rail]]).`,
      keywords: [
        'route',
        'routes',
        'piste',
        'chemin',
        'voie ferrée',
        'chemin de fer',
        'ligne ferroviaire',
        'autoroute',
        'mouvement sur route',
        'suivre la route',
        'ignorer le terrain',
      ],
    },
    {
      id: 'zoc',
      title: 'Zones de contrôle ennemies',
      body: `La présentation rencontre les zones de contrôle (ZdC) ennemies dans quelques cas, et ce sont ceux que couvre cette référence :
- Percée : le chemin d'une unité à roues vers les unités amies ravitaillées ne peut pas traverser une zone de contrôle ennemie non annulée ([[breakout]]).
- Mouvement ferroviaire : le train n'entre jamais dans une zone de contrôle ennemie, et l'annuler n'y change rien. L'annulation compte en revanche pour tracer une ligne de ravitaillement le long de la voie ([[rail]]).
- Débarquement : la gare où l'unité quitte le train doit se trouver hors des zones de contrôle ennemies.
- Travaux du génie : le chemin entre l'unité du génie et l'hexagone où elle travaille subit les zones de contrôle comme si elle s'y rendait à pied ([[engineers]]).

La présentation emploie les zones de contrôle sans les définir. Sandtable suit la convention habituelle de la série : chaque unité de combat étend sa zone de contrôle aux six hexagones qui l'entourent, et une unité de combat amie présente dans un hexagone y annule la zone de contrôle ennemie.

La table par défaut de Sandtable arrête aussi une unité qui entre dans une zone de contrôle ennemie. C'est un réglage de la table ([[terrain]]), affiché et modifiable, et non une règle énoncée par la présentation.`,
      keywords: [
        'ZdC',
        'ZOC',
        'zone de contrôle',
        'zones de contrôle',
        'ZdC ennemie',
        'annuler',
        'annulée',
        'annulation',
        'neutraliser',
        'arrêt',
        "s'arrêter",
      ],
    },
    {
      id: 'modes',
      title: 'Modes',
      body: `Le mode d'une unité détermine le potentiel de mouvement qu'elle utilise. Le pion a une face « mode combat » et une face « mode mouvement », chacune avec son propre potentiel. Une unité ne change de mode qu'au début de son propre mouvement ([[movement]]).

Le potentiel peut être doublé, divisé par deux, voire par quatre quand deux divisions s'appliquent. Sandtable multiplie tous les facteurs en jeu : une unité désorganisée en mode réserve, par exemple, ne garde que le quart de son potentiel de combat.`,
      tables: [
        {
          caption: 'Potentiel de mouvement selon le mode',
          head: ['Mode', 'Potentiel utilisé', 'Facteur'],
          rows: [
            ['Combat', 'Face mode combat', '×1'],
            ['Mouvement', 'Face mode mouvement', '×1'],
            ['Stratégique', 'Face mode mouvement', '×2'],
            ['Réserve', 'Face mode combat', '×½'],
            ['Désorganisée (marqueur DG)', 'Celui que donne son mode', '×½'],
          ],
        },
      ],
      keywords: [
        'mode',
        'modes',
        'mode combat',
        'mode mouvement',
        'mode stratégique',
        'mouvement stratégique',
        'réserve',
        'mode réserve',
        'DG',
        'désorganisée',
        'désorganisation',
        'double',
        'moitié',
        'quart',
        'retourner le pion',
      ],
    },
    {
      id: 'minimum-move',
      parent: 'movement-points',
      title: "Mouvement minimal d'un hexagone",
      body: `Une unité peut toujours avancer d'un hexagone, même si son potentiel ne suffit pas à le payer.

Cette garantie a ses limites. Elle ne permet pas :
- d'effectuer un débordement ;
- d'enfreindre une restriction liée au mode de l'unité ou à son carburant ;
- d'entrer dans un terrain interdit à l'unité ([[terrain]]).

Les unités qui consomment du carburant doivent quand même payer le ravitaillement, même pour ce seul hexagone.`,
      keywords: [
        'mouvement minimal',
        'un hexagone',
        '1 hexagone',
        'toujours bouger',
        'pas assez de points',
        'carburant',
        'ravitaillement',
        'SP',
        'PR',
      ],
    },
    {
      id: 'reversibility',
      parent: 'movement-points',
      title: 'Un mouvement doit valoir dans les deux sens',
      body: `Une unité ne peut passer de l'hexagone A à l'hexagone B que si elle aurait le droit de revenir de B vers A.

Par exemple, une unité interdite de montagne ne peut pas quitter un hexagone de montagne pour un hexagone dégagé, sauf en passant par un côté traversé par une route : dans l'autre sens, elle ne pourrait entrer dans la montagne que par la route ([[terrain]], [[roads]]).`,
      keywords: [
        'sens inverse',
        'réversible',
        'dans les deux sens',
        'quitter un terrain interdit',
        'sortie',
        'montagne',
        'de A à B',
      ],
    },
    {
      id: 'rail',
      parent: 'movement',
      title: 'Mouvement ferroviaire',
      body: `Tout transport par train comporte trois étapes, toutes achevées pendant la même phase : embarquer, rouler, débarquer.

Embarquer :
- L'unité doit se trouver dans une gare : un hexagone de voie ferrée contrôlé par le joueur et contenant un village, une ville ou un port, ou bien un QG ami en mode combat.
- Elle doit être en mode mouvement ([[modes]]) et peut avoir dépensé jusqu'à la moitié de son potentiel avant de monter dans le train.

Rouler :
- Suivez une ligne continue d'hexagones de voie ferrée d'un seul écartement ; les hexagones d'un autre écartement sont inutilisables.
- N'entrez jamais dans un hexagone situé en zone de contrôle ennemie ou occupé par une unité ennemie, quelle qu'elle soit. Annuler la zone de contrôle ne sert à rien ici ([[zoc]]).

Débarquer :
- Arrêtez-vous dans une gare hors des zones de contrôle ennemies. Une fois descendue du train, l'unité ne bouge plus de la phase.

Chaque camp dispose d'une capacité ferroviaire par tour, comptée en équivalents régiment (ER, RE en anglais). Un bataillon compte pour un demi-ER. La double voie divise le coût par deux.

Piles : des unités arrivées ensemble à une gare peuvent continuer en train une par une. Chacune embarque selon ses propres conditions (mode mouvement, au plus la moitié de son propre potentiel dépensée, capacité restante suffisante) : l'une peut partir en train pendant qu'une autre de la pile reste ou continue à pied. Si toutes remplissent ces conditions, la pile peut aussi embarquer d'un seul mouvement quand la capacité restante suffit pour toutes.

Exemple : un bataillon en mode combat près d'un port ami passe en mode mouvement, rejoint une gare voisine en ayant dépensé moins de la moitié de son potentiel, et monte dans le train. Sur une voie normale, il consomme ½ d'une capacité d'un point ; sur une double voie, seulement ¼. Il peut rouler jusqu'à une gare amie hors des zones de contrôle ennemies, mais pas jusqu'à une gare située dans l'une d'elles.`,
      tables: [
        {
          caption: 'Capacité ferroviaire consommée',
          head: ['Unité', 'Taille', 'Voie unique', 'Double voie'],
          rows: [
            ['Bataillon', '½ ER', '½', '¼'],
            ['Régiment', '1 ER', '1', '½'],
            ["N'importe quelle unité", 'N ER', 'N', 'N ÷ 2'],
          ],
        },
      ],
      keywords: [
        'rail',
        'chemin de fer',
        'voie ferrée',
        'train',
        'mouvement ferroviaire',
        'embarquer',
        'débarquer',
        'monter dans le train',
        'gare',
        'capacité ferroviaire',
        'ER',
        'RE',
        'équivalent régiment',
        'bataillon',
        'écartement',
        'double voie',
        'voie unique',
        'mouvement stratégique',
      ],
    },
    {
      id: 'depots',
      parent: 'movement',
      title: 'Faire sauter ses propres dépôts',
      body: `Pendant le segment de mouvement (celui-ci, ou celui d'une phase de réaction ou d'exploitation), le joueur en phase peut tenter de détruire ses propres dépôts de ravitaillement, par exemple pour qu'ils ne tombent pas aux mains de l'ennemi. La tentative peut viser le dépôt entier ou seulement une partie de ses points de ravitaillement.

Lancez un dé sur la table de destruction des dépôts pour connaître le pourcentage détruit, puis arrondissez au jeton (fraction de point de ravitaillement) le plus proche.

Cette table est une donnée du scénario. Celle de Sandtable par défaut fait partie de sa table par défaut ([[terrain]]), présentée comme celle de l'application et modifiable.

La présentation ne dit pas d'où vient le ravitaillement dépensé pour un mouvement ou des travaux : Sandtable le prélève sur le dépôt ami le plus proche qui en contient assez.`,
      keywords: [
        'dépôt',
        'dépôts',
        'faire sauter',
        'destruction',
        'détruire le ravitaillement',
        'SP',
        'PR',
        'points de ravitaillement',
        'jeton',
        'pourcentage',
        'table de destruction',
      ],
    },
    {
      id: 'airbases',
      parent: 'movement',
      title: 'Bases aériennes',
      body: `Les bases aériennes ne se construisent ou ne s'améliorent que pendant la phase de mouvement, grâce aux unités capables de travaux du génie ([[engineers]]).
- Le niveau 3 est le maximum pour une base aérienne.
- Une base aérienne gagne au plus un niveau au cours d'une même phase.
- Un hexagone ne peut jamais compter plus d'une base aérienne.

Construire et améliorer coûtent des points de ravitaillement ; les travaux prennent effet aussitôt, si bien qu'une base aérienne qui vient d'être construite est immédiatement utilisable.`,
      keywords: [
        'base aérienne',
        'aérodrome',
        'terrain d’aviation',
        'piste d’atterrissage',
        'niveau',
        'construire',
        'améliorer',
        'agrandir',
      ],
    },
    {
      id: 'fortifications',
      parent: 'movement',
      title: 'Fortifications',
      body: `Pendant la phase de mouvement, une unité de combat d'au moins 1 ER, en mode combat et qui n'a pas bougé durant cette phase, peut bâtir une nouvelle fortification dans son propre hexagone, ou faire monter d'un niveau une fortification existante, pour 2 points de ravitaillement. Le génie peut aussi s'en charger ([[engineers]]).
- Un hexagone ne gagne qu'un niveau de fortification par phase.
- Le niveau 4 est le maximum pour une fortification.
- Un hexagone ne peut jamais compter plus d'une fortification.
- Le nombre d'hexagones fortifiés n'est pas limité.`,
      keywords: [
        'fortification',
        'fortifications',
        'fort',
        'fortifier',
        'se retrancher',
        'retranchement',
        'hérisson',
        'niveau',
        'construire',
        'améliorer',
        '2 SP',
        '2 PR',
      ],
    },
    {
      id: 'engineers',
      parent: 'movement',
      title: 'Génie et construction',
      body: `Sont capables de travaux du génie un QG ou une unité du génie en mode combat, ou encore une unité désorganisée qui montre sa face mode combat. Une telle unité qui construit pendant la phase ne doit pas s'y déplacer.

Elle peut travailler dans tout hexagone situé à 2 hexagones au plus d'elle ; les zones de contrôle et le terrain affectent ce chemin comme celui d'une unité se déplaçant à pied ([[zoc]], [[terrain]]). Les travaux possibles :
- construire, améliorer ou réduire des bases aériennes ([[airbases]]) ;
- construire, améliorer ou réduire des fortifications ([[fortifications]]) ;
- réparer ou endommager des ports.

Chaque tour, une unité capable de travaux du génie n'intervient que dans un seul hexagone et sur un seul type de travail. Construire, améliorer et réparer coûtent des points de ravitaillement ; réduire et endommager sont gratuits. Le résultat est immédiat.`,
      keywords: [
        'génie',
        'sapeurs',
        'pionniers',
        'construction',
        'construire',
        'QG',
        'HQ',
        'quartier général',
        'port',
        'réparer',
        'réduire',
        'endommager',
        '2 hexagones',
        'portée',
      ],
    },
    {
      id: 'bombardment',
      parent: 'phase',
      title: 'Segment de bombardement aérien et naval',
      body: `Le troisième et dernier segment de la phase est réservé aux missions de bombardement de l'aviation du joueur en phase, ainsi qu'aux tirs de ses navires. L'artillerie terrestre ne tire pas pendant ce segment.

La présentation renvoie les règles aériennes à plus tard : Sandtable permet donc aux joueurs de traverser ce segment sans le résoudre ([[phase]]).`,
      keywords: [
        'bombardement',
        'bombarder',
        'aviation',
        'avions',
        'mission aérienne',
        'naval',
        'navires',
        'marine',
        'artillerie',
        'tir naval',
      ],
    },
  ],
  cards: [
    {
      id: 'rail',
      title: 'Le train en bref',
      body: `- Partez d'une gare que vous contrôlez (hexagone de voie avec village, ville ou port, ou un QG ami en mode combat), en mode mouvement, sans avoir dépensé plus de la moitié du potentiel.
- Roulez sur une voie continue d'un seul écartement ; jamais dans une zone de contrôle ennemie ni dans un hexagone occupé par l'ennemi, annulée ou non.
- Descendez dans une gare hors des zones de contrôle ennemies ; le mouvement de l'unité s'arrête là.
- Les trois étapes dans la même phase. La capacité se compte en ER : un bataillon vaut ½, et la double voie divise le coût par deux.`,
      tables: [
        {
          caption: 'Capacité ferroviaire consommée',
          head: ['Unité', 'Voie unique', 'Double voie'],
          rows: [
            ['Bataillon (½ ER)', '½', '¼'],
            ['Régiment (1 ER)', '1', '½'],
          ],
        },
      ],
      cites: ['rail', 'modes', 'zoc'],
    },
  ],
};
