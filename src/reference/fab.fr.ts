/**
 * Référence des règles FAB (Fast Action Battles) en français, rédigée avec nos propres mots.
 * Édition de référence : règles de la série en espagnol, mises à jour en 2016 (Golan '73 + errata).
 * Les écarts avec l'édition française d'origine sont signalés par un paragraphe « Édition d'origine »,
 * puisque l'application les propose comme option de règles.
 * Convention du corps de texte : paragraphes séparés par une ligne vide, « - » en début de ligne pour
 * une liste, [[6.6]] pour un renvoi vers une autre section.
 */
import type { RefBook, RefCard, RefSection } from './types';

/** Joint des paragraphes (ou des blocs de liste) par une ligne vide. */
const b = (...parts: string[]): string => parts.join('\n\n');
/** Construit un bloc de liste à puces. */
const L = (...items: string[]): string => items.map((i) => `- ${i}`).join('\n');
/** Paragraphe signalant ce que faisait l'édition française d'origine (option de règles). */
const orig = (text: string): string => `Édition d'origine (option de règles) : ${text}`;

// ---------------------------------------------------------------------------------------------
// 1.0 à 5.4
// ---------------------------------------------------------------------------------------------
const part1: RefSection[] = [
  {
    id: '1.0',
    title: 'Introduction',
    body: b(
      "FAB est une série de jeux qui simulent de grandes batailles de la première moitié du XXe siècle. Les grandes formations de combat sont des blocs de bois posés sur la tranche (les unités) ; les éléments d'appui plus petits sont des pions de carton (les supports).",
      "Vous commandez l'un des deux camps sur le terrain : à vous de répartir au mieux vos unités, vos réserves, vos supports et vos Actions Spéciales pour atteindre les objectifs du scénario. La série vise des parties rapides, fidèles à l'histoire et exigeantes.",
      "Les numéros de section affichés comme liens renvoient à d'autres règles : touchez-les pour y aller. Lors d'une première lecture, on peut les ignorer ; ils servent surtout à retrouver une règle en cours de partie.",
      "Cette référence suit l'édition espagnole de 2016 (errata de septembre 2016 inclus), qui est la règle par défaut de Sandtable. Quand l'édition française d'origine diffère, un paragraphe « Édition d'origine » l'indique : ce comportement peut être choisi comme option de règles à la création d'une partie.",
    ),
    keywords: ['présentation', 'introduction', 'série', 'blocs', 'édition', 'option de règles', 'errata'],
  },
  {
    id: '2.0',
    title: 'Mots clés et concepts',
    body: b(
      'Le vocabulaire de base du jeu, regroupé en quatre thèmes :',
      L(
        'généralités : dé, règles exclusives, premier joueur, bol de sélection, cadres, Valeur de Réussite [[2.1]] ;',
        'les pièces : unités, supports, événements, Actions Spéciales, marqueurs [[2.2]] ;',
        'ce qui caractérise une unité : classe, ordre, formation, pas, qualité [[2.3]] ;',
        'la carte : aires, contrôle, terrain [[2.4]].',
      ),
    ),
    keywords: ['glossaire', 'vocabulaire', 'définitions', 'lexique'],
  },
  {
    id: '2.1',
    parent: '2.0',
    title: 'Généralités',
    body: b(
      'Dé à dix faces : on lance toujours un d10. Quel que soit le total des modificateurs et la raison du jet, un 1 réussit toujours et un 10 échoue toujours. Avec un dé marqué de 0 à 9, le 0 compte comme un 10.',
      "Règles exclusives : chaque boîte a ses propres règles, numérotées à partir de 11.0 dans le livret de scénarios. En cas de conflit avec les règles de la série, ce sont elles qui s'appliquent. Dans Sandtable, ce sont les données du scénario qui les fournissent [[11.0]].",
      'Premier joueur : le camp qui ouvre chaque tour de jeu, désigné par le scénario [[13.1]].',
      "Bol de sélection : un récipient opaque (une tasse fait l'affaire) propre à chaque joueur, dans lequel on tire au hasard supports et événements. L'application le gère pour vous.",
      "Cadres d'état : chaque camp a trois cadres sur la carte.",
      L(
        'Disponible : les supports et événements utilisables maintenant ;',
        'Utilisé : les supports déjà employés pendant le tour en cours ;',
        'Éliminé : les événements déjà joués ainsi que les unités et supports détruits.',
      ),
      "Valeur de Réussite (VR) : le résultat maximal du d10 pour réussir une action (il faut faire la VR ou moins). La VR de base vaut toujours 5 ; les modificateurs la montent ou la baissent. Ils figurent dans la Table de Combat de l'aide de jeu et dans les règles concernées ; la table par défaut de Sandtable est décrite en [[combat-table]].",
    ),
    keywords: [
      'd10',
      'dé',
      'jet de dé',
      'réussite automatique',
      'échec automatique',
      'zéro',
      'bol',
      'tasse',
      'pioche',
      'cadre disponible',
      'cadre utilisé',
      'cadre éliminé',
      'VR',
      'valeur de réussite',
      'nombre de succès',
      'règles exclusives',
    ],
  },
  {
    id: '2.2',
    parent: '2.0',
    title: 'Unités, supports, événements et marqueurs',
    body: b(
      "Unités : les blocs de bois, principaux acteurs du combat et de la manœuvre. Selon la bataille, un bloc représente le plus souvent un régiment, une brigade ou une division. L'étiquette est tournée vers son propriétaire, de sorte que l'adversaire ne voit que le dos du bloc : c'est le brouillard de guerre du jeu. Le bord supérieur indique la force actuelle ; la valeur la plus haute de l'étiquette correspond à l'unité au complet.",
      'Supports : des pions représentant de petites formations que vous envoyez là où la bataille compte le plus. Il en existe deux familles de combat :',
      L(
        "supports d'artillerie : appui indirect (canons, tirs navals, etc.) ;",
        'supports de bataille : appui direct (génie, infanterie ou blindés indépendants, etc.).',
      ),
      'Certains jeux ajoutent des supports non combattants (état-major, carburant…).',
      "Événements : chaque pion porte un nom et le tour où il rejoint le bol de sélection. Ce sont des remplacements, des missions aériennes, des Actions Spéciales ou d'autres faits historiques ou plausibles ; leur effet est défini par le scénario [[17.0]].",
      "Actions Spéciales : un surcroît d'effort du commandement et de la logistique qui permet aux unités d'en faire plus que d'habitude [[8.0]].",
      "Marqueurs : ils notent l'état des unités et signalent sur la carte les positions défensives, les ponts détruits, les assauts de rivière, le contrôle, etc.",
    ),
    keywords: [
      'bloc',
      'pion',
      'ressource',
      'asset',
      'support',
      'artillerie',
      'support de bataille',
      'événement',
      'marqueur',
      'brouillard de guerre',
      'étiquette',
    ],
  },
  {
    id: '2.3',
    parent: '2.0',
    title: 'Caractéristiques des unités',
    body: b(
      'Classe blindée ou infanterie : une unité ou un support de classe blindée comporte une part importante de véhicules blindés ; la classe infanterie regroupe tout le reste. Le scénario dit quels types relèvent de chaque classe [[13.3]].',
      'En ordre : une unité sans marqueur de désordre ni de récupération est en ordre et agit normalement.',
      "Désordre : une unité (jamais un support) peut être mise en désordre, ce qui réduit ses capacités jusqu'à sa récupération [[6.5]]. Elle porte alors un marqueur de désordre ou de récupération.",
      "Formations supérieures : les QG de corps ou d'armée, avec leur couleur, sont définis par le scénario [[13.2]]. Ils n'ont pas de pièce sur la carte ; ils servent à l'administration. La couleur de l'étiquette ou du pion montre à quelle formation appartient chaque unité, support ou événement (fond du pion pour les événements, intérieur du symbole pour unités et supports).",
      'Test de moral : dans certaines situations, une unité jette un dé contre sa qualité pour voir si elle tient le coup [[6.7]].',
      "Unité de pointe : celle qui mène l'assaut côté Attaquant et qui tient les accès clés côté Défenseur. Chaque camp en désigne une par combat [[6.24]].",
      'Unités en réserve : unités portant un marqueur de réserve (leur nombre est limité par les marqueurs fournis). Elles peuvent bouger plus tard, dans une autre phase de mouvement [[5.21]].',
      "Pas d'effectif : les points au bord de l'étiquette. Une unité perd des pas en subissant des pertes et en regagne par certains événements ou Actions Spéciales. Pour retirer un pas, on tourne le bloc d'un quart de tour vers la gauche (sens antihoraire), ce qui amène la nouvelle valeur en haut. Une unité qui perd son dernier pas est éliminée.",
      "Note : l'édition française d'origine fait tourner le bloc vers la droite (sens horaire). Seule la manipulation change ; dans l'application, c'est sans effet.",
      'Qualité de troupe : compétence, équipement, entraînement et motivation, indiqués par la couleur des points.',
      L('rouge : élite ;', 'noir : vétéran ;', 'blanc : novice (recrue).'),
      'La qualité actuelle peut changer quand le bloc change de valeur, et elle modifie la VR au combat comme au moral.',
      "Statut d'une unité : son état du moment (en ordre ou désordonnée, avec ou sans ravitaillement, marquée en réserve ou pas).",
    ),
    keywords: [
      'blindé',
      'infanterie',
      'classe',
      'désordre',
      'en ordre',
      'récupération',
      'QG',
      'formation supérieure',
      'couleur',
      'unité de pointe',
      'réserve',
      'pas',
      'perte de pas',
      "perte d'effectif",
      'réduction',
      'rotation du bloc',
      'qualité de troupe',
      'élite',
      'vétéran',
      'novice',
      'recrue',
      'points rouges',
      'statut',
    ],
  },
  {
    id: '2.4',
    parent: '2.0',
    title: 'Aires, contrôle et terrain',
    body: b(
      'Aire : chaque case nommée et numérotée de la carte. Une unité en jeu se trouve toujours dans une aire.',
      "Aire contestée : elle contient des forces des deux camps. Aire incontestée : elle est vide ou ne contient que des forces d'un seul camp.",
      "Contrôle : chaque aire, contestée ou non, appartient à l'un des deux camps : celui qui y a été le dernier occupant exclusif. Au début du scénario, le contrôle est fixé par les données du scénario [[24.0]]. Le contrôle bascule dès qu'une ou plusieurs unités adverses deviennent seules occupantes de l'aire. Des supports seuls conservent le contrôle de leur camp mais ne le font jamais changer. Un marqueur de contrôle sert là où ce n'est pas évident [[9.2]].",
      "Terrain : il n'influe pas sur le mouvement, à la seule exception des limites de rivière dont le pont a sauté. Le symbole dessiné dans l'aire renvoie à un Niveau de Difficulté du Terrain (NDT) dans la légende de la carte ; ce nombre est retranché de la VR quand l'Attaquant fait son tir direct [[6.28]].",
      'Aire nouvellement contestée : les deux camps y ont des unités, alors que juste avant la fin de la phase de mouvement elle était incontestée. Au début de la phase de combat, on la reconnaît à ses blocs encore debout (pas encore couchés face visible).',
    ),
    keywords: [
      'aire',
      'zone',
      'case',
      'contestée',
      'incontestée',
      'contrôle',
      'contrôlée',
      'dernier occupant',
      'terrain',
      'NDT',
      'niveau de difficulté',
      'difficulté du terrain',
      'nouvellement contestée',
    ],
  },
  {
    id: '3.0',
    title: 'Séquence de jeu',
    body: b(
      "Chaque tour de jeu se déroule dans l'ordre suivant :",
      L(
        'phase de renfort, pour les deux joueurs [[3.1]] ;',
        'tour du premier joueur : phases 3.21 à 3.28 [[3.2]] ;',
        'tour du second joueur : les mêmes phases, rôles inversés [[3.3]] ;',
        'vérification de la victoire [[3.4]] ;',
        'avance du marqueur de tour [[3.5]].',
      ),
      "Le joueur dont c'est le tour est le Joueur en Phase ; l'autre est le Joueur Hors-Phase. Voir aussi la fiche « Séquence de jeu ».",
    ),
    tables: [
      {
        caption: 'Tour de joueur (3.21 à 3.28)',
        head: ['Section', 'Phase', 'Qui agit'],
        rows: [
          ['3.21', 'Administration', "les deux joueurs, Joueur en Phase d'abord"],
          ['3.22', 'Mouvement opérationnel', 'Joueur en Phase'],
          ['3.23', 'Mouvement stratégique', 'Joueur en Phase (réserves)'],
          ['3.24', 'Combat', 'Joueur en Phase attaque'],
          ['3.25', 'Réaction', 'Joueur Hors-Phase (réserves)'],
          ['3.26', 'Mouvement de percée', 'Joueur en Phase'],
          ['3.27', 'Combat de percée', 'Joueur en Phase attaque'],
          ['3.28', 'Ravitaillement', 'les deux joueurs'],
        ],
      },
    ],
    keywords: [
      'séquence',
      'ordre du tour',
      'phases',
      'tour de jeu',
      'déroulement',
      'joueur en phase',
      'joueur hors-phase',
    ],
  },
  {
    id: '3.1',
    parent: '3.0',
    title: 'Phase de renfort',
    body: b(
      'Les deux joueurs reçoivent leurs nouvelles unités, leurs nouveaux supports et événements, et remettent en circulation les supports du cadre Utilisé. Détail en [[4.1]].',
    ),
    keywords: ['renforts', 'arrivées', 'début du tour'],
  },
  {
    id: '3.2',
    parent: '3.0',
    title: 'Tour du premier joueur',
    body: b(
      "Le premier joueur [[13.1]] joue avant l'autre à chaque tour ; pendant les phases [[3.21]] à [[3.28]], il est le Joueur en Phase, et son adversaire (le second joueur) tient le rôle de Joueur Hors-Phase.",
    ),
    keywords: ['premier joueur', 'joueur en phase', 'tour de joueur'],
  },
  {
    id: '3.21',
    parent: '3.2',
    title: "Phase d'administration",
    body: b(
      'On tire les supports et événements du tour et on les place dans le cadre Disponible (4.2a). Ensuite, chaque joueur peut jouer ses événements et employer ses supports du génie (4.2b puis 4.2c). Détail en [[4.2]].',
    ),
    keywords: ['administration', 'admin', 'tirage', 'pioche'],
  },
  {
    id: '3.22',
    parent: '3.2',
    title: 'Phase de mouvement opérationnel',
    body: b(
      'Chaque unité du Joueur en Phase peut, au choix, se déplacer, construire une position défensive, rester sur place ou passer en réserve ([[5.21]] à [[5.24]]).',
    ),
    keywords: ['mouvement', 'déplacement', 'mouvement opérationnel'],
  },
  {
    id: '3.23',
    parent: '3.2',
    title: 'Phase de mouvement stratégique',
    body: b(
      'Le Joueur en Phase peut déplacer par mouvement stratégique [[5.4]] ses unités portant un marqueur de réserve, dans les limites fixées par le scénario [[14.8]].',
    ),
    keywords: ['mouvement stratégique', 'transport', 'réserve'],
  },
  {
    id: '3.24',
    parent: '3.2',
    title: 'Phase de combat',
    body: b(
      "Le Joueur en Phase résout les combats obligatoires et ceux qu'il souhaite livrer, dans l'ordre qu'il choisit, selon [[6.0]]. Chaque aire choisie ne reçoit qu'un seul round de combat pendant cette phase.",
      orig("le texte ne précise pas la limite d'un round par aire et par phase."),
    ),
    keywords: ['combat', 'bataille', 'attaque'],
  },
  {
    id: '3.25',
    parent: '3.2',
    title: 'Phase de réaction',
    body: b(
      'Le Joueur Hors-Phase a le droit de bouger ses unités en réserve avec leur potentiel de mouvement entier, puis leur retire le marqueur de réserve [[7.2]].',
    ),
    keywords: ['réaction', 'contre-mouvement', 'réserve adverse'],
  },
  {
    id: '3.26',
    parent: '3.2',
    title: 'Phase de mouvement de percée',
    body: b(
      "Le Joueur en Phase déplace, dans l'ordre qu'il veut, les unités portant un marqueur d'exploitation [[6.8]], ses unités en réserve [[5.21]] et celles qu'il active par une Action Spéciale [[8.21]]. Détail en [[7.3]].",
    ),
    keywords: ['percée', 'exploitation', 'pénétration', 'breakthrough'],
  },
  {
    id: '3.27',
    parent: '3.2',
    title: 'Phase de combat de percée',
    body: b(
      "Un round de combat est obligatoire dans chaque aire nouvellement contestée ; ailleurs, il faut dépenser une Action Spéciale pour en livrer un [[8.22]]. Dès que cette phase commence, plus aucun mouvement n'est permis pendant ce tour de joueur. Détail en [[7.4]].",
    ),
    keywords: ['combat de percée', 'pénétration', 'second combat'],
  },
  {
    id: '3.28',
    parent: '3.2',
    title: 'Phase de ravitaillement',
    body: b(
      "Chaque camp confirme qui tient chaque aire, établit quelles unités sont ravitaillées et fait évoluer ses marqueurs de désordre ; le Joueur en Phase fait ensuite les tests de moral de ses unités non ravitaillées ; enfin, chacun retire les marqueurs qui doivent l'être. Détail en [[9.0]].",
    ),
    keywords: ['ravitaillement', 'approvisionnement', 'fin du tour de joueur'],
  },
  {
    id: '3.3',
    parent: '3.0',
    title: 'Tour du second joueur',
    body: b(
      'Le second joueur joue à son tour les phases [[3.21]] à [[3.28]] comme Joueur en Phase ; le premier joueur devient alors le Joueur Hors-Phase.',
    ),
    keywords: ['second joueur', 'deuxième joueur'],
  },
  {
    id: '3.4',
    parent: '3.0',
    title: 'Vérification de la victoire',
    body: b(
      'On calcule les points de victoire [[19.0]] puis on regarde si un camp remporte une victoire par mort subite [[19.4]].',
    ),
    keywords: ['victoire', 'PV', 'points de victoire', 'mort subite'],
  },
  {
    id: '3.5',
    parent: '3.0',
    title: 'Avance du tour',
    body: b(
      "Si personne n'a gagné par mort subite, le marqueur de tour passe à la case suivante. Si le tour qui s'achève était le dernier, on applique les conditions de victoire du scénario pour désigner le vainqueur.",
    ),
    keywords: ['fin de partie', 'dernier tour', 'marqueur de tour'],
  },
  {
    id: '4.0',
    title: "Phases de renfort et d'administration",
    body: b(
      "La phase de renfort [[4.1]] ouvre chaque tour de jeu ; la phase d'administration [[4.2]] ouvre chaque tour de joueur. C'est aussi pendant l'administration qu'on emploie les supports du génie [[4.3]].",
    ),
    keywords: ['renfort', 'administration', 'génie'],
  },
  {
    id: '4.1',
    parent: '4.0',
    title: 'Phase de renfort',
    body: b(
      'Les deux joueurs font, dans cet ordre :',
      L(
        "a) Action Spéciale réutilisable : si la vôtre était disponible au tour précédent et que vous ne l'avez pas jouée (elle est encore dans votre cadre Disponible), vous pouvez faire passer un support de votre choix du cadre Utilisé directement au cadre Disponible, et votre Action Spéciale reste disponible pour ce tour. Puis toute Action Spéciale réutilisable se trouvant dans le cadre Utilisé revient dans le cadre Disponible.",
        'b) Chaque joueur remet dans son bol de sélection une partie ou la totalité des supports restés dans son cadre Utilisé (à son choix).',
        "c) Les unités de renfort sont posées dans les aires d'entrée inscrites sur leur étiquette, sans dépense de points de mouvement. Les lettres imprimées sur la carte désignent les aires d'entrée voisines, ce ne sont pas des aires. On ne peut ni dépasser la limite d'empilement, ni entrer dans une aire contrôlée par l'ennemi, sauf si elle est vide à ce moment. Deux lettres indiquent une plage : « AC » autorise A, B ou C. Quand aucune des aires permises n'est accessible, l'unité arrive un tour plus tard par l'aire d'entrée autorisée la plus proche [[14.2]] ; on peut aussi dépenser une Action Spéciale pour la faire entrer ailleurs dès son tour prévu [[8.27]]. Sauf mention contraire du scénario, un renfort arrive au complet.",
        'd) Les supports et événements de renfort sont ajoutés au bol de sélection.',
      ),
      orig("à l'étape b, tous les supports du cadre Utilisé retournent obligatoirement dans le bol."),
    ),
    keywords: [
      'renforts',
      'arrivée',
      "aire d'entrée",
      'entrée bloquée',
      'retard',
      'bol',
      'recyclage',
      'action spéciale réutilisable',
      'cadre utilisé',
    ],
  },
  {
    id: '4.2',
    parent: '4.0',
    title: "Phase d'administration",
    body: b(
      'Elle ouvre chaque tour de joueur, en trois temps :',
      L(
        'a) Chacun tire au hasard dans son bol le nombre de supports/événements que le registre des tours indique pour son camp ce tour-ci, et les place dans son cadre Disponible.',
        'b) Le Joueur en Phase peut jouer les événements de son cadre Disponible et employer ses supports du génie disponibles pour une fonction du génie [[4.3]]. Il peut aussi exercer une Fonction de Commandement [[8.3]] et jouer les Actions Spéciales propres à cette phase ([[8.25]], [[8.26]]).',
        'c) Le Joueur Hors-Phase fait ensuite de même : événements, Fonctions de Commandement, Actions Spéciales et génie.',
      ),
    ),
    keywords: ['administration', 'admin', 'tirage', 'pioche', 'registre des tours', 'événements', 'génie'],
  },
  {
    id: '4.21',
    parent: '4.2',
    title: "Usage alternatif d'un événement",
    body: b(
      "Au lieu d'appliquer son effet imprimé [[17.0]], un joueur peut jouer un événement pour renvoyer deux supports de son choix de son cadre Éliminé vers son bol de sélection. Cela ne fonctionne ni pour les unités ni pour d'autres événements.",
      "Cet usage sert à récupérer des supports : il en faut au moins un au cadre Éliminé. S'il n'y en a qu'un, l'événement ramène celui-là ; s'il n'y en a aucun, l'événement ne peut pas être dépensé ainsi (lecture de Sandtable : les règles ne prévoient pas de gaspiller un événement).",
    ),
    keywords: ['événement', 'usage alternatif', 'récupérer des supports', 'cadre éliminé'],
  },
  {
    id: '4.22',
    parent: '4.2',
    title: 'Événements joués',
    body: b(
      "Un événement ne sert qu'une fois, qu'on ait utilisé son effet imprimé ou l'usage alternatif [[4.21]] : après usage, il va dans le cadre Éliminé.",
    ),
    keywords: ['événement', 'usage unique', 'défausse'],
  },
  {
    id: '4.3',
    parent: '4.0',
    title: 'Fonctions du génie',
    body: b(
      "Pendant la phase d'administration, chaque support du génie présent dans le cadre Disponible peut remplir une seule des tâches suivantes :",
      L(
        'détruire un ou deux ponts [[4.31]] ;',
        'réparer un pont [[4.32]] ;',
        'construire une position défensive [[4.33]] ;',
        'poser un barrage de route [[4.34]] ;',
        'tenir lui-même un barrage de route défendu [[4.35]] ;',
        'une fonction prévue par le scénario [[14.5]].',
      ),
      'Il peut aussi être gardé pour le combat, où il sert de support de bataille ([[6.32]], [[6.33]]).',
      'Aucune fonction du génie ne peut viser une aire ou une unité non ravitaillée ([[9.34]] d).',
    ),
    keywords: ['génie', 'sapeurs', 'ingénieurs', 'engineers', 'pont', 'barrage'],
  },
  {
    id: '4.31',
    parent: '4.3',
    title: 'Détruire des ponts',
    body: b(
      "Condition : le camp du génie a, au bord de la rivière, une aire incontestée, ravitaillée et qu'il contrôle.",
      "Un même support du génie peut faire sauter jusqu'à deux ponts par phase d'administration, à condition que les deux bordent cette même aire. On pose un marqueur de pont détruit sur chaque limite de rivière touchée, puis le support va dans le cadre Utilisé.",
      'Voir aussi la tentative de destruction pendant le mouvement adverse [[5.35]].',
    ),
    keywords: ['pont', 'faire sauter', 'dynamiter', 'démolir', 'pont détruit', 'rivière'],
  },
  {
    id: '4.32',
    parent: '4.3',
    title: 'Réparer un pont',
    body: b(
      "Condition : le camp du génie contrôle les deux aires situées de part et d'autre du pont détruit, ou bien il en contrôle une et conteste l'autre, tenue par l'ennemi. L'aire amie depuis laquelle on répare doit être ravitaillée et incontestée.",
      "Un support du génie répare un seul pont par phase d'administration. Le marqueur de pont détruit est enlevé ; le support rejoint le cadre Utilisé.",
      orig("l'aire depuis laquelle on répare devait être amie et ravitaillée, mais pouvait être contestée."),
    ),
    keywords: ['pont', 'réparer', 'reconstruire', 'pont détruit'],
  },
  {
    id: '4.33',
    parent: '4.3',
    title: 'Construire une position défensive (génie)',
    body: b(
      'Le génie pose un marqueur de position défensive dans une aire amie (contrôlée), incontestée et ravitaillée où est présente au moins une unité amie appartenant à la formation supérieure du génie. Le support va ensuite dans le cadre Utilisé. Effets de la position : [[5.23]].',
    ),
    keywords: ['position défensive', 'retranchement', 'fortification', 'défenses', 'génie'],
  },
  {
    id: '4.34',
    parent: '4.3',
    title: 'Poser un barrage de route',
    body: b(
      'Le génie place un barrage de route (marqueur) sur une aire amie, vide, ravitaillée et dont le NDT vaut au moins 1 ; le support va dans le cadre Utilisé.',
      "Effet, pendant le tour de joueur en cours : la première unité adverse à pénétrer dans l'aire paie 1 point de mouvement de plus et doit s'y arrêter ([[5.35]] b). Ce point supplémentaire ne s'ajoute pas au +1 déjà dû pour entrer dans une aire occupée [[5.32]] : on ne paie qu'un seul +1.",
      "Le marqueur disparaît dès qu'une unité ennemie a payé cette pénalité, ou sinon pendant la phase de ravitaillement de ce même tour de joueur [[9.5]].",
      orig(
        "le barrage est aussi enlevé si une unité amie y pénètre, et le texte ne dit pas que son +1 ne se cumule pas avec celui d'une aire occupée.",
      ),
    ),
    keywords: ['barrage', 'barrage de route', 'roadblock', 'bouchon', 'obstacle', 'point de mouvement supplémentaire'],
  },
  {
    id: '4.35',
    parent: '4.3',
    title: 'Barrage de route défendu',
    body: b(
      "Mêmes conditions que [[4.34]], mais c'est le pion du génie lui-même qu'on pose dans l'aire, à la place du marqueur.",
      'Différences avec un barrage ordinaire :',
      L(
        "l'arrivée d'une unité ennemie ne fait pas disparaître le génie : il se comporte en partie comme une unité ;",
        'il peut tenter de faire sauter un pont comme une unité ([[5.35]] d) ;',
        "toute unité ennemie qui entre doit s'arrêter, et un combat doit être livré ;",
        "dans ce combat, le Défenseur n'a droit à aucune Action Spéciale (ni renfort [[8.23]], ni retraite préalable [[8.24]]), et seul un support d'artillerie appartenant à sa formation supérieure peut l'épauler (aucun événement) ;",
        "s'il est encore là à la phase de ravitaillement, qu'il ait combattu ou non, le génie rejoint le cadre Utilisé.",
      ),
      'Conseil : à réserver aux situations désespérées, car on y perd souvent un précieux support du génie. Voir aussi [[6.23]] et [[6.42]].',
    ),
    keywords: ['barrage défendu', 'barrage de route défendu', 'génie seul', 'bouchon', 'retardement'],
  },
  {
    id: '5.0',
    title: 'Empilement et mouvement',
    body: b(
      "Limites d'empilement [[5.1]], options de la phase de mouvement opérationnel [[5.2]], règles de déplacement entre aires [[5.3]] et mouvement stratégique [[5.4]].",
    ),
    keywords: ['mouvement', 'empilement', 'déplacement'],
  },
  {
    id: '5.1',
    parent: '5.0',
    title: "Limites d'empilement",
    body: b(
      "Une aire accepte au plus deux unités de chaque camp. Les supports ne comptent pas : leur nombre n'est pas limité.",
      'Aucune unité ne peut terminer volontairement son mouvement en surempilement. La limite est vérifiée à la fin de chaque phase et à tout moment pendant chaque phase de combat : les unités en trop font retraite [[6.6]] ; celles qui ne peuvent pas retraiter légalement sont éliminées.',
      "C'est le propriétaire qui fait cette retraite : si une phase de mouvement s'achève avec une aire en surempilement, il choisit lesquelles de ses unités la quittent et envoie chacune vers une aire que la retraite autorise (deux peuvent aller dans des aires différentes). On n'en élimine une, à son choix, que si aucune ne peut retraiter. La phase suivante attend que l'empilement soit respecté.",
      orig(
        "pas d'interdiction explicite de finir volontairement un mouvement en surempilement ; le contrôle se fait à la fin de chaque phase et pendant la phase de combat.",
      ),
    ),
    keywords: ['empilement', 'surempilement', 'deux unités', 'limite', 'stacking', "trop d'unités"],
  },
  {
    id: '5.2',
    parent: '5.0',
    title: 'Options de la phase de mouvement opérationnel',
    body: b(
      'Pendant sa phase de mouvement opérationnel, chaque unité qui en a le droit choisit une option :',
      L(
        'passer en réserve [[5.21]] ;',
        'aller vers une autre aire, dans la limite de son potentiel de mouvement [[5.22]] ;',
        'construire une position défensive [[5.23]] ;',
        'rester sur place [[5.24]].',
      ),
    ),
    keywords: ['options de mouvement', 'que peut faire une unité'],
  },
  {
    id: '5.21',
    parent: '5.2',
    title: 'Mettre des unités en réserve',
    body: b(
      "Pendant la phase de mouvement opérationnel, on peut poser un marqueur de réserve sur une unité éligible [[14.7]], tant qu'il reste des marqueurs (leur nombre est limité par le jeu). Une unité désordonnée ou non ravitaillée ne peut pas passer en réserve ([[9.33]] b).",
      'Une unité en réserve pourra bouger :',
      L(
        'plus tard dans la même phase de mouvement opérationnel ;',
        'pendant la phase de mouvement stratégique [[5.4]] ;',
        'pendant une phase de réaction [[7.2]] ;',
        'pendant une phase de mouvement de percée [[7.3]].',
      ),
      "Le marqueur est retiré quand l'unité bouge, quand son aire devient contestée, ou au plus tard pendant la phase de ravitaillement suivante de l'adversaire [[9.5]]. Une unité en réserve qui vient renforcer une bataille par Action Spéciale [[8.23]] fait les deux à la fois : elle perd son marqueur et ne pourra plus réagir dans la phase de réaction qui suit.",
    ),
    keywords: ['réserve', 'mettre en réserve', 'marqueur de réserve', 'réserves'],
  },
  {
    id: '5.22',
    parent: '5.2',
    title: 'Se déplacer vers une autre aire',
    body: b(
      "Potentiel de mouvement pendant une phase de mouvement opérationnel amie : 3 points pour une unité de classe infanterie, 6 points pour une unité de classe blindée. On ne peut pas le dépasser, sauf pour un déplacement d'une seule aire [[5.33]]. Coûts : [[5.32]].",
      "Révélation : une unité qui entre dans une aire contestée dont les blocs ennemis sont déjà couchés face visible (suite à un combat précédent) est révélée à son tour, même si des unités en sortent pour lui faire de la place. Sinon, l'aire devient nouvellement contestée et les blocs y restent debout, cachés, jusqu'à la phase de combat.",
    ),
    tables: [
      {
        caption: 'Potentiel de mouvement',
        head: ['Unité', 'Points de mouvement'],
        rows: [
          ['Classe infanterie', '3'],
          ['Classe blindée', '6'],
          ['Désordonnée et/ou non ravitaillée', '1 aire seulement (9.33a)'],
        ],
      },
    ],
    keywords: [
      'potentiel de mouvement',
      'PM',
      'points de mouvement',
      'allocation',
      '3 PM',
      '6 PM',
      'révéler',
      'blocs debout',
    ],
  },
  {
    id: '5.23',
    parent: '5.2',
    title: 'Construire une position défensive',
    body: b(
      "Une unité ravitaillée et en ordre, située dans une aire incontestée, peut y consacrer tout son potentiel de mouvement pour poser un marqueur de position défensive. Toutes les unités amies de l'aire en profitent ; l'ennemi, jamais.",
      "Effet : tout tir ennemi visant des unités protégées par la position subit -1 à sa VR, si la position est encore en place au moment où l'Attaquant jette ses dés.",
      'Le marqueur est retiré :',
      L(
        "quand il absorbe le premier dégât d'un combat ([[6.42]] a) ;",
        "quand, en fin de phase, il ne reste plus d'unité amie dans l'aire ;",
        "quand un génie ennemi l'élimine au combat [[6.33]] ;",
        "si l'aire se trouve contestée pendant n'importe quelle phase de ravitaillement [[9.5]].",
      ),
    ),
    keywords: [
      'position défensive',
      'défenses',
      'retranchement',
      'tranchées',
      'fortifier',
      'creuser',
      '-1',
      'modificateur défenses',
    ],
  },
  {
    id: '5.24',
    parent: '5.2',
    title: 'Rester sur place',
    body: b("L'unité ne bouge pas et son statut ne change pas."),
    keywords: ['immobile', 'attendre', 'passer'],
  },
  {
    id: '5.3',
    parent: '5.0',
    title: 'Mouvement opérationnel',
    body: b(
      "Comment on passe d'une aire à l'autre : limites et connexions [[5.31]], coûts [[5.32]], mouvement minimum [[5.33]], sortie d'une aire contestée [[5.34]] et autres restrictions [[5.35]].",
    ),
    keywords: ['mouvement', 'déplacement'],
  },
  {
    id: '5.31',
    parent: '5.3',
    title: 'Limites et connexions',
    body: b(
      "Les aires sont séparées par des limites. Pour franchir une limite, une unité emprunte une connexion, qui coûte des points de mouvement. Le scénario peut ajouter d'autres limites ou connexions (14.1).",
      'Types de limite :',
      L(
        'limite ouverte (plaine) ;',
        'limite de rivière : un pont y existe toujours, sauf si un marqueur de pont détruit est posé ; un pont détruit gêne le mouvement [[5.32]].',
      ),
      'Types de connexion :',
      L(
        "route : une route principale relie directement les deux aires voisines ; coût de base 1 PM. Les routes n'ont pas besoin de se rejoindre à l'intérieur d'une aire ;",
        'champ : aucune route principale ne relie les deux aires ; coût de base 2 PM.',
      ),
    ),
    keywords: ['limite', 'frontière', 'rivière', 'pont', 'connexion', 'route', 'champ', 'tout terrain', 'plaine'],
  },
  {
    id: '5.32',
    parent: '5.3',
    title: 'Coût en points de mouvement entre aires',
    body: b(
      'On ne se déplace que vers une aire adjacente ; passer en diagonale par un point où plusieurs limites se rejoignent est interdit.',
      "Le coût d'un franchissement dépend de la connexion (route ou champ), que la limite soit ouverte ou de rivière. Un pont détruit remplace ce coût : il faut tout son potentiel de mouvement. S'y ajoutent au besoin les suppléments de la table.",
      'Une unité non ravitaillée et/ou désordonnée ne peut entrer que dans une seule aire adjacente [[5.33]], [[9.33]].',
    ),
    tables: [
      {
        caption: 'Coûts de mouvement (5.32)',
        head: ['Situation', 'Coût'],
        rows: [
          ['Connexion par route (limite ouverte ou rivière avec pont)', '1 PM'],
          ['Connexion par champ (limite ouverte ou rivière avec pont)', '2 PM'],
          ['Limite de rivière dont le pont est détruit', 'tout le potentiel (remplace les deux lignes précédentes)'],
          ['Entrer dans une aire contenant déjà des unités et/ou supports, amis ou ennemis', '+1 PM (une seule fois)'],
          ['Quitter une aire contestée (5.34)', '+1 PM'],
          [
            'Barrage de route (4.34), première unité ennemie',
            "+1 PM, non cumulé avec le +1 d'aire occupée, puis arrêt",
          ],
          ['Unité non ravitaillée et/ou désordonnée', '1 aire adjacente au maximum'],
        ],
      },
    ],
    keywords: [
      'coût de mouvement',
      'PM',
      'points de mouvement',
      'route',
      'champ',
      'pont détruit',
      'aire occupée',
      '+1',
      'diagonale',
      'tableau des coûts',
    ],
  },
  {
    id: '5.33',
    parent: '5.3',
    title: 'Mouvement minimum garanti',
    body: b(
      "Une unité peut toujours passer de son aire de départ à une aire adjacente où l'entrée ne lui est pas interdite, même si le coût dépasse son potentiel de mouvement. C'est aussi le seul déplacement permis à une unité désordonnée ou non ravitaillée.",
    ),
    tables: [
      {
        caption: 'Ce que permet le potentiel (5.22, 5.33)',
        head: ['Cas', 'Déplacement permis'],
        rows: [
          ['Coût total ≤ potentiel', "autant d'aires que le potentiel le permet"],
          ['Une seule aire adjacente, coût > potentiel', 'permis (mouvement minimum)'],
          ['Deux aires ou plus, coût > potentiel', 'interdit'],
          ['Unité désordonnée ou non ravitaillée', '1 aire adjacente, quel que soit le coût'],
        ],
      },
    ],
    keywords: ['mouvement minimum', 'une aire', 'dépasser le potentiel', 'au moins une aire'],
  },
  {
    id: '5.34',
    parent: '5.3',
    title: "Sortir d'une aire contestée",
    body: b(
      "Une unité qui quitte une aire contestée paie +1 PM et doit d'abord entrer dans une aire contrôlée par son camp et incontestée. De là, elle peut continuer jusqu'au bout de son potentiel, mais elle n'a plus le droit, pendant cette phase de mouvement, de pénétrer dans une aire contestée ni d'en provoquer une nouvelle.",
    ),
    keywords: ['désengagement', 'quitter le combat', 'sortir', 'aire contestée', 'décrocher'],
  },
  {
    id: '5.35',
    parent: '5.3',
    title: 'Autres restrictions de mouvement',
    body: b(
      L(
        'a) On déplace les unités une par une : chacune finit son mouvement avant que la suivante parte.',
        'b) Arrêt obligatoire en entrant dans une aire qui contient un barrage de route ou une unité ennemie (voir [[4.34]] et [[4.35]]).',
        "c) À chaque phase de mouvement, une seule unité peut franchir une limite de rivière donnée (pont intact ou détruit) pour entrer dans une aire occupée par l'ennemi. Vers des aires incontestées, aucune limite, même en sortant d'une aire contestée.",
        "d) Quand une unité tente de franchir une rivière vers une aire nouvellement contestée, l'adversaire peut, s'il le souhaite, tenter de faire sauter ce pont : il réussit sur 1 à 5. Si le pont saute, l'unité peut tout de même traverser si elle a commencé la phase adjacente à l'aire visée. Si elle ne traverse pas (par choix ou parce qu'elle ne peut pas), elle ne paie pas l'entrée dans cette aire, perd 1 PM et peut poursuivre son mouvement.",
        "e) Assaut de rivière : on pose ce marqueur dans une aire nouvellement contestée (seulement) quand toutes les unités attaquantes sont arrivées par une limite de rivière, l'une au moins ayant franchi un pont détruit. Conséquences : [[6.41]] b et [[6.8]].",
      ),
    ),
    keywords: [
      'une à la fois',
      'arrêt',
      'stop',
      'franchissement de rivière',
      'une unité par rivière',
      'faire sauter le pont',
      'tentative de destruction',
      '1-5',
      'assaut de rivière',
      'traversée',
    ],
  },
  {
    id: '5.4',
    parent: '5.0',
    title: 'Mouvement stratégique',
    body: b(
      'Seules les unités ravitaillées portant un marqueur de réserve peuvent se déplacer stratégiquement, pendant la phase [[3.23]] et dans les limites fixées par le scénario [[14.8]].',
      "L'unité va de son aire de départ à n'importe quelle autre aire ravitaillée et contrôlée par son camp, à condition qu'un chemin continu de connexions (route ou champ) l'y mène sans franchir de pont détruit et sans entrer ni passer dans une aire contestée ou contrôlée par l'ennemi. Aucun coût en points de mouvement n'est compté : seules comptent ces conditions de chemin et les limites du scénario.",
      'Après ce mouvement, on retire son marqueur de réserve.',
    ),
    keywords: ['mouvement stratégique', 'transfert', 'rocade', 'transport', 'réserve', 'longue distance'],
  },
];

