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
      "Les numéros entre crochets renvoient à d'autres règles : touchez-les pour y aller. Lors d'une première lecture, on peut les ignorer ; ils servent surtout à retrouver une règle en cours de partie.",
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
      "Dé à dix faces : on lance toujours un d10. Quel que soit le total des modificateurs et la raison du jet, un 1 réussit toujours et un 10 échoue toujours. Avec un dé marqué de 0 à 9, le 0 compte comme un 10.",
      "Règles exclusives : chaque boîte a ses propres règles, numérotées à partir de 11.0 dans le livret de scénarios. En cas de conflit avec les règles de la série, ce sont elles qui s'appliquent. Dans Sandtable, ce sont les données du scénario qui les fournissent [[11.0]].",
      "Premier joueur : le camp qui ouvre chaque tour de jeu, désigné par le scénario [[13.1]].",
      "Bol de sélection : un récipient opaque (une tasse fait l'affaire) propre à chaque joueur, dans lequel on tire au hasard supports et événements. L'application le gère pour vous.",
      'Cadres d\'état : chaque camp a trois cadres sur la carte.',
      L(
        'Disponible : les supports et événements utilisables maintenant ;',
        'Utilisé : les supports déjà employés pendant le tour en cours ;',
        'Éliminé : les événements déjà joués ainsi que les unités et supports détruits.',
      ),
      "Valeur de Réussite (VR) : le résultat maximal du d10 pour réussir une action (il faut faire la VR ou moins). La VR de base vaut toujours 5 ; les modificateurs la montent ou la baissent. Ils figurent dans la Table de Combat de l'aide de jeu et dans les règles concernées ; la table par défaut de Sandtable est décrite en [[combat-table]].",
    ),
    keywords: ['d10', 'dé', 'jet de dé', 'réussite automatique', 'échec automatique', 'zéro', 'bol', 'tasse', 'pioche', 'cadre disponible', 'cadre utilisé', 'cadre éliminé', 'VR', 'valeur de réussite', 'nombre de succès', 'règles exclusives'],
  },
  {
    id: '2.2',
    parent: '2.0',
    title: 'Unités, supports, événements et marqueurs',
    body: b(
      "Unités : les blocs de bois, principaux acteurs du combat et de la manœuvre. Selon la bataille, un bloc représente le plus souvent un régiment, une brigade ou une division. L'étiquette est tournée vers son propriétaire, de sorte que l'adversaire ne voit que le dos du bloc : c'est le brouillard de guerre du jeu. Le bord supérieur indique la force actuelle ; la valeur la plus haute de l'étiquette correspond à l'unité au complet.",
      "Supports : des pions représentant de petites formations que vous envoyez là où la bataille compte le plus. Il en existe deux familles de combat :",
      L(
        "supports d'artillerie : appui indirect (canons, tirs navals, etc.) ;",
        'supports de bataille : appui direct (génie, infanterie ou blindés indépendants, etc.).',
      ),
      "Certains jeux ajoutent des supports non combattants (état-major, carburant…).",
      "Événements : chaque pion porte un nom et le tour où il rejoint le bol de sélection. Ce sont des remplacements, des missions aériennes, des Actions Spéciales ou d'autres faits historiques ou plausibles ; leur effet est défini par le scénario [[17.0]].",
      "Actions Spéciales : un surcroît d'effort du commandement et de la logistique qui permet aux unités d'en faire plus que d'habitude [[8.0]].",
      "Marqueurs : ils notent l'état des unités et signalent sur la carte les positions défensives, les ponts détruits, les assauts de rivière, le contrôle, etc.",
    ),
    keywords: ['bloc', 'pion', 'ressource', 'asset', 'support', 'artillerie', 'support de bataille', 'événement', 'marqueur', 'brouillard de guerre', 'étiquette'],
  },
  {
    id: '2.3',
    parent: '2.0',
    title: 'Caractéristiques des unités',
    body: b(
      "Classe blindée ou infanterie : une unité ou un support de classe blindée comporte une part importante de véhicules blindés ; la classe infanterie regroupe tout le reste. Le scénario dit quels types relèvent de chaque classe [[13.3]].",
      "En ordre : une unité sans marqueur de désordre ni de récupération est en ordre et agit normalement.",
      "Désordre : une unité (jamais un support) peut être mise en désordre, ce qui réduit ses capacités jusqu'à sa récupération [[6.5]]. Elle porte alors un marqueur de désordre ou de récupération.",
      "Formations supérieures : les QG de corps ou d'armée, avec leur couleur, sont définis par le scénario [[13.2]]. Ils n'ont pas de pièce sur la carte ; ils servent à l'administration. La couleur de l'étiquette ou du pion montre à quelle formation appartient chaque unité, support ou événement (fond du pion pour les événements, intérieur du symbole pour unités et supports).",
      "Test de moral : dans certaines situations, une unité jette un dé contre sa qualité pour voir si elle tient le coup [[6.7]].",
      "Unité de pointe : celle qui mène l'assaut côté Attaquant et qui tient les accès clés côté Défenseur. Chaque camp en désigne une par combat [[6.24]].",
      "Unités en réserve : unités portant un marqueur de réserve (leur nombre est limité par les marqueurs fournis). Elles peuvent bouger plus tard, dans une autre phase de mouvement [[5.21]].",
      "Pas d'effectif : les points au bord de l'étiquette. Une unité perd des pas en subissant des pertes et en regagne par certains événements ou Actions Spéciales. Pour retirer un pas, on tourne le bloc d'un quart de tour vers la gauche (sens antihoraire), ce qui amène la nouvelle valeur en haut. Une unité qui perd son dernier pas est éliminée.",
      orig("le quart de tour se fait vers la droite (sens horaire) ; seul le sens de rotation change."),
      "Qualité de troupe : compétence, équipement, entraînement et motivation, indiqués par la couleur des points.",
      L('rouge : élite ;', 'noir : vétéran ;', 'blanc : novice (recrue).'),
      "La qualité actuelle peut changer quand le bloc change de valeur, et elle modifie la VR au combat comme au moral.",
      "Statut d'une unité : son état du moment (en ordre ou désordonnée, avec ou sans ravitaillement, marquée en réserve ou pas).",
    ),
    keywords: ['blindé', 'infanterie', 'classe', 'désordre', 'en ordre', 'récupération', 'QG', 'formation supérieure', 'couleur', 'unité de pointe', 'réserve', 'pas', 'perte de pas', 'réduction', 'rotation du bloc', 'qualité de troupe', 'élite', 'vétéran', 'novice', 'recrue', 'points rouges', 'statut'],
  },
  {
    id: '2.4',
    parent: '2.0',
    title: 'Aires, contrôle et terrain',
    body: b(
      "Aire : chaque case nommée et numérotée de la carte. Une unité en jeu se trouve toujours dans une aire.",
      "Aire contestée : elle contient des forces des deux camps. Aire incontestée : elle est vide ou ne contient que des forces d'un seul camp.",
      "Contrôle : chaque aire, contestée ou non, appartient à l'un des deux camps : celui qui y a été le dernier occupant exclusif. Au début du scénario, le contrôle est fixé par les données du scénario [[24.0]]. Le contrôle bascule dès qu'une ou plusieurs unités adverses deviennent seules occupantes de l'aire. Des supports seuls conservent le contrôle de leur camp mais ne le font jamais changer. Un marqueur de contrôle sert là où ce n'est pas évident [[9.2]].",
      "Terrain : il n'influe pas sur le mouvement, à la seule exception des limites de rivière dont le pont a sauté. Le symbole dessiné dans l'aire renvoie à un Niveau de Difficulté du Terrain (NDT) dans la légende de la carte ; ce nombre est retranché de la VR quand l'Attaquant fait son tir direct [[6.28]].",
      "Aire nouvellement contestée : les deux camps y ont des unités, alors que juste avant la fin de la phase de mouvement elle était incontestée. Au début de la phase de combat, on la reconnaît à ses blocs encore debout (pas encore couchés face visible).",
    ),
    keywords: ['aire', 'zone', 'case', 'contestée', 'incontestée', 'contrôle', 'contrôlée', 'dernier occupant', 'terrain', 'NDT', 'niveau de difficulté', 'difficulté du terrain', 'nouvellement contestée'],
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
          ['3.21', 'Administration', 'les deux joueurs, Joueur en Phase d\'abord'],
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
    keywords: ['séquence', 'ordre du tour', 'phases', 'tour de jeu', 'déroulement', 'joueur en phase', 'joueur hors-phase'],
  },
  {
    id: '3.1',
    parent: '3.0',
    title: 'Phase de renfort',
    body: b(
      "Les deux joueurs reçoivent leurs nouvelles unités, leurs nouveaux supports et événements, et remettent en circulation les supports du cadre Utilisé. Détail en [[4.1]].",
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
      "On tire les supports et événements du tour et on les place dans le cadre Disponible (4.2a). Ensuite, chaque joueur peut jouer ses événements et employer ses supports du génie (4.2b puis 4.2c). Détail en [[4.2]].",
    ),
    keywords: ['administration', 'admin', 'tirage', 'pioche'],
  },
  {
    id: '3.22',
    parent: '3.2',
    title: 'Phase de mouvement opérationnel',
    body: b(
      "Chaque unité du Joueur en Phase peut, au choix, se déplacer, construire une position défensive, rester sur place ou passer en réserve ([[5.21]] à [[5.24]]).",
    ),
    keywords: ['mouvement', 'déplacement', 'mouvement opérationnel'],
  },
  {
    id: '3.23',
    parent: '3.2',
    title: 'Phase de mouvement stratégique',
    body: b(
      "Le Joueur en Phase peut déplacer par mouvement stratégique [[5.4]] ses unités portant un marqueur de réserve, dans les limites fixées par le scénario [[14.8]].",
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
      "Le Joueur Hors-Phase a le droit de bouger ses unités en réserve avec leur potentiel de mouvement entier, puis leur retire le marqueur de réserve [[7.2]].",
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
      "Le second joueur joue à son tour les phases [[3.21]] à [[3.28]] comme Joueur en Phase ; le premier joueur devient alors le Joueur Hors-Phase.",
    ),
    keywords: ['second joueur', 'deuxième joueur'],
  },
  {
    id: '3.4',
    parent: '3.0',
    title: 'Vérification de la victoire',
    body: b(
      "On calcule les points de victoire [[19.0]] puis on regarde si un camp remporte une victoire par mort subite [[19.4]].",
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
        "b) Chaque joueur remet dans son bol de sélection une partie ou la totalité des supports restés dans son cadre Utilisé (à son choix).",
        "c) Les unités de renfort sont posées dans les aires d'entrée inscrites sur leur étiquette, sans dépense de points de mouvement. Les lettres imprimées sur la carte désignent les aires d'entrée voisines, ce ne sont pas des aires. On ne peut ni dépasser la limite d'empilement, ni entrer dans une aire contrôlée par l'ennemi, sauf si elle est vide à ce moment. Deux lettres indiquent une plage : « AC » autorise A, B ou C. Quand aucune des aires permises n'est accessible, l'unité arrive un tour plus tard par l'aire d'entrée autorisée la plus proche [[14.2]] ; on peut aussi dépenser une Action Spéciale pour la faire entrer ailleurs dès son tour prévu [[8.27]]. Sauf mention contraire du scénario, un renfort arrive au complet.",
        'd) Les supports et événements de renfort sont ajoutés au bol de sélection.',
      ),
      orig("à l'étape b, tous les supports du cadre Utilisé retournent obligatoirement dans le bol."),
    ),
    keywords: ['renforts', 'arrivée', 'aire d\'entrée', 'entrée bloquée', 'retard', 'bol', 'recyclage', 'action spéciale réutilisable', 'cadre utilisé'],
  },
  {
    id: '4.2',
    parent: '4.0',
    title: "Phase d'administration",
    body: b(
      "Elle ouvre chaque tour de joueur, en trois temps :",
      L(
        "a) Chacun tire au hasard dans son bol le nombre de supports/événements que le registre des tours indique pour son camp ce tour-ci, et les place dans son cadre Disponible.",
        "b) Le Joueur en Phase peut jouer les événements de son cadre Disponible et employer ses supports du génie disponibles pour une fonction du génie [[4.3]]. Il peut aussi exercer une fonction d'état-major [[8.3]] et jouer les Actions Spéciales propres à cette phase ([[8.25]], [[8.26]]).",
        "c) Le Joueur Hors-Phase fait ensuite de même : événements, fonctions d'état-major, Actions Spéciales et génie.",
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
      "Il peut aussi être gardé pour le combat, où il sert de support de bataille ([[6.32]], [[6.33]]).",
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
      "Voir aussi la tentative de destruction pendant le mouvement adverse [[5.35]].",
    ),
    keywords: ['pont', 'faire sauter', 'dynamiter', 'démolir', 'pont détruit', 'rivière'],
  },
  {
    id: '4.32',
    parent: '4.3',
    title: 'Réparer un pont',
    body: b(
      "Condition : le camp du génie contrôle les deux aires situées de part et d'autre du pont détruit, ou bien il en contrôle une et conteste l'autre, tenue par l'ennemi. L'aire amie d'où part la réparation doit être ravitaillée et incontestée.",
      "Un support du génie répare un seul pont par phase d'administration. Le marqueur de pont détruit est enlevé ; le support rejoint le cadre Utilisé.",
    ),
    keywords: ['pont', 'réparer', 'reconstruire', 'pont détruit'],
  },
  {
    id: '4.33',
    parent: '4.3',
    title: 'Construire une position défensive (génie)',
    body: b(
      "Le génie pose un marqueur de position défensive dans une aire amie (contrôlée), incontestée et ravitaillée où est présente au moins une unité amie appartenant à la formation supérieure du génie. Le support va ensuite dans le cadre Utilisé. Effets de la position : [[5.23]].",
    ),
    keywords: ['position défensive', 'retranchement', 'fortification', 'défenses', 'génie'],
  },
  {
    id: '4.34',
    parent: '4.3',
    title: 'Poser un barrage de route',
    body: b(
      "Le génie place un barrage de route (marqueur) sur une aire amie, vide, ravitaillée et dont le NDT vaut au moins 1 ; le support va dans le cadre Utilisé.",
      "Effet, pendant le tour de joueur en cours : la première unité adverse à pénétrer dans l'aire paie 1 point de mouvement de plus et doit s'y arrêter ([[5.35]] b). Ce point supplémentaire ne s'ajoute pas au +1 déjà dû pour entrer dans une aire occupée [[5.32]] : on ne paie qu'un seul +1.",
      "Le marqueur disparaît dès qu'une unité ennemie a payé cette pénalité, ou sinon pendant la phase de ravitaillement de ce même tour de joueur [[9.5]].",
      orig("le barrage est aussi enlevé si une unité amie y pénètre, et le texte ne dit pas que son +1 ne se cumule pas avec celui d'une aire occupée."),
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
        "il peut tenter de faire sauter un pont comme une unité ([[5.35]] d) ;",
        "toute unité ennemie qui entre doit s'arrêter, et un combat doit être livré ;",
        "dans ce combat, le Défenseur n'a droit à aucune Action Spéciale (ni renfort [[8.23]], ni retraite préalable [[8.24]]), et seul un support d'artillerie appartenant à sa formation supérieure peut l'épauler (aucun événement) ;",
        "s'il est encore là à la phase de ravitaillement, qu'il ait combattu ou non, le génie rejoint le cadre Utilisé.",
      ),
      "Conseil : à réserver aux situations désespérées, car on y perd souvent un précieux support du génie. Voir aussi [[6.23]] et [[6.42]].",
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
      "Aucune unité ne peut terminer volontairement son mouvement en surempilement. La limite est vérifiée à la fin de chaque phase et à tout moment pendant chaque phase de combat : les unités en trop font retraite [[6.6]] ; celles qui ne peuvent pas retraiter légalement sont éliminées.",
      orig("pas d'interdiction explicite de finir volontairement un mouvement en surempilement ; le contrôle se fait à la fin de chaque phase et pendant la phase de combat."),
    ),
    keywords: ['empilement', 'surempilement', 'deux unités', 'limite', 'stacking', 'trop d\'unités'],
  },
  {
    id: '5.2',
    parent: '5.0',
    title: 'Options de la phase de mouvement opérationnel',
    body: b(
      "Pendant sa phase de mouvement opérationnel, chaque unité qui en a le droit choisit une option :",
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
      "Le marqueur est retiré quand l'unité bouge, quand son aire devient contestée, ou au plus tard pendant la phase de ravitaillement suivante de l'adversaire [[9.5]].",
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
    keywords: ['potentiel de mouvement', 'PM', 'points de mouvement', 'allocation', '3 PM', '6 PM', 'révéler', 'blocs debout'],
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
        'quand il absorbe la première touche d\'un combat ([[6.42]] a) ;',
        "quand, en fin de phase, il ne reste plus d'unité amie dans l'aire ;",
        'quand un génie ennemi l\'élimine au combat [[6.33]] ;',
        "quand l'aire est contestée lors d'une phase de ravitaillement, quelle qu'elle soit [[9.5]].",
      ),
    ),
    keywords: ['position défensive', 'défenses', 'retranchement', 'tranchées', 'fortifier', 'creuser', '-1', 'modificateur défenses'],
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
        "limite de rivière : un pont y existe toujours, sauf si un marqueur de pont détruit est posé ; un pont détruit gêne le mouvement [[5.32]].",
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
      "On ne se déplace que vers une aire adjacente ; passer en diagonale par un point où plusieurs limites se rejoignent est interdit.",
      "Le coût d'un franchissement dépend de la connexion (route ou champ), que la limite soit ouverte ou de rivière. Un pont détruit remplace ce coût : il faut tout son potentiel de mouvement. S'y ajoutent au besoin les suppléments de la table.",
      "Une unité non ravitaillée et/ou désordonnée ne peut entrer que dans une seule aire adjacente [[5.33]], [[9.33]].",
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
          ['Barrage de route (4.34), première unité ennemie', '+1 PM, non cumulé avec le +1 d\'aire occupée, puis arrêt'],
          ['Unité non ravitaillée et/ou désordonnée', '1 aire adjacente au maximum'],
        ],
      },
    ],
    keywords: ['coût de mouvement', 'PM', 'points de mouvement', 'route', 'champ', 'pont détruit', 'aire occupée', '+1', 'diagonale', 'tableau des coûts'],
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
          ['Coût total ≤ potentiel', 'autant d\'aires que le potentiel le permet'],
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
    title: 'Sortir d\'une aire contestée',
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
        "a) On déplace les unités une par une : chacune finit son mouvement avant que la suivante parte.",
        "b) Arrêt obligatoire en entrant dans une aire qui contient un barrage de route ou une unité ennemie (voir [[4.34]] et [[4.35]]).",
        "c) À chaque phase de mouvement, une seule unité peut franchir une limite de rivière donnée (pont intact ou détruit) pour entrer dans une aire occupée par l'ennemi. Vers des aires incontestées, aucune limite, même en sortant d'une aire contestée.",
        "d) Quand une unité tente de franchir une rivière vers une aire nouvellement contestée, l'adversaire peut, s'il le souhaite, tenter de faire sauter ce pont : il réussit sur 1 à 5. Si le pont saute, l'unité peut tout de même traverser si elle a commencé la phase adjacente à l'aire visée. Si elle ne traverse pas (par choix ou parce qu'elle ne peut pas), elle ne paie pas l'entrée dans cette aire, perd 1 PM et peut poursuivre son mouvement.",
        "e) Assaut de rivière : on pose ce marqueur dans une aire nouvellement contestée (seulement) quand toutes les unités attaquantes sont arrivées par une limite de rivière, l'une au moins ayant franchi un pont détruit. Conséquences : [[6.41]] b et [[6.8]].",
      ),
    ),
    keywords: ['une à la fois', 'arrêt', 'stop', 'franchissement de rivière', 'une unité par rivière', 'faire sauter le pont', 'tentative de destruction', '1-5', 'assaut de rivière', 'traversée'],
  },
  {
    id: '5.4',
    parent: '5.0',
    title: 'Mouvement stratégique',
    body: b(
      "Seules les unités ravitaillées portant un marqueur de réserve peuvent se déplacer stratégiquement, pendant la phase [[3.23]] et dans les limites fixées par le scénario [[14.8]].",
      "L'unité va de son aire de départ à n'importe quelle autre aire ravitaillée et contrôlée par son camp, à condition qu'un chemin continu de connexions (route ou champ) l'y mène sans franchir de pont détruit et sans entrer ni passer dans une aire contestée ou contrôlée par l'ennemi. Aucun coût en points de mouvement n'est compté : seules comptent ces conditions de chemin et les limites du scénario.",
      'Après ce mouvement, on retire son marqueur de réserve.',
    ),
    keywords: ['mouvement stratégique', 'transfert', 'rocade', 'transport', 'réserve', 'longue distance'],
  },
];

export const book: RefBook = {
  system: 'fab',
  sections: [...part1],
  cards: [] as RefCard[],
};
