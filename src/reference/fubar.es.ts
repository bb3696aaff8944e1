/**
 * FUBAR (reglas de escaramuzas en una página, 2.ª edición): referencia de reglas en español.
 * Redactada con nuestras propias palabras a partir de las reglas de una página (semilla 002).
 * Los ids son los mismos slugs temáticos que usa el motor y los libros en/fr.
 */
import type { RefBook } from './types';

export const book: RefBook = {
  system: 'fubar',
  sections: [
    {
      id: 'units',
      title: 'Unidades y cohesión',
      body: `FUBAR es un reglamento de escaramuzas para unidades pequeñas, desde la Segunda Guerra Mundial hasta la ciencia ficción, sobre una mesa repleta de escenografía. Todas las tiradas se hacen con dados normales de seis caras (D6) y las distancias se miden en pulgadas.

Cada jugador manda una o varias unidades, sacadas de la lista de fuerzas del escenario o de una plantilla creada en Sandtable. Una unidad queda definida por dos cosas: su nivel de entrenamiento ([[training]]) y las armas que llevan sus miniaturas ([[weapons]]).

Las miniaturas de una unidad deben ir juntas: ninguna debería alejarse más de 3" del resto. Por cada una que se separe más, la unidad sufre un -1 en su tirada de activación ([[activation]]).`,
      keywords: [
        'escuadra',
        'pelotón',
        'equipo',
        'grupo de combate',
        'cohesión',
        'coherencia',
        'separación',
        '3 pulgadas',
        'plantilla',
        'lista de ejército',
        'miniatura',
        'figura',
        'peana',
        'D6',
      ],
    },
    {
      id: 'training',
      parent: 'units',
      title: 'Niveles de entrenamiento y tiradas naturales',
      body: `El nivel de entrenamiento da a la unidad dos números objetivo. La activación es lo que necesita sacar para poder actuar ([[activation]]). La experiencia es lo que debe igualar o superar cada dado para impactar, tanto al disparar ([[shooting]]) como en cuerpo a cuerpo ([[melee]]). El nivel también limita cuántas miniaturas de la unidad pueden estar suprimidas a la vez ([[suppression]]).

Las tiradas naturales mandan sobre todo lo demás: con independencia de los modificadores, un dado que muestra un 6 siempre tiene éxito y uno que muestra un 1 siempre fracasa. Vale para cualquier tirada contra un número objetivo: activaciones, impactos y salvaciones.`,
      tables: [
        {
          caption: 'Niveles de entrenamiento',
          head: ['Nivel', 'Activación', 'Experiencia (para impactar)', 'Máx. de miniaturas suprimidas'],
          rows: [
            ['Novato', '5+', '6+', '1'],
            ['Fogueado', '4+', '5+', '2'],
            ['Veterano', '3+', '4+', '3'],
            ['Élite', '2+', '4+', '4'],
          ],
        },
      ],
      keywords: [
        'experiencia',
        'calidad',
        'novato',
        'recluta',
        'bisoño',
        'fogueado',
        'regular',
        'veterano',
        'élite',
        'número objetivo',
        'seis natural',
        'uno natural',
        'el 6 siempre',
        'el 1 siempre',
        'éxito automático',
        'fallo automático',
        'pifia',
      ],
    },
    {
      id: 'initiative',
      title: 'Turnos e iniciativa',
      body: `La partida se juega por turnos. Dentro de un turno, cada jugador trata de activar sus unidades una a una y de usarlas después.

Al empezar el turno, cada jugador tira 1D6 y suma el modificador que le conceda el escenario, si lo hay. Los empates se repiten. Quien saque el total más alto se queda con la iniciativa y puede intentar activar primero una unidad.

El jugador que tiene la iniciativa sigue intentando activar unidades, de una en una, mientras las tiradas le salgan bien. En cuanto falla una activación, la iniciativa pasa al rival, que hace lo mismo. Así se va alternando hasta que todas las unidades de la mesa han tenido su único intento del turno; entonces empieza otro turno con una nueva tirada de iniciativa.

Los combates cuerpo a cuerpo que sigan abiertos se vuelven a resolver al comienzo de cada turno nuevo ([[melee]]). La unidad que falla su tirada pasa el resto del turno en guardia ([[actions]]).`,
      keywords: [
        'turno',
        'orden del turno',
        'secuencia',
        'quién empieza',
        'tirada de iniciativa',
        'empate',
        'repetir tirada',
        'alternar',
        'activación alterna',
        'pasar',
        'modificador de escenario',
      ],
    },
    {
      id: 'activation',
      title: 'Activación',
      body: `Mientras tengas la iniciativa puedes intentar activar cualquiera de tus unidades que aún no lo haya intentado en este turno, en el orden que quieras. Tira 1D6: si el resultado, con sus modificadores, iguala o supera el número de activación de la unidad ([[training]]), queda activada y realiza una acción ([[actions]]).

Modificadores a la tirada de activación:
- +1 si la unidad no tiene ningún enemigo a la vista
- -1 por cada miniatura suprimida de la unidad ([[suppression]])
- -1 por cada miniatura a más de 3" del resto de su unidad ([[units]])

Un 6 natural activa siempre y un 1 natural falla siempre. La unidad que falla queda en guardia durante el resto del turno y la iniciativa pasa al otro bando ([[initiative]]).

Las miniaturas suprimidas se levantan en cuanto se ha hecho la tirada de activación de su unidad, tanto si sale bien como si no.

Con muchas unidades en juego conviene marcar cada una cuando ya ha hecho su intento; Sandtable lleva ese registro por ti.`,
      keywords: [
        'activar',
        'tirada de activación',
        'orden',
        'órdenes',
        'sin enemigos a la vista',
        'fuera de vista',
        'activación fallida',
        'en guardia',
        'marcador',
        'modificador',
        'penalización',
        'bonificación',
      ],
    },
    {
      id: 'actions',
      parent: 'activation',
      title: 'Acciones',
      body: `Una unidad activada elige una sola de las acciones siguientes, y todas sus miniaturas la siguen. Las distancias son lo máximo que puede mover cada miniatura.

Andar es la única acción que permite a la vez mover y disparar, y solo con armas ligeras o granadas de mano ([[weapons]]). El disparo apuntado no mueve: se elige una unidad enemiga y se le dispara con +1 en cada dado ([[shooting]]). El asalto es la única forma de entrar en cuerpo a cuerpo ([[melee]]).

La unidad que falló su tirada de activación cuenta como en guardia hasta que acabe el turno.`,
      tables: [
        {
          caption: 'Acciones tras una activación con éxito',
          head: ['Acción', 'Movimiento', 'Qué permite'],
          rows: [
            ['Andar', '6"', 'Las miniaturas pueden además disparar un arma ligera o lanzar una granada'],
            ['Correr', '12"', 'Ni disparos ni granadas'],
            [
              'Buscar cobertura / esquivar',
              '8"',
              'Sin disparar ni lanzar granadas; las miniaturas cuentan como en cobertura ligera',
            ],
            [
              'En guardia',
              '0"',
              'Una vez en el turno, la unidad puede reaccionar disparando contra un enemigo que cruce su arco de fuego',
            ],
            [
              'Al suelo',
              '3"',
              'Las miniaturas se lanzan a la cobertura más próxima, que mejora un nivel; sin disparar ni lanzar granadas',
            ],
            ['Disparo apuntado', '0"', 'Apunta a una unidad enemiga: +1 a cada dado contra ella'],
            ['Asalto', '8"', 'Mover hasta el contacto para iniciar un cuerpo a cuerpo'],
          ],
        },
      ],
      keywords: [
        'andar',
        'caminar',
        'correr',
        'mover',
        'movimiento',
        'buscar cobertura',
        'esquivar',
        'en guardia',
        'vigilancia',
        'emboscada',
        'fuego de reacción',
        'al suelo',
        'cuerpo a tierra',
        'tumbarse',
        'disparo apuntado',
        'apuntar',
        'asalto',
        'carga',
        'distancia',
        'pulgadas',
      ],
    },
    {
      id: 'shooting',
      title: 'Disparo',
      body: `Se puede disparar a toda miniatura o vehículo enemigo que la unidad vea, y puede repartir sus dados entre varios objetivos.

Línea de visión y zonas de cobertura:
- Una miniatura dentro de una zona de cobertura solo ve hacia fuera, y solo es vista, si está a 2" o menos del borde de esa zona.
- La excepción es cuando tirador y objetivo están dentro de la misma zona de cobertura: entonces pueden dispararse entre sí, y los dos se benefician de ella ([[cover]]).
- No se puede disparar a través de una zona de cobertura que quede entre el tirador y el objetivo.
- Las miniaturas suprimidas no pueden disparar de ningún modo ([[suppression]]).

Cómo se resuelve un disparo:
- Tira 1D6 por cada punto de fuego (PF) de las armas que disparan ([[weapons]]).
- Cada dado que iguala o supera el número de experiencia de la unidad que dispara es un impacto ([[training]]). La cobertura del objetivo empeora ese número ([[cover]]); el disparo apuntado suma +1 a cada dado ([[actions]]).
- Los objetivos con armadura, y las tropas dentro de un vehículo blindado o justo detrás de él, hacen una tirada de salvación por impacto ([[armour]], [[vehicles]]).
- Después, la unidad alcanzada decide qué hace con cada impacto que quede: perder una miniatura como baja o, en su lugar, dejar una miniatura suprimida. Puede combinar ambas cosas, sin pasar de su límite de supresión ([[suppression]]).

Los impactos contra un vehículo blindado se resuelven en la tabla de daños ([[vehicle-damage]]).`,
      keywords: [
        'disparar',
        'disparo',
        'fuego',
        'tiro',
        'a distancia',
        'impactar',
        'impacto',
        'puntos de fuego',
        'PF',
        'dados',
        'línea de visión',
        'LDV',
        'ver',
        'visible',
        'dividir el fuego',
        'baja',
        'muerto',
        'salvación',
        '2 pulgadas',
        'borde de la cobertura',
      ],
    },
    {
      id: 'suppression',
      parent: 'shooting',
      title: 'Supresión',
      body: `Una unidad alcanzada puede encajar parte de los impactos como miniaturas suprimidas en lugar de bajas: las tropas mejor entrenadas saben cuándo echarse a tierra. Tumba cada miniatura suprimida: mientras está en el suelo no puede disparar, ni siquiera para responder al fuego, y cada miniatura suprimida resta 1 a la siguiente tirada de activación de su unidad ([[activation]]).

En cuanto se haya hecho esa siguiente tirada de activación, vuelve a poner en pie las miniaturas suprimidas: ya no lo están. Si la tirada salió bien, esas miniaturas pueden mover con la unidad, pero no disparan hasta la activación siguiente.

Una unidad nunca puede tener más miniaturas suprimidas de las que permite su entrenamiento ([[training]]). Alcanzado ese tope, los impactos adicionales sobre la unidad solo pueden aplicarse como bajas (así interpreta Sandtable el límite). El cuerpo a cuerpo nunca produce supresión ([[melee]]).`,
      tables: [
        {
          caption: 'Máximo de miniaturas suprimidas por unidad',
          head: ['Nivel', 'Máx. suprimidas'],
          rows: [
            ['Novato', '1 miniatura'],
            ['Fogueado', '2 miniaturas'],
            ['Veterano', '3 miniaturas'],
            ['Élite', '4 miniaturas'],
          ],
        },
      ],
      keywords: [
        'suprimido',
        'suprimida',
        'suprimir',
        'supresión',
        'inmovilizado por el fuego',
        'clavado',
        'tumbado',
        'tumbar',
        'levantar',
        'responder al fuego',
        'límite de supresión',
        'tope',
      ],
    },
    {
      id: 'cover',
      parent: 'shooting',
      title: 'Cobertura',
      body: `Cuando el objetivo de un disparo está a cubierto, el número de experiencia del tirador empeora como mucho en la cantidad de la tabla: una unidad veterana que normalmente impacta a 4+ necesita 6+ contra un objetivo tras un muro de ladrillo. Por mucha cobertura que haya, nunca hace falta más de 6+, y un 6 natural sigue impactando ([[training]]).

Algunas cosas cambian la cobertura de una miniatura:
- La acción de buscar cobertura hace que las miniaturas cuenten como en cobertura ligera ([[actions]]).
- Echarse al suelo mejora un nivel la cobertura de las miniaturas.
- Los lanzallamas y los cañones de carro no tienen en cuenta la cobertura ([[weapons]]).
- En cuerpo a cuerpo la cobertura no cuenta ([[melee]]).

La infantería atraviesa la cobertura a su velocidad normal: en combates tan cortos y violentos, la adrenalina hace el resto. A los vehículos sí los frena ([[vehicles]]).`,
      tables: [
        {
          caption: 'Modificadores de cobertura (se suman al número que necesita el tirador)',
          head: ['Cobertura', 'Modificador', 'Ejemplos'],
          rows: [
            [
              'Ligera',
              'hasta +1',
              'Setos y matorrales, bosque, casas de madera, coches civiles, cercas, pozos de tirador',
            ],
            ['Media', 'hasta +2', 'Tapias de piedra o ladrillo, edificios sólidos, cascotes, trincheras'],
            ['Dura', 'hasta +3', 'Búnkeres'],
          ],
        },
      ],
      keywords: [
        'cobertura',
        'cobertura ligera',
        'cobertura media',
        'cobertura moderada',
        'cobertura dura',
        'cobertura pesada',
        'bosque',
        'edificio',
        'muro',
        'tapia',
        'trinchera',
        'pozo de tirador',
        'búnker',
        'escombros',
        'seto',
        'valla',
        'modificador',
        'máximo 6+',
      ],
    },
    {
      id: 'melee',
      title: 'Cuerpo a cuerpo',
      body: `El cuerpo a cuerpo es salvaje y rápido. Solo se entra en él con la acción de asalto ([[actions]]).

- La unidad atacante mueve primero sus miniaturas hasta ponerlas en contacto peana con peana con el enemigo.
- Cuando termina, el defensor puede mover cualquiera de sus miniaturas que aún no esté en contacto y que esté a no más de 3" del enemigo, para sumarse a la lucha.
- Los dos bandos tiran a la vez: 1D6 por miniatura en la pelea, e impactan con su número de experiencia ([[training]]).
- Las miniaturas que estaban suprimidas al empezar el combate luchan con -1; tira sus dados aparte.
- Las salvaciones por armadura siguen valiendo ([[armour]]), pero no hay cobertura ni supresión: cada impacto no salvado mata a una miniatura.

Si los dos bandos siguen teniendo miniaturas en contacto, el combate se repite al principio de cada turno siguiente ([[initiative]]).

Los vehículos blindados no participan en el cuerpo a cuerpo ([[melee-vehicles]]).`,
      keywords: [
        'cuerpo a cuerpo',
        'melé',
        'combate cercano',
        'mano a mano',
        'asalto',
        'carga',
        'contacto peana con peana',
        'trabado',
        'lucha',
        'bayoneta',
        'refriega',
      ],
    },
    {
      id: 'melee-vehicles',
      parent: 'melee',
      title: 'Criterio de Sandtable: vehículos y cuerpo a cuerpo',
      body: `El reglamento de una página no dice qué pasa cuando un asalto llega hasta un vehículo blindado. Sandtable decide que un vehículo nunca es objetivo de un asalto ni lucha cuerpo a cuerpo: la infantería que quiera dejarlo fuera de combate de cerca lo hace disparando.

Por qué:
- El cuerpo a cuerpo es una lucha entre miniaturas. Cada bando tira un dado por miniatura en contacto, y cada impacto no salvado quita una miniatura ([[melee]]). Un vehículo no tiene miniaturas con las que tirar ni que perder; su tripulación va dentro.
- Las reglas dañan a un vehículo de una sola manera: su salvación por blindaje y luego una tirada en la tabla de daños por cada impacto que no salve ([[vehicles]], [[vehicle-damage]]). El cuerpo a cuerpo no tiene ningún paso que lleve a esa tabla, e inventarlo sería una regla de la casa.
- Las armas de corto alcance contra blindados ya están en la lista de armas y se disparan: granadas lanzadas a 8" (incluso al andar), lanzallamas, lanzamisiles ([[weapons]]).
- Las opciones de un vehículo son moverse y disparar; no tiene orden de asalto propia ([[vehicles]]).

Así que la aplicación rechaza un asalto dirigido a un vehículo y explica por qué. La tripulación que sale de un vehículo destruido combate a pie como una unidad de infantería normal y se la puede asaltar como a cualquier otra.`,
      keywords: [
        'asaltar un tanque',
        'asaltar un carro',
        'cuerpo a cuerpo con vehículo',
        'granada contra carro',
        'criterio',
        'regla de la casa',
      ],
    },
    {
      id: 'weapons',
      title: 'Armas',
      body: `Las armas de la tabla son tipos habituales en ejércitos regulares y fuerzas irregulares. El alcance es la distancia máxima a la que puede disparar el arma; los puntos de fuego (PF) indican cuántos dados tira ([[shooting]]).

Las armas ligeras pueden dispararse al andar ([[actions]]); las de apoyo no. Algunos fusiles de asalto llevan un lanzagranadas acoplado con 16" de alcance; las reglas no le dan puntos de fuego, así que Sandtable usa los de las granadas de mano (3) y no lo cuenta como arma ligera.

La ametralladora pesada necesita dos sirvientes si la lleva la infantería, pero uno solo si va montada en un búnker o en un vehículo. Los cañones solo pueden montarse en carros de combate. Los lanzallamas y los cañones de carro no tienen en cuenta la cobertura ([[cover]]). Las armas ligeras y las ametralladoras no pueden herir a la tripulación de un carro ([[vehicles]]).`,
      tables: [
        {
          caption: 'Armas',
          head: ['Arma', 'Alcance', 'Puntos de fuego', 'Notas'],
          rows: [
            ['Pistola / revólver', '8"', '1', 'Arma ligera'],
            ['Fusil', '24"', '1', 'Arma ligera'],
            ['Fusil de asalto', '24"', '2', 'Arma ligera; algunos llevan lanzagranadas (16")'],
            ['Fusil de francotirador', '32"', '2', 'Arma ligera'],
            ['Subfusil', '16"', '3', 'Arma ligera'],
            ['Ametralladora ligera', '32"', '3', 'Arma ligera'],
            ['Escopeta de combate', '8"', '3', 'Arma ligera'],
            ['Ametralladora pesada', '32"', '4', 'Apoyo; dos sirvientes a pie, uno en búnker o vehículo'],
            ['Lanzallamas', '8"', '4', 'Apoyo; no tiene en cuenta la cobertura'],
            ['Granadas de mano', '8"', '3', 'Se pueden lanzar al andar'],
            ['Lanzamisiles', '24"', '3', 'Apoyo'],
            ['Cañón contracarro ligero', '32"', '3', 'Apoyo'],
            ['Mortero ligero', '40"', '3', 'Apoyo'],
            ['Cañón ligero', '32"', '4', 'Solo en carros; no tiene en cuenta la cobertura'],
            ['Cañón pesado', '48"', '6', 'Solo en carros; no tiene en cuenta la cobertura'],
          ],
        },
      ],
      keywords: [
        'arma',
        'armas',
        'alcance',
        'puntos de fuego',
        'PF',
        'pistola',
        'revólver',
        'fusil',
        'rifle',
        'fusil de asalto',
        'francotirador',
        'subfusil',
        'metralleta',
        'ametralladora',
        'escopeta',
        'lanzallamas',
        'granada',
        'lanzagranadas',
        'misil',
        'cohete',
        'bazuca',
        'antitanque',
        'contracarro',
        'mortero',
        'cañón',
        'sirvientes',
        'dotación',
      ],
    },
    {
      id: 'armour',
      title: 'Armadura personal',
      body: `Algunas tropas modernas y de ciencia ficción llevan armadura corporal. Están entrenadas para combatir con ella, así que no las hace más lentas en el tipo de enfrentamiento que recrea FUBAR.

Una vez conocidos los impactos sobre una unidad, esta hace una tirada de salvación por impacto con el tipo de armadura que lleve la mayoría de sus miniaturas (si hay empate, Sandtable usa la más débil). Cada salvación superada anula un impacto ([[shooting]]); las salvaciones también cuentan en cuerpo a cuerpo ([[melee]]). Un 1 natural siempre falla la salvación.

Las tropas que están dentro de un vehículo blindado o justo detrás de él pueden salvar con la clase de blindaje del vehículo; Sandtable aplica la mejor de las dos salvaciones ([[vehicles]]).`,
      tables: [
        {
          caption: 'Salvaciones por armadura personal',
          head: ['Armadura', 'Salvación', 'Ejemplos'],
          rows: [
            ['Ligera', '6+', 'Chaleco antifragmentos, chaleco policial'],
            ['Media', '5+', 'Protección corporal moderna o de los GEO'],
            ['Pesada', '4+', 'Caparazón de ciencia ficción'],
            ['Potenciada', '3+', 'Traje de armadura potenciada'],
            ['De batalla', '2+', 'Armadura táctica tipo dreadnought'],
          ],
        },
      ],
      keywords: [
        'armadura',
        'blindaje personal',
        'armadura corporal',
        'salvación',
        'tirada de salvación',
        'chaleco',
        'antibalas',
        'antifragmentos',
        'caparazón',
        'servoarmadura',
        'armadura potenciada',
        'armadura de batalla',
        'exterminador',
        'dreadnought',
        'mayoría',
      ],
    },
    {
      id: 'vehicles',
      title: 'Vehículos blindados',
      body: `Los vehículos blindados se activan igual que las unidades ([[activation]]). Un vehículo activado puede mover hasta 12" por terreno despejado, o 6" a través de cobertura ligera, y disparar un arma. Si se queda quieto, puede disparar todas sus armas.

Cada vehículo tiene una clase de blindaje que le da su salvación contra los impactos. Las tropas que van dentro del vehículo, o que están justo detrás, pueden usar esa misma salvación ([[armour]]).

El fuego de armas ligeras y de ametralladoras no puede hacer daño a la tripulación de un carro. Por cada impacto que el vehículo no salve se tira en la tabla de daños ([[vehicle-damage]]). A los vehículos solo se les daña con disparos: no se les puede asaltar ([[melee-vehicles]]).`,
      tables: [
        {
          caption: 'Clases de blindaje de vehículos',
          head: ['Clase de blindaje', 'Salvación', 'Vehículos típicos'],
          rows: [
            ['Ligero', '5+', 'Transportes blindados de tropas'],
            ['Medio', '4+', 'Carros ligeros'],
            ['Pesado', '3+', 'Carros medios'],
            ['Muy pesado', '2+', 'Carros pesados'],
          ],
        },
      ],
      keywords: [
        'vehículo',
        'carro',
        'tanque',
        'carro de combate',
        'TBP',
        'VCI',
        'transporte',
        'blindado',
        'autoametralladora',
        'clase de blindaje',
        'salvación del vehículo',
        'parado',
        'estacionario',
        'tripulación',
        'detrás del carro',
        'pasajeros',
      ],
    },
    {
      id: 'vehicle-damage',
      parent: 'vehicles',
      title: 'Daños a vehículos',
      body: `Tira 1D6 en esta tabla por cada impacto que un vehículo blindado no consiga salvar ([[vehicles]]). Los resultados se aplican uno por impacto, así que un vehículo puede quedar aturdido y perder un arma en la misma ráfaga.

Cuando un vehículo queda destruido, tira 1D6 por cada tripulante: con 5+ esa miniatura consigue salir; si no, es una baja.`,
      tables: [
        {
          caption: 'Tabla de daños a vehículos',
          head: ['D6', 'Resultado'],
          rows: [
            ['1-2', 'Tripulación aturdida: el vehículo no puede hacer nada hasta el turno siguiente'],
            ['3', 'Inmovilizado: ya no puede mover en toda la partida'],
            ['4-5', 'Arma destruida: el dueño elige cuál'],
            ['6', 'Destruido: cada tripulante escapa con 5+; si no, es baja'],
          ],
        },
      ],
      keywords: [
        'daños al vehículo',
        'tabla de daños',
        'aturdido',
        'tripulación aturdida',
        'inmovilizado',
        'cadenas rotas',
        'arma destruida',
        'destruido',
        'fuera de combate',
        'arder',
        'abandonar el vehículo',
        'escapar',
      ],
    },
  ],
  cards: [
    {
      id: 'activation',
      title: 'Activación de un vistazo',
      body: `Tira 1D6 y alcanza el número de activación de la unidad.
- +1 si no hay ningún enemigo a la vista
- -1 por miniatura suprimida en la unidad
- -1 por miniatura a más de 3" de su unidad
- Un 6 natural siempre activa; un 1 natural siempre falla

Éxito: elige una acción (andar 6" y disparar armas ligeras, correr 12", buscar cobertura 8", en guardia, al suelo 3", disparo apuntado +1, asalto 8"). Fallo: la unidad queda en guardia y la iniciativa cambia de manos. En ambos casos, las miniaturas suprimidas se levantan tras la tirada.`,
      tables: [
        {
          caption: 'Número de activación',
          head: ['Nivel', 'Activación'],
          rows: [
            ['Novato', '5+'],
            ['Fogueado', '4+'],
            ['Veterano', '3+'],
            ['Élite', '2+'],
          ],
        },
      ],
      cites: ['activation', 'training', 'actions', 'initiative', 'suppression'],
    },
    {
      id: 'shooting',
      title: 'Disparo de un vistazo',
      body: `- Objetivo a la vista; dentro de una zona de cobertura, solo a 2" o menos del borde; nunca a través de cobertura interpuesta
- 1D6 por punto de fuego; impacta con el número de experiencia
- La cobertura empeora ese número (nunca más allá de 6+); el disparo apuntado da +1 a cada dado
- El objetivo salva con su armadura o con el vehículo que le protege
- Cada impacto restante es baja o supresión (dentro del límite), a elección de la unidad alcanzada`,
      tables: [
        {
          caption: 'Número de experiencia y cobertura',
          head: ['Nivel', 'Experiencia', 'Ligera (+1)', 'Media (+2)', 'Dura (+3)'],
          rows: [
            ['Novato', '6+', '6+', '6+', '6+'],
            ['Fogueado', '5+', '6+', '6+', '6+'],
            ['Veterano', '4+', '5+', '6+', '6+'],
            ['Élite', '4+', '5+', '6+', '6+'],
          ],
        },
      ],
      cites: ['shooting', 'cover', 'suppression', 'armour', 'weapons'],
    },
    {
      id: 'vehicle-damage',
      title: 'Impactos a vehículos de un vistazo',
      body: `Tira la salvación de blindaje del vehículo por cada impacto. Las armas ligeras y las ametralladoras no hieren a quienes tripulan un carro. Cada impacto no salvado: 1D6 en la tabla de daños.`,
      tables: [
        {
          caption: 'Salvación según la clase de blindaje',
          head: ['Clase', 'Salvación'],
          rows: [
            ['Ligero', '5+'],
            ['Medio', '4+'],
            ['Pesado', '3+'],
            ['Muy pesado', '2+'],
          ],
        },
        {
          caption: 'Daños (1D6 por impacto no salvado)',
          head: ['D6', 'Resultado'],
          rows: [
            ['1-2', 'Tripulación aturdida hasta el turno siguiente'],
            ['3', 'Inmovilizado el resto de la partida'],
            ['4-5', 'Un arma destruida (elige el dueño)'],
            ['6', 'Destruido; cada tripulante escapa con 5+'],
          ],
        },
      ],
      cites: ['vehicle-damage', 'vehicles'],
    },
  ],
};
