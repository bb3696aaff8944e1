/**
 * FUBAR (règles d'escarmouche sur une page, 2e édition) : référence des règles en français.
 * Rédigée avec nos propres mots à partir des règles sur une page (graine 002).
 * Les ids sont les mêmes slugs thématiques que ceux du moteur et des livres en/es.
 */
import type { RefBook } from './types';

export const book: RefBook = {
  system: 'fubar',
  sections: [
    {
      id: 'units',
      title: 'Unités et cohésion',
      body: `FUBAR est une règle d'escarmouche pour petites unités, de la Seconde Guerre mondiale à la science-fiction, jouée sur une table chargée de décors. Tous les jets se font avec des dés ordinaires à six faces (D6) et les distances se mesurent en pouces.

Chaque joueur commande une ou plusieurs unités, tirées de la liste de forces du scénario ou d'une liste d'armée créée dans Sandtable. Deux choses définissent une unité : son niveau d'entraînement ([[training]]) et les armes que portent ses figurines ([[weapons]]).

Les figurines d'une unité doivent rester groupées : aucune ne devrait se trouver à plus de 3" du reste de l'unité. Chaque figurine qui s'écarte davantage inflige -1 au jet d'activation de l'unité ([[activation]]).`,
      keywords: [
        'escouade',
        'groupe de combat',
        'équipe',
        'section',
        'cohésion',
        'cohérence',
        'espacement',
        '3 pouces',
        "liste d'armée",
        'liste de forces',
        'figurine',
        'socle',
        'D6',
      ],
    },
    {
      id: 'training',
      parent: 'units',
      title: "Niveaux d'entraînement et jets naturels",
      body: `Le niveau d'entraînement donne à l'unité deux seuils. L'activation est le résultat qu'il lui faut pour agir ([[activation]]). L'expérience est ce que chaque dé doit atteindre pour toucher, au tir ([[shooting]]) comme au corps à corps ([[melee]]). Le niveau fixe aussi le nombre maximal de figurines de l'unité pouvant être neutralisées en même temps ([[suppression]]).

Les jets naturels l'emportent sur tout : quels que soient les modificateurs, un dé qui montre 6 réussit toujours et un dé qui montre 1 échoue toujours. Cela vaut pour tout jet contre un seuil : activations, touches et sauvegardes.`,
      tables: [
        {
          caption: "Niveaux d'entraînement",
          head: ['Niveau', 'Activation', 'Expérience (pour toucher)', 'Figurines neutralisées max.'],
          rows: [
            ['Bleu', '5+', '6+', '1'],
            ['Aguerri', '4+', '5+', '2'],
            ['Vétéran', '3+', '4+', '3'],
            ['Élite', '2+', '4+', '4'],
          ],
        },
      ],
      keywords: [
        'expérience',
        'qualité',
        'bleu',
        'recrue',
        'novice',
        'aguerri',
        'régulier',
        'vétéran',
        'élite',
        'seuil',
        '6 naturel',
        '1 naturel',
        'le 6 réussit toujours',
        'le 1 échoue toujours',
        'réussite automatique',
        'échec automatique',
      ],
    },
    {
      id: 'initiative',
      title: 'Tours et initiative',
      body: `La partie se joue en tours. Pendant un tour, chaque joueur essaie d'activer, puis d'employer, chacune de ses unités.

Au début de chaque tour, chaque joueur lance 1D6 et ajoute le modificateur éventuel accordé par le scénario. Les égalités sont relancées. Le plus haut total prend l'initiative et peut tenter le premier d'activer une unité.

Le joueur qui a l'initiative continue de tenter des activations, une unité à la fois, tant que ses jets réussissent. Au premier échec, l'initiative passe à l'adversaire, qui fait de même. On alterne ainsi jusqu'à ce que chaque unité sur la table ait eu sa seule tentative du tour ; un nouveau tour commence alors, avec un nouveau jet d'initiative.

Les corps à corps encore en cours sont rejoués au début de chaque nouveau tour ([[melee]]). Une unité qui a raté son jet passe le reste du tour en surveillance ([[actions]]).`,
      keywords: [
        'tour',
        'ordre du tour',
        'séquence',
        'qui commence',
        "jet d'initiative",
        'égalité',
        'relancer',
        'alternance',
        'activation alternée',
        'passer la main',
        'modificateur de scénario',
      ],
    },
    {
      id: 'activation',
      title: 'Activation',
      body: `Tant que vous avez l'initiative, vous pouvez tenter d'activer n'importe laquelle de vos unités qui n'a pas encore essayé ce tour-ci, dans l'ordre de votre choix. Lancez 1D6 : si le résultat modifié égale ou dépasse la valeur d'activation de l'unité ([[training]]), celle-ci est activée et accomplit une action ([[actions]]).

Modificateurs du jet d'activation :
- +1 si aucun ennemi n'est en vue de l'unité
- -1 par figurine neutralisée dans l'unité ([[suppression]])
- -1 par figurine à plus de 3" du reste de son unité ([[units]])

Un 6 naturel active toujours et un 1 naturel échoue toujours. Une unité qui échoue reste en surveillance jusqu'à la fin du tour et l'initiative passe au camp adverse ([[initiative]]).

Les figurines neutralisées se relèvent dès que le jet d'activation de leur unité a été fait, qu'il soit réussi ou non.

Avec beaucoup d'unités sur la table, il est utile de marquer chacune une fois sa tentative faite ; Sandtable tient ce registre pour vous.`,
      keywords: [
        'activer',
        "jet d'activation",
        'ordre',
        'ordres',
        'aucun ennemi en vue',
        'hors de vue',
        'activation ratée',
        'surveillance',
        'en alerte',
        'marqueur',
        'modificateur',
        'pénalité',
        'bonus',
      ],
    },
    {
      id: 'actions',
      parent: 'activation',
      title: 'Actions',
      body: `Une unité activée choisit une seule des actions ci-dessous, que toutes ses figurines suivent. Les distances sont le maximum que chaque figurine peut parcourir.

Marcher est la seule action qui permet à la fois de bouger et de tirer, et seulement avec des armes légères ou des grenades à main ([[weapons]]). Le tir visé ne bouge pas : on choisit une unité ennemie et on lui tire dessus avec +1 sur chaque dé ([[shooting]]). L'assaut est le seul moyen d'engager un corps à corps ([[melee]]).

Une unité qui a raté son jet d'activation compte comme étant en surveillance jusqu'à la fin du tour.`,
      tables: [
        {
          caption: 'Actions après une activation réussie',
          head: ['Action', 'Mouvement', 'Ce qu’elle permet'],
          rows: [
            ['Marcher', '6"', 'Les figurines peuvent aussi tirer avec une arme légère ou lancer une grenade'],
            ['Courir', '12"', 'Ni tir ni grenade'],
            [
              'Se mettre à couvert / esquiver',
              '8"',
              'Ni tir ni grenade ; les figurines comptent comme étant à couvert léger',
            ],
            [
              'Surveillance',
              '0"',
              "Une fois dans le tour, l'unité peut réagir en tirant sur un ennemi qui traverse son arc de tir",
            ],
            [
              'À terre',
              '3"',
              'Les figurines plongent vers le couvert le plus proche, qui compte un niveau de mieux ; ni tir ni grenade',
            ],
            ['Tir visé', '0"', 'Choisissez une unité ennemie : +1 à chaque dé tiré contre elle'],
            ['Assaut', '8"', 'Aller au contact pour engager un corps à corps'],
          ],
        },
      ],
      keywords: [
        'marcher',
        'courir',
        'bouger',
        'mouvement',
        'se mettre à couvert',
        'esquiver',
        'surveillance',
        'en alerte',
        'embuscade',
        'tir de réaction',
        'à terre',
        'se coucher',
        'plat ventre',
        'tir visé',
        'viser',
        'assaut',
        'charge',
        'distance',
        'pouces',
      ],
    },
    {
      id: 'shooting',
      title: 'Tir',
      body: `Une unité peut tirer sur toute figurine ou tout véhicule ennemi qu'elle voit, et elle peut répartir ses dés entre plusieurs cibles.

Ligne de vue et zones de couvert :
- Une figurine à l'intérieur d'une zone de couvert ne voit au-dehors, et n'est vue, que si elle se tient à 2" au plus de la lisière de cette zone.
- Exception : quand le tireur et la cible sont dans la même zone de couvert, ils peuvent se tirer dessus et profitent tous deux de ce couvert ([[cover]]).
- Aucun tir ne peut traverser une zone de couvert située entre le tireur et la cible.
- Les figurines neutralisées ne peuvent pas tirer du tout ([[suppression]]).

Résoudre un tir :
- Lancez 1D6 par point de puissance de feu (PF) des armes qui tirent ([[weapons]]).
- Chaque dé qui égale ou dépasse la valeur d'expérience de l'unité qui tire est une touche ([[training]]). Le couvert de la cible dégrade cette valeur ([[cover]]) ; le tir visé ajoute +1 à chaque dé ([[actions]]).
- Les cibles protégées par une armure, et les troupes à bord d'un véhicule blindé ou juste derrière lui, font une sauvegarde par touche ([[armour]], [[vehicles]]).
- L'unité touchée décide ensuite de l'effet de chaque touche restante : perdre une figurine, ou bien avoir une figurine neutralisée à la place. Elle peut panacher les deux, sans dépasser sa limite de neutralisation ([[suppression]]).

Les touches sur un véhicule blindé se résolvent sur la table des dégâts ([[vehicle-damage]]).`,
      keywords: [
        'tirer',
        'tir',
        'feu',
        'à distance',
        'toucher',
        'touche',
        'puissance de feu',
        'PF',
        'dés',
        'ligne de vue',
        'LdV',
        'voir',
        'visible',
        'répartir le tir',
        'perte',
        'tué',
        'sauvegarde',
        '2 pouces',
        'lisière du couvert',
      ],
    },
    {
      id: 'suppression',
      parent: 'shooting',
      title: 'Neutralisation (suppression)',
      body: `Une unité touchée peut encaisser une partie des touches sous forme de figurines neutralisées plutôt que de pertes : les troupes les mieux entraînées savent quand plonger à terre. Couchez chaque figurine neutralisée sur le flanc : tant qu'elle est à terre, elle ne peut pas tirer, pas même pour riposter, et chaque figurine neutralisée inflige -1 au prochain jet d'activation de son unité ([[activation]]).

Dès que ce prochain jet d'activation a été fait, redressez les figurines neutralisées : elles ne le sont plus. Si le jet a réussi, elles peuvent se déplacer avec l'unité mais ne tirent pas avant l'activation suivante.

Une unité ne peut jamais avoir plus de figurines neutralisées que son entraînement ne le permet ([[training]]). Une fois ce plafond atteint, les touches supplémentaires sur l'unité ne peuvent être prises que comme pertes (c'est ainsi que Sandtable lit la limite). Le corps à corps ne neutralise jamais ([[melee]]).`,
      tables: [
        {
          caption: 'Figurines neutralisées au maximum par unité',
          head: ['Niveau', 'Neutralisées max.'],
          rows: [
            ['Bleu', '1'],
            ['Aguerri', '2'],
            ['Vétéran', '3'],
            ['Élite', '4'],
          ],
        },
      ],
      keywords: [
        'neutralisé',
        'neutralisée',
        'neutraliser',
        'neutralisation',
        'suppression',
        'supprimé',
        'cloué',
        'clouée au sol',
        'couché',
        'à terre',
        'se relever',
        'riposter',
        'limite',
        'plafond',
      ],
    },
    {
      id: 'cover',
      parent: 'shooting',
      title: 'Couvert',
      body: `Quand la cible d'un tir est à couvert, la valeur d'expérience du tireur se dégrade au plus du montant indiqué dans la table : une unité vétérane qui touche d'habitude sur 4+ doit faire 6+ contre une cible derrière un mur de briques. Quel que soit le couvert, il ne faut jamais plus de 6+, et un 6 naturel touche toujours ([[training]]).

Certaines choses modifient le couvert d'une figurine :
- L'action se mettre à couvert fait compter les figurines comme étant à couvert léger ([[actions]]).
- Se jeter à terre améliore d'un niveau le couvert des figurines.
- Les lance-flammes et les canons de char ignorent le couvert ([[weapons]]).
- Le couvert ne joue aucun rôle au corps à corps ([[melee]]).

L'infanterie traverse le couvert à sa vitesse normale : dans des combats aussi brefs et violents, l'adrénaline fait le reste. Les véhicules, eux, sont ralentis ([[vehicles]]).`,
      tables: [
        {
          caption: 'Modificateurs de couvert (ajoutés à la valeur requise du tireur)',
          head: ['Couvert', 'Modificateur', 'Exemples'],
          rows: [
            [
              'Léger',
              "jusqu'à +1",
              'Haies et broussailles, bois, bâtiments en bois, voitures civiles, clôtures, trous individuels',
            ],
            ['Moyen', "jusqu'à +2", 'Murs de pierre ou de briques, bâtiments solides, gravats, tranchées'],
            ['Lourd', "jusqu'à +3", 'Bunkers'],
          ],
        },
      ],
      keywords: [
        'couvert',
        'couvert léger',
        'couvert moyen',
        'couvert lourd',
        'couvert dur',
        'bois',
        'forêt',
        'bâtiment',
        'mur',
        'tranchée',
        'trou individuel',
        'bunker',
        'blockhaus',
        'gravats',
        'ruines',
        'haie',
        'clôture',
        'modificateur',
        '6+ maximum',
      ],
    },
    {
      id: 'melee',
      title: 'Corps à corps',
      body: `Le corps à corps est féroce et bref. On n'y entre que par l'action d'assaut ([[actions]]).

- L'unité qui attaque déplace d'abord ses figurines jusqu'au contact socle à socle avec l'ennemi.
- Une fois qu'elle a fini, le défenseur peut déplacer celles de ses figurines qui ne sont pas déjà au contact et se trouvent à 3" au plus de l'ennemi, pour qu'elles rejoignent la mêlée.
- Les deux camps lancent leurs dés en même temps : 1D6 par figurine engagée, qui touche sur sa valeur d'expérience ([[training]]).
- Les figurines neutralisées au début du combat se battent à -1 ; lancez leurs dés à part.
- Les sauvegardes d'armure s'appliquent toujours ([[armour]]), mais il n'y a ni couvert ni neutralisation : chaque touche non sauvegardée tue une figurine.

Si les deux camps ont encore des figurines au contact, le combat reprend au début de chaque tour suivant ([[initiative]]).

Les véhicules blindés ne prennent pas part au corps à corps ([[melee-vehicles]]).`,
      keywords: [
        'corps à corps',
        'mêlée',
        'combat rapproché',
        'au contact',
        'assaut',
        'charge',
        'socle à socle',
        'engagé',
        'combat',
        'baïonnette',
        'bagarre',
      ],
    },
    {
      id: 'melee-vehicles',
      parent: 'melee',
      title: 'Choix de Sandtable : véhicules et corps à corps',
      body: `La règle d'une page ne dit pas ce qui arrive quand un assaut atteint un véhicule blindé. Sandtable décide qu'un véhicule n'est jamais la cible d'un assaut et ne combat jamais au corps à corps : l'infanterie qui veut le mettre hors de combat de près le fait en tirant.

Pourquoi :
- Le corps à corps est un combat entre figurines. Chaque camp lance un dé par figurine au contact, et chaque touche non sauvegardée retire une figurine ([[melee]]). Un véhicule n'a pas de figurines pour lancer des dés ni à perdre ; son équipage est à l'intérieur.
- Les règles n'abîment un véhicule que d'une seule façon : sa sauvegarde de blindage, puis un jet sur la table des dégâts pour chaque touche non sauvegardée ([[vehicles]], [[vehicle-damage]]). Le corps à corps n'a aucune étape qui mène à cette table, et en inventer une serait une règle maison.
- Les armes de courte portée contre les blindés figurent déjà dans la liste des armes et se tirent : grenades lancées à 8" (même en marchant), lance-flammes, lance-missiles ([[weapons]]).
- Un véhicule choisit entre rouler et tirer ; il n'a pas d'ordre d'assaut à lui ([[vehicles]]).

L'application refuse donc un assaut visant un véhicule, en disant pourquoi. L'équipage qui sort d'un véhicule détruit combat à pied comme une unité d'infanterie ordinaire et peut être assailli comme n'importe quelle autre.`,
      keywords: [
        'assaut contre un char',
        'mêlée contre véhicule',
        'grenade contre char',
        'charger un char',
        'choix de Sandtable',
        'règle maison',
      ],
    },
    {
      id: 'weapons',
      title: 'Armes',
      body: `Les armes de la table sont des types courants dans les armées régulières comme dans les forces irrégulières. La portée est la distance maximale de tir de l'arme ; la puissance de feu (PF) indique le nombre de dés qu'elle lance ([[shooting]]).

Les armes légères peuvent tirer pendant une marche ([[actions]]) ; les armes d'appui, non. Certains fusils d'assaut portent un lance-grenades sous le canon, d'une portée de 16" ; la règle ne lui donne pas de puissance de feu, donc Sandtable reprend celle des grenades à main (3) et ne le compte pas comme arme légère.

La mitrailleuse lourde demande deux servants quand l'infanterie la transporte, mais un seul quand elle est montée dans un bunker ou sur un véhicule. Les canons ne se montent que sur des chars. Les lance-flammes et les canons de char ignorent le couvert ([[cover]]). Les armes légères et les mitrailleuses ne peuvent pas blesser l'équipage d'un char ([[vehicles]]).`,
      tables: [
        {
          caption: 'Armes',
          head: ['Arme', 'Portée', 'Puissance de feu', 'Notes'],
          rows: [
            ['Pistolet / revolver', '8"', '1', 'Arme légère'],
            ['Fusil', '24"', '1', 'Arme légère'],
            ["Fusil d'assaut", '24"', '2', 'Arme légère ; certains ont un lance-grenades (16")'],
            ['Fusil de précision', '32"', '2', 'Arme légère'],
            ['Pistolet-mitrailleur', '16"', '3', 'Arme légère'],
            ['Fusil-mitrailleur', '32"', '3', 'Arme légère'],
            ['Fusil à pompe de combat', '8"', '3', 'Arme légère'],
            ['Mitrailleuse lourde', '32"', '4', 'Appui ; deux servants à pied, un seul dans un bunker ou un véhicule'],
            ['Lance-flammes', '8"', '4', 'Appui ; ignore le couvert'],
            ['Grenades à main', '8"', '3', 'Peuvent être lancées pendant une marche'],
            ['Lance-missiles', '24"', '3', 'Appui'],
            ['Canon antichar léger', '32"', '3', 'Appui'],
            ['Mortier léger', '40"', '3', 'Appui'],
            ['Canon léger', '32"', '4', 'Chars uniquement ; ignore le couvert'],
            ['Canon lourd', '48"', '6', 'Chars uniquement ; ignore le couvert'],
          ],
        },
      ],
      keywords: [
        'arme',
        'armes',
        'portée',
        'puissance de feu',
        'PF',
        'pistolet',
        'revolver',
        'fusil',
        "fusil d'assaut",
        'tireur d’élite',
        'sniper',
        'pistolet-mitrailleur',
        'PM',
        'fusil-mitrailleur',
        'FM',
        'mitrailleuse',
        'fusil à pompe',
        'lance-flammes',
        'grenade',
        'lance-grenades',
        'missile',
        'roquette',
        'bazooka',
        'antichar',
        'mortier',
        'canon',
        'servants',
      ],
    },
    {
      id: 'armour',
      title: 'Armure individuelle',
      body: `Certaines troupes modernes ou de science-fiction portent une armure corporelle. Elles sont entraînées à combattre avec, si bien qu'elle ne les ralentit pas dans le genre d'affrontement que simule FUBAR.

Une fois les touches sur une unité connues, celle-ci fait une sauvegarde par touche avec le type d'armure que porte la majorité de ses figurines (en cas d'égalité, Sandtable retient la plus faible). Chaque sauvegarde réussie annule une touche ([[shooting]]) ; les sauvegardes valent aussi au corps à corps ([[melee]]). Un 1 naturel rate toujours la sauvegarde.

Les troupes à bord d'un véhicule blindé, ou juste derrière lui, peuvent sauvegarder avec la classe de blindage du véhicule ; Sandtable retient la meilleure des deux sauvegardes ([[vehicles]]).`,
      tables: [
        {
          caption: "Sauvegardes d'armure individuelle",
          head: ['Armure', 'Sauvegarde', 'Exemples'],
          rows: [
            ['Légère', '6+', 'Gilet pare-éclats, gilet de police'],
            ['Moyenne', '5+', 'Protection balistique moderne ou du GIGN'],
            ['Lourde', '4+', 'Carapace de science-fiction'],
            ['Assistée', '3+', 'Armure assistée (exosquelette)'],
            ['De combat', '2+', 'Armure tactique de type dreadnought'],
          ],
        },
      ],
      keywords: [
        'armure',
        'blindage individuel',
        'armure corporelle',
        'sauvegarde',
        'jet de sauvegarde',
        'gilet',
        'pare-balles',
        'pare-éclats',
        'carapace',
        'armure assistée',
        'exosquelette',
        'armure de combat',
        'terminator',
        'dreadnought',
        'majorité',
      ],
    },
    {
      id: 'vehicles',
      title: 'Véhicules blindés',
      body: `Les véhicules blindés s'activent comme des unités ([[activation]]). Un véhicule activé peut se déplacer de 12" au plus en terrain découvert, ou de 6" à travers un couvert léger, et tirer avec une arme. S'il reste immobile, il peut tirer avec toutes ses armes.

Chaque véhicule a une classe de blindage qui lui donne sa sauvegarde contre les touches. Les troupes à son bord, ou juste derrière lui, peuvent utiliser cette même sauvegarde ([[armour]]).

Le feu des armes légères et des mitrailleuses ne peut pas blesser l'équipage d'un char. Chaque touche que le véhicule ne sauvegarde pas fait l'objet d'un jet sur la table des dégâts ([[vehicle-damage]]). Un véhicule ne subit que des tirs : il ne peut pas être assailli ([[melee-vehicles]]).`,
      tables: [
        {
          caption: 'Classes de blindage des véhicules',
          head: ['Classe de blindage', 'Sauvegarde', 'Véhicules typiques'],
          rows: [
            ['Léger', '5+', 'Transports de troupes blindés'],
            ['Moyen', '4+', 'Chars légers'],
            ['Lourd', '3+', 'Chars moyens'],
            ['Très lourd', '2+', 'Chars lourds'],
          ],
        },
      ],
      keywords: [
        'véhicule',
        'char',
        'tank',
        'blindé',
        'VTT',
        'VCI',
        'transport de troupes',
        'automitrailleuse',
        'classe de blindage',
        'sauvegarde du véhicule',
        'immobile',
        'à l’arrêt',
        'équipage',
        'derrière un char',
        'passagers',
      ],
    },
    {
      id: 'vehicle-damage',
      parent: 'vehicles',
      title: 'Dégâts des véhicules',
      body: `Lancez 1D6 sur cette table pour chaque touche qu'un véhicule blindé ne parvient pas à sauvegarder ([[vehicles]]). Les résultats s'appliquent un par touche : un véhicule peut donc être sonné et perdre une arme lors de la même salve.

Quand un véhicule est détruit, lancez 1D6 pour chaque membre d'équipage : sur 5+, la figurine parvient à sortir ; sinon, c'est une perte.`,
      tables: [
        {
          caption: 'Table des dégâts des véhicules',
          head: ['D6', 'Résultat'],
          rows: [
            ['1-2', "Équipage sonné : le véhicule ne peut rien faire jusqu'au tour suivant"],
            ['3', "Immobilisé : il ne peut plus bouger jusqu'à la fin de la partie"],
            ['4-5', 'Arme détruite : le propriétaire choisit laquelle'],
            ['6', "Détruit : chaque membre d'équipage s'échappe sur 5+, sinon c'est une perte"],
          ],
        },
      ],
      keywords: [
        'dégâts',
        'dégâts du véhicule',
        'table des dégâts',
        'sonné',
        'équipage sonné',
        'immobilisé',
        'chenille',
        'arme détruite',
        'détruit',
        'hors de combat',
        'en flammes',
        'évacuer',
        "s'échapper",
      ],
    },
  ],
  cards: [
    {
      id: 'activation',
      title: "L'activation en bref",
      body: `Lancez 1D6 et atteignez la valeur d'activation de l'unité.
- +1 si aucun ennemi n'est en vue
- -1 par figurine neutralisée dans l'unité
- -1 par figurine à plus de 3" de son unité
- Un 6 naturel réussit toujours, un 1 naturel échoue toujours

Réussite : choisissez une action (marcher 6" et tirer aux armes légères, courir 12", se mettre à couvert 8", surveillance, à terre 3", tir visé +1, assaut 8"). Échec : l'unité est en surveillance et l'initiative change de camp. Dans les deux cas, les figurines neutralisées se relèvent après le jet.`,
      tables: [
        {
          caption: "Valeur d'activation",
          head: ['Niveau', 'Activation'],
          rows: [
            ['Bleu', '5+'],
            ['Aguerri', '4+'],
            ['Vétéran', '3+'],
            ['Élite', '2+'],
          ],
        },
      ],
      cites: ['activation', 'training', 'actions', 'initiative', 'suppression'],
    },
    {
      id: 'shooting',
      title: 'Le tir en bref',
      body: `- Cible en vue ; dans une zone de couvert, seulement à 2" au plus de la lisière ; jamais à travers un couvert intermédiaire
- 1D6 par point de puissance de feu ; touche sur la valeur d'expérience
- Le couvert dégrade cette valeur (jamais au-delà de 6+) ; le tir visé donne +1 à chaque dé
- La cible sauvegarde avec son armure ou avec le véhicule qui l'abrite
- Chaque touche restante est une perte ou une neutralisation (dans la limite), au choix de l'unité touchée`,
      tables: [
        {
          caption: "Valeur d'expérience et couvert",
          head: ['Niveau', 'Expérience', 'Léger (+1)', 'Moyen (+2)', 'Lourd (+3)'],
          rows: [
            ['Bleu', '6+', '6+', '6+', '6+'],
            ['Aguerri', '5+', '6+', '6+', '6+'],
            ['Vétéran', '4+', '5+', '6+', '6+'],
            ['Élite', '4+', '5+', '6+', '6+'],
          ],
        },
      ],
      cites: ['shooting', 'cover', 'suppression', 'armour', 'weapons'],
    },
    {
      id: 'vehicle-damage',
      title: 'Touches sur véhicule en bref',
      body: `Faites la sauvegarde de blindage du véhicule pour chaque touche. Les armes légères et les mitrailleuses ne blessent pas l'équipage d'un char. Pour chaque touche non sauvegardée, lancez 1D6 sur la table des dégâts.`,
      tables: [
        {
          caption: 'Sauvegarde selon la classe de blindage',
          head: ['Classe', 'Sauvegarde'],
          rows: [
            ['Léger', '5+'],
            ['Moyen', '4+'],
            ['Lourd', '3+'],
            ['Très lourd', '2+'],
          ],
        },
        {
          caption: 'Dégâts (1D6 par touche non sauvegardée)',
          head: ['D6', 'Résultat'],
          rows: [
            ['1-2', "Équipage sonné jusqu'au tour suivant"],
            ['3', 'Immobilisé pour le reste de la partie'],
            ['4-5', 'Une arme détruite (au choix du propriétaire)'],
            ['6', "Détruit ; chaque membre d'équipage s'échappe sur 5+"],
          ],
        },
      ],
      cites: ['vehicle-damage', 'vehicles'],
    },
  ],
};
