/**
 * OCS (Operational Combat Series): referencia de la fase de movimiento en español.
 * Redactada con nuestras propias palabras a partir de un recorrido por la fase publicado en un blog
 * (semilla 004). Sin números de sección: los ids son los slugs de segmento/tema que usan el motor
 * (src/rules/ocs) y los libros en/fr.
 */
import type { RefBook } from './types';

export const book: RefBook = {
  system: 'ocs',
  sections: [
    {
      id: 'phase',
      title: 'La fase de movimiento',
      body: `La fase de movimiento es del jugador en fase (aquel a quien le toca) y consta de tres segmentos que siempre se juegan en este orden:
- Segmento de ruptura: las unidades cercadas pueden intentar escabullirse ([[breakout]]).
- Segmento de movimiento: se mueven las unidades terrestres y los barcos, se cambia de modo, se viaja en tren o por mar y los ingenieros construyen ([[movement]]).
- Segmento de bombardeo aéreo y naval: misiones de bombardeo de la aviación y fuego de los barcos; la artillería de tierra no dispara aquí ([[bombardment]]).

Durante el segmento de movimiento, la aviación del jugador en fase también puede volar barridos de cazas, ataques aéreos tácticos y misiones de transporte. Las reglas aéreas quedan fuera de este recorrido: Sandtable permite avanzar por esos pasos sin resolverlos.`,
      keywords: [
        'secuencia',
        'secuencia de juego',
        'fase de movimiento',
        'segmentos',
        'jugador en fase',
        'jugador activo',
        'orden',
        'turno',
      ],
    },
    {
      id: 'breakout',
      parent: 'phase',
      title: 'Segmento de ruptura',
      body: `Antes de que se mueva nada, el jugador en fase puede intentar sacar del cerco a unidades de combate que no puedan trazar una línea de suministro. Las unidades que no son de combate nunca pueden. Intentarlo es siempre opcional, pero solo se permite si se dan las dos condiciones:
- Existe un camino, de cualquier longitud, entre la unidad y alguna unidad amiga que sí pueda trazar suministro. Ese camino no puede pasar por unidades enemigas ni por terreno en el que la unidad tenga prohibido entrar; si la unidad mueve sobre ruedas, además debe evitar las zonas de control enemigas que no estén negadas ([[zoc]]).
- La unidad está a 15 hexágonos o menos de una unidad amiga con suministro. Esta distancia se cuenta en línea recta, sin tener en cuenta unidades ni zonas de control enemigas.

Se tira un dado por cada unidad que lo intenta:
- 5 o 6: escapa. Retírala del mapa y colócala en el registro de turnos como refuerzo, que llegará tantos turnos después como indique el dado. Conserva su marcador de pérdida de paso, pero se libra de cualquier marcador de escasez de munición o de DG (desorganizada).
- 1 a 4: se pierde y va a la pila de eliminadas, desde donde podrá reconstruirse de la forma habitual.

Ejemplo: una unidad de ruedas queda aislada por una zona de control enemiga. Aunque haya unidades amigas suministradas a menos de 15 hexágonos, su camino hasta ellas atraviesa esa zona, así que no puede intentarlo. Una unidad a pie o de cadenas en la misma situación sí podría, y con un 5 volvería como refuerzo cinco turnos después, sin marcadores.`,
      tables: [
        {
          caption: 'Tirada de ruptura (un dado por unidad)',
          head: ['Dado', 'Resultado'],
          rows: [
            ['1-4', 'Eliminada: a la pila de eliminadas (se puede reconstruir)'],
            ['5', 'Escapa: vuelve como refuerzo 5 turnos más tarde'],
            ['6', 'Escapa: vuelve como refuerzo 6 turnos más tarde'],
          ],
        },
      ],
      keywords: [
        'ruptura',
        'romper el cerco',
        'escapar',
        'cercada',
        'rodeada',
        'bolsa',
        'aislada',
        'sin suministro',
        'desabastecida',
        '15 hexágonos',
        'pila de eliminadas',
        'reconstruir',
        'refuerzo',
        'registro de turnos',
      ],
    },
    {
      id: 'movement',
      parent: 'phase',
      title: 'Segmento de movimiento',
      body: `Tras los intentos de ruptura, el jugador en fase mueve sus unidades terrestres y sus barcos. Se mueven de una en una o en pilas, y cualquier cambio de modo se hace justo al empezar el movimiento de cada unidad ([[modes]]). Puede mover tantas unidades como quiera, muchas o pocas.

Las unidades que mueven deben respetar todas las limitaciones de su modo, de su suministro y de las reglas de movimiento. En este segmento el jugador también puede:
- arrollar unidades enemigas durante el movimiento;
- volar o dañar sus propios depósitos de suministro ([[depots]]);
- construir o mejorar bases aéreas y fortificaciones ([[airbases]], [[fortifications]], [[engineers]]);
- mover unidades por ferrocarril ([[rail]]) o por mar.

Lo lejos que llega una unidad se mide en puntos de movimiento ([[movement-points]]).`,
      keywords: [
        'segmento de movimiento',
        'mover',
        'movimiento',
        'pila',
        'apilamiento',
        'arrollamiento',
        'arrollar',
        'overrun',
        'movimiento naval',
        'barcos',
        'cambio de modo',
      ],
    },
    {
      id: 'movement-points',
      parent: 'movement',
      title: 'Puntos de movimiento',
      body: `Cada unidad tiene una capacidad de movimiento: un número de puntos de movimiento (PM) que gastar durante su desplazamiento. Entrar en un hexágono cuesta los puntos que marque para su terreno la tabla de efectos del terreno ([[terrain]]), más el coste de cualquier elemento del lado de hexágono que se cruce ([[hexsides]]), salvo que la unidad vaya por carretera ([[roads]]).

La capacidad depende del modo de la unidad: algunos modos la duplican, otros la reducen a la mitad, y dos reducciones juntas la dejan en una cuarta parte ([[modes]]). Una unidad siempre puede mover al menos un hexágono, por pocos puntos que tenga ([[minimum-move]]). Además, cada paso del movimiento debe ser legal también en sentido contrario ([[reversibility]]).`,
      keywords: [
        'puntos de movimiento',
        'PM',
        'capacidad de movimiento',
        'coste',
        'puntos',
        'gastar',
        'sobrantes',
        'restantes',
      ],
    },
    {
      id: 'terrain',
      parent: 'movement',
      title: 'Terreno y tabla de efectos del terreno',
      body: `Lo que cuesta entrar en un hexágono depende de su terreno y del tipo de movimiento de la unidad: a pie, de cadenas o de ruedas. Hay terrenos prohibidos (P) para algunos tipos de movimiento, y una unidad nunca puede entrar en ellos, ni siquiera con el movimiento mínimo de un hexágono ([[minimum-move]]).

Si un hexágono tiene más de una clase de terreno, se paga la más cara, salvo que la unidad vaya siguiendo una carretera, un camino o una vía férrea ([[roads]]).

El recorrido se apoya en la tabla de efectos del terreno de su juego de caja, pero no la reproduce. Por eso Sandtable incluye su propia tabla por defecto, identificada como propia de la aplicación y no sacada de ningún juego publicado. Se muestra durante la partida y se puede editar, y un escenario puede traer la suya. Esa misma tabla fija los puntos de suministro que cuestan el combustible, las bases aéreas y las fortificaciones, así como la tabla de voladura de depósitos.`,
      tables: [
        {
          caption: 'Tabla por defecto de Sandtable: terreno (PM para entrar; P = prohibido; editable)',
          head: ['Terreno', 'A pie', 'Cadenas', 'Ruedas'],
          rows: [
            ['Despejado', '1', '1', '1'],
            ['Desierto', '1', '1', '2'],
            ['Bosque', '2', '3', '4'],
            ['Accidentado', '2', '3', '5'],
            ['Colinas', '2', '2', '3'],
            ['Pantano', '3', '5', 'P'],
            ['Montaña', '3', 'P', 'P'],
            ['Ciudad', '1', '1', '1'],
            ['Lago', 'P', 'P', 'P'],
          ],
        },
        {
          caption: 'Tabla por defecto de Sandtable: lados de hexágono (PM añadidos; P = prohibido; editable)',
          head: ['Lado de hexágono', 'A pie', 'Cadenas', 'Ruedas'],
          rows: [
            ['Río', '+1', '+2', '+3'],
            ['Río principal', '+2', '+4', 'P'],
            ['Uadi', '+1', '+1', '+2'],
            ['Escarpe', '+2', 'P', 'P'],
          ],
        },
        {
          caption: 'Tabla por defecto de Sandtable: siguiendo una carretera (PM por hexágono; editable)',
          head: ['Tipo de vía', 'A pie', 'Cadenas', 'Ruedas'],
          rows: [
            ['Carretera', '½', '½', '½'],
            ['Camino', '1', '1', '1'],
            ['Vía férrea', '1', '1', 'P'],
          ],
        },
      ],
      keywords: [
        'terreno',
        'TET',
        'tabla de efectos del terreno',
        'carta de efectos del terreno',
        'tabla',
        'prohibido',
        'P',
        'a pie',
        'infantería',
        'cadenas',
        'orugas',
        'ruedas',
        'camiones',
        'tipo de movimiento',
        'despejado',
        'abierto',
        'bosque',
        'accidentado',
        'colinas',
        'pantano',
        'montaña',
        'ciudad',
        'desierto',
        'lago',
        'tabla por defecto',
        'editar tabla',
      ],
    },
    {
      id: 'hexsides',
      parent: 'terrain',
      title: 'Elementos de lado de hexágono',
      body: `Un elemento situado en el lado de hexágono que cruza la unidad, como un río, suma su coste al del hexágono en el que entra ([[terrain]]).

Dos excepciones:
- Una unidad que avanza por carretera no tiene en cuenta ningún elemento de lado de hexágono ([[roads]]).
- Un puente o un pontón anula por completo el coste de un lado de río.`,
      keywords: [
        'lado de hexágono',
        'lado de hex',
        'río',
        'río principal',
        'arroyo',
        'uadi',
        'escarpe',
        'puente',
        'pontón',
        'cruzar',
        'coste adicional',
      ],
    },
    {
      id: 'roads',
      parent: 'terrain',
      title: 'Carreteras, caminos y vías férreas',
      body: `A efectos de movimiento, todo lo que cuenta como carretera lo hace sea cual sea su categoría: carreteras principales y secundarias, caminos y líneas de ferrocarril por igual.

La unidad que la sigue de hexágono en hexágono paga el coste de carretera y se olvida de todo lo demás: del resto del terreno del hexágono ([[terrain]]) y de los elementos de lado de hexágono que cruce ([[hexsides]]).

Avanzar a lo largo de una vía férrea a pie o en vehículo no es movimiento ferroviario; transportar unidades en tren tiene su propio procedimiento ([[rail]]).`,
      keywords: [
        'carretera',
        'carreteras',
        'camino',
        'pista',
        'vía férrea',
        'ferrocarril',
        'línea férrea',
        'autopista',
        'movimiento por carretera',
        'seguir la carretera',
        'ignorar terreno',
      ],
    },
    {
      id: 'zoc',
      title: 'Zonas de control enemigas',
      body: `El recorrido se topa con las zonas de control (ZOC) enemigas en unos pocos casos, que son los que trata esta referencia:
- Ruptura: el camino de una unidad de ruedas hasta las unidades amigas suministradas no puede cruzar una zona de control enemiga que no esté negada ([[breakout]]).
- Movimiento ferroviario: el tren no puede entrar nunca en una zona de control enemiga, y negarla no sirve de nada. La negación sí vale para trazar una ruta de suministro por la vía ([[rail]]).
- Desembarque: la estación donde la unidad baja del tren debe estar fuera de zonas de control enemigas.
- Obras de ingenieros: el camino desde el ingeniero hasta el hexágono donde trabaja se ve afectado por las zonas de control como si el ingeniero fuera andando ([[engineers]]).

El recorrido usa las zonas de control sin definirlas. Sandtable sigue la convención habitual de la serie: cada unidad de combate proyecta su zona de control sobre los seis hexágonos que la rodean, y una unidad de combate amiga situada en un hexágono niega allí la zona de control enemiga.

La tabla por defecto de Sandtable, además, hace que una unidad se detenga al entrar en una zona de control enemiga. Es un ajuste de la tabla ([[terrain]]), visible y editable, no algo que diga el recorrido.`,
      keywords: [
        'ZOC',
        'ZdC',
        'zona de control',
        'zonas de control',
        'ZOC enemiga',
        'negar',
        'negada',
        'negación',
        'detenerse',
        'parar',
      ],
    },
    {
      id: 'modes',
      title: 'Modos',
      body: `El modo de una unidad determina qué capacidad de movimiento usa. La ficha tiene una cara de modo combate y otra de modo movimiento, cada una con su propia capacidad. Una unidad solo puede cambiar de modo al comenzar su propio movimiento ([[movement]]).

La capacidad puede duplicarse, reducirse a la mitad o incluso a la cuarta parte cuando se juntan dos reducciones. Sandtable multiplica todos los factores que se apliquen: por ejemplo, una unidad desorganizada en modo reserva se queda con la cuarta parte de su capacidad de combate.`,
      tables: [
        {
          caption: 'Capacidad de movimiento según el modo',
          head: ['Modo', 'Capacidad que usa', 'Factor'],
          rows: [
            ['Combate', 'Cara de modo combate', '×1'],
            ['Movimiento', 'Cara de modo movimiento', '×1'],
            ['Estratégico', 'Cara de modo movimiento', '×2'],
            ['Reserva', 'Cara de modo combate', '×½'],
            ['Desorganizada (marcador DG)', 'La que dé su modo', '×½'],
          ],
        },
      ],
      keywords: [
        'modo',
        'modos',
        'modo combate',
        'modo movimiento',
        'modo estratégico',
        'movimiento estratégico',
        'reserva',
        'modo reserva',
        'DG',
        'desorganizada',
        'desorganización',
        'doble',
        'mitad',
        'cuarta parte',
        'voltear la ficha',
      ],
    },
    {
      id: 'minimum-move',
      parent: 'movement-points',
      title: 'Movimiento mínimo de un hexágono',
      body: `Una unidad siempre puede avanzar un hexágono, aunque su capacidad no alcance para pagarlo.

Esta garantía tiene sus límites. No sirve para:
- hacer un arrollamiento;
- saltarse una restricción del modo de la unidad o de su combustible;
- entrar en un terreno que la unidad tiene prohibido ([[terrain]]).

Las unidades que consumen combustible tienen que pagar igualmente el suministro, aunque solo muevan ese hexágono.`,
      keywords: [
        'movimiento mínimo',
        'un hexágono',
        '1 hexágono',
        'siempre puede mover',
        'puntos insuficientes',
        'combustible',
        'suministro',
        'SP',
      ],
    },
    {
      id: 'reversibility',
      parent: 'movement-points',
      title: 'El movimiento debe valer en ambos sentidos',
      body: `Una unidad puede pasar del hexágono A al B solo si tendría permitido pasar del B de vuelta al A.

Por ejemplo, una unidad que no puede entrar en montaña tampoco puede salir de un hexágono de montaña hacia uno despejado, salvo cruzando por un lado con carretera: en sentido contrario no podría entrar en la montaña si no fuera por la carretera ([[terrain]], [[roads]]).`,
      keywords: [
        'sentido contrario',
        'reversible',
        'ambos sentidos',
        'salir de terreno prohibido',
        'salida',
        'montaña',
        'de A a B',
      ],
    },
    {
      id: 'rail',
      parent: 'movement',
      title: 'Movimiento por ferrocarril',
      body: `Todo traslado en tren tiene tres pasos y los tres se completan en la misma fase: embarcar, viajar y desembarcar.

Embarcar:
- La unidad debe estar en una estación: un hexágono de vía férrea controlado por el jugador que contenga un pueblo, una ciudad o un puerto, o bien un HQ amigo en modo combate.
- Tiene que estar en modo movimiento ([[modes]]) y puede haber gastado hasta la mitad de su capacidad antes de subir al tren.

Viajar:
- Sigue una línea continua de hexágonos de vía de un mismo ancho; los de otro ancho no se pueden usar.
- Nunca entres en un hexágono que esté en zona de control enemiga o que tenga una unidad enemiga, sea del tipo que sea. Negar la zona de control no ayuda aquí ([[zoc]]).

Desembarcar:
- Detente en una estación fuera de zonas de control enemigas. Una vez fuera del tren, la unidad ya no mueve más en esta fase.

Cada bando dispone de una capacidad ferroviaria por turno, medida en equivalentes de regimiento (RE). Un batallón cuenta como medio RE. La vía doble reduce el coste a la mitad.

Pilas: las unidades que llegaron juntas a una estación pueden seguir en tren de una en una. Cada una sube según sus propias condiciones (modo movimiento, como mucho la mitad de su propia capacidad gastada, capacidad ferroviaria suficiente), así que una puede irse en tren mientras otra de la pila se queda o sigue a pie. Si todas cumplen, la pila puede además subir entera en un solo movimiento cuando la capacidad que queda alcanza para todas.

Ejemplo: un batallón en modo combate junto a un puerto amigo pasa a modo movimiento, marcha hasta una estación cercana sin haber llegado a gastar la mitad de sus puntos, y sube al tren. En vía normal consume ½ de una capacidad de un punto; en vía doble, solo ¼. Puede viajar hasta una estación amiga fuera de zonas de control enemigas, pero no hasta una que esté dentro de una.`,
      tables: [
        {
          caption: 'Capacidad ferroviaria consumida',
          head: ['Unidad', 'Tamaño', 'Vía sencilla', 'Vía doble'],
          rows: [
            ['Batallón', '½ RE', '½', '¼'],
            ['Regimiento', '1 RE', '1', '½'],
            ['Cualquier unidad', 'N RE', 'N', 'N ÷ 2'],
          ],
        },
      ],
      keywords: [
        'ferrocarril',
        'tren',
        'vía férrea',
        'movimiento ferroviario',
        'embarcar',
        'desembarcar',
        'subir al tren',
        'estación',
        'apeadero',
        'capacidad ferroviaria',
        'RE',
        'equivalente de regimiento',
        'batallón',
        'ancho de vía',
        'vía doble',
        'vía sencilla',
        'movimiento estratégico',
      ],
    },
    {
      id: 'depots',
      parent: 'movement',
      title: 'Volar tus propios depósitos',
      body: `En el segmento de movimiento (este, o el segmento de movimiento de una fase de reacción o de explotación) el jugador en fase puede intentar destruir sus propios depósitos de suministro, por ejemplo para que no caigan en manos enemigas. El intento puede abarcar el depósito entero o solo parte de sus puntos de suministro.

Para saber qué porcentaje se pierde, se tira un dado y se consulta la tabla de voladura de depósitos; el resultado se redondea a la ficha (fracción de punto de suministro) más cercana.

La tabla es un dato del escenario. La de Sandtable por defecto forma parte de su tabla por defecto ([[terrain]]), identificada como propia de la aplicación y editable.

El recorrido no dice de dónde sale el suministro que cuesta un movimiento o una obra: Sandtable lo toma del depósito amigo más cercano que tenga suficiente.`,
      keywords: [
        'depósito',
        'depósitos',
        'volar',
        'voladura',
        'destruir suministro',
        'SP',
        'puntos de suministro',
        'ficha',
        'token',
        'porcentaje',
        'tabla de voladura',
      ],
    },
    {
      id: 'airbases',
      parent: 'movement',
      title: 'Bases aéreas',
      body: `Las bases aéreas solo se construyen o mejoran en la fase de movimiento, y lo hacen unidades con capacidad de ingenieros ([[engineers]]).
- El nivel 3 es el máximo que puede alcanzar una base aérea.
- Una base aérea sube como mucho un nivel en una misma fase.
- Cada hexágono admite una sola base aérea.

Construir y mejorar cuesta puntos de suministro; la obra surte efecto al momento, así que una base aérea recién construida ya se puede usar.`,
      keywords: [
        'base aérea',
        'aeródromo',
        'aerodromo',
        'pista de aterrizaje',
        'campo de aviación',
        'nivel',
        'construir',
        'mejorar',
        'ampliar',
      ],
    },
    {
      id: 'fortifications',
      parent: 'movement',
      title: 'Fortificaciones',
      body: `En la fase de movimiento, una unidad de combate de 1 RE como mínimo, en modo combate y que no haya movido en esta fase, puede levantar una fortificación nueva en su propio hexágono, o subir un nivel una que ya exista, pagando 2 puntos de suministro. Los ingenieros también pueden hacer este trabajo ([[engineers]]).
- Un hexágono solo gana un nivel de fortificación por fase.
- El nivel 4 es el máximo que puede alcanzar una fortificación.
- En un hexágono nunca puede haber más de una fortificación.
- No hay límite al número de hexágonos que se pueden fortificar.`,
      keywords: [
        'fortificación',
        'fortificaciones',
        'fuerte',
        'fortificar',
        'atrincherarse',
        'erizo',
        'nivel',
        'construir',
        'mejorar',
        '2 SP',
      ],
    },
    {
      id: 'engineers',
      parent: 'movement',
      title: 'Ingenieros y construcción',
      body: `Tienen capacidad de ingenieros los HQ y las unidades de ingenieros que estén en modo combate, y también las que, desorganizadas, muestren su cara de modo combate. Si construye en esta fase, no puede mover en ella.

Puede trabajar en cualquier hexágono a 2 hexágonos o menos de sí misma; las zonas de control y el terreno afectan a ese camino igual que a una unidad que se moviera a pie ([[zoc]], [[terrain]]). Los trabajos que puede hacer:
- construir, mejorar o reducir bases aéreas ([[airbases]]);
- construir, mejorar o reducir fortificaciones ([[fortifications]]);
- reparar o dañar puertos.

Cada turno, una unidad con capacidad de ingenieros trabaja en un solo hexágono y en una sola clase de trabajo. Construir, mejorar y reparar cuestan puntos de suministro; reducir y dañar son gratis. El resultado es inmediato.`,
      keywords: [
        'ingeniero',
        'ingenieros',
        'zapadores',
        'construcción',
        'construir',
        'HQ',
        'cuartel general',
        'puerto',
        'reparar',
        'reducir',
        'dañar',
        '2 hexágonos',
        'alcance',
      ],
    },
    {
      id: 'bombardment',
      parent: 'phase',
      title: 'Segmento de bombardeo aéreo y naval',
      body: `El tercer y último segmento de la fase está reservado a las misiones de bombardeo de la aviación del jugador en fase, junto con el fuego de sus barcos. La artillería de tierra no dispara en este segmento.

El recorrido deja las reglas aéreas para más adelante, así que Sandtable permite a los jugadores pasar por este segmento sin resolverlo ([[phase]]).`,
      keywords: [
        'bombardeo',
        'bombardear',
        'aviación',
        'aviones',
        'misión aérea',
        'naval',
        'barcos',
        'marina',
        'artillería',
        'fuego naval',
      ],
    },
  ],
  cards: [
    {
      id: 'rail',
      title: 'Movimiento en tren de un vistazo',
      body: `- Sal de una estación que controles (hexágono de vía con pueblo, ciudad o puerto, o un HQ amigo en modo combate), en modo movimiento y sin haber gastado más de la mitad de la capacidad.
- Viaja por vía continua de un solo ancho; nunca a una zona de control enemiga ni a un hexágono con enemigos, esté negada o no.
- Baja en una estación fuera de zonas de control enemigas; ahí termina el movimiento de la unidad.
- Los tres pasos en la misma fase. La capacidad se cuenta en RE: un batallón es ½, y la vía doble reduce el coste a la mitad.`,
      tables: [
        {
          caption: 'Capacidad ferroviaria consumida',
          head: ['Unidad', 'Vía sencilla', 'Vía doble'],
          rows: [
            ['Batallón (½ RE)', '½', '¼'],
            ['Regimiento (1 RE)', '1', '½'],
          ],
        },
      ],
      cites: ['rail', 'modes', 'zoc'],
    },
  ],
};