// ---------------------------------------------------------------------------------------------
// 6.0 à 6.8 : combat
// ---------------------------------------------------------------------------------------------
const part2: RefSection[] = [
  {
    id: '6.0',
    title: 'Combat',
    body: b(
      "Règles générales [[6.1]], déroulement d'un round de combat [[6.2]], supports au combat [[6.3]], répartition des dégâts [[6.4]], désordre [[6.5]], retraites [[6.6]], tests de moral [[6.7]] et exploitation [[6.8]]. Les modificateurs de la VR sont dans la table de combat [[combat-table]].",
    ),
    keywords: ['combat', 'bataille', 'attaque', 'défense', 'tir'],
  },
  {
    id: '6.1',
    parent: '6.0',
    title: 'Règles générales du combat',
    body: b(
      L(
        'Combat obligatoire : dans chaque aire nouvellement contestée (blocs encore debout au début de la phase de combat).',
        "Combat facultatif : dans une aire déjà contestée auparavant, reconnaissable à ses blocs déjà couchés face visible ; c'est le Joueur en Phase qui décide.",
        "L'Attaquant choisit l'ordre dans lequel les combats sont résolus.",
        "Une aire choisie ne livre qu'un round de combat par phase de combat.",
      ),
      orig("la limite d'un seul round par aire et par phase n'est pas écrite."),
    ),
    keywords: ['combat obligatoire', 'combat facultatif', 'optionnel', 'ordre des combats', 'un round par aire'],
  },
  {
    id: '6.2',
    parent: '6.0',
    title: 'Le round de combat',
    body: b(
      "Chaque fois qu'on résout un combat dans une aire, on suit les étapes [[6.21]] à [[6.29]] dans l'ordre. Dans tout combat, l'Attaquant est le Joueur en Phase et le Défenseur son adversaire.",
      "Unités désordonnées : du côté de l'Attaquant, elles ne combattent pas et ne peuvent pas recevoir de pertes ; du côté du Défenseur, elles combattent normalement, avec -1 à leur VR ([[9.33]] c, d).",
    ),
    tables: [
      {
        caption: 'Étapes du round de combat',
        head: ['Étape', 'Qui', 'Quoi'],
        rows: [
          ['6.21', 'Défenseur', 'Action Spéciale : renfort ou retraite avant combat'],
          ['6.22', 'Attaquant', 'affecte ses supports'],
          ['6.23', 'Défenseur', 'affecte ses supports'],
          ['6.24', 'les deux', "désignent l'unité de pointe (Défenseur d'abord), puis révélation"],
          ['6.25', 'Attaquant', "tir d'artillerie (dégâts selon 6.42)"],
          ['6.26', 'Défenseur', "tir d'artillerie (dégâts selon 6.41)"],
          ['6.27', 'Défenseur', 'tir direct (dégâts selon 6.41)'],
          ['6.28', 'Attaquant', 'tir direct (dégâts selon 6.42)'],
          ['6.29', 'les deux', 'fin du round : supports au cadre Utilisé, blocs cachés ou en ligne'],
        ],
      },
    ],
    keywords: ['round de combat', 'séquence de combat', 'étapes', 'attaquant', 'défenseur', 'déroulement du combat'],
  },
  {
    id: '6.21',
    parent: '6.2',
    title: 'Décision du Défenseur : Action Spéciale',
    body: b(
      "Le Défenseur peut d'abord jouer une Action Spéciale pour renforcer cette bataille [[8.23]] ou pour en retirer ses unités [[8.24]].",
      "S'il se retire, le round prend fin aussitôt (aller à [[6.29]]) et l'Attaquant gagne une possibilité d'exploitation [[6.8]]. Sinon, on passe à [[6.22]].",
      'Impossible quand le seul défenseur est un barrage de route défendu [[4.35]] : le génie ne peut ni recevoir de renfort ni retraiter avant le combat.',
      "Dans cette application (à partir de la version 5 des règles), la tablette passe au Défenseur pour cette décision chaque fois qu'il peut détenir une Action Spéciale que l'Attaquant ne peut pas exclure : l'un de ses pions visibles, ou n'importe quel pion de sa case Disponible quand les pions sont cachés [[10.0]]. Savoir si l'une d'elles convient aux défenseurs cachés [[8.1]] est le secret du Défenseur : cela ne peut donc pas décider de qui tient la tablette ; un Défenseur sans rien d'utilisable renonce simplement (un ordre permanent peut répondre pour lui).",
    ),
    keywords: ['action spéciale', 'renfort', 'retraite avant combat', 'esquive', 'se dérober'],
  },
  {
    id: '6.22',
    parent: '6.2',
    title: "L'Attaquant affecte ses supports",
    body: b(
      "Condition : les unités de l'Attaquant présentes dans l'aire étaient ravitaillées lors de la dernière phase de ravitaillement et peuvent encore, à cet instant, tracer un chemin de ravitaillement valable [[9.31]]. Il prend alors des supports dans son cadre Disponible et les pose dans l'aire contestée.",
      L(
        "Toutes les unités attaquantes sont de la même formation supérieure : cette formation peut fournir jusqu'à 2 supports d'artillerie et/ou 1 événement, plus jusqu'à 8 supports de bataille.",
        "Les unités attaquantes viennent de plusieurs formations supérieures : ni support de bataille ni événement ; seulement de l'artillerie, au plus un support par formation présente.",
      ),
      "Jouer une Action Spéciale à usage unique n'entame pas ce quota d'un événement [[8.1]].",
      orig(
        "pas de plafond pour les supports de bataille (seulement ce que contient le cadre Disponible, de la bonne formation) ; avec plusieurs formations, jusqu'à deux supports d'artillerie par formation présente.",
      ),
    ),
    tables: [
      {
        caption: "Limites d'affectation de l'Attaquant (6.22)",
        head: ['Cas', 'Artillerie', 'Événement', 'Supports de bataille'],
        rows: [
          ['Une seule formation (2016)', '2 max', '1 max', '8 max, même formation'],
          ['Plusieurs formations (2016)', '1 par formation', 'aucun', 'aucun'],
          ["Une seule formation (édition d'origine)", '2 max', '1 max', 'sans plafond, même formation'],
          ["Plusieurs formations (édition d'origine)", '2 par formation', 'aucun', 'aucun'],
        ],
      },
    ],
    keywords: [
      'affecter des supports',
      'limite de supports',
      'combien de supports',
      'artillerie',
      'huit',
      '8',
      'événement par bataille',
      'formation supérieure',
      'ravitaillement attaquant',
    ],
  },
  {
    id: '6.23',
    parent: '6.2',
    title: 'Le Défenseur affecte ses supports',
    body: b(
      "Condition : les forces du Défenseur présentes peuvent, à cet instant, tracer un chemin de ravitaillement valable [[9.31]]. Il pose alors des supports de son cadre Disponible dans l'aire contestée.",
      L(
        "Toutes les unités défendantes sont de la même formation supérieure : cette formation fournit au plus 1 support d'artillerie et/ou 1 événement, plus jusqu'à 5 supports de bataille.",
        "Plusieurs formations supérieures en défense : un seul support d'artillerie, pris dans l'une quelconque de ces formations ; ni support de bataille ni événement.",
      ),
      "Ces limites valent aussi quand le seul défenseur est un support, comme le génie d'un barrage de route défendu [[4.35]] (qui n'accepte de toute façon qu'une artillerie de sa formation). Rappel : des unités marquées non ravitaillées ne peuvent recevoir aucun support ([[9.34]] a). Certains scénarios donnent plus d'artillerie à certains défenseurs [[16.0]].",
      orig('pas de plafond pour les supports de bataille (hors contenu du cadre Disponible).'),
    ),
    tables: [
      {
        caption: "Limites d'affectation du Défenseur (6.23)",
        head: ['Cas', 'Artillerie', 'Événement', 'Supports de bataille'],
        rows: [
          ['Une seule formation (2016)', '1 max', '1 max', '5 max, même formation'],
          ['Plusieurs formations (2016)', '1 en tout', 'aucun', 'aucun'],
          ["Une seule formation (édition d'origine)", '1 max', '1 max', 'sans plafond, même formation'],
          ["Plusieurs formations (édition d'origine)", '1 en tout', 'aucun', 'aucun'],
        ],
      },
    ],
    keywords: [
      'affecter des supports',
      'limite de supports',
      'défenseur',
      'cinq',
      '5',
      'artillerie défensive',
      'événement',
    ],
  },
  {
    id: '6.24',
    parent: '6.2',
    title: 'Unités de pointe, puis révélation',
    body: b(
      "Le Défenseur désigne son unité de pointe, puis l'Attaquant la sienne. Dans une aire nouvellement contestée, le Défenseur choisit la sienne en secret et ne la montre qu'une fois que l'Attaquant a choisi la sienne. (Sandtable masque l'écran entre les deux choix.)",
      "Rôle de l'unité de pointe :",
      L(
        "à chaque tir de la suite du round, chaque unité ou support qui tire compare son propre type et sa qualité actuelle à ceux de l'unité de pointe adverse pour trouver ses modificateurs de VR [[combat-table]] ;",
        "c'est la première unité de son camp à perdre un pas pendant le round (des supports de bataille peuvent toutefois être éliminés avant elle) [[6.43]].",
      ),
      "Un support ne peut être unité de pointe que s'il n'y a aucune unité dans son camp. Quand l'unité de pointe disparaît alors que son camp garde des unités, on en choisit une autre de la même façon.",
      "Une fois les deux pointes choisies, les unités encore cachées sont révélées : chaque camp aligne ses blocs face à ceux de l'adversaire, la valeur actuelle tournée vers la ligne ennemie.",
    ),
    keywords: [
      'unité de pointe',
      'pointe',
      'tête',
      'lead unit',
      'fer de lance',
      'désigner',
      'révéler',
      'révélation',
      'lignes',
    ],
  },
  {
    id: '6.25',
    parent: '6.2',
    title: "Tir d'artillerie de l'Attaquant",
    body: b(
      "L'Attaquant jette un d10 par support d'artillerie affecté, avec la VR modifiée selon la table de combat [[combat-table]]. Les dégâts sont appliqués au Défenseur selon [[6.42]].",
      L(
        "Si l'unité de pointe du Défenseur disparaît et qu'il lui reste des unités, il en désigne une nouvelle ([[6.24]]).",
        "Si tous les défenseurs autres que l'artillerie sont éliminés, l'Attaquant obtient une possibilité d'exploitation [[6.8]] ; le round se termine alors juste après le tir de l'artillerie du Défenseur [[6.26]].",
      ),
    ),
    keywords: ['artillerie', "tir d'artillerie", 'bombardement', 'barrage', 'préparation'],
  },
  {
    id: '6.26',
    parent: '6.2',
    title: "Tir d'artillerie du Défenseur",
    body: b(
      "Le Défenseur jette un d10 par support d'artillerie affecté (certains scénarios autorisent davantage de tirs pour certains défenseurs [[16.0]]), avec la VR modifiée selon la table de combat. Les dégâts frappent l'Attaquant selon [[6.41]].",
      L(
        "Si l'unité de pointe de l'Attaquant disparaît et qu'il lui reste des unités, il en désigne une nouvelle ([[6.24]]).",
        "Si l'Attaquant abandonne l'attaque ([[6.41]] b), le round est terminé : aller à [[6.29]]. Sinon, passer à [[6.27]].",
      ),
    ),
    keywords: ['artillerie défensive', 'tir de barrage', 'contre-batterie'],
  },
  {
    id: '6.27',
    parent: '6.2',
    title: 'Tir direct du Défenseur',
    body: b(
      'Les unités du Défenseur encore présentes et ses supports de bataille tirent : un d10 par pas qui tire (une unité à 3 pas jette 3 dés), VR modifiée selon la table de combat.',
      "On jette tous les dés d'abord, puis on applique tous les dégâts à l'Attaquant selon [[6.41]], en repartant de la priorité a (le premier dégât de ce tir est donc encore une perte d'effectif obligatoire).",
      "Si l'Attaquant abandonne l'attaque ([[6.41]] b), le round s'arrête (aller à [[6.29]]) ; sinon, passer à [[6.28]].",
    ),
    keywords: ['tir direct', 'tir rapproché', 'feu défensif', 'close fire', 'un dé par pas'],
  },
  {
    id: '6.28',
    parent: '6.2',
    title: "Tir direct de l'Attaquant",
    body: b(
      "Les unités de l'Attaquant encore présentes et ses supports de bataille tirent : un d10 par pas qui tire, VR modifiée selon la table de combat. Ce tir subit en plus le NDT de l'aire (retranché de la VR, [[2.4]]).",
      "On jette tous les dés, puis on règle l'ensemble des dégâts du Défenseur selon [[6.42]], en repartant de la priorité a.",
      "Si le Défenseur n'a plus ni unité ni support de bataille alors qu'au moins un dégât reste à appliquer, l'Attaquant obtient une possibilité d'exploitation [[6.8]].",
    ),
    keywords: ['tir direct', 'tir rapproché', 'assaut', 'feu offensif', 'NDT', 'terrain', 'un dé par pas'],
  },
  {
    id: '6.29',
    parent: '6.2',
    title: 'Fin du round de combat',
    body: b(
      "Chaque camp retire de l'aire ses supports survivants (artillerie et bataille) et les place dans son cadre Utilisé.",
      "Quand des unités des deux camps demeurent dans l'aire, les blocs restent couchés, visibles, en deux lignes face à face. Sinon, les unités restantes et celles qui ont fait retraite sont redressées, étiquette cachée à l'adversaire.",
    ),
    keywords: ['fin du combat', 'fin du round', 'supports au cadre utilisé', 'cacher les blocs'],
  },
  {
    id: '6.3',
    parent: '6.0',
    title: 'Les supports au combat',
    body: b(
      "On affecte les supports à une bataille après la décision du Défenseur (retraite ou renfort, [[6.21]]) : d'abord l'Attaquant [[6.22]], puis le Défenseur [[6.23]].",
    ),
    keywords: ['supports', 'ressources', 'affectation'],
  },
  {
    id: '6.31',
    parent: '6.3',
    title: "Supports d'artillerie",
    body: b(
      "Par bataille : une ou deux artilleries pour l'Attaquant, une seule pour le Défenseur (sauf règle de scénario [[16.0]]). L'artillerie tire pendant [[6.25]] et [[6.26]]. On ne peut jamais lui attribuer une perte d'effectif [[6.43]] : elle ne sert pas à absorber les dégâts.",
    ),
    keywords: ['artillerie', 'canons', "nombre d'artillerie", 'perte artillerie'],
  },
  {
    id: '6.32',
    parent: '6.3',
    title: 'Supports de bataille',
    body: b(
      'Ils peuvent rejoindre une bataille si les conditions de [[6.22]] ou [[6.23]] sont remplies. Ils tirent en même temps que les unités amies, pendant le tir direct ([[6.27]], [[6.28]]).',
      "Ils ne changent pas la qualité actuelle des unités engagées, et les unités ne changent pas la leur. Un support de bataille qui subit une perte d'effectif est éliminé.",
    ),
    keywords: ['support de bataille', 'support direct', 'bataillon indépendant', 'absorber une perte'],
  },
  {
    id: '6.33',
    parent: '6.3',
    title: 'Le génie au combat',
    body: b(
      "Au lieu de tirer comme un support de bataille, un génie affecté par l'Attaquant peut supprimer d'office la position défensive ennemie, s'il y en a une.",
      "Conditions : le génie a survécu au tir d'artillerie et au tir direct du Défenseur, et l'Attaquant n'a pas abandonné l'attaque. La position disparaît avant le tir des autres unités amies, ce qui annule son -1 à la VR.",
    ),
    keywords: ['génie', 'sapeurs', 'détruire la position défensive', 'déminage', 'supprimer les défenses'],
  },
  {
    id: '6.4',
    parent: '6.0',
    title: 'Répartition des dégâts et priorités',
    body: b(
      "Chaque jet réussi inflige un dégât (le mot de l'édition française ; on dit aussi « touche »). Les dégâts se règlent de deux façons combinées :",
      L(
        "en les absorbant : abandonner l'attaque, perdre la position défensive, se mettre en désordre, faire retraite ;",
        "en les subissant : pertes d'effectif.",
      ),
      'Chaque joueur applique les dégâts à ses propres unités et supports de bataille en suivant la liste de priorités de son rôle : Attaquant [[6.41]], Défenseur [[6.42]], puis les règles de répartition des pertes [[6.43]].',
    ),
    keywords: [
      'touches',
      'touche',
      'dégât',
      'dégâts',
      'impacts',
      'coups au but',
      'pertes',
      'répartition',
      'priorités',
      'hits',
    ],
  },
  {
    id: '6.41',
    parent: '6.4',
    title: "Priorités des dégâts contre l'Attaquant",
    body: b(
      L(
        "a) Perte obligatoire : le premier dégât est toujours payé par une perte d'effectif de l'unité de pointe ou par l'élimination d'un support de bataille affecté.",
        "b) S'il reste des dégâts, l'Attaquant choisit : abandonner l'attaque ou subir des pertes d'effectif.",
      ),
      "Abandonner l'attaque : tous les dégâts restants sont ignorés. Les unités qui abandonnent restent dans l'aire contestée et sont mises en désordre. Lors d'un assaut de rivière ([[5.35]] e), elles ne peuvent pas rester : désordonnées, elles font retraite [[6.6]] en repassant la ou les rivières franchies. Les autres supports affectés retournent au cadre Utilisé ; le round se termine [[6.29]].",
      "Subir des pertes : les dégâts restants deviennent des pertes d'effectif, réparties selon [[6.43]].",
    ),
    tables: [
      {
        caption: "Dégâts contre l'Attaquant (6.41)",
        head: ['Ordre', 'Comment le dégât est réglé'],
        rows: [
          ['1er dégât', "perte d'effectif de l'unité de pointe ou élimination d'un support de bataille (obligatoire)"],
          [
            'Dégâts suivants, choix 1',
            "abandonner l'attaque : ignorer le reste ; unités en désordre, sur place (retraite si assaut de rivière) ; fin du round",
          ],
          ['Dégâts suivants, choix 2', "pertes d'effectif selon 6.43"],
        ],
      },
    ],
    keywords: [
      'abandon',
      "abandonner l'attaque",
      'renoncer',
      "annuler l'attaque",
      'interrompre',
      'abort',
      'perte obligatoire',
      'priorités attaquant',
      'touches attaquant',
    ],
  },
  {
    id: '6.42',
    parent: '6.4',
    title: 'Priorités des dégâts contre le Défenseur',
    body: b(
      L(
        "a) Position défensive : le tout premier dégât du round, quelle que soit l'arme qui tire, est absorbé par le marqueur de position défensive, qu'on enlève (s'il existe).",
        "b) Désordre sous l'artillerie : pour les dégâts de l'artillerie, un dégât (après l'éventuelle position défensive) peut être absorbé en mettant en désordre toutes les unités défendantes en ordre ou en récupération [[6.5]] (les supports ne sont pas concernés). Impossible si elles sont toutes déjà désordonnées ou si seuls des supports défendent [[4.35]].",
        "c) Retraite sous le tir direct : pour les dégâts du tir direct de l'Attaquant, un dégât (après l'éventuelle position défensive) peut être absorbé en faisant retraiter toutes les unités présentes [[6.6]] ; celles qui n'étaient pas désordonnées le deviennent.",
        "d) Pertes d'effectif : tous les dégâts restants deviennent des pertes d'effectif, réparties selon [[6.43]].",
      ),
      'Précisions sur c : les supports ne bougent pas ; ceux qui survivent vont au cadre Utilisé après la bataille. Une aire tenue seulement par des supports [[4.35]] ne peut pas retraiter. Unités et supports qui retraitent restent exposés aux dégâts encore à appliquer (priorité d). Un support que le scénario empêche de retraiter est détruit, et chaque support ainsi perdu compte pour un dégât subi.',
      "Quand le Défenseur ne peut ni absorber ni subir tous les dégâts reçus, l'excédent donne à l'Attaquant une possibilité d'exploitation [[6.8]].",
    ),
    tables: [
      {
        caption: 'Dégâts contre le Défenseur (6.42)',
        head: ['Priorité', 'Source du tir', 'Comment le dégât est réglé', 'Limite'],
        rows: [
          ['a', 'toute source', 'retirer la position défensive', 'le 1er dégât du round seulement, si marqueur'],
          [
            'b',
            'artillerie',
            'désordre de toutes les unités en ordre ou en récupération',
            '1 dégât ; impossible si déjà toutes désordonnées ou supports seuls',
          ],
          ['c', 'tir direct', 'retraite de toutes les unités (désordre)', '1 dégât ; impossible si supports seuls'],
          ['d', 'toute source', "pertes d'effectif selon 6.43", 'le reste ; surplus = exploitation'],
        ],
      },
    ],
    keywords: [
      'priorités défenseur',
      'touches défenseur',
      'position défensive',
      'désordre',
      'retraite',
      'recul',
      'repli',
      'absorber une touche',
      'surplus',
      'exploitation',
    ],
  },
  {
    id: '6.43',
    parent: '6.4',
    title: "Répartition des pertes d'effectif",
    body: b(
      "Chaque joueur répartit lui-même les pertes d'effectif entre ses unités et ses supports de bataille, sous trois contraintes :",
      L(
        "la première unité à perdre un pas est l'unité de pointe (des supports de bataille peuvent être éliminés avant elle) ;",
        "chaque unité et chaque support de bataille ami présent doit avoir subi une perte avant qu'une unité en subisse une deuxième ;",
        'ensuite (toutes les unités ont perdu un pas et tous les supports de bataille ont été éliminés), le reste se répartit librement.',
      ),
      "Les supports d'artillerie ne prennent jamais de perte [[6.31]] ; un support de bataille est éliminé par sa première perte [[6.32]].",
    ),
    tables: [
      {
        caption: "Ordre des pertes d'effectif (6.43)",
        head: ['Étape', 'Qui peut prendre la perte'],
        rows: [
          [
            '1',
            "l'unité de pointe ou un support de bataille (chaque support de bataille éliminé compte pour une perte)",
          ],
          [
            '2',
            "chaque autre unité présente et chaque support de bataille restant, une perte chacun, avant toute deuxième perte d'unité",
          ],
          ['3', "ensuite, au choix du propriétaire, sur n'importe quelle unité"],
          ['—', "jamais sur un support d'artillerie"],
        ],
      },
    ],
    keywords: [
      'pertes de pas',
      "perte d'effectif",
      'répartition des pertes',
      'qui perd',
      'ordre des pertes',
      'deuxième perte',
      'pertes',
    ],
  },
  {
    id: '6.5',
    parent: '6.0',
    title: 'Désordre et récupération',
    body: b(
      'Pendant une phase de combat, des unités (jamais des supports) peuvent être mises en désordre : on pose un marqueur de désordre sur chacune. Effets du désordre : [[9.33]].',
      'La récupération se fait en deux temps pendant les phases de ravitaillement [[9.35]] : désordre, puis récupération, puis en ordre. Une unité en récupération subit tous les effets du désordre.',
      "Une unité en récupération qui reçoit un nouveau désordre repasse sur la face désordre. Un désordre infligé à une unité déjà désordonnée n'a aucun effet de plus.",
    ),
    keywords: ['désordre', 'désorganisé', 'récupération', 'rallier', 'marqueur de désordre', 'désordonnée'],
  },
  {
    id: '6.6',
    parent: '6.0',
    title: 'Retraites',
    body: b(
      "Quand une retraite est demandée, le propriétaire déplace une par une les unités concernées vers une aire voisine que son camp contrôle et qui n'est pas contestée. Les unités peuvent partir dans des aires différentes, et on peut retraiter par un pont détruit.",
      L(
        "S'il y a le choix, il faut prendre une aire qui contient au plus une unité.",
        "Si les aires adjacentes possibles contiennent déjà deux unités amies, l'unité continue sa retraite de la même manière jusqu'à atteindre l'aire amie incontestée la plus proche qui contient une unité ou plus.",
        "Une unité qui ne peut pas retraiter subit à la place une ou des pertes d'effectif.",
        'La retraite ne coûte aucun point de mouvement.',
        "Après la retraite, l'unité reçoit un marqueur de désordre, sauf si elle a retraité grâce à une Action Spéciale [[8.24]].",
        'Les supports ne retraitent pas : les survivants vont au cadre Utilisé quand la bataille est entièrement réglée.',
      ),
      orig(
        "s'il n'existe aucune aire adjacente valable, l'unité ne bouge pas et perd un pas ; si son arrivée surempile l'aire atteinte, elle continue à retraiter jusqu'à respecter la limite d'empilement [[5.1]]. Il n'y a pas de préférence pour une aire contenant au plus une unité.",
      ),
    ),
    keywords: [
      'retraite',
      'recul',
      'repli',
      'reculer',
      'se replier',
      'fuite',
      'retraiter',
      'où retraiter',
      'retraite impossible',
      'pont détruit',
    ],
  },
  {
    id: '6.7',
    parent: '6.0',
    title: 'Tests de moral',
    body: b(
      "Certaines règles demandent à une unité ou à un support de tester son moral, pour savoir s'il réussit une action ou résiste à une épreuve. On jette un d10 par unité ou support concerné ; la VR de base 5 est modifiée comme dans la table. Il faut faire la VR ou moins (1 réussit toujours, 10 échoue toujours).",
      "Une unité cachée qui teste son moral est montrée le temps du jet. La conséquence d'un échec est donnée par la règle qui a demandé le test (par exemple [[6.8]], [[9.4]]).",
      "Attention : ces modificateurs de qualité (±2) sont propres au moral ; au combat, la table [[combat-table]] s'applique.",
    ),
    tables: [
      {
        caption: 'Modificateurs du test de moral (VR de base 5)',
        head: ['Situation', 'Modificateur'],
        rows: [
          ['Qualité actuelle élite (points rouges)', '+2'],
          ['Qualité actuelle vétéran (points noirs)', '0'],
          ['Qualité actuelle novice (points blancs)', '-2'],
          ['Unité désordonnée ou en récupération', '-1'],
          ['Unité non ravitaillée', '-1 (cumulable avec le désordre)'],
        ],
      },
    ],
    keywords: ['moral', 'test de moral', 'jet de moral', 'panique', 'qualité', 'élite +2', 'novice -2'],
  },
  {
    id: '6.8',
    parent: '6.0',
    title: "Possibilités d'exploitation",
    body: b(
      "Une possibilité d'exploitation apparaît quand le Défenseur :",
      L(
        "est entièrement éliminé (son artillerie mise à part) par le tir d'artillerie [[6.25]] ;",
        'se retire grâce à une Action Spéciale ([[6.21]], [[8.24]]) ;',
        "est entièrement éliminé par le tir direct alors qu'il reste au moins un dégât à appliquer ([[6.28]], [[6.42]] d).",
      ),
      "Exception : jamais d'exploitation après un assaut de rivière ([[5.35]] e) ni pendant une phase de combat de percée [[7.4]].",
      "Toutes les unités de classe blindée de l'Attaquant dans l'aire passent alors un test de moral [[6.7]] ; une unité cachée est montrée le temps du jet. Le joueur peut aussi décliner l'occasion pour garder ses unités cachées. Chaque blindé qui réussit reçoit un marqueur d'exploitation, qui l'autorise à se déplacer pendant le mouvement de percée [[7.3]].",
    ),
    keywords: ['exploitation', 'percée', 'poursuite', "marqueur d'exploitation", 'blindés', 'test de moral'],
  },
];

// ---------------------------------------------------------------------------------------------
// 7.0 à 10.0
// ---------------------------------------------------------------------------------------------
const part3: RefSection[] = [
  {
    id: '7.0',
    title: 'Phases de réaction et de percée',
    body: b(
      'Après le combat, le Joueur Hors-Phase peut réagir avec ses réserves [[7.2]], puis le Joueur en Phase exploite ses succès par un mouvement [[7.3]] et un combat de percée [[7.4]]. Qui peut y participer : [[7.1]].',
    ),
    keywords: ['réaction', 'percée', 'pénétration', 'exploitation'],
  },
  {
    id: '7.1',
    parent: '7.0',
    title: 'Qui peut participer',
    body: b(
      L(
        'Phase de réaction : les unités du Joueur Hors-Phase portant un marqueur de réserve.',
        "Phase de percée : les unités du Joueur en Phase portant un marqueur de réserve, ainsi que ses unités de classe blindée portant un marqueur d'exploitation [[6.8]] ou activées par une Action Spéciale [[8.21]].",
      ),
    ),
    keywords: ['éligibilité', 'qui bouge', 'réserve', 'exploitation'],
  },
  {
    id: '7.2',
    parent: '7.0',
    title: 'Phase de réaction',
    body: b(
      "Les réserves du Joueur Hors-Phase peuvent bouger de tout leur potentiel, à destination d'une aire incontestée ou pour venir épauler une aire déjà contestée. Elles ne peuvent en revanche créer aucune aire nouvellement contestée, et cette phase ne comporte aucun combat.",
      'Au lieu de bouger, une unité en réserve peut construire une position défensive [[5.23]]. Dans les deux cas, elle perd ensuite son marqueur de réserve.',
    ),
    keywords: ['réaction', 'réserve', 'contre-attaque', 'renforcer', 'colmater'],
  },
  {
    id: '7.3',
    parent: '7.0',
    title: 'Phase de mouvement de percée',
    body: b(
      "Le Joueur en Phase fait bouger ses réserves et ses unités marquées en exploitation ; il peut aussi dépenser des Actions Spéciales pour faire bouger d'autres unités de classe blindée comme si elles étaient en exploitation [[8.21]].",
      "Dès que le combat de percée [[7.4]] commence, plus aucun mouvement de percée n'est possible.",
      orig(
        "en 7.3, le texte parle d'unités « non blindées » que l'on active par Action Spéciale, alors que son propre 8.21 (comme l'édition de 2016) n'autorise à activer ainsi que des unités blindées. Sandtable suit 8.21 dans les deux éditions : seule une unité blindée peut être activée [[8.21]].",
      ),
    ),
    keywords: ['percée', 'pénétration', 'mouvement de percée', 'exploitation', 'breakthrough'],
  },
  {
    id: '7.31',
    parent: '7.3',
    title: 'Restrictions du mouvement de percée',
    body: b(
      L(
        'Unité en réserve : mouvement opérationnel normal, avec tout son potentiel.',
        "Unité en exploitation : une seule aire. Elle ne peut pas franchir un pont détruit, même si c'est sa propre tentative de passage qui l'a fait sauter ([[5.35]] d) : dans ce cas, elle ne bouge pas du tout.",
        'Les deux sortes peuvent entrer dans une aire contestée, ou construire une position défensive au lieu de bouger.',
        "On les déplace une par une, dans l'ordre voulu par le Joueur en Phase, en mélangeant réserves et exploitations à volonté.",
        "Après son mouvement ou sa construction, l'unité perd son marqueur de réserve ou d'exploitation.",
      ),
    ),
    keywords: ['exploitation une aire', 'une seule aire', 'pont détruit', 'restriction', 'réserve'],
  },
  {
    id: '7.32',
    parent: '7.3',
    title: 'Aires nouvellement contestées pendant la percée',
    body: b(
      'Réserves et unités en exploitation ont le droit de créer des aires nouvellement contestées. Chacune de ces aires devra livrer un round de combat pendant la phase de combat de percée [[7.41]].',
      "Les unités du Joueur Hors-Phase qui s'y trouvent peuvent tenter de faire sauter les ponts que l'adversaire essaie de franchir ([[5.35]] d).",
    ),
    keywords: ['nouvellement contestée', 'percée', 'pont', 'combat obligatoire'],
  },
  {
    id: '7.4',
    parent: '7.0',
    title: 'Phase de combat de percée',
    body: b(
      "Le Joueur en Phase résout, dans l'ordre qu'il veut, les combats obligatoires [[7.41]] et ceux qu'il achète par Action Spéciale [[7.42]]. Aucune exploitation ne peut naître de cette phase [[6.8]].",
    ),
    keywords: ['combat de percée', 'second combat', 'pénétration'],
  },
  {
    id: '7.41',
    parent: '7.4',
    title: 'Combats obligatoires',
    body: b(
      "Chaque aire devenue nouvellement contestée pendant le mouvement de percée livre un round de combat selon la procédure normale [[6.2]], sans qu'il faille dépenser d'Action Spéciale.",
    ),
    keywords: ['combat obligatoire', 'percée'],
  },
  {
    id: '7.42',
    parent: '7.4',
    title: 'Combats facultatifs',
    body: b(
      'Une aire déjà contestée peut elle aussi livrer un round de combat [[6.2]], moyennant une Action Spéciale dépensée par le Joueur en Phase pour y relancer le combat [[8.22]].',
    ),
    keywords: ['combat facultatif', 'relancer', 'action spéciale', 'deuxième attaque'],
  },
  {
    id: '8.0',
    title: 'Actions Spéciales et Fonctions de Commandement',
    body: b(
      "Les sortes d'Actions Spéciales et le support de commandement [[8.1]], les usages des Actions Spéciales [[8.2]] et les Fonctions de Commandement [[8.3]].",
    ),
    keywords: ['action spéciale', 'AS', 'état-major', 'commandement'],
  },
  {
    id: '8.1',
    parent: '8.0',
    title: 'Règles générales',
    body: b(
      "Il existe deux sortes d'Actions Spéciales, plus un support de commandement :",
      L(
        "Action Spéciale réutilisable : l'influence personnelle du joueur sur le commandement ; elle peut viser des unités de toutes les formations supérieures de son camp. C'est un bloc de bois portant une étiquette d'Action Spéciale. Après usage, elle va au cadre Utilisé, et à la phase de renfort elle retourne toute seule au cadre Disponible, sans passer par le bol [[4.1]].",
        "Action Spéciale à usage unique : l'influence des chefs d'une formation supérieure ; elle ne concerne que les unités de cette formation. C'est un pion événement, placé au cadre Éliminé après usage. Elle ne compte pas dans la limite d'un événement par bataille ([[6.22]], [[6.23]]).",
        'Support de commandement : le QG qui, en coulisse, dégage des moyens supplémentaires. Quand il est disponible, il permet une Fonction de Commandement [[8.3]].',
      ),
      "Les deux sortes d'Actions Spéciales peuvent servir à n'importe lequel des usages de [[8.2]]. Une unité ou une aire non ravitaillée ne peut pas en bénéficier ([[9.34]] d).",
    ),
    keywords: [
      'action spéciale',
      'réutilisable',
      'usage unique',
      'bloc action spéciale',
      'état-major',
      'QG',
      'commandement',
    ],
  },
  {
    id: '8.2',
    parent: '8.0',
    title: 'Usages des Actions Spéciales',
    body: b(
      'Chaque Action Spéciale dépensée produit un des effets suivants (le scénario peut en ajouter, voir 14.61) :',
      L(
        'mouvement de percée pour un blindé [[8.21]] ;',
        'combat de percée dans une aire déjà contestée [[8.22]] ;',
        "renfort d'une bataille (Défenseur) [[8.23]] ;",
        'retraite avant le combat (Défenseur) [[8.24]] ;',
        'ralliement des troupes [[8.25]] ;',
        'remplacement de qualité [[8.26]] ;',
        "changement d'entrée d'un renfort [[8.27]].",
      ),
    ),
    tables: [
      {
        caption: 'Quand jouer une Action Spéciale',
        head: ['Usage', 'Phase', 'Qui'],
        rows: [
          ['8.21 Mouvement de percée', 'mouvement de percée', 'Joueur en Phase'],
          ['8.22 Combat de percée', 'combat de percée', 'Joueur en Phase'],
          ['8.23 Renforcer une bataille', 'combat ou combat de percée', 'Défenseur'],
          ['8.24 Retraite avant combat', 'combat ou combat de percée', 'Défenseur'],
          ['8.25 Rallier les troupes', 'administration', 'chacun'],
          ['8.26 Remplacement de qualité', 'administration', 'chacun'],
          ['8.27 Rediriger un renfort', 'renfort', 'chacun'],
        ],
      },
    ],
    keywords: ['usages', 'action spéciale', 'que faire avec une action spéciale'],
  },
  {
    id: '8.21',
    parent: '8.2',
    title: 'Mouvement de percée (phase de percée)',
    body: b(
      "Une unité de classe blindée (uniquement), ravitaillée, en ordre et qui n'a pas encore bougé pendant cette phase peut se déplacer pendant le mouvement de percée, avec les restrictions d'une unité en exploitation : une seule aire [[7.31]].",
    ),
    keywords: ['activer un blindé', 'percée', 'exploitation', 'mouvement supplémentaire'],
  },
  {
    id: '8.22',
    parent: '8.2',
    title: 'Combat de percée (phase de percée)',
    body: b(
      "Une aire déjà contestée peut livrer un round de combat pendant votre phase de combat de percée [[7.42]], à condition qu'elle n'en ait pas déjà livré un dans cette même phase.",
    ),
    keywords: ['combat supplémentaire', 'relancer le combat', 'percée'],
  },
  {
    id: '8.23',
    parent: '8.2',
    title: 'Renforcer une bataille (combat ou percée)',
    body: b(
      "Le Défenseur seulement : une unité en ordre située dans une aire adjacente incontestée rejoint un combat qui vient d'être déclaré [[6.21]].",
      L(
        'elle ne doit pas provoquer de surempilement [[5.1]] ;',
        "elle ne peut pas renforcer une bataille où le défenseur n'est qu'un support [[4.35]] ;",
        "elle ne peut devenir unité de pointe que si la pointe d'origine a été éliminée [[6.24]] ;",
        "si elle portait un marqueur de réserve, elle le perd : elle s'est déplacée dans une aire contestée [[5.21]].",
      ),
      "L'unité concernée par cette action est celle qui arrive : une Action Spéciale à usage unique [[8.1]] convient si cette unité appartient à sa formation supérieure, même si les défenseurs déjà présents sont d'une autre formation.",
    ),
    keywords: ['renfort', 'renforcer', 'soutien', 'défenseur', 'action spéciale'],
  },
  {
    id: '8.24',
    parent: '8.2',
    title: 'Retraite avant le combat (combat ou percée)',
    body: b(
      "Le Défenseur seulement, face à un combat déclaré : toutes ses unités retraitent selon [[6.6]], mais sans être mises en désordre. L'Attaquant attend cette décision avant d'affecter ses supports [[6.21]]. Si la retraite a lieu, l'Attaquant obtient une possibilité d'exploitation [[6.8]].",
      "Cette action déplace tous les défenseurs : une Action Spéciale à usage unique [[8.1]] ne la paie donc que s'ils appartiennent tous à sa formation supérieure.",
    ),
    keywords: ['retraite avant combat', 'se dérober', 'esquive', 'repli', 'recul', 'action spéciale'],
  },
  {
    id: '8.25',
    parent: '8.2',
    title: "Rallier les troupes (phase d'administration)",
    body: b(
      'Le joueur choisit une de ses aires (contrôlée par son camp) qui soit ravitaillée. Toutes ses unités en désordre ou en récupération dans cette aire et dans toutes les aires adjacentes récupèrent entièrement : on retire leurs marqueurs de désordre et de récupération.',
    ),
    keywords: ['rallier', 'ralliement', 'récupération', 'désordre', 'remettre en ordre'],
  },
  {
    id: '8.26',
    parent: '8.2',
    title: "Remplacement de qualité (phase d'administration)",
    body: b(
      "Le joueur choisit une unité réduite, de n'importe quelle classe : elle regagne un pas, même si ce pas est de qualité élite.",
      "Rappel : une unité non ravitaillée ne peut pas bénéficier d'une Action Spéciale ([[9.34]] d).",
      orig("le texte exige en plus, explicitement, que l'unité réduite soit ravitaillée."),
    ),
    keywords: ['remplacement', 'renfort de pas', 'reconstituer', 'élite', 'pas supplémentaire'],
  },
  {
    id: '8.27',
    parent: '8.2',
    title: 'Rediriger un renfort (phase de renfort)',
    body: b(
      "Une unité de renfort peut être posée dans n'importe quelle aire d'entrée appropriée [[14.2]], qu'elle soit tenue par son camp, ou tenue par l'ennemi mais vide, même si cette aire ne figure pas sur son étiquette [[4.1]].",
    ),
    keywords: ['rediriger', 'renfort', "aire d'entrée", "changer d'entrée"],
  },
  {
    id: '8.3',
    parent: '8.0',
    title: 'Fonctions de Commandement',
    body: b(
      "S'il est dans le cadre Disponible pendant la phase d'administration, le support de commandement peut remplir une des fonctions [[8.31]] à [[8.33]], sans restriction de formation supérieure (le scénario peut en ajouter, voir 14.62). Il passe ensuite au cadre Utilisé et repart dans le circuit normal des supports.",
    ),
    keywords: ['état-major', "fonction d'état-major", 'QG', 'commandement', 'staff', 'fonction'],
  },
  {
    id: '8.31',
    parent: '8.3',
    title: 'Remplacements trouvés',
    body: b(
      'Une unité de classe infanterie (uniquement) et ravitaillée regagne un pas, à condition que ce pas ne soit pas de qualité élite.',
    ),
    keywords: ['remplacement', 'infanterie', 'pas', 'non élite'],
  },
  {
    id: '8.32',
    parent: '8.3',
    title: 'Renseignement',
    body: b(
      "Désignez un bloc ennemi, où qu'il soit, ravitaillé ou pas : vous voyez son étiquette jusqu'au terme de la phase d'administration. (Dans Sandtable, seul votre écran la montre.)",
    ),
    keywords: ['renseignement', 'espionnage', 'reconnaissance', 'révéler une unité ennemie'],
  },
  {
    id: '8.33',
    parent: '8.3',
    title: 'Réserves à disposition',
    body: b(
      "Posez un marqueur de réserve disponible sur une unité éligible [[14.7]], en dehors de la phase de mouvement [[5.21]]. L'unité doit être ravitaillée et en ordre : une unité non ravitaillée ou désordonnée ne passe pas en réserve ([[9.33]] b).",
    ),
    keywords: ['réserve', 'marqueur de réserve', 'état-major'],
  },
  {
    id: '9.0',
    title: 'Phase de ravitaillement',
    body: b(
      'Dernière phase de chaque tour de joueur : ordre des étapes [[9.1]], contrôle des aires [[9.2]], ravitaillement et désordre [[9.3]], moral des unités non ravitaillées [[9.4]], retrait des marqueurs [[9.5]]. Voir aussi la fiche « Ravitaillement ».',
    ),
    keywords: ['ravitaillement', 'approvisionnement', 'logistique', 'supply'],
  },
  {
    id: '9.1',
    parent: '9.0',
    title: 'Séquence de la phase',
    body: b(
      "Les étapes se font dans l'ordre ; les deux joueurs participent à chacune et peuvent traiter leur part en même temps :",
      L(
        'a) vérifier le contrôle des aires [[9.2]] ;',
        'b) déterminer le ravitaillement et ajuster les marqueurs de désordre [[9.3]] ;',
        'c) le Joueur en Phase teste le moral de ses unités sans ravitaillement [[9.4]], puis on retire les marqueurs concernés [[9.5]].',
      ),
    ),
    keywords: ['séquence ravitaillement', 'étapes'],
  },
  {
    id: '9.2',
    parent: '9.0',
    title: 'Vérifier le contrôle des aires',
    body: b(
      "Les deux joueurs passent les aires en revue pour s'assurer que tout le monde voit clairement qui les contrôle. En cas de doute, on pose un marqueur de contrôle du camp concerné, c'est-à-dire le dernier à avoir occupé l'aire seul [[2.4]]. Sandtable affiche le contrôle de chaque aire.",
    ),
    keywords: ['contrôle', 'marqueur de contrôle', 'qui contrôle'],
  },
  {
    id: '9.3',
    parent: '9.0',
    title: 'Ravitaillement et marqueurs de désordre',
    body: b(
      'Tracer le chemin de ravitaillement [[9.31]], marquer les unités non ravitaillées [[9.32]], effets du manque de ravitaillement et du désordre ([[9.33]], [[9.34]]) et ajustement des marqueurs de désordre [[9.35]].',
    ),
    keywords: ['ravitaillement', 'désordre'],
  },
  {
    id: '9.31',
    parent: '9.3',
    title: 'Tracer un chemin de ravitaillement',
    body: b(
      "Les deux joueurs vérifient le ravitaillement à chaque phase de ravitaillement, quelle que soit la personne dont c'est le tour. Le résultat vaut pour l'unité ou l'aire jusqu'à la prochaine phase de ravitaillement.",
      "On trace un chemin depuis l'unité amie ou l'aire amie contrôlée jusqu'à une source de ravitaillement valable, fixée par le scénario [[14.9]].",
      L(
        "a) Le chemin passe par des aires contrôlées par son camp. Il ne franchit un pont détruit que si l'unité ou l'aire qui trace est adjacente à ce pont.",
        "b) Le point de départ peut être une aire contrôlée par l'adversaire, mais le chemin n'entre jamais dans une telle aire et ne la traverse pas.",
        "c) Il peut toujours entrer dans une aire contrôlée par son camp, ou la traverser, quelle que soit la présence d'unités ennemies.",
      ),
      orig(
        "une restriction supplémentaire : le chemin ne peut pas passer par une aire vide voisine d'une aire tenue par l'ennemi qui contient des unités ennemies incontestées. (Dans cette édition, la règle c ci-dessus y est numérotée d.)",
      ),
    ),
    keywords: [
      'chemin de ravitaillement',
      'ligne de ravitaillement',
      'tracer',
      'source',
      'coupé',
      'encerclé',
      'isolé',
      'pont détruit',
    ],
  },
  {
    id: '9.32',
    parent: '9.3',
    title: 'Marquer le statut de ravitaillement',
    body: b(
      'Une unité ou une aire qui ne peut tracer aucun chemin valable est non ravitaillée et reçoit un marqueur « non ravitaillé ». Une unité ou une aire déjà marquée qui retrouve un chemin valable perd ce marqueur.',
    ),
    keywords: ['non ravitaillé', 'marqueur', 'hors ravitaillement', 'OOS'],
  },
  {
    id: '9.33',
    parent: '9.3',
    title: 'Effets du manque de ravitaillement et du désordre',
    body: b(
      'Ces effets touchent les unités non ravitaillées comme les unités désordonnées (y compris en récupération) :',
      L(
        'a) Une seule aire de déplacement par phase de mouvement, en respectant [[5.34]] si elle quitte une aire contestée.',
        'b) Pas de construction de position défensive, pas de mise en réserve.',
        'c) -1 à la VR pour tirer et pour tester le moral ; les deux malus se cumulent pour une unité à la fois non ravitaillée et désordonnée.',
        'd) Une unité désordonnée (pas une unité seulement non ravitaillée) ne peut pas attaquer ; en défense, elle tire avec le malus de c.',
      ),
    ),
    keywords: ['effets du désordre', 'non ravitaillé', 'malus', '-1', 'ne peut pas attaquer', 'une aire'],
  },
  {
    id: '9.34',
    parent: '9.3',
    title: 'Effets supplémentaires du manque de ravitaillement',
    body: b(
      L(
        'a) Aucun support ne peut être affecté à ces unités.',
        "b) Test de moral obligatoire quand se termine la phase de ravitaillement de leur propre camp ; un échec entraîne désordre, perte d'effectif ou reddition [[9.4]].",
        "c) Pas d'amélioration de leurs marqueurs de désordre [[9.35]].",
        "d) Ni ces aires ni ces unités ne peuvent profiter d'événements amis, d'Actions Spéciales, de Fonctions de Commandement ou de fonctions du génie.",
      ),
    ),
    keywords: ['non ravitaillé', 'pas de supports', 'reddition', 'isolé', 'encerclé'],
  },
  {
    id: '9.35',
    parent: '9.3',
    title: 'Ajustement des marqueurs de désordre',
    body: b(
      "Pour chacune de leurs unités en désordre ou en récupération capable de tracer un chemin de ravitaillement, les deux joueurs retirent d'abord tous les marqueurs de récupération, puis font passer chaque marqueur de désordre sur sa face récupération.",
      "Il faut donc deux phases de ravitaillement pour qu'une unité désordonnée et ravitaillée redevienne en ordre : désordre → récupération → en ordre [[6.5]].",
    ),
    keywords: ['récupération', 'désordre', 'se remettre', 'retourner le marqueur'],
  },
  {
    id: '9.4',
    parent: '9.0',
    title: 'Moral des unités non ravitaillées',
    body: b(
      "Seul le Joueur en Phase fait tester le moral de chacune de ses unités non ravitaillées, avec le malus de -1 pour manque de ravitaillement [[6.7]]. En cas d'échec :",
      L(
        'unité en ordre ou en récupération : elle passe en désordre ;',
        'unité déjà désordonnée : elle perd un pas ;',
        'reddition : une unité désordonnée vétéran qui fait 10, ou novice qui fait 8, 9 ou 10, se rend et est éliminée quel que soit son nombre de pas ;',
        "une unité désordonnée d'élite ne se rend jamais, mais perd quand même un pas si elle échoue.",
      ),
      'Les malus se cumulent [[6.7]] : une unité vétéran désordonnée et non ravitaillée a une VR de 5 - 1 - 1 = 3 ; une novice dans le même cas, 5 - 2 - 1 - 1 = 1 (elle ne réussit donc que sur un 1).',
    ),
    tables: [
      {
        caption: 'Échec au test de moral hors ravitaillement (9.4)',
        head: ['État et qualité', 'Jet', 'Résultat'],
        rows: [
          ['En ordre ou en récupération', 'échec', 'désordre'],
          ['Désordonnée, élite', 'échec', "perte d'effectif (jamais de reddition)"],
          ['Désordonnée, vétéran', 'échec (4 à 9)', "perte d'effectif"],
          ['Désordonnée, vétéran', '10', 'reddition : éliminée'],
          ['Désordonnée, novice', 'échec (2 à 7)', "perte d'effectif"],
          ['Désordonnée, novice', '8, 9 ou 10', 'reddition : éliminée'],
        ],
      },
    ],
    keywords: ['moral', 'non ravitaillé', 'reddition', 'capitulation', 'se rendre', 'attrition', 'famine'],
  },
  {
    id: '9.5',
    parent: '9.0',
    title: 'Retrait des marqueurs',
    body: b(
      'Les deux joueurs retirent de la carte :',
      L(
        'les positions défensives des aires contestées ;',
        'chaque barrage de route, défendu ou non (un génie de barrage défendu survivant va au cadre Utilisé [[4.35]]) ;',
        "les marqueurs d'exploitation et d'assaut de rivière ;",
        'les marqueurs de réserve appartenant au Joueur Hors-Phase.',
      ),
    ),
    keywords: ['retrait des marqueurs', 'nettoyage', 'fin de tour', 'réserve', 'barrage', 'position défensive'],
  },
  {
    id: '10.0',
    title: 'Notes du concepteur (résumé)',
    body: b(
      "Rick Young voulait des wargames faciles à aborder, plaisants, courts et à la saveur historique, tout en restant assez riches pour être rejoués. Le joueur est un commandant sur le terrain qui doit choisir où porter l'effort principal et à qui donner ses rares supports et Actions Spéciales.",
      "Avec peu de blocs, la chance devait être amortie : d'où l'attaquant qui peut abandonner l'attaque après plus d'un dégât, le défenseur qui absorbe des dégâts par ses positions défensives et la retraite, et les supports qui peuvent encaisser des pertes à la place des unités. Les positions défensives représentent de vrais travaux (sacs de sable, barbelés, mines), précieux au premier contact puis moins utiles une fois découverts.",
      "Supports et événements sont joués face visible pour accélérer la partie ; les joueurs qui le souhaitent peuvent les garder cachés, au prix d'un jeu plus lent.",
    ),
    keywords: ['notes de conception', 'concepteur', 'Rick Young', 'intentions', 'chance'],
  },
];

// ---------------------------------------------------------------------------------------------
// Règles exclusives : points d'ancrage remplis par chaque scénario, et table de combat par défaut
// ---------------------------------------------------------------------------------------------
/** Phrase commune : où voir la valeur d'un point d'ancrage. */
const shown =
  "L'écran du scénario (à la création d'une partie, puis dans les informations de la partie) affiche la valeur retenue.";

const part4: RefSection[] = [
  {
    id: '11.0',
    title: 'Règles du scénario (règles exclusives)',
    body: b(
      "Dans les jeux en boîte, les sections 11.0 et suivantes du livret de scénarios sont propres à chaque bataille : carte, unités, tours, règles particulières et victoire. Elles l'emportent sur les règles de la série en cas de contradiction [[2.1]].",
      "Sandtable livre ses propres scénarios, conçus pour l'application : les règles exclusives y sont des données. Les règles de la série y font appel à des « points d'ancrage », listés ci-dessous ; chacun dit ce qu'il décide, et l'écran du scénario montre la valeur choisie par le scénario que vous jouez.",
      L(
        'premier joueur [[13.1]] ;',
        'formations supérieures [[13.2]] ;',
        'classes des unités [[13.3]] ;',
        "aires d'entrée [[14.2]] ;",
        'fonctions supplémentaires du génie [[14.5]] ;',
        'éligibilité à la réserve [[14.7]] ;',
        'limites du mouvement stratégique [[14.8]] ;',
        'sources de ravitaillement [[14.9]] ;',
        'artillerie supplémentaire du Défenseur [[16.0]] ;',
        'événements [[17.0]] ;',
        'points de victoire [[19.0]] et mort subite [[19.4]] ;',
        'contrôle initial des aires [[24.0]] ;',
        'table de combat [[combat-table]].',
      ),
    ),
    keywords: ['règles exclusives', 'scénario', 'règles spéciales', 'données du scénario', 'livret de scénarios'],
  },
  {
    id: '13.1',
    parent: '11.0',
    title: 'Premier joueur',
    body: b(
      "Ce qu'il décide : quel camp joue son tour de joueur en premier à chaque tour de jeu [[3.2]] ; l'autre camp est le second joueur [[3.3]]. Le registre des tours présente ses chiffres dans cet ordre (premier / second) [[4.2]].",
      shown,
    ),
    keywords: ['premier joueur', 'qui commence', 'initiative', 'second joueur'],
  },
  {
    id: '13.2',
    parent: '11.0',
    title: 'Formations supérieures',
    body: b(
      "Ce qu'il décide : la liste des formations supérieures (corps, armées) de chaque camp, avec leur couleur et, dans Sandtable, une lettre ou un motif pour ne pas dépendre de la couleur seule, ainsi que la formation de chaque unité, support et événement [[2.3]].",
      "Ce choix compte pour l'affectation des supports ([[6.22]], [[6.23]]), les positions défensives du génie [[4.33]], le barrage défendu [[4.35]] et les Actions Spéciales à usage unique [[8.1]].",
      shown,
    ),
    keywords: ['formation supérieure', 'corps', 'armée', 'QG', 'couleur', 'HQ'],
  },
  {
    id: '13.3',
    parent: '11.0',
    title: 'Classes des unités',
    body: b(
      "Ce qu'il décide : quels types d'unités et de supports sont de classe blindée et lesquels de classe infanterie [[2.3]].",
      "La classe fixe le potentiel de mouvement (3 ou 6, [[5.22]]), le droit à l'exploitation [[6.8]] et au mouvement de percée par Action Spéciale [[8.21]], les remplacements par Fonction de Commandement [[8.31]] et les modificateurs de la table de combat [[combat-table]].",
      shown,
    ),
    keywords: ['classe', 'blindé', 'infanterie', 'mécanisé', "type d'unité"],
  },
  {
    id: '14.2',
    parent: '11.0',
    title: "Aires d'entrée",
    body: b(
      "Ce qu'il décide : quelles lettres d'entrée existent, à quelles aires elles correspondent et quel camp peut les utiliser. Les renforts y arrivent [[4.1]] ; si toutes leurs entrées sont bloquées, ils arrivent un tour plus tard par l'entrée permise la plus proche, et une Action Spéciale peut les rediriger [[8.27]].",
      shown,
    ),
    keywords: ["aire d'entrée", 'entrée', 'bord de carte', 'renforts', 'lettres'],
  },
  {
    id: '14.5',
    parent: '11.0',
    title: 'Fonctions supplémentaires du génie',
    body: b(
      "Ce qu'il décide : les tâches que le génie peut accomplir en plus de [[4.31]] à [[4.35]] pendant la phase d'administration [[4.3]], avec leurs conditions. Beaucoup de scénarios n'en ont aucune.",
      shown,
    ),
    keywords: ['génie', 'fonction du génie', 'sapeurs', 'règle spéciale'],
  },
  {
    id: '14.7',
    parent: '11.0',
    title: 'Éligibilité à la réserve',
    body: b(
      "Ce qu'il décide : quelles unités ont le droit de recevoir un marqueur de réserve ([[5.21]], [[8.33]]) et combien de marqueurs de réserve chaque camp possède.",
      'Les conditions générales restent valables : une unité désordonnée ou non ravitaillée ne peut pas passer en réserve ([[9.33]] b).',
      shown,
    ),
    keywords: ['réserve', 'éligible', 'marqueurs de réserve', 'nombre de réserves'],
  },
  {
    id: '14.8',
    parent: '11.0',
    title: 'Limites du mouvement stratégique',
    body: b(
      "Ce qu'il décide : les restrictions du mouvement stratégique [[5.4]], par exemple un nombre maximal d'unités par camp et par phase de mouvement stratégique [[3.23]]. Sans limite indiquée, seules les conditions de [[5.4]] s'appliquent.",
      shown,
    ),
    keywords: ['mouvement stratégique', 'limite', "combien d'unités", 'rocade'],
  },
  {
    id: '14.9',
    parent: '11.0',
    title: 'Sources de ravitaillement',
    body: b(
      "Ce qu'il décide : les aires vers lesquelles chaque camp trace son chemin de ravitaillement [[9.31]], et si une source ne compte que tant que son camp la contrôle.",
      shown,
    ),
    keywords: ['source de ravitaillement', 'dépôt', 'base', 'bord de carte', 'ravitaillement'],
  },
  {
    id: '16.0',
    parent: '11.0',
    title: 'Artillerie supplémentaire du Défenseur',
    body: b(
      "Ce qu'il décide : quelles formations peuvent, en défense, affecter plus d'un support d'artillerie, et combien en plus. Cela modifie les limites de [[6.23]] et [[6.31]] et le nombre de dés jetés en [[6.26]].",
      shown,
    ),
    keywords: ['artillerie', 'défenseur', 'artillerie supplémentaire', 'dés supplémentaires'],
  },
  {
    id: '17.0',
    parent: '11.0',
    title: 'Événements',
    body: b(
      "Ce qu'il décide : la liste des événements de chaque camp, leur formation éventuelle, le tour où ils entrent dans le bol [[4.1]], le moment où on peut les jouer et leur effet (remplacements, appui aérien, Action Spéciale à usage unique, tirage supplémentaire, points de victoire…).",
      "Tout événement peut aussi servir à l'usage alternatif [[4.21]] ; après usage, il va au cadre Éliminé [[4.22]].",
      shown,
    ),
    keywords: ['événement', 'carte événement', 'pion événement', 'aviation', 'remplacements', 'effet'],
  },
  {
    id: '19.0',
    parent: '11.0',
    title: 'Points de victoire',
    body: b(
      "Ce qu'il décide : comment on compte les points de victoire (PV) à chaque vérification [[3.4]] (par exemple PV des aires objectifs contrôlées et PV par pas ennemi éliminé), le solde net entre les camps et le seuil qui désigne le vainqueur à la fin du dernier tour [[3.5]].",
      shown,
    ),
    keywords: ['victoire', 'PV', 'points de victoire', 'objectifs', 'aires objectifs', 'qui gagne'],
  },
  {
    id: '19.4',
    parent: '11.0',
    title: 'Victoire par mort subite',
    body: b(
      "Ce qu'il décide : pour chaque tour, le solde de PV qui donne immédiatement la victoire à un camp lors de la vérification [[3.4]] ; la partie s'arrête alors sans aller au dernier tour. Le registre des tours affiche ces seuils.",
      shown,
    ),
    keywords: ['mort subite', 'victoire immédiate', 'victoire automatique', 'sudden death'],
  },
  {
    id: '24.0',
    parent: '11.0',
    title: 'Contrôle initial des aires',
    body: b(
      "Ce qu'il décide : quel camp contrôle chaque aire au début de la partie (une liste d'aires par camp, les autres revenant à un camp par défaut). Ensuite, le contrôle évolue selon [[2.4]] et se vérifie en [[9.2]].",
      shown,
    ),
    keywords: ['contrôle initial', 'contrôle', 'mise en place', 'situation de départ'],
  },
  {
    id: 'combat-table',
    title: 'Table de combat par défaut de Sandtable',
    body: b(
      "Attention : cette table est celle de l'application, pas celle du jeu en boîte. Les règles renvoient à une Table de Combat imprimée sur l'aide de jeu, qui ne figure pas dans nos sources ; Sandtable en propose donc une, construite à partir des modificateurs cités dans le texte des règles.",
      "C'est une donnée du scénario : chaque scénario peut fournir la sienne, et les joueurs la voient et peuvent la modifier en créant une partie. La table retenue s'affiche avant les jets, avec le détail de la VR de chaque tir.",
      "Fonctionnement : VR de base 5 sur un d10 ; on réussit avec la VR ou moins ; un 1 touche toujours et un 10 manque toujours [[2.1]]. Chaque unité ou support qui tire compare sa qualité et son type à l'unité de pointe adverse [[6.24]]. Les modificateurs s'additionnent.",
      "Pour les tests de moral, ce n'est pas cette table qui s'applique mais [[6.7]] (qualité ±2).",
      "Chances avant que les blocs soient retournés [[6.24]] : l'écran de combat ne calcule jamais rien à partir d'un bloc que vous ne voyez pas. Quand un dé est lancé par un bloc ennemi encore debout, ou vise une unité de pointe ennemie que vous n'avez pas vue, l'application donne la moyenne exacte sur toutes les pièces ennemies que vous ne connaissez pas encore : chacune pourrait se trouver dans ces blocs, toutes aussi probables, et la pointe ennemie pourrait être n'importe laquelle de ses pièces présentes. Ces chiffres portent la mention « moyenne sur les blocs cachés », n'indiquent pas la VR de chaque dé et ne bougent pas quelle que soit la vraie identité de chaque bloc. Ce que ces moyennes supposent : chaque pièce que vous n'avez pas vue compte avec la force qu'elle avait la dernière fois que vous l'avez vue (celle imprimée pour son déploiement ou son arrivée si vous ne l'avez jamais vue), jamais avec sa force actuelle ; elle combat avec les marqueurs du bloc où elle se trouverait (désordre, non ravitaillée), que vous voyez ; toutes les pièces attendues selon le registre des tours et non éliminées entrent dans le calcul, puisque vous ne pouvez pas savoir lesquelles sont sur la carte. S'il y a trop de possibilités pour une moyenne exacte, l'écran indique que les chances dépendent de blocs cachés et n'en donne aucune. Après la révélation, chaque dé s'affiche avec sa propre VR.",
    ),
    tables: [
      {
        caption: 'Table de combat par défaut (Sandtable, modifiable)',
        head: ['Situation', 'Modificateur de la VR', 'Source'],
        rows: [
          ['VR de base', '5', 'Règles 2.1'],
          ['Jet de 1 / jet de 10', 'touche toujours / manque toujours', 'Règles 2.1'],
          ['Tireur de qualité actuelle élite', '+1', 'Sandtable, par défaut'],
          ['Tireur de qualité actuelle vétéran', '0', 'Sandtable, par défaut'],
          ['Tireur de qualité actuelle novice (recrue)', '-1', 'Sandtable, par défaut'],
          ["Blindé qui tire sur une unité de pointe d'infanterie", '+1', 'Sandtable, par défaut'],
          ['Infanterie qui tire sur une unité de pointe blindée', '-1', 'Sandtable, par défaut'],
          ['Artillerie qui tire sur une unité de pointe blindée', '-1', 'Sandtable, par défaut'],
          ['Cible dans une position défensive', '-1', 'Règles 5.23'],
          ["Tir direct de l'Attaquant", "- NDT de l'aire", 'Règles 2.4, 6.28'],
          ['Tireur désordonné (ou en récupération)', '-1', 'Règles 6.2, 9.33c'],
          ['Tireur non ravitaillé', '-1', 'Règles 9.33c'],
        ],
      },
    ],
    keywords: [
      'table de combat',
      'TdC',
      'modificateurs',
      'VR',
      'valeur de réussite',
      'aide de jeu',
      'élite',
      'novice',
      'blindé contre infanterie',
      'terrain',
      'NDT',
      'défenses',
      'combien pour toucher',
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Fiches rapides
// ---------------------------------------------------------------------------------------------
export const cards: RefCard[] = [
  {
    id: 'sequence',
    title: 'Séquence de jeu',
    body: b(
      'Un tour de jeu :',
      L(
        'Renfort (les deux) : Action Spéciale réutilisable, supports Utilisés vers le bol, renforts sur leurs entrées, nouveaux pions au bol.',
        'Tour du premier joueur, puis tour du second, chacun avec les phases ci-dessous.',
        'Vérification de victoire (PV, mort subite), puis tour suivant.',
      ),
      'Rappels : un seul round par aire et par phase de combat ; plus aucun mouvement dès que le combat de percée commence.',
    ),
    tables: [
      {
        caption: 'Tour de joueur',
        head: ['Phase', 'Essentiel'],
        rows: [
          [
            '3.21 Administration',
            "tirage ; événements, génie, Fonctions de Commandement, AS 8.25/8.26 (Joueur en Phase puis l'autre)",
          ],
          ['3.22 Mouvement opérationnel', 'bouger, position défensive, réserve ou rester'],
          ['3.23 Mouvement stratégique', 'réserves ravitaillées, chemin ami'],
          ['3.24 Combat', 'obligatoire dans les aires nouvellement contestées'],
          ['3.25 Réaction', 'réserves du Joueur Hors-Phase, sans combat'],
          ['3.26 Mouvement de percée', 'réserves, exploitations (1 aire), blindés activés par AS'],
          ['3.27 Combat de percée', "obligatoire si nouvellement contestée, sinon AS ; pas d'exploitation"],
          ['3.28 Ravitaillement', 'contrôle, ravitaillement, désordre, moral, retrait des marqueurs'],
        ],
      },
    ],
    cites: ['3.0', '3.1', '3.2', '3.21', '3.22', '3.23', '3.24', '3.25', '3.26', '3.27', '3.28', '3.3', '3.4', '3.5'],
  },
  {
    id: 'combat-round',
    title: 'Round de combat',
    body: b(
      L(
        "6.21 Défenseur : Action Spéciale de renfort ou de retraite (retraite = exploitation pour l'Attaquant, fin du round).",
        "6.22 Attaquant : supports, s'il est ravitaillé et trace un chemin (une formation : 2 artilleries, 1 événement, 8 de bataille).",
        "6.23 Défenseur : supports, s'il trace un chemin (une formation : 1 artillerie, 1 événement, 5 de bataille).",
        "6.24 Unités de pointe (Défenseur d'abord, en secret si aire nouvelle), puis révélation.",
        "6.25 Artillerie de l'Attaquant (dégâts 6.42).",
        "6.26 Artillerie du Défenseur (dégâts 6.41 ; l'Attaquant peut abandonner l'attaque).",
        '6.27 Tir direct du Défenseur, un dé par pas (dégâts 6.41, en repartant de a).',
        "6.28 Tir direct de l'Attaquant, un dé par pas, moins le NDT (dégâts 6.42).",
        '6.29 Fin : supports au cadre Utilisé ; blocs en ligne si les deux camps restent, sinon cachés.',
      ),
      'Désordonnées : inutiles en attaque, elles défendent à -1. VR : [[combat-table]].',
    ),
    cites: ['6.2', '6.21', '6.22', '6.23', '6.24', '6.25', '6.26', '6.27', '6.28', '6.29', 'combat-table'],
  },
  {
    id: 'hit-priorities',
    title: 'Priorités des dégâts',
    body: b(
      "Attaquant (6.41) : 1er dégât = perte d'effectif (pointe ou support de bataille). Ensuite : abandonner l'attaque (reste ignoré, désordre, fin du round ; retraite si assaut de rivière) ou pertes d'effectif.",
      "Défenseur (6.42) : a) le 1er dégât du round retire la position défensive ; b) artillerie : 1 dégât = désordre de tous ; c) tir direct : 1 dégât = retraite de tous (désordre) ; d) le reste en pertes d'effectif. Surplus de dégâts = exploitation.",
      "Pertes (6.43) : pointe d'abord (supports de bataille permis avant), une perte par unité et support de bataille avant toute deuxième, puis libre. Jamais sur l'artillerie.",
    ),
    tables: [
      {
        caption: 'Défenseur, par source de tir',
        head: ['Source', "Absorptions possibles, dans l'ordre"],
        rows: [
          ['Artillerie (6.25)', 'position défensive (1er dégât du round), désordre (1 dégât), puis pertes'],
          ["Tir direct de l'Attaquant (6.28)", 'position défensive (si encore là), retraite (1 dégât), puis pertes'],
        ],
      },
    ],
    cites: ['6.4', '6.41', '6.42', '6.43', '6.6', '6.8'],
  },
  {
    id: 'movement-costs',
    title: 'Coûts de mouvement',
    body: b(
      'Potentiel : infanterie 3 PM, blindé 6 PM ; désordonnée ou non ravitaillée : 1 aire. On peut toujours entrer dans une aire adjacente permise (mouvement minimum).',
      "Arrêt en entrant dans une aire ennemie ou à barrage. Une seule unité par limite de rivière et par phase vers une aire occupée par l'ennemi. En sortant d'une aire contestée : d'abord une aire amie incontestée, puis plus de nouvelle aire contestée.",
    ),
    tables: [
      {
        caption: 'Coûts',
        head: ['Franchissement ou situation', 'PM'],
        rows: [
          ['Route', '1'],
          ['Champ', '2'],
          ['Pont détruit', 'tout le potentiel'],
          ['Aire déjà occupée (unités ou supports)', '+1 (une fois)'],
          ["Sortie d'aire contestée", '+1'],
          ['Barrage de route (1re unité ennemie)', '+1, non cumulé, puis arrêt'],
        ],
      },
    ],
    cites: ['5.22', '5.31', '5.32', '5.33', '5.34', '5.35', '4.34'],
  },
  {
    id: 'supply',
    title: 'Ravitaillement',
    body: b(
      "Chemin (9.31) : par des aires amies jusqu'à une source du scénario ; pont détruit seulement s'il est adjacent à qui trace ; on peut partir d'une aire ennemie sans jamais y entrer ; une aire amie reste traversable malgré des ennemis.",
      "Effets (9.33, aussi pour le désordre) : 1 aire de mouvement ; ni position défensive ni réserve ; -1 au tir et au moral (cumulable) ; désordonnée = pas d'attaque.",
      'En plus, hors ravitaillement (9.34) : aucun support, aucun événement, AS, Fonction de Commandement ou génie ; pas de récupération ; test de moral en fin de phase de ravitaillement.',
      "Moral (9.4, Joueur en Phase) : échec = désordre, ou perte d'effectif si déjà désordonnée ; reddition d'une désordonnée vétéran sur 10, novice sur 8-10 ; l'élite ne se rend jamais.",
      'Récupération (9.35) : si ravitaillée, récupération → en ordre, désordre → récupération.',
    ),
    cites: ['9.1', '9.31', '9.32', '9.33', '9.34', '9.35', '9.4', '14.9'],
  },
];

/** Toutes les sections, dans l'ordre de lecture. */
export const sections: readonly RefSection[] = [...part1, ...part2, ...part3, ...part4];

export const book: RefBook = { system: 'fab', sections, cards };
