/**
 * Referencia de reglas FAB (Fast Action Battles) en español, escrita con nuestras propias palabras.
 * Edición de referencia: reglas de la serie en español de 2016 (con la fe de erratas de septiembre de 2016).
 * Donde la edición original (francesa) difiere, cada sección lo indica en una nota "Edición original",
 * porque la app la ofrece como opción de reglas.
 * Las claves de sección son comunes a las tres lenguas (fab.en.ts, fab.es.ts, fab.fr.ts).
 */
import type { RefBook, RefCard, RefSection } from './types';

const sections: readonly RefSection[] = [
  // ───────────────────────────── 1.0 ─────────────────────────────
  {
    id: '1.0',
    title: 'Introducción',
    body: `FAB es una serie de juegos de batallas del siglo XX en la que cada bando maneja dos clases de piezas: bloques de madera para sus formaciones principales (las unidades) y fichas de cartón para el apoyo que puede repartir entre batallas (los recursos).

Tú haces de comandante de campo. Cada turno decides dónde empeñar unidades, reservas, recursos y Acciones Especiales para alcanzar los objetivos del escenario. La serie busca partidas ágiles y con sabor histórico.

Las referencias a otras secciones, como [[4.3]], son enlaces. No hace falta seguirlos en una primera lectura: sirven para encontrar rápido una regla durante la partida. Las reglas propias de cada escenario (reglas exclusivas, desde la sección 11.0) mandan sobre estas reglas de serie si chocan: véase [[2.1]] y [[11.0]].`,
    keywords: ['introducción', 'qué es FAB', 'Fast Action Battles', 'bloques', 'serie'],
  },

  // ───────────────────────────── 2.0 ─────────────────────────────
  {
    id: '2.0',
    title: 'Conceptos y palabras clave',
    body: `Vocabulario que usan todas las demás secciones:

- [[2.1]] dados, reglas exclusivas, primer jugador, taza, recuadros de estatus y Número de Éxito.
- [[2.2]] unidades, recursos, eventos, Acciones Especiales y marcadores.
- [[2.3]] clase, buen orden, desorden, Escalas Superiores, moral, unidad punta, reservas, pasos y calidad.
- [[2.4]] áreas: disputadas, controladas, terreno y áreas recién disputadas.`,
    keywords: ['glosario', 'definiciones', 'términos', 'vocabulario'],
  },
  {
    id: '2.1',
    parent: '2.0',
    title: 'Generalidades: dados, taza, recuadros y Número de Éxito',
    body: `Dado de diez caras: todas las tiradas del juego usan un d10. Sea cual sea el modificador o el motivo de la tirada, un 1 es siempre un éxito y un 10 es siempre un fallo. Si tu dado va de 0 a 9, el 0 vale 10.

Reglas exclusivas: son las reglas de cada batalla concreta, numeradas desde la 11.0 en el cuaderno del escenario. Si contradicen estas reglas de serie, ganan las exclusivas. En Sandtable, los escenarios rellenan sus reglas exclusivas como datos: véase [[11.0]].

Primer jugador: el bando que juega primero en cada turno; lo fija el escenario ([[13.1]]).

Taza de selección: un recipiente opaco, uno por jugador, del que se sacan a ciegas recursos y eventos. En la app la taza es virtual: la app saca las fichas al azar con los dados de la propia partida.

Recuadros de estatus: cada jugador tiene tres en el mapa.

- Disponibles: recursos y eventos que puede usar ahora.
- Usados: recursos ya empleados en el turno en curso.
- Eliminados: eventos ya jugados y unidades o recursos destruidos.

Número de Éxito: la tirada más alta del d10 que todavía cuenta como éxito; se acierta sacando ese número o menos. La base es siempre 5; los modificadores de las reglas y de la tabla de combate lo suben o lo bajan. La tabla por defecto de la app está en [[combat-table]].`,
    keywords: [
      'd10',
      'dado',
      'dado de diez',
      'uno siempre acierta',
      'diez siempre falla',
      'número de éxito',
      'taza',
      'taza de selección',
      'disponibles',
      'usados',
      'eliminados',
      'recuadros',
      'reglas exclusivas',
      'primer jugador',
    ],
  },
  {
    id: '2.2',
    parent: '2.0',
    title: 'Unidades, recursos, eventos y marcadores',
    body: `Unidades: las formaciones principales que combaten y maniobran. Según la batalla son regimientos, brigadas o divisiones. Cada una es un bloque de madera con etiqueta que se pone de pie con la etiqueta hacia su dueño, de modo que el rival no la lee (niebla de guerra). El borde superior de la etiqueta indica la fuerza actual; el valor más alto impreso es la unidad completa.

Recursos: fichas de cartón con formaciones pequeñas que se mandan a las batallas que más importan. Hay dos tipos de combate:

- Recursos de artillería: apoyo indirecto (artillería, fuego naval y similares).
- Recursos de batalla: apoyo directo (ingenieros, infantería o blindados independientes).

Algunos juegos añaden recursos que no combaten, como el estado mayor del mando ([[8.3]]) o el combustible.

Eventos: cada ficha lleva un título y el turno en que entra en la taza. Pueden ser reemplazos, misiones aéreas, Acciones Especiales de un solo uso u otros sucesos históricos o posibles. Cada escenario explica los suyos ([[17.0]]).

Acciones Especiales: un esfuerzo extra de mando y de suministros que permite a las unidades hacer más de lo normal ([[8.0]]).

Marcadores: fichas de información: estado de las unidades (desorden, recuperación, reserva, explotación, sin suministro) y elementos del mapa como defensas, bloqueos de carretera, puentes volados o asaltos por río.`,
    keywords: [
      'unidad',
      'bloque',
      'recurso',
      'ficha',
      'artillería',
      'recurso de batalla',
      'evento',
      'marcador',
      'acción especial',
      'niebla de guerra',
    ],
  },
  {
    id: '2.3',
    parent: '2.0',
    title: 'Detalles de las unidades',
    body: `Clase blindados / clase infantería: son de clase blindados las unidades y recursos con mucho componente acorazado; el resto son de clase infantería. El escenario dice qué tipos pertenecen a cada clase ([[13.3]]). La clase decide la asignación de movimiento ([[5.22]]) y quién puede explotar ([[6.8]]).

Buen orden: la unidad no tiene marcador de desorden ni de recuperación y actúa con normalidad.

Desorden: solo las unidades (nunca los recursos) pueden desordenarse; sus capacidades quedan limitadas hasta que se recuperan ([[6.5]], efectos en [[9.33]]). Llevan marcador de desorden o, en la segunda etapa, de recuperación.

Escalas Superiores: los cuarteles generales de cuerpo o ejército. No hay pieza que los represente; el color de cada unidad, recurso y evento indica a cuál pertenece (en la app, además del color, una letra o un trazo). El escenario las define ([[13.2]]). Limitan qué recursos se pueden juntar en una batalla ([[6.22]], [[6.23]]).

Chequeo de moral: tirada contra la calidad de tropa para ver si la unidad aguanta lo que se le pide ([[6.7]]).

Unidad punta: la que encabeza el ataque o cubre los accesos clave en defensa. Cada bando designa una en cada combate ([[6.24]]).

Reservas: unidades con marcador de reserva; el número de marcadores del juego es el límite. Pueden moverse en fases posteriores ([[5.21]]).

Pasos: los puntos del borde de la etiqueta. Las pérdidas quitan pasos y algunos eventos o Acciones Especiales los devuelven. Al perder un paso, el bloque gira 90° en sentido contrario a las agujas del reloj; si solo le quedaba uno, la unidad queda eliminada.

Calidad de tropa: el color de los puntos. Rojo es élite, negro es veterano y blanco es recluta. La calidad actual puede cambiar al cambiar el paso actual, y modifica el Número de Éxito en combate ([[combat-table]]) y en moral ([[6.7]]).

Estado de la unidad: su situación del momento: buen orden o desorden, con o sin suministro, en reserva o no.`,
    keywords: [
      'clase',
      'blindados',
      'infantería',
      'buen orden',
      'desorden',
      'escala superior',
      'formación',
      'cuartel general',
      'HQ',
      'unidad punta',
      'reserva',
      'paso',
      'pérdida de paso',
      'girar bloque',
      'calidad',
      'élite',
      'veterano',
      'recluta',
      'estado',
    ],
  },
  {
    id: '2.4',
    parent: '2.0',
    title: 'Áreas, control y terreno',
    body: `Área: cada espacio con nombre y número del mapa. Una unidad en juego está siempre dentro de un área.

Disputada / no disputada: un área es disputada si hay fuerzas de los dos bandos en ella; es no disputada si está vacía o solo tiene fuerzas de un bando.

Control: toda área pertenece siempre a un bando, esté o no disputada. La controla el último bando que la ocupó en solitario. El control inicial lo fija el escenario ([[24.0]]). El control cambia en cuanto una o más unidades del otro bando quedan como únicos ocupantes. Los recursos solos conservan el control, pero no lo quitan. Cuando no sea evidente, se pone un marcador de control ([[9.2]]).

Terreno: no afecta al movimiento, salvo los límites de río con el puente volado ([[5.32]]). El símbolo de cada área remite en la clave del mapa a su Número de Dificultad del Terreno (NDT), que se resta al fuego cercano del atacante ([[6.28]], [[combat-table]]).

Área recién disputada: tiene ahora unidades de ambos bandos y, poco antes del final de la fase de movimiento, aún no estaba disputada. Se reconoce al empezar la fase de combate porque sus bloques siguen de pie (sin revelar). En ella el combate es obligatorio ([[6.1]]).`,
    keywords: [
      'área',
      'zona',
      'disputada',
      'no disputada',
      'contestada',
      'control',
      'controlada',
      'terreno',
      'NDT',
      'dificultad del terreno',
      'recién disputada',
      'nueva disputada',
    ],
  },

  // ───────────────────────────── 3.0 ─────────────────────────────
  {
    id: '3.0',
    title: 'Secuencia de juego',
    body: `Cada turno de juego sigue este orden:

- [[3.1]] Fase de refuerzos (ambos jugadores).
- [[3.2]] Turno del primer jugador: fases [[3.21]] a [[3.28]].
- [[3.3]] Turno del segundo jugador: las mismas fases con los papeles cambiados.
- [[3.4]] Chequeo de victoria.
- [[3.5]] Avance del marcador de turno.

En cada turno de jugador, el que ejecuta sus fases es el Jugador en Fase y el otro es el Jugador No en Fase.`,
    keywords: ['secuencia', 'orden del turno', 'fases', 'turno', 'jugador en fase', 'jugador no en fase'],
  },
  {
    id: '3.1',
    parent: '3.0',
    title: 'Fase de refuerzos',
    body: `Los dos jugadores reciben las unidades, recursos y eventos que les tocan este turno y devuelven a la taza algunos o todos los recursos del recuadro de Usados, a su elección (edición 2016; en la original, todos). El detalle está en [[4.1]].`,
    keywords: ['refuerzos', 'llegadas', 'reciclar recursos'],
  },
  {
    id: '3.2',
    parent: '3.0',
    title: 'Turno del primer jugador',
    body: `El primer jugador ([[13.1]]) juega antes en todos los turnos. Durante las fases [[3.21]] a [[3.28]] él ocupa el papel de Jugador en Fase y su rival el de Jugador No en Fase.`,
    keywords: ['primer jugador', 'jugador en fase'],
  },
  {
    id: '3.21',
    parent: '3.2',
    title: 'Fase de administración',
    body: `Se sacan recursos y eventos de la taza al recuadro de Disponibles ([[4.2]] a). Después los dos jugadores, primero el que está en fase, pueden jugar eventos, usar ingenieros, funciones de estado mayor y algunas Acciones Especiales ([[4.2]] b y c).`,
    keywords: ['administración', 'robar', 'sacar de la taza'],
  },
  {
    id: '3.22',
    parent: '3.2',
    title: 'Fase de movimiento operacional',
    body: `Cada unidad del Jugador en Fase elige una opción: mover, construir defensas, quedarse quieta o recibir marcador de reserva ([[5.2]], [[5.21]] a [[5.24]]).`,
    keywords: ['movimiento operacional', 'mover'],
  },
  {
    id: '3.23',
    parent: '3.2',
    title: 'Fase de movimiento estratégico',
    body: `El Jugador en Fase puede mover por movimiento estratégico ([[5.4]]) las unidades que llevan marcador de reserva, con los límites que fije el escenario ([[14.8]]).`,
    keywords: ['movimiento estratégico', 'reserva'],
  },
  {
    id: '3.24',
    parent: '3.2',
    title: 'Fase de combate',
    body: `El Jugador en Fase resuelve, en el orden que prefiera, los combates obligatorios y los que quiera librar, con el procedimiento de [[6.0]]. Cada área elegida recibe como mucho una ronda de combate en esta fase.`,
    keywords: ['combate', 'fase de combate', 'atacar'],
  },
  {
    id: '3.25',
    parent: '3.2',
    title: 'Fase de reacción',
    body: `Ahora actúan las reservas del Jugador No en Fase: mueve las que elija, con toda su asignación de movimiento, y retira el marcador de reserva a las que se mueven ([[7.2]]). No hay combate en esta fase.`,
    keywords: ['reacción', 'reservas del defensor', 'contraataque'],
  },
  {
    id: '3.26',
    parent: '3.2',
    title: 'Fase de movimiento de penetración',
    body: `El Jugador en Fase mueve, en el orden que quiera, las unidades con marcador de explotación ([[6.8]]), las de reserva ([[5.21]]) y las que active con Acciones Especiales ([[8.21]]). Detalle en [[7.3]].`,
    keywords: ['penetración', 'explotación', 'ruptura', 'movimiento de penetración'],
  },
  {
    id: '3.27',
    parent: '3.2',
    title: 'Fase de combate de penetración',
    body: `Hay una ronda de combate obligatoria en cada área recién disputada; en otras áreas disputadas solo si se gasta una Acción Especial ([[8.22]]). En cuanto empieza esta fase, nadie puede mover más en este turno de jugador. Detalle en [[7.4]].`,
    keywords: ['combate de penetración', 'ruptura'],
  },
  {
    id: '3.28',
    parent: '3.2',
    title: 'Fase de suministro',
    body: `Por este orden: ambos jugadores comprueban el control de las áreas, el suministro de sus unidades y ajustan los marcadores de desorden; las unidades sin suministro del Jugador en Fase chequean su moral; y por último ambos retiran los marcadores que caducan. Detalle en [[9.0]].`,
    keywords: ['suministro', 'abastecimiento', 'fin del turno de jugador'],
  },
  {
    id: '3.3',
    parent: '3.0',
    title: 'Turno del segundo jugador',
    body: `Se repiten las fases [[3.21]] a [[3.28]], ahora con el segundo jugador en fase y el primero como Jugador No en Fase.`,
    keywords: ['segundo jugador'],
  },
  {
    id: '3.4',
    parent: '3.0',
    title: 'Chequeo de victoria',
    body: `Se hace el recuento de Puntos de Victoria ([[19.0]]) y se mira si algún bando consigue la victoria por muerte súbita ([[19.4]]).`,
    keywords: ['victoria', 'puntos de victoria', 'PV', 'muerte súbita'],
  },
  {
    id: '3.5',
    parent: '3.0',
    title: 'Avance del turno',
    body: `Si nadie ha ganado por muerte súbita, el marcador de turno pasa al siguiente. Si el turno que acaba era el último, se aplican las condiciones de victoria del escenario para saber quién gana ([[19.0]]).`,
    keywords: ['fin de turno', 'último turno', 'final de la partida'],
  },

  // ───────────────────────────── 4.0 ─────────────────────────────
  {
    id: '4.0',
    title: 'Fases de refuerzos y de administración',
    body: `Estas dos fases mueven las fichas entre la taza y los recuadros de estatus y traen los refuerzos:

- [[4.1]] Fase de refuerzos, una vez por turno de juego.
- [[4.2]] Fase de administración, al inicio de cada turno de jugador, con los eventos ([[4.21]], [[4.22]]) y las funciones de ingenieros ([[4.3]]).`,
    keywords: ['refuerzos', 'administración'],
  },
  {
    id: '4.1',
    parent: '4.0',
    title: 'Fase de refuerzos',
    body: `Cada jugador hace estos pasos en este orden:

- a) Acción Especial reutilizable sin usar: si la tuvo disponible el turno anterior y sigue en Disponibles, puede pasar un recurso cualquiera de Usados directamente a Disponibles, y la Acción Especial se queda en Disponibles para este turno. Después, toda Acción Especial reutilizable que esté en Usados vuelve a Disponibles.
- b) Cada jugador devuelve a su taza los recursos de Usados que elija: algunos o todos.
- c) Las unidades de refuerzo entran en las áreas de entrada que indica su etiqueta, sin gastar movimiento. Las letras del mapa señalan las áreas de entrada vecinas; no son áreas. No se puede superar el apilamiento ([[5.1]]) ni entrar en un área controlada por el enemigo salvo que esté vacía en ese momento. Dos letras indican un intervalo: "AC" admite A, B o C. Si todas están bloqueadas, la unidad llega un turno tarde por el área de entrada permitida más cercana ([[14.2]]); o bien, en su turno previsto, se puede gastar una Acción Especial para desviarla ([[8.27]]). Llegan con todos sus pasos salvo que el escenario diga otra cosa.
- d) Los recursos y eventos de refuerzo van a la taza.

Edición original: en el paso b) se devolvían a la taza todos los recursos de Usados, sin elegir.`,
    keywords: [
      'refuerzos',
      'áreas de entrada',
      'entrada bloqueada',
      'retraso',
      'taza',
      'usados',
      'devolver recursos',
      'reciclar',
      'acción especial reutilizable',
    ],
  },
  {
    id: '4.2',
    parent: '4.0',
    title: 'Fase de administración',
    body: `Tiene lugar al comienzo de cada turno de jugador, en este orden:

- a) Los dos jugadores sacan al azar de su taza tantos recursos o eventos como marca el registro de turnos (una cifra para el primer jugador y otra para el segundo) y los ponen en Disponibles.
- b) Primero actúa el Jugador en Fase: puede jugar eventos que tenga en Disponibles, emplear allí sus ingenieros ([[4.3]]), usar el estado mayor ([[8.3]]) y gastar Acciones Especiales para reorganizar ([[8.25]]) o para reemplazos de calidad ([[8.26]]).
- c) Luego el Jugador No en Fase puede hacer lo mismo.

Sobre áreas y unidades sin suministro no surten efecto los eventos propios, las Acciones Especiales, el estado mayor ni los ingenieros ([[9.34]] d); el sorteo del paso a) no cambia.`,
    keywords: [
      'administración',
      'robar',
      'sacar fichas',
      'registro de turnos',
      'jugar eventos',
      'ingenieros',
      'estado mayor',
    ],
  },
  {
    id: '4.21',
    parent: '4.2',
    title: 'Uso alternativo de un evento',
    body: `En vez de aplicar lo que dice un evento, cualquiera de los dos jugadores puede usarlo para devolver dos recursos propios, a su elección, del recuadro de Eliminados a la taza. No sirve para recuperar unidades ni otros eventos ([[17.0]]).

Este uso sirve para recuperar recursos, así que necesita al menos uno en Eliminados: si solo hay uno, el evento devuelve ese, y si no hay ninguno no se puede gastar así (lectura de Sandtable: las reglas no prevén tirar un evento sin efecto).`,
    keywords: ['evento', 'uso alternativo', 'recuperar recursos', 'eliminados a la taza'],
  },
  {
    id: '4.22',
    parent: '4.2',
    title: 'Eventos usados',
    body: `Todo evento se usa una sola vez, se aplique su texto o el uso alternativo de [[4.21]]. Después va al recuadro de Eliminados.`,
    keywords: ['evento', 'un solo uso', 'descartar'],
  },
  {
    id: '4.3',
    parent: '4.0',
    title: 'Funciones de ingenieros',
    body: `Cada recurso de ingenieros en Disponibles puede, en la fase de administración, hacer una sola de estas cosas:

- volar hasta dos puentes ([[4.31]]);
- reparar un puente ([[4.32]]);
- construir defensas ([[4.33]]);
- poner un bloqueo de carretera ([[4.34]]) o quedarse como bloqueo defendido ([[4.35]]);
- una función extra del escenario ([[14.5]]).

Si no se usa así, puede ir a una batalla como recurso de batalla ([[6.32]], [[6.33]]). No se puede usar ingenieros sobre áreas o unidades sin suministro ([[9.34]] d).`,
    keywords: ['ingenieros', 'zapadores', 'funciones de ingenieros', 'puentes', 'defensas', 'bloqueo'],
  },
  {
    id: '4.31',
    parent: '4.3',
    title: 'Volar puentes',
    body: `El jugador necesita un área propia (controlada por él), no disputada y con suministro que linde con el río. Cada recurso de ingenieros vuela en una fase de administración uno o dos puentes, siempre que los dos toquen esa misma área. Se pone un marcador de puente volado en cada límite de río afectado y el recurso pasa a Usados.

Durante el movimiento enemigo también se puede intentar volar un puente con un 1-5 ([[5.35]] d).`,
    keywords: ['volar puente', 'demoler', 'destruir puente', 'puente volado', 'ingenieros'],
  },
  {
    id: '4.32',
    parent: '4.3',
    title: 'Reparar un puente',
    body: `Hace falta controlar las dos áreas que une el puente volado, o controlar una y disputar la otra (que es del enemigo). El área propia desde la que se repara debe estar con suministro y no disputada. Cada recurso de ingenieros repara un puente por fase de administración: el marcador de puente volado sale del mapa y los ingenieros van a Usados.

Edición original: al área desde la que se repara se le pedía ser propia y tener suministro, pero podía estar disputada.`,
    keywords: ['reparar puente', 'reconstruir', 'puente volado', 'ingenieros'],
  },
  {
    id: '4.33',
    parent: '4.3',
    title: 'Construir defensas con ingenieros',
    body: `Se pone un marcador de defensas en un área propia, no disputada y con suministro donde haya al menos una unidad propia cuya Escala Superior coincida con la de los ingenieros. Estos van a Usados. Los efectos de las defensas están en [[5.23]].`,
    keywords: ['defensas', 'fortificar', 'atrincherar', 'ingenieros'],
  },
  {
    id: '4.34',
    parent: '4.3',
    title: 'Bloqueo de carretera',
    body: `Se pone un marcador de bloqueo en un área propia, con suministro, vacía y con NDT de 1 o más; los ingenieros pasan a Usados.

Efecto, solo en este turno de jugador: a la primera unidad del enemigo que entre en el área le cuesta 1 punto de movimiento extra y tiene que parar allí. Ese punto no se suma al +1 por entrar en un área ocupada ([[5.32]]): en total se paga +1.

El marcador se retira cuando una unidad enemiga paga ese coste, o en la fase de suministro de este mismo turno de jugador ([[9.5]]).

Edición original: el bloqueo también desaparecía si entraba en el área una unidad propia, y no aclaraba que el punto extra no se suma al de área ocupada.`,
    keywords: ['bloqueo', 'bloqueo de carretera', 'barricada', 'obstáculo', 'cortar carretera', 'ingenieros'],
  },
  {
    id: '4.35',
    parent: '4.3',
    title: 'Bloqueo de carretera defendido',
    body: `En lugar del marcador, se coloca la propia ficha de ingenieros en un área que cumpla lo mismo que en [[4.34]] (propia, con suministro, vacía, NDT 1 o más). Funciona como un bloqueo normal con estas diferencias:

- No desaparece cuando entra una unidad enemiga.
- Cuenta en parte como una unidad: puede intentar volar puentes durante el movimiento enemigo ([[5.35]] d) y obliga a detenerse a todas las unidades enemigas que entren, que tendrán que combatir.
- En la ronda de combate que se libre allí, el defensor tiene prohibido gastar Acciones Especiales, tanto para reforzar como para retirarse antes de combatir, y solo puede apoyar a los ingenieros un recurso de artillería de su misma Escala Superior (ni eventos ni otros recursos).
- Los ingenieros no pueden retirarse ni desordenarse para absorber impactos ([[6.42]] b y c).
- Si siguen en pie al llegar la fase de suministro, hayan combatido o no, pasan a Usados.

Es una jugada de emergencia: lo normal es perder los ingenieros.`,
    keywords: ['bloqueo defendido', 'ingenieros defendiendo', 'retén', 'bloqueo de carretera'],
  },

  // ───────────────────────────── 5.0 ─────────────────────────────
  {
    id: '5.0',
    title: 'Apilamiento y movimiento',
    body: `- [[5.1]] Cuántas unidades caben en un área.
- [[5.2]] Qué puede hacer cada unidad en la fase de movimiento operacional.
- [[5.3]] Cómo se mueve y cuánto cuesta.
- [[5.4]] Movimiento estratégico de las reservas.`,
    keywords: ['movimiento', 'apilamiento'],
  },
  {
    id: '5.1',
    parent: '5.0',
    title: 'Límites de apilamiento',
    body: `Como máximo dos unidades de cada bando por área. Los recursos no cuentan: no tienen límite.

Ninguna unidad puede terminar su movimiento por voluntad propia en un área ya llena. El límite se comprueba al final de cada fase y también durante cada fase de combate: las unidades que sobren se retiran ([[6.6]]), y las que no puedan retirarse legalmente quedan eliminadas.

Esa retirada la hace el dueño: si una fase de movimiento acaba con un área sobreapilada, él decide qué unidades suyas salen de allí y a qué área va cada una entre las que permite la retirada (dos pueden ir a áreas distintas). Solo si ninguna puede retirarse se elimina una, también a su elección. La fase siguiente no empieza hasta que se cumple el apilamiento.

Edición original: no mencionaba la prohibición de acabar el movimiento sobreapilado; el exceso se corregía con retiradas igual que aquí.`,
    keywords: ['apilamiento', 'sobreapilamiento', 'límite', 'dos unidades', 'cuántas unidades'],
  },
  {
    id: '5.2',
    parent: '5.0',
    title: 'Opciones en la fase de movimiento operacional',
    body: `Cada unidad que pueda actuar elige una de estas opciones:

- pasar a reserva ([[5.21]]);
- mover a otra área dentro de su asignación de movimiento ([[5.22]]);
- construir defensas ([[5.23]]);
- mantener la posición ([[5.24]]).`,
    keywords: ['opciones de movimiento', 'qué puede hacer una unidad'],
  },
  {
    id: '5.21',
    parent: '5.2',
    title: 'Poner unidades en reserva',
    body: `En la fase de movimiento operacional se pueden poner marcadores de reserva sobre unidades que el escenario permita ([[14.7]]), sin pasar del número de marcadores del juego. Las unidades sin suministro o desordenadas no pueden pasar a reserva ([[9.33]] b).

Una unidad en reserva puede moverse más tarde en esa misma fase operacional, en la fase de movimiento estratégico ([[5.4]]), en la fase de reacción si el turno es del rival ([[7.2]]) o durante el movimiento de penetración ([[7.3]]).

El marcador se quita cuando la unidad se mueve, cuando su área se vuelve disputada, o bien al llegar la próxima fase de suministro del rival ([[9.5]]). Una unidad en reserva que refuerza una batalla con una Acción Especial ([[8.23]]) se mueve y además acaba en un área disputada, así que pierde el marcador y ya no reacciona en la fase de reacción siguiente.`,
    keywords: ['reserva', 'marcador de reserva', 'poner en reserva', 'reservas'],
  },
  {
    id: '5.22',
    parent: '5.2',
    title: 'Mover a otra área',
    body: `Asignación de movimiento en una fase de movimiento operacional propia:

- unidades de clase infantería: 3 puntos de movimiento (PM);
- unidades de clase blindados: 6 PM.

No se puede superar, salvo el movimiento mínimo de un área ([[5.33]]). Costes en [[5.32]].

Revelar: si una unidad entra en un área disputada donde los bloques enemigos ya están boca arriba por una ronda de combate anterior, se revela también (se tumba), aunque las unidades que estaban allí salgan para dejarle sitio. Si no, el área con enemigos pasa a ser recién disputada y sus bloques siguen de pie hasta la fase de combate.`,
    keywords: [
      'asignación de movimiento',
      'puntos de movimiento',
      'PM',
      'tres',
      'seis',
      'cuánto mueve',
      'revelar',
      'tumbar bloques',
    ],
  },
  {
    id: '5.23',
    parent: '5.2',
    title: 'Construir defensas',
    body: `Si una unidad en buen orden y con suministro dedica a ello toda su asignación de movimiento, pone un marcador de defensas en su área, que debe estar no disputada. Las aprovechan todas las unidades propias del área; al enemigo nunca le sirven.

Efecto: quien dispare contra unidades que estén en defensas en el momento de tirar sus dados tiene −1 a su Número de Éxito. Además, el primer impacto que recibe el defensor en la ronda se gasta en quitar las defensas ([[6.42]] a).

Las defensas desaparecen:

- al absorber el primer impacto en combate;
- si al acabar cualquier fase no queda ninguna unidad propia en el área;
- si los ingenieros enemigos las eliminan en combate ([[6.33]]);
- si llega una fase de suministro (de cualquiera de los dos jugadores) con el área disputada ([[9.5]]).

Los ingenieros también pueden construirlas ([[4.33]]).`,
    keywords: ['defensas', 'fortificaciones', 'trincheras', 'atrincherarse', 'fortificar', 'menos uno'],
  },
  {
    id: '5.24',
    parent: '5.2',
    title: 'Mantener la posición',
    body: `La unidad se queda donde está y su estado no cambia.`,
    keywords: ['quedarse quieto', 'pasar', 'no mover'],
  },
  {
    id: '5.3',
    parent: '5.0',
    title: 'Movimiento operacional',
    body: `Cómo se pasa de un área a otra: tipos de límites y conexiones ([[5.31]]), costes ([[5.32]]), movimiento mínimo ([[5.33]]), salida de áreas disputadas ([[5.34]]) y otras restricciones ([[5.35]]).`,
    keywords: ['movimiento operacional', 'mover'],
  },
  {
    id: '5.31',
    parent: '5.3',
    title: 'Límites y conexiones',
    body: `Entre un área y otra hay siempre un límite. Para atravesarlo se usa una conexión, y cada conexión tiene un coste en PM. Otros tipos de límite o de conexión pueden venir en las reglas exclusivas (su sección 14.1, véase [[11.0]]).

Límites:

- Abierto.
- Río: hay siempre un puente en cada límite de río, salvo que tenga un marcador de puente volado. Un puente volado encarece el paso ([[5.32]]).

Conexiones:

- Carretera: cuesta 1 PM. Existe cuando una carretera principal une las dos áreas vecinas. Las carreteras que salen de un área no necesitan estar unidas entre sí dentro de ella.
- Campo: cuesta 2 PM. Es la conexión entre áreas vecinas que no une ninguna carretera principal.`,
    keywords: ['límite', 'frontera', 'río', 'puente', 'conexión', 'carretera', 'campo', 'campo a través'],
  },
  {
    id: '5.32',
    parent: '5.3',
    title: 'Coste en puntos de movimiento entre áreas',
    body: `Solo se mueve entre áreas adyacentes; no se puede pasar en diagonal por el punto donde se cruzan varios límites. Costes:

- Por carretera: 1 PM, cruce un límite abierto o un río con puente.
- Sin carretera (campo): 2 PM, también a través de río con puente.
- Río con el puente volado: cuesta toda la asignación de movimiento; sustituye a los dos costes anteriores.
- Entrar en un área donde ya hay unidades o recursos, propios o enemigos: +1 PM en total (no uno por pieza).
- Salir de un área disputada: +1 PM ([[5.34]]).
- Unidad sin suministro o desordenada: solo puede entrar en un área adyacente ([[5.33]], [[9.33]] a).

El bloqueo de carretera ([[4.34]]) no añade más si ya se paga el +1 por área ocupada.`,
    tables: [
      {
        caption: 'Costes de movimiento (5.32)',
        head: ['Situación', 'Coste'],
        rows: [
          ['Cruce por carretera (límite abierto o río con puente)', '1 PM'],
          ['Cruce por campo (límite abierto o río con puente)', '2 PM'],
          ['Río con puente volado', 'Toda la asignación (en lugar de lo anterior)'],
          ['Entrar en un área con unidades o recursos (de cualquier bando)', '+1 PM en total'],
          ['Salir de un área disputada', '+1 PM'],
          [
            'Primera unidad enemiga que entra en un área con bloqueo',
            '+1 PM (no acumulable con el de área ocupada) y se detiene',
          ],
          ['Unidad sin suministro o desordenada', 'Solo 1 área'],
        ],
      },
      {
        caption: 'Asignación de movimiento (5.22)',
        head: ['Clase', 'PM por fase operacional'],
        rows: [
          ['Infantería', '3'],
          ['Blindados', '6'],
        ],
      },
    ],
    keywords: [
      'coste de movimiento',
      'puntos de movimiento',
      'PM',
      'carretera',
      'campo',
      'puente volado',
      'área ocupada',
      'diagonal',
      'cuánto cuesta',
    ],
  },
  {
    id: '5.33',
    parent: '5.3',
    title: 'Movimiento mínimo garantizado',
    body: `Una unidad puede siempre mover desde donde empieza a un área adyacente que no tenga prohibida, aunque el coste supere su asignación de movimiento. Así, por ejemplo, una unidad de infantería puede cruzar un puente volado hacia un área vecina.`,
    keywords: ['movimiento mínimo', 'un área', 'siempre puede mover'],
  },
  {
    id: '5.34',
    parent: '5.3',
    title: 'Salir de un área disputada',
    body: `La primera área en la que entre al salir debe ser propia (controlada por su bando) y no disputada. Salir cuesta +1 PM ([[5.32]]). Desde esa primera área puede seguir moviendo hasta agotar su asignación, pero en esa fase de movimiento ya no puede entrar en un área disputada ni provocar una nueva.`,
    keywords: ['salir de área disputada', 'retirarse moviendo', 'desengancharse', 'romper contacto'],
  },
  {
    id: '5.35',
    parent: '5.3',
    title: 'Otras restricciones del movimiento',
    body: `- a) Las unidades se mueven de una en una; cada una termina antes de que empiece la siguiente.
- b) Una unidad se detiene al entrar en un área con unidades enemigas o con un bloqueo de carretera ([[4.34]], [[4.35]]).
- c) En cada fase de movimiento, por un mismo límite de río solo puede pasar una unidad hacia un área ocupada por el enemigo, tenga o no el puente volado. Hacia áreas no disputadas no hay límite, aunque las unidades salgan de un área disputada.
- d) Cuando una unidad intenta cruzar un río hacia un área recién disputada, el rival puede, si quiere, intentar volar ese puente: lo logra con 1-5 en el d10. Si vuela, la unidad aún puede cruzar si empezó la fase adyacente al área de destino ([[5.33]]). Si no cruza, porque no quiere o no puede, no paga el coste del área a la que iba: pierde 1 PM y puede seguir moviendo.
- e) Asalto por río: si en un área recién disputada todas las unidades atacantes entraron cruzando límites de río y al menos una lo hizo por un puente volado, el área recibe un marcador de asalto por río. Solo se marca en áreas recién disputadas. Consecuencias: si abortan el ataque deben retirarse al otro lado ([[6.41]] b) y no hay oportunidad de explotación ([[6.8]]).`,
    keywords: [
      'un puente por fase',
      'cruzar río',
      'volar puente al cruzar',
      'uno a cinco',
      'asalto por río',
      'asalto fluvial',
      'detenerse',
      'parar',
    ],
  },
  {
    id: '5.4',
    parent: '5.0',
    title: 'Movimiento estratégico',
    body: `Solo lo hacen unidades con suministro y con marcador de reserva, y con los límites del escenario ([[14.8]]).

La unidad va desde su área a cualquier otra área propia y con suministro a la que llegue por una cadena continua de conexiones de carretera o de campo, sin cruzar puentes volados y sin entrar ni pasar por áreas enemigas o disputadas. No se cuentan puntos de movimiento. Al terminar se le quita el marcador de reserva.`,
    keywords: ['movimiento estratégico', 'estratégico', 'reserva', 'transporte', 'ferrocarril'],
  },
  // ───────────────────────────── 6.0 ─────────────────────────────
  {
    id: '6.0',
    title: 'Combate',
    body: `- [[6.1]] Cuándo hay combate.
- [[6.2]] La ronda de combate, paso a paso ([[6.21]] a [[6.29]]).
- [[6.3]] Recursos en combate.
- [[6.4]] Cómo se reparten los impactos ([[6.41]] atacante, [[6.42]] defensor, [[6.43]] pérdidas de pasos).
- [[6.5]] Desorden y recuperación.
- [[6.6]] Retiradas.
- [[6.7]] Chequeos de moral.
- [[6.8]] Oportunidades de explotación.

Los modificadores del Número de Éxito están en la tabla de combate ([[combat-table]]).`,
    keywords: ['combate', 'batalla', 'atacar', 'pelear'],
  },
  {
    id: '6.1',
    parent: '6.0',
    title: 'Reglas generales del combate',
    body: `- En un área recién disputada ([[2.4]]) el combate es obligatorio.
- En un área que ya estaba disputada (sus bloques ya están tumbados al empezar la fase de combate) el Jugador en Fase decide si combate o no.
- El atacante elige en qué orden se resuelven los combates.
- Cada área elegida tiene como mucho una ronda de combate por fase de combate.

Edición original: no fijaba de forma expresa el límite de una ronda por área y fase.`,
    keywords: ['combate obligatorio', 'combate opcional', 'una ronda por área', 'orden de los combates'],
  },
  {
    id: '6.2',
    parent: '6.0',
    title: 'La ronda de combate',
    body: `Cada vez que se combate en un área se siguen los pasos [[6.21]] a [[6.29]] en orden. En combate ataca siempre el Jugador en Fase y defiende siempre el Jugador No en Fase.

Unidades desordenadas: las del atacante no participan (ni disparan ni pueden recibir pérdidas); las del defensor combaten normalmente, con −1 al Número de Éxito ([[9.33]]).

Resumen:

- [[6.21]] El defensor decide si gasta una Acción Especial (reforzar o retirarse).
- [[6.22]] El atacante asigna recursos.
- [[6.23]] El defensor asigna recursos.
- [[6.24]] Se designan las unidades punta y se revelan los bloques.
- [[6.25]] Dispara la artillería atacante.
- [[6.26]] Dispara la artillería defensora.
- [[6.27]] Fuego cercano del defensor.
- [[6.28]] Fuego cercano del atacante.
- [[6.29]] Fin de la ronda.`,
    keywords: [
      'ronda de combate',
      'secuencia de combate',
      'pasos del combate',
      'atacante',
      'defensor',
      'desordenadas en combate',
    ],
  },
  {
    id: '6.21',
    parent: '6.2',
    title: 'Decisión del defensor: Acción Especial',
    body: `Antes de nada, el defensor puede gastar una Acción Especial para reforzar la batalla ([[8.23]]) o para retirarse antes del combate ([[8.24]]).

Si se retira, el atacante obtiene una oportunidad de explotación ([[6.8]]) y la ronda termina: se pasa directamente a [[6.29]]. Si no, se sigue con [[6.22]].

No se puede usar con un bloqueo defendido ([[4.35]]).

En esta aplicación (versión 5 de las reglas en adelante) la tableta pasa al defensor para esta decisión siempre que pueda tener una Acción Especial que el atacante no pueda descartar: una entre sus fichas boca arriba, o cualquier ficha de su casilla de Disponibles si los recursos están ocultos ([[10.0]]). Si alguna sirve a los defensores boca abajo ([[8.1]]) es un secreto del defensor, así que no puede decidir quién tiene la tableta; un defensor sin nada útil simplemente renuncia (una orden permanente puede responder por él).`,
    keywords: ['acción especial del defensor', 'reforzar', 'retirada antes del combate'],
  },
  {
    id: '6.22',
    parent: '6.2',
    title: 'El atacante asigna recursos',
    body: `Condición: las unidades atacantes del área deben tener suministro (según la última fase de suministro) y poder trazar ahora mismo una ruta de suministro válida ([[9.31]]). Si se cumple, el atacante coloca en el área recursos de su recuadro de Disponibles.

Cuando los atacantes pertenecen todos a una sola Escala Superior, el máximo, con fichas de esa Escala, es:

- hasta 2 recursos de artillería;
- hasta 1 evento;
- hasta 8 recursos de batalla.

Si hay unidades de varias Escalas Superiores: ni recursos de batalla ni eventos; solo artillería, como máximo 1 recurso por cada Escala implicada.

El evento permitido no se consume por jugar una Acción Especial de un solo uso ([[8.1]]).

Edición original: no había tope para los recursos de batalla (solo los que hubiera en Disponibles, de la misma Escala), y con Escalas mezcladas se permitían hasta 2 de artillería por Escala.`,
    tables: [
      {
        caption: 'Recursos del atacante por batalla (6.22, edición 2016)',
        head: ['Atacantes', 'Artillería', 'Eventos', 'Recursos de batalla'],
        rows: [
          ['Todos de una Escala Superior', 'hasta 2', 'hasta 1', 'hasta 8'],
          ['De varias Escalas Superiores', '1 por Escala implicada', '0', '0'],
        ],
      },
    ],
    keywords: [
      'asignar recursos',
      'límite de recursos',
      'ocho',
      'dos artillerías',
      'recursos del atacante',
      'escala superior',
      'apoyo',
    ],
  },
  {
    id: '6.23',
    parent: '6.2',
    title: 'El defensor asigna recursos',
    body: `Condición: en ese instante las fuerzas que defienden tienen que poder trazar suministro ([[9.31]]). Si pueden, el defensor coloca en el área recursos de su recuadro de Disponibles.

Cuando los defensores pertenecen todos a una sola Escala Superior, el máximo, con fichas de esa Escala, es:

- como mucho 1 recurso de artillería;
- como mucho 1 evento;
- hasta 5 recursos de batalla.

Con unidades de varias Escalas Superiores, solo 1 recurso de artillería de cualquiera de ellas (ni recursos de batalla ni eventos). El mismo límite de una sola artillería rige cuando en el área solo defienden unos ingenieros en bloqueo defendido, y esa artillería tiene que ser de su misma Escala ([[4.35]]).

Algunos escenarios dan más artillería a ciertos defensores ([[16.0]]).

Edición original: sin tope de 5 recursos de batalla.`,
    tables: [
      {
        caption: 'Recursos del defensor por batalla (6.23, edición 2016)',
        head: ['Defensores', 'Artillería', 'Eventos', 'Recursos de batalla'],
        rows: [
          ['Todos de una Escala Superior', '1', 'hasta 1', 'hasta 5'],
          ['De varias Escalas', '1 (de cualquier Escala)', '0', '0'],
          ['Solo un bloqueo defendido (4.35)', '1, de la Escala de los ingenieros', '0', '0'],
        ],
      },
    ],
    keywords: [
      'asignar recursos',
      'recursos del defensor',
      'cinco',
      'una artillería',
      'límite de recursos',
      'escala superior',
    ],
  },
  {
    id: '6.24',
    parent: '6.2',
    title: 'Unidades punta y revelación',
    body: `Primero el defensor y luego el atacante designan su unidad punta. En un área recién disputada el defensor la elige en secreto y no la muestra hasta que el atacante haya elegido la suya (la app tapa la pantalla mientras se pasa la tableta, así que la elección no se ve).

Para qué sirve la unidad punta:

- Los modificadores de cada pieza que dispara salen de comparar su tipo y su calidad con la unidad punta contraria ([[combat-table]]).
- Es la primera unidad que pierde un paso en la ronda, aunque los recursos de batalla pueden caer antes ([[6.43]]).

Solo puede ser unidad punta un recurso si no queda ninguna unidad en el área. Si la unidad punta es eliminada y quedan fuerzas, se elige otra.

Hechas las designaciones, se tumban todos los bloques aún ocultos de ambos bandos, en dos líneas enfrentadas y con el paso actual mirando al enemigo.`,
    keywords: ['unidad punta', 'punta de lanza', 'vanguardia', 'revelar', 'designar', 'líneas enfrentadas'],
  },
  {
    id: '6.25',
    parent: '6.2',
    title: 'Dispara la artillería atacante',
    body: `El atacante tira un d10 por cada recurso de artillería asignado, con el Número de Éxito modificado según la tabla de combate ([[combat-table]]). Los impactos se aplican al defensor con [[6.42]] (allí la artillería permite absorber uno con desorden).

Si cae la unidad punta defensora y quedan defensores, se elige otra ([[6.24]]). Si mueren todos los defensores que no son artillería, hay oportunidad de explotación para el atacante ([[6.8]]); la ronda se cierra después de que dispare la artillería defensora ([[6.26]]).`,
    keywords: ['artillería', 'fuego de artillería', 'bombardeo', 'artillería atacante'],
  },
  {
    id: '6.26',
    parent: '6.2',
    title: 'Dispara la artillería defensora',
    body: `El defensor tira un d10 por cada recurso de artillería asignado (algunos juegos dejan a ciertos defensores usar más de uno: [[16.0]]), con el Número de Éxito de la tabla de combate. Los impactos se aplican al atacante con [[6.41]].

Si cae la unidad punta atacante y quedan atacantes, se elige otra ([[6.24]]). Si el atacante aborta ([[6.41]] b), la ronda termina ([[6.29]]); si no, sigue en [[6.27]].`,
    keywords: ['artillería defensora', 'fuego de artillería', 'contrabatería'],
  },
  {
    id: '6.27',
    parent: '6.2',
    title: 'Fuego cercano del defensor',
    body: `Disparan las unidades y los recursos de batalla defensores que sigan en pie: un d10 por cada paso que dispara (una unidad con 3 pasos tira 3 dados), con el Número de Éxito de la tabla de combate.

Se tiran todos los dados y después se aplican los impactos al atacante con [[6.41]], empezando otra vez por la prioridad a): el primer impacto vuelve a ser una pérdida de paso obligatoria.

Si el atacante aborta ([[6.41]] b), la ronda termina ([[6.29]]); si no, sigue en [[6.28]].`,
    keywords: ['fuego cercano', 'fuego defensivo', 'disparo del defensor', 'un dado por paso'],
  },
  {
    id: '6.28',
    parent: '6.2',
    title: 'Fuego cercano del atacante',
    body: `Disparan las unidades y recursos de batalla atacantes que queden: un d10 por paso, con el Número de Éxito de la tabla de combate. Aquí se resta el Número de Dificultad del Terreno del área ([[2.4]]). Un recurso de ingenieros puede, en vez de disparar, quitar antes las defensas enemigas ([[6.33]]).

Tras tirar todos los dados, los impactos van al defensor según [[6.42]], otra vez desde la prioridad a).

Si no queda en pie ninguna unidad ni recurso de batalla del defensor y todavía sobra algún impacto, el atacante obtiene una oportunidad de explotación ([[6.8]]).`,
    keywords: ['fuego cercano', 'asalto', 'disparo del atacante', 'dificultad del terreno', 'NDT'],
  },
  {
    id: '6.29',
    parent: '6.2',
    title: 'Fin de la ronda de combate',
    body: `Todo recurso que haya sobrevivido, sea de artillería o de batalla, vuelve al recuadro de Usados de su dueño.

Si a los dos bandos les quedan unidades en el área, siguen tumbadas en líneas enfrentadas (el área queda disputada y ya revelada). Si no, las unidades que queden, y las que se han retirado, se ponen de pie otra vez, ocultas para el enemigo.`,
    keywords: ['fin del combate', 'recursos a usados', 'ocultar bloques'],
  },
  {
    id: '6.3',
    parent: '6.0',
    title: 'Recursos en combate',
    body: `Los recursos entran en una batalla al asignarlos: primero los del atacante y luego los del defensor, una vez que el defensor ha decidido si se retira o refuerza ([[6.21]] a [[6.23]]). Tipos: artillería ([[6.31]]), de batalla ([[6.32]]) e ingenieros ([[6.33]]). Las unidades sin suministro no pueden recibir recursos ([[9.34]] a).`,
    keywords: ['recursos', 'apoyo', 'asignar'],
  },
  {
    id: '6.31',
    parent: '6.3',
    title: 'Recursos de artillería',
    body: `En cada batalla el atacante dispone como máximo de dos fichas de artillería, y el defensor de una (salvo lo que permita [[16.0]]). Disparan en sus pasos de la ronda ([[6.25]], [[6.26]]). Nunca se les puede asignar una pérdida de paso ([[6.43]]).`,
    keywords: ['artillería', 'recurso de artillería', 'cuántas artillerías'],
  },
  {
    id: '6.32',
    parent: '6.3',
    title: 'Recursos de batalla',
    body: `Se asignan si se cumplen las condiciones de [[6.22]] o [[6.23]]. No cambian la calidad de tropa de ninguna unidad de la batalla, ni las unidades la suya. Disparan junto a las unidades propias en el fuego cercano ([[6.27]], [[6.28]]). Basta una pérdida de paso para eliminar un recurso de batalla.`,
    keywords: ['recurso de batalla', 'apoyo directo', 'carne de cañón'],
  },
  {
    id: '6.33',
    parent: '6.3',
    title: 'Ingenieros en combate',
    body: `Un recurso de ingenieros asignado por el atacante puede, en lugar de disparar como recurso de batalla, quitar sin tirar el marcador de defensas del enemigo, si lo hay. Requisitos: haber sobrevivido a la artillería defensora y al fuego cercano del defensor, y que el atacante no haya abortado.

Las defensas se quitan antes de que disparen las demás unidades atacantes, así que ese fuego ya no sufre el −1 por defensas.`,
    keywords: ['ingenieros', 'zapadores', 'quitar defensas', 'demoler defensas'],
  },
  {
    id: '6.4',
    parent: '6.0',
    title: 'Reparto de impactos y prioridades',
    body: `Cada impacto se resuelve de una de dos maneras:

- absorbiéndolo: abortando el ataque, perdiendo las defensas, desordenándose o retirándose;
- recibiéndolo como pérdida de paso.

Cada bando reparte los impactos que recibe entre sus propias piezas según su lista de prioridades: [[6.41]] para el atacante y [[6.42]] para el defensor. Las pérdidas de pasos se reparten con [[6.43]]. Las prioridades se aplican de nuevo desde a) en cada paso de disparo de la ronda.`,
    keywords: ['impactos', 'bajas', 'aplicar impactos', 'absorber', 'prioridades'],
  },
  {
    id: '6.41',
    parent: '6.4',
    title: 'Prioridades de impactos contra el atacante',
    body: `- a) Pérdida de paso obligatoria: el primer impacto se paga siempre con un paso: lo pierde la unidad punta, o bien se elimina uno de los recursos de batalla asignados.
- b) Si hay más impactos, el atacante elige:
- Abortar el ataque: se ignoran los impactos restantes. Las unidades que abortan se quedan en el área disputada y se desordenan. En un asalto por río ([[5.35]] e) no pueden quedarse: se desordenan y se retiran ([[6.6]]) cruzando de vuelta el río o ríos por los que llegaron. Los demás recursos asignados van a Usados. La ronda termina.
- O aplicar pérdidas de pasos: todos los impactos que quedan se pagan en pasos según [[6.43]].`,
    tables: [
      {
        caption: 'Impactos contra el atacante (6.41)',
        head: ['Orden', 'Cómo se resuelve'],
        rows: [
          [
            'a) Primer impacto',
            'Pérdida de paso obligatoria: la unidad punta pierde un paso o se elimina un recurso de batalla',
          ],
          [
            'b) Resto, opción 1',
            'Abortar: se ignoran; las unidades se desordenan y se quedan (en asalto por río se retiran cruzando de vuelta)',
          ],
          ['b) Resto, opción 2', 'Pérdidas de pasos según 6.43'],
        ],
      },
    ],
    keywords: [
      'abortar',
      'abortar el ataque',
      'cancelar ataque',
      'suspender ataque',
      'impactos al atacante',
      'pérdida obligatoria',
    ],
  },
  {
    id: '6.42',
    parent: '6.4',
    title: 'Prioridades de impactos contra el defensor',
    body: `- a) Defensas: el primer impacto de la ronda, venga del fuego que venga, se gasta en retirar el marcador de defensas si lo hay.
- b) Desorden por artillería: al aplicar impactos de artillería, uno de ellos (después de quitar las defensas) puede absorberse desordenando a la vez a todas las unidades defensoras (los recursos no) que estuvieran en buen orden o recuperándose ([[6.5]]). No vale si todas ya estaban desordenadas o si solo defienden recursos ([[4.35]]).
- c) Retirada por fuego cercano: al aplicar impactos del fuego cercano del atacante, uno de ellos (después de quitar las defensas) puede absorberse retirando todas las unidades presentes ([[6.6]]); las que no estuvieran desordenadas se desordenan. Los recursos no se mueven: los que sobrevivan van a Usados después de la batalla. No vale si solo defienden recursos ([[4.35]]). Las unidades y recursos que se retiran siguen expuestos a la prioridad d) por los impactos pendientes. Un recurso que no pueda retirarse según el escenario queda destruido, y cada recurso destruido así cuenta como un impacto recibido.
- d) Pérdidas de pasos: lo que quede se paga en pasos según [[6.43]]. Cuando al defensor le llegan más impactos de los que puede absorber o encajar, el atacante obtiene una oportunidad de explotación ([[6.8]]).`,
    tables: [
      {
        caption: 'Impactos contra el defensor (6.42)',
        head: ['Orden', 'Cómo se resuelve', 'Cuándo'],
        rows: [
          [
            'a)',
            'Se pierde el marcador de defensas',
            'Primer impacto de la ronda, de cualquier fuego, si hay defensas',
          ],
          [
            'b)',
            'Todas las unidades en buen orden o recuperación se desordenan (absorbe 1 impacto)',
            'Solo impactos de artillería; no si ya estaban todas desordenadas o solo hay recursos',
          ],
          [
            'c)',
            'Todas las unidades se retiran y se desordenan (absorbe 1 impacto)',
            'Solo fuego cercano del atacante; no si solo hay recursos',
          ],
          ['d)', 'Pérdidas de pasos según 6.43; si sobran impactos, explotación', 'Todo lo que quede'],
        ],
      },
    ],
    keywords: [
      'impactos al defensor',
      'perder defensas',
      'desorden por artillería',
      'retirarse para absorber',
      'retirada',
      'absorber impacto',
      'explotación',
    ],
  },
  {
    id: '6.43',
    parent: '6.4',
    title: 'Reparto de las pérdidas de pasos',
    body: `Cada jugador reparte las pérdidas de pasos entre sus unidades y recursos de batalla como quiera, con estas condiciones:

- Entre las unidades, la primera baja de paso la sufre la unidad punta; antes de ella sí pueden caer recursos de batalla.
- Ninguna unidad pierde un segundo paso mientras quede alguna unidad o recurso de batalla propio presente sin haber recibido su primera pérdida.
- Cuando todas las unidades presentes han perdido un paso y todos los recursos de batalla han sido eliminados (uno por pérdida), el resto se reparte libremente.

Los recursos de artillería nunca reciben pérdidas ([[6.31]]). Una unidad que pierde su último paso queda eliminada ([[2.3]]).`,
    tables: [
      {
        caption: 'Orden de las pérdidas de pasos (6.43)',
        head: ['Paso', 'Quién puede recibirla'],
        rows: [
          ['1', 'La unidad punta es la primera unidad en perder paso; antes pueden eliminarse recursos de batalla'],
          [
            '2',
            'Cada unidad y recurso de batalla presente recibe una pérdida antes de que ninguna unidad reciba la segunda',
          ],
          ['3', 'Después, reparto libre'],
          ['—', 'Los recursos de artillería nunca reciben pérdidas'],
        ],
      },
    ],
    keywords: ['pérdida de pasos', 'bajas', 'reparto de bajas', 'quién pierde', 'orden de pérdidas', 'segunda pérdida'],
  },
  {
    id: '6.5',
    parent: '6.0',
    title: 'Desorden y recuperación',
    body: `Durante una fase de combate las unidades (los recursos nunca) pueden quedar desordenadas: se les pone un marcador de desorden. También se desordenan al fallar la moral sin suministro ([[9.4]]). Los efectos están en [[9.33]].

La recuperación tiene dos etapas, que avanzan en las fases de suministro ([[9.35]]): desorden → recuperación → buen orden. Una unidad con marcador de recuperación sufre todos los efectos del desorden.

Si una unidad en recuperación recibe otro resultado de desorden, el marcador vuelve a su cara de desorden. Desordenar a una unidad ya desordenada no tiene efecto adicional.

La Acción Especial de reorganización ([[8.25]]) recupera de golpe.`,
    keywords: ['desorden', 'desordenada', 'recuperación', 'recuperarse', 'reorganizar'],
  },
  {
    id: '6.6',
    parent: '6.0',
    title: 'Retiradas',
    body: `Cuando una regla pide una retirada, el dueño mueve las unidades una a una desde el área de origen a un área adyacente propia (controlada por su bando) y no disputada. Dos unidades pueden ir a áreas distintas, y se puede retirar incluso por un puente volado. No se gastan puntos de movimiento.

Elección del área (edición 2016):

- Si hay varias posibles, debe elegirse una que tenga una unidad o ninguna.
- Si las adyacentes válidas tienen ya dos unidades propias, la unidad sigue retirándose del mismo modo hasta llegar al área propia, no disputada y con una o más unidades más cercana.
- Si no puede retirarse, sufre pérdida(s) de paso.

Al terminar la retirada, la unidad queda desordenada (marcador), excepto si se retiró gracias a una Acción Especial ([[8.24]]). Los recursos no se retiran: si sobreviven, van a Usados cuando la batalla termina.

Edición original: la unidad se retira a cualquier área adyacente propia y no disputada; si no hay ninguna, no se retira y pierde un paso; si al llegar queda sobreapilada, sigue retirándose hasta cumplir el apilamiento.`,
    keywords: [
      'retirada',
      'retirarse',
      'replegarse',
      'repliegue',
      'retroceder',
      'huir',
      'huida',
      'batirse en retirada',
      'a dónde retirarse',
      'no puede retirarse',
    ],
  },
  {
    id: '6.7',
    parent: '6.0',
    title: 'Chequeos de moral',
    body: `Algunas reglas piden a una unidad o recurso un chequeo de moral para ver si logra un objetivo o aguanta una presión. Se tira un d10 por cada pieza afectada contra un Número de Éxito de 5 modificado por su calidad de tropa y su estado.

Una unidad oculta se muestra mientras dura la tirada. Lo que pasa al fallar lo dice cada regla: explotación ([[6.8]]), unidades sin suministro ([[9.4]]).

Ojo: estos modificadores de calidad (±2) son los de moral; los de combate están en [[combat-table]].`,
    tables: [
      {
        caption: 'Modificadores del chequeo de moral (base 5, d10)',
        head: ['Condición', 'Modificador'],
        rows: [
          ['Élite', '+2'],
          ['Veterano', '0'],
          ['Recluta', '−2'],
          ['Desordenada (o en recuperación)', '−1'],
          ['Sin suministro', '−1'],
          ['Tirada de 1 / de 10', 'éxito / fallo siempre'],
        ],
      },
    ],
    keywords: ['moral', 'chequeo de moral', 'test de moral', 'calidad', 'élite', 'recluta', 'veterano'],
  },
  {
    id: '6.8',
    parent: '6.0',
    title: 'Oportunidades de explotación',
    body: `Surge una oportunidad de explotación cuando el defensor:

- queda totalmente eliminado (sin contar recursos de artillería) por el fuego de artillería ([[6.25]]);
- se retira con una Acción Especial ([[8.24]]); o
- queda eliminado por el fuego cercano y sobra al menos un impacto ([[6.28]], [[6.42]] d).

Excepción: nunca hay explotación tras un asalto por río ([[5.35]] e) ni en la fase de combate de penetración ([[7.4]]).

Entonces todas las unidades atacantes de clase blindados del área hacen un chequeo de moral ([[6.7]]); las ocultas se muestran durante la tirada. El jugador puede renunciar a la oportunidad para mantenerlas ocultas. Las que superan el chequeo reciben un marcador de explotación y podrán avanzar un área cuando llegue el movimiento de penetración ([[7.3]], [[7.31]]).`,
    keywords: ['explotación', 'explotar', 'avance tras combate', 'blindados', 'ruptura', 'marcador de explotación'],
  },

  // ───────────────────────────── 7.0 ─────────────────────────────
  {
    id: '7.0',
    title: 'Fases de reacción y de penetración',
    body: `Tras el combate, el defensor puede mover sus reservas ([[7.2]]) y después el atacante hace su movimiento y combate de penetración ([[7.3]], [[7.4]]). Quién participa: [[7.1]].`,
    keywords: ['reacción', 'penetración', 'ruptura'],
  },
  {
    id: '7.1',
    parent: '7.0',
    title: 'Qué unidades participan',
    body: `- Fase de reacción: las unidades del Jugador No en Fase con marcador de reserva.
- Fase de penetración: las unidades del Jugador en Fase con marcador de reserva, más las de clase blindados con marcador de explotación o activadas con una Acción Especial ([[8.21]]).`,
    keywords: ['quién mueve en reacción', 'quién mueve en penetración', 'elegibilidad'],
  },
  {
    id: '7.2',
    parent: '7.0',
    title: 'Fase de reacción',
    body: `El Jugador No en Fase puede mover sus unidades con marcador de reserva usando toda su asignación de movimiento, para ir a un área no disputada o para sumarse a un área ya disputada. No puede crear con ellas un área recién disputada.

En lugar de mover, una reserva puede construir defensas ([[5.23]]). Tras mover o construir, pierde su marcador de reserva. En esta fase no hay combate.`,
    keywords: ['reacción', 'reservas', 'reforzar', 'mover reservas', 'contraataque'],
  },
  {
    id: '7.3',
    parent: '7.0',
    title: 'Fase de movimiento de penetración',
    body: `El Jugador en Fase mueve sus unidades con marcador de reserva y las que tienen marcador de explotación; y, pagando una Acción Especial por cada una, también otras unidades de clase blindados, que se mueven igual que las de explotación ([[8.21]]). Restricciones en [[7.31]] y [[7.32]].

Cuando empieza el combate de penetración ([[7.4]]) ya no se puede mover más.

Nota de edición: el 7.3 de la edición original (francesa) habla de unidades «no blindadas» activadas con Acción Especial, pero su propio 8.21, igual que el texto de 2016, solo deja activar así unidades de clase blindados. Sandtable aplica 8.21 en las dos ediciones.`,
    keywords: ['penetración', 'movimiento de penetración', 'explotación', 'ruptura'],
  },
  {
    id: '7.31',
    parent: '7.3',
    title: 'Restricciones al movimiento de penetración',
    body: `- Reservas: movimiento operacional normal con toda su asignación.
- Unidades de explotación: un área como máximo. No pueden cruzar un puente volado, ni siquiera si lo vuela el rival al intentar pasar ([[5.35]] d): en ese caso no mueven.
- Ambas pueden entrar en áreas disputadas y pueden construir defensas en vez de mover.
- Se mueven de una en una, en el orden que quiera el Jugador en Fase, mezclando reservas y explotaciones.
- Tras mover o construir, se quita su marcador de reserva o de explotación.`,
    keywords: ['explotación un área', 'restricciones', 'puente volado', 'reserva'],
  },
  {
    id: '7.32',
    parent: '7.3',
    title: 'Áreas recién disputadas en la penetración',
    body: `Las reservas y las unidades de explotación pueden crear áreas recién disputadas. Todas ellas tendrán que combatir una ronda, obligatoriamente, cuando llegue el combate de penetración ([[7.41]]). Las unidades enemigas de esas áreas pueden intentar volar los puentes que cruce el Jugador en Fase ([[5.35]] d).`,
    keywords: ['recién disputada', 'penetración', 'volar puente'],
  },
  {
    id: '7.4',
    parent: '7.0',
    title: 'Fase de combate de penetración',
    body: `El Jugador en Fase resuelve, en el orden que prefiera, los combates obligatorios ([[7.41]]) y los opcionales ([[7.42]]). Estos combates nunca generan oportunidades de explotación ([[6.8]]).`,
    keywords: ['combate de penetración'],
  },
  {
    id: '7.41',
    parent: '7.4',
    title: 'Combates obligatorios',
    body: `Cada área recién disputada durante el movimiento de penetración tiene una ronda de combate con el procedimiento normal ([[6.2]]), sin necesidad de Acción Especial.`,
    keywords: ['combate obligatorio', 'penetración'],
  },
  {
    id: '7.42',
    parent: '7.4',
    title: 'Combates opcionales',
    body: `Un área que ya estaba disputada también puede combatir una ronda ([[6.2]]), pero solo si el Jugador en Fase paga una Acción Especial ([[8.22]]).`,
    keywords: ['combate opcional', 'acción especial', 'volver a combatir'],
  },

  // ───────────────────────────── 8.0 ─────────────────────────────
  {
    id: '8.0',
    title: 'Acciones Especiales y funciones de estado mayor',
    body: `- [[8.1]] Tipos de Acción Especial y el recurso de estado mayor.
- [[8.2]] Para qué sirve cada Acción Especial ([[8.21]] a [[8.27]]).
- [[8.3]] Funciones de estado mayor ([[8.31]] a [[8.33]]).

Las unidades y áreas sin suministro no pueden beneficiarse de ellas ([[9.34]] d).`,
    keywords: ['acción especial', 'AE', 'estado mayor'],
  },
  {
    id: '8.1',
    parent: '8.0',
    title: 'Tipos de Acción Especial',
    body: `- Reutilizables: el peso personal del jugador como mando; sirven para unidades de cualquier Escala Superior propia. Son bloques de madera con etiqueta de Acción Especial. Tras usarse van a Usados y en la fase de refuerzos vuelven solas a Disponibles, sin pasar por la taza ([[4.1]] a).
- De un solo uso: la influencia de los jefes de una Escala Superior; solo sirven para unidades de esa Escala. Son eventos y, usadas, van a Eliminados. No cuentan contra el límite de un evento por batalla ([[6.22]], [[6.23]]).
- Recurso de estado mayor del mando: el cuartel general trabajando entre bastidores para sacar más medios; cuando está en Disponibles puede hacer una función de estado mayor ([[8.3]]).

Cualquiera de los dos tipos de Acción Especial puede hacer cualquiera de las funciones de [[8.2]].`,
    keywords: ['acción especial reutilizable', 'un solo uso', 'bloque de acción especial', 'estado mayor', 'HQ'],
  },
  {
    id: '8.2',
    parent: '8.0',
    title: 'Usos de la Acción Especial',
    body: `Cada Acción Especial gastada hace una de estas cosas (las reglas exclusivas pueden añadir otras en su sección 14.61, véase [[11.0]]):

- [[8.21]] mover una unidad blindada en penetración;
- [[8.22]] combatir en penetración en un área ya disputada;
- [[8.23]] reforzar una batalla (defensor);
- [[8.24]] retirarse antes del combate (defensor);
- [[8.25]] reorganizar tropas (administración);
- [[8.26]] reemplazo de calidad (administración);
- [[8.27]] desviar un refuerzo (refuerzos).`,
    keywords: ['usos de acción especial', 'para qué sirve', 'AE'],
  },
  {
    id: '8.21',
    parent: '8.2',
    title: 'Movimiento de penetración (fase de penetración)',
    body: `Por cada Acción Especial, una unidad de clase blindados (nunca infantería), con suministro, en buen orden y que no haya movido todavía en esta fase, queda activada para el movimiento de penetración y se mueve igual que una unidad de explotación: una sola área ([[7.31]]).`,
    keywords: ['activar blindados', 'penetración', 'explotación'],
  },
  {
    id: '8.22',
    parent: '8.2',
    title: 'Combate de penetración (fase de penetración)',
    body: `Por cada Acción Especial, un área ya disputada puede librar una ronda de combate en la fase de combate de penetración propia, siempre que no haya combatido ya en esa misma fase ([[7.42]]).`,
    keywords: ['combate de penetración', 'combatir otra vez'],
  },
  {
    id: '8.23',
    parent: '8.2',
    title: 'Reforzar una batalla (en combate o en penetración)',
    body: `Solo para el defensor. Por cada Acción Especial, una unidad en buen orden de un área adyacente no disputada entra en un combate ya declarado ([[6.21]]). Limitaciones:

- no puede superar el apilamiento ([[5.1]]);
- no puede reforzar una batalla en la que solo defienden recursos ([[4.35]]);
- no puede ser la unidad punta salvo que la original sea eliminada;
- si llevaba marcador de reserva, lo pierde: se ha movido a un área disputada ([[5.21]]).

La unidad a la que afecta esta acción es la que llega: una Acción Especial de un solo uso ([[8.1]]) sirve si esa unidad es de su Escala Superior, aunque los defensores que ya están sean de otra.`,
    keywords: ['reforzar', 'refuerzo', 'mandar ayuda', 'defensor'],
  },
  {
    id: '8.24',
    parent: '8.2',
    title: 'Retirarse antes de combatir (en combate o en penetración)',
    body: `Solo para el defensor. Por cada Acción Especial, el defensor de un combate declarado retira todas sus unidades según [[6.6]], pero sin desordenarse. El atacante espera a esta decisión antes de asignar recursos ([[6.21]]). A cambio, el atacante obtiene una oportunidad de explotación ([[6.8]]).

Como esta acción mueve a todos los defensores, una Acción Especial de un solo uso ([[8.1]]) solo la paga si todos son de su Escala Superior.`,
    keywords: ['retirada antes del combate', 'retirarse sin combatir', 'evitar el combate', 'retirada'],
  },
  {
    id: '8.25',
    parent: '8.2',
    title: 'Reorganizar las tropas (fase de administración)',
    body: `Se juega en la fase de administración. Por cada Acción Especial eliges un área propia (que controle tu bando) con suministro: todas tus unidades desordenadas o en recuperación en esa área y en todas las adyacentes se recuperan del todo: se quitan sus marcadores de desorden y de recuperación.`,
    keywords: ['reorganizar', 'reagrupar', 'recuperar', 'quitar desorden', 'rally'],
  },
  {
    id: '8.26',
    parent: '8.2',
    title: 'Reemplazos de calidad (fase de administración)',
    body: `Se juega en la fase de administración. Por cada Acción Especial, una unidad reducida de cualquier clase recupera 1 paso, aunque ese paso sea de élite. Una unidad sin suministro no puede recibirlo, porque las Acciones Especiales no la afectan ([[9.34]] d, que cubre eventos, Acciones Especiales, estado mayor e ingenieros).

Edición original: pedía expresamente que la unidad reducida tuviera suministro.`,
    keywords: ['reemplazos', 'recuperar paso', 'reconstruir', 'paso de élite'],
  },
  {
    id: '8.27',
    parent: '8.2',
    title: 'Desviar un refuerzo (fase de refuerzos)',
    body: `Se juega en la fase de refuerzos. Por cada Acción Especial, un refuerzo puede entrar por cualquier área de entrada adecuada ([[14.2]]) que no figure en su etiqueta, si es propia, o si es enemiga pero está vacía ([[4.1]] c).`,
    keywords: ['redirigir refuerzo', 'desviar', 'otra área de entrada'],
  },
  {
    id: '8.3',
    parent: '8.0',
    title: 'Funciones de estado mayor',
    body: `Si el recurso de estado mayor del mando está en Disponibles, en la fase de administración puede hacer una de las funciones [[8.31]] a [[8.33]], sin restricción de Escala Superior. Después va a Usados y vuelve a la taza como cualquier recurso. Las reglas exclusivas pueden añadir otras en su sección 14.62 ([[11.0]]).`,
    keywords: ['estado mayor', 'cuartel general', 'HQ', 'funciones'],
  },
  {
    id: '8.31',
    parent: '8.3',
    title: 'Reemplazos encontrados',
    body: `Una unidad de clase infantería (solo infantería) con suministro recibe un paso de reemplazo que no sea de élite.`,
    keywords: ['reemplazos', 'infantería', 'recuperar paso'],
  },
  {
    id: '8.32',
    parent: '8.3',
    title: 'Inteligencia',
    body: `Se elige una unidad enemiga cualquiera del mapa, tenga o no suministro. Queda revelada para ti hasta que acabe la fase de administración. En la app solo la ves tú: la pantalla se tapa antes de pasar la tableta al otro jugador.`,
    keywords: ['inteligencia', 'espiar', 'revelar', 'reconocimiento'],
  },
  {
    id: '8.33',
    parent: '8.3',
    title: 'Reservas a disposición',
    body: `Se pone un marcador de reserva libre sobre cualquier unidad que pueda llevarlo ([[14.7]]) y que tenga suministro y esté en buen orden: las unidades sin suministro o desordenadas no pasan a reserva ([[9.33]] b).`,
    keywords: ['reserva', 'marcador de reserva'],
  },

  // ───────────────────────────── 9.0 ─────────────────────────────
  {
    id: '9.0',
    title: 'Fase de suministro',
    body: `Cierra cada turno de jugador. Secuencia en [[9.1]]; control en [[9.2]]; suministro y desorden en [[9.3]]; moral sin suministro en [[9.4]]; retirada de marcadores en [[9.5]].`,
    keywords: ['suministro', 'abastecimiento', 'logística'],
  },
  {
    id: '9.1',
    parent: '9.0',
    title: 'Secuencia de la fase de suministro',
    body: `En este orden, con los dos jugadores participando en cada paso (pueden hacerlo a la vez):

- a) Comprobar el control de las áreas ([[9.2]]).
- b) Estado de suministro de cada unidad y área, y ajuste del desorden ([[9.3]]).
- c) Chequeos de moral de las unidades sin suministro del Jugador en Fase ([[9.4]]) y retirada de marcadores ([[9.5]]).`,
    keywords: ['secuencia de suministro', 'orden'],
  },
  {
    id: '9.2',
    parent: '9.0',
    title: 'Comprobar el control de las áreas',
    body: `Ambos jugadores revisan las áreas. Donde el control no sea evidente, se pone un marcador de control del bando que la ocupó solo por última vez ([[2.4]]). La app lleva el control de cada área y lo muestra en el mapa.`,
    keywords: ['control', 'marcador de control', 'quién controla'],
  },
  {
    id: '9.3',
    parent: '9.0',
    title: 'Suministro y ajuste del desorden',
    body: `- [[9.31]] Trazar la ruta de suministro.
- [[9.32]] Marcar quién está sin suministro.
- [[9.33]] Efectos de estar sin suministro o desordenada.
- [[9.34]] Efectos añadidos de estar sin suministro.
- [[9.35]] Ajuste de los marcadores de desorden.`,
    keywords: ['suministro', 'desorden'],
  },
  {
    id: '9.31',
    parent: '9.3',
    title: 'Trazar la ruta de suministro',
    body: `Los dos jugadores comprueban su suministro en cada fase de suministro (la propia y la del rival). El resultado vale hasta la siguiente fase de suministro. La ruta va desde cada unidad propia o área controlada hasta una fuente de suministro válida del escenario ([[14.9]]):

- a) Pasa por áreas controladas por el propio bando. Por un puente volado solo si la unidad o el área que traza está junto a ese puente.
- b) Puede salir de un área controlada por el enemigo, pero nunca entrar en ella ni atravesarla.
- c) Siempre puede entrar en áreas propias ocupadas, o cruzarlas, haya o no enemigos en ellas.

Edición original: tenía una restricción más: la ruta no podía cruzar un área vacía adyacente a un área enemiga con unidades enemigas no disputadas.`,
    keywords: [
      'ruta de suministro',
      'trazar suministro',
      'línea de suministro',
      'abastecimiento',
      'fuente de suministro',
      'puente volado',
      'cortar suministro',
      'cerco',
      'embolsado',
    ],
  },
  {
    id: '9.32',
    parent: '9.3',
    title: 'Marcar el estado de suministro',
    body: `Toda unidad o área sin ruta válida queda sin suministro y lleva un marcador. Quien ya lo llevaba y vuelve a trazar ruta se lo quita.`,
    keywords: ['sin suministro', 'marcador de sin suministro', 'aislada'],
  },
  {
    id: '9.33',
    parent: '9.3',
    title: 'Efectos de estar sin suministro o desordenada',
    body: `Valen para unidades sin suministro, desordenadas, en recuperación o ambas cosas:

- a) Solo pueden mover un área por fase de movimiento, respetando [[5.34]] si salen de un área disputada.
- b) No pueden construir defensas ni pasar a reserva.
- c) −1 al Número de Éxito al disparar y al chequear moral. Se acumulan: sin suministro y desordenada es −2.
- d) Las desordenadas (solo ellas) no pueden atacar; sí defienden, con el modificador de c).`,
    tables: [
      {
        caption: 'Efectos (9.33)',
        head: ['Efecto', 'Sin suministro', 'Desordenada o en recuperación'],
        rows: [
          ['Movimiento', '1 área', '1 área'],
          ['Defensas / reserva', 'No', 'No'],
          ['Número de Éxito al disparar y en moral', '−1', '−1 (acumulable)'],
          ['Atacar', 'Sí', 'No (defiende con −1)'],
          ['Recibir recursos', 'No (9.34)', 'Sí'],
        ],
      },
    ],
    keywords: ['efectos del desorden', 'efectos sin suministro', 'menos uno', 'no puede atacar', 'un área'],
  },
  {
    id: '9.34',
    parent: '9.3',
    title: 'Efectos añadidos de estar sin suministro',
    body: `- a) No se les pueden asignar recursos ([[6.22]], [[6.23]]).
- b) Cuando termina la fase de suministro de su propio bando, deben chequear moral; al fallar se desordenan, pierden un paso o se rinden ([[9.4]]).
- c) Sus marcadores de desorden no mejoran ([[9.35]]).
- d) A las áreas y unidades sin suministro no les afecta ningún evento propio, Acción Especial, función de estado mayor o trabajo de ingenieros.`,
    keywords: ['sin suministro', 'aisladas', 'no recursos', 'no acciones especiales'],
  },
  {
    id: '9.35',
    parent: '9.3',
    title: 'Ajuste de los marcadores de desorden',
    body: `Cada jugador mira sus unidades desordenadas o en recuperación que tienen ruta de suministro. Primero les quita los marcadores de recuperación (esas vuelven a buen orden); después gira los de desorden a su cara de recuperación.

Así una unidad tarda dos fases de suministro con suministro en quedar en buen orden ([[6.5]]). Las que no tienen suministro no mejoran.`,
    keywords: ['recuperación', 'quitar desorden', 'ajustar desorden', 'volver a buen orden'],
  },
  {
    id: '9.4',
    parent: '9.0',
    title: 'Chequeos de moral sin suministro',
    body: `Solo el Jugador en Fase chequea, una a una, sus unidades sin suministro, con el −1 por falta de suministro ([[6.7]]). Si fallan:

- en buen orden o en recuperación: quedan desordenadas;
- ya desordenadas: pierden un paso.

Rendición: una unidad desordenada veterana que saque 10, o recluta que saque 8, 9 o 10, se rinde y queda eliminada con todos sus pasos. Las desordenadas de élite nunca se rinden, pero si fallan pierden el paso.`,
    tables: [
      {
        caption: 'Resultado de fallar la moral sin suministro (9.4)',
        head: ['Estado previo', 'Élite', 'Veterano', 'Recluta'],
        rows: [
          ['Buen orden o recuperación', 'Desorden', 'Desorden', 'Desorden'],
          ['Desordenada', 'Pierde 1 paso', 'Pierde 1 paso; con 10 se rinde', 'Pierde 1 paso; con 8-10 se rinde'],
        ],
      },
    ],
    keywords: ['rendición', 'rendirse', 'moral sin suministro', 'aislada', 'cerco', 'pérdida de paso'],
  },
  {
    id: '9.5',
    parent: '9.0',
    title: 'Retirar marcadores',
    body: `Los dos jugadores retiran del mapa:

- defensas que estén en un área disputada;
- bloqueos de carretera, normales o defendidos (los ingenieros que defendían van a Usados, [[4.35]]);
- asaltos por río, todos;
- reservas: solo las del Jugador No en Fase;
- explotación, todos.`,
    keywords: ['quitar marcadores', 'limpiar', 'fin de turno', 'reservas caducan'],
  },

  // ───────────────────────────── 10.0 ─────────────────────────────
  {
    id: '10.0',
    title: 'Notas del diseñador (resumen)',
    body: `Rick Young quería juegos fáciles de empezar, cortos, divertidos y con sabor histórico, pero con decisiones suficientes para volver a jugarlos. Te pone en el papel del comandante de campo que reparte unos pocos recursos y Acciones Especiales entre muchas unidades que los reclaman.

Para reducir el peso de la suerte con tan pocos bloques, los impactos no siempre quitan pasos: el atacante puede abortar, el defensor absorbe con sus defensas o retirándose, y ambos pueden sacrificar recursos. Así las unidades se desgastan poco a poco.

Las defensas representan obras preparadas (sacos terreros, alambre, minas), valiosas en el primer contacto y menos una vez descubiertas. Recursos y eventos se juegan boca arriba para agilizar; si ambos jugadores lo acuerdan pueden ocultarse, a costa de velocidad.`,
    keywords: ['notas del diseñador', 'diseño', 'Rick Young'],
  },

  // ─────────────── 11.0: reglas exclusivas (ganchos del escenario) ───────────────
  {
    id: '11.0',
    title: 'Reglas del escenario (reglas exclusivas)',
    body: `Cada juego de caja de la serie trae su propio cuaderno de escenario, numerado desde la 11.0, con las reglas de esa batalla: mapa, unidades, registro de turnos, victoria y excepciones. Si chocan con las reglas de serie, ganan ellas ([[2.1]]).

Sandtable no reproduce esos cuadernos: trae escenarios originales propios. Las reglas de serie dejan algunas decisiones en manos del escenario; en la app cada escenario las rellena como datos, y la pantalla del escenario muestra el valor de cada una antes de empezar y durante la partida. Estos son los puntos que decide cada escenario:

- [[13.1]] primer jugador;
- [[13.2]] Escalas Superiores y sus colores;
- [[13.3]] clase de cada tipo de unidad;
- [[14.2]] áreas de entrada;
- [[14.5]] funciones extra de ingenieros;
- [[14.7]] qué unidades pueden ir a reserva;
- [[14.8]] límites del movimiento estratégico;
- [[14.9]] fuentes de suministro;
- [[16.0]] artillería extra del defensor;
- [[17.0]] eventos;
- [[19.0]] puntos de victoria;
- [[19.4]] muerte súbita;
- [[24.0]] control inicial de las áreas.

También la tabla de combate es un dato del escenario ([[combat-table]]). Otras secciones que citan las reglas de serie (14.1 límites y conexiones especiales, 14.61 y 14.62 usos extra de Acciones Especiales y estado mayor) aparecen en la pantalla del escenario solo si el escenario las usa.`,
    keywords: ['reglas exclusivas', 'reglas del escenario', 'escenario', 'reglas especiales', 'excepciones'],
  },
  {
    id: '13.1',
    parent: '11.0',
    title: 'Primer jugador',
    body: `Decide qué bando juega primero en cada turno, y por tanto quién es el Jugador en Fase en la primera mitad del turno ([[3.2]]) y quién en la segunda ([[3.3]]). La cifra de fichas que se sacan en la administración también se da en ese orden ([[4.2]]). La pantalla del escenario muestra el bando elegido.`,
    keywords: ['primer jugador', 'quién empieza', 'iniciativa', 'segundo jugador'],
  },
  {
    id: '13.2',
    parent: '11.0',
    title: 'Escalas Superiores (formaciones)',
    body: `Decide qué Escalas Superiores (cuerpos o ejércitos) tiene cada bando, su color y a cuál pertenece cada unidad, recurso y evento ([[2.3]]). De ello dependen los recursos que se pueden juntar en una batalla ([[6.22]], [[6.23]]), dónde pueden construir defensas los ingenieros ([[4.33]]), quién apoya un bloqueo defendido ([[4.35]]) y a quién afecta una Acción Especial de un solo uso ([[8.1]]). La pantalla del escenario muestra la lista con su color y su letra.`,
    keywords: ['escala superior', 'formación', 'cuerpo', 'ejército', 'colores', 'HQ'],
  },
  {
    id: '13.3',
    parent: '11.0',
    title: 'Clases de unidad',
    body: `Decide qué tipos de unidad son de clase blindados y cuáles de clase infantería ([[2.3]]). La clase fija la asignación de movimiento (3 o 6 PM, [[5.22]]), quién puede explotar ([[6.8]], [[8.21]]), quién recibe reemplazos del estado mayor ([[8.31]]) y los modificadores de la tabla de combate ([[combat-table]]). La pantalla del escenario muestra la clase de cada tipo.`,
    keywords: ['clase', 'blindados', 'infantería', 'tipo de unidad', 'mecanizada'],
  },
  {
    id: '14.2',
    parent: '11.0',
    title: 'Áreas de entrada',
    body: `Decide qué letras de entrada tiene el mapa, a qué áreas corresponde cada una y cuál es la más cercana cuando un refuerzo no puede entrar por las suyas ([[4.1]] c). También limita a dónde se puede desviar un refuerzo con una Acción Especial ([[8.27]]). La pantalla del escenario muestra las áreas de entrada y el calendario de refuerzos.`,
    keywords: ['áreas de entrada', 'entrada', 'borde del mapa', 'refuerzos'],
  },
  {
    id: '14.5',
    parent: '11.0',
    title: 'Funciones extra de ingenieros',
    body: `Decide si los ingenieros tienen alguna función además de las de serie ([[4.3]]) y cómo funciona, o si algún bando tiene restricciones para usarlos. Si el escenario no define ninguna, solo valen [[4.31]] a [[4.35]]. La pantalla del escenario muestra las que haya.`,
    keywords: ['ingenieros', 'funciones especiales', 'zapadores'],
  },
  {
    id: '14.7',
    parent: '11.0',
    title: 'Qué unidades pueden ir a reserva',
    body: `Decide qué unidades pueden recibir marcador de reserva (por ejemplo, solo las de ciertas zonas o formaciones) y cuántos marcadores tiene cada bando ([[5.21]], [[8.33]]). La pantalla del escenario muestra la regla y los marcadores libres.`,
    keywords: ['reserva', 'elegibilidad', 'marcadores de reserva', 'cuántas reservas'],
  },
  {
    id: '14.8',
    parent: '11.0',
    title: 'Límites del movimiento estratégico',
    body: `Decide las restricciones del movimiento estratégico ([[3.23]], [[5.4]]): por ejemplo, cuántas unidades pueden hacerlo por fase o por qué zonas. La pantalla del escenario muestra el límite vigente.`,
    keywords: ['movimiento estratégico', 'límites', 'restricciones'],
  },
  {
    id: '14.9',
    parent: '11.0',
    title: 'Fuentes de suministro',
    body: `Decide qué áreas o bordes del mapa son fuentes de suministro de cada bando, y cualquier regla especial de suministro para ciertos turnos. Es el destino de toda ruta de suministro ([[9.31]]). La pantalla del escenario muestra cuáles son.`,
    keywords: ['fuente de suministro', 'suministro', 'abastecimiento', 'base'],
  },
  {
    id: '16.0',
    parent: '11.0',
    title: 'Artillería extra del defensor',
    body: `Decide si algún defensor puede asignar o tirar por más de un recurso de artillería, en qué casos y cuántos ([[6.23]], [[6.26]], [[6.31]]), y cualquier otra regla especial de recursos. Si el escenario no dice nada, el defensor usa un solo recurso de artillería. La pantalla del escenario muestra la excepción.`,
    keywords: ['artillería', 'defensor', 'recursos especiales'],
  },
  {
    id: '17.0',
    parent: '11.0',
    title: 'Eventos',
    body: `Decide qué eventos tiene cada bando, en qué turno entran en la taza y qué hace cada uno al jugarlo ([[2.2]], [[4.2]]). Cualquier evento puede usarse en su lugar para recuperar dos recursos ([[4.21]]), y se gasta al usarlo ([[4.22]]). La pantalla del escenario lista los eventos con su texto.`,
    keywords: ['eventos', 'cartas', 'fichas de evento', 'misiones aéreas'],
  },
  {
    id: '19.0',
    parent: '11.0',
    title: 'Puntos de victoria',
    body: `Decide cómo se ganan los Puntos de Victoria (áreas objetivo, unidades enemigas eliminadas u otros) y cómo se comparan al final ([[3.4]], [[3.5]]). La pantalla del escenario muestra cómo se cuentan.`,
    keywords: ['puntos de victoria', 'PV', 'victoria', 'objetivos', 'ganar'],
  },
  {
    id: '19.4',
    parent: '11.0',
    title: 'Muerte súbita',
    body: `Decide la condición que da la victoria inmediata a un bando; se comprueba en cada chequeo de victoria ([[3.4]]). Si se cumple, la partida acaba en ese momento. La pantalla del escenario muestra la condición.`,
    keywords: ['muerte súbita', 'victoria automática', 'victoria inmediata'],
  },
  {
    id: '24.0',
    parent: '11.0',
    title: 'Control inicial',
    body: `Decide qué bando controla cada área al empezar ([[2.4]]). El control cuenta desde el primer turno para el suministro ([[9.31]]), la retirada ([[6.6]]) y la entrada de refuerzos ([[4.1]]). La pantalla del escenario lo muestra.`,
    keywords: ['control inicial', 'despliegue', 'quién controla al empezar'],
  },

  // ─────────────── Tabla de combate por defecto de Sandtable ───────────────
  {
    id: 'combat-table',
    title: 'Tabla de combate de Sandtable (por defecto)',
    body: `Aviso: esta tabla es de Sandtable, no del juego original. La hoja de ayuda de FAB tiene su propia tabla de combate, que no está en los textos que usamos. Por eso la tabla es un dato del escenario: se muestra a los jugadores y pueden editarla al crear la partida (por ejemplo, para copiar la de su caja).

Cómo se usa: cada recurso de artillería tira un d10; en el fuego cercano cada paso que dispara tira un d10 ([[6.25]] a [[6.28]]). El Número de Éxito base es 5 y se suman los modificadores; se acierta sacando ese número o menos. Un 1 acierta siempre y un 10 falla siempre ([[2.1]]).

Los modificadores de tipo se miran contra la unidad punta del bando contrario ([[6.24]]). La calidad es la actual del que dispara ([[2.3]]).

Ejemplo: una unidad blindada veterana sin suministro hace fuego cercano como atacante en un área con NDT 2 contra una unidad punta de infantería en defensas: 5 + 1 − 1 − 1 − 2 = 2; acierta con 1 o 2.

Probabilidades antes de levantar los bloques ([[6.24]]): la pantalla de combate nunca calcula nada a partir de un bloque que no puedes ver. Si un dado lo tira un bloque enemigo boca abajo, o va contra una unidad punta enemiga que aún no has visto, la aplicación da la media exacta sobre todas las piezas enemigas que todavía no conoces: cualquiera de ellas podría ser esos bloques, todas con la misma probabilidad, y la punta enemiga podría ser cualquiera de sus piezas allí. Esas cifras llevan la marca «promediado sobre los bloques ocultos», no muestran el número de éxito de cada dado y no cambian sea cual sea de verdad cada bloque oculto. Lo que suponen esas medias: cada pieza que no has visto cuenta con la fuerza que tenía la última vez que la viste (la impresa para su despliegue o su llegada si nunca la viste), nunca con la que tiene ahora; combate con los marcadores del bloque en el que estaría (desorden, sin suministro), que sí ves; entran en el cálculo todas las piezas que según el registro de turnos ya deberían estar en juego y no han sido eliminadas, porque no puedes saber cuáles están en el mapa. Si hay demasiadas combinaciones para promediarlas con exactitud, la pantalla dice que dependen de bloques ocultos y no da ninguna cifra. Tras la revelación se ve cada dado con su número de éxito.`,
    tables: [
      {
        caption: 'Modificadores al Número de Éxito (base 5, d10) — tabla propia de Sandtable',
        head: ['Situación', 'Modificador', 'Origen'],
        rows: [
          ['Calidad actual del que dispara: élite', '+1', 'Sandtable por defecto'],
          ['Calidad actual del que dispara: veterano', '0', 'Sandtable por defecto'],
          ['Calidad actual del que dispara: recluta', '−1', 'Sandtable por defecto'],
          ['Blindados disparan contra unidad punta de infantería', '+1', 'Sandtable por defecto'],
          ['Infantería dispara contra unidad punta blindada', '−1', 'Sandtable por defecto'],
          ['Artillería dispara contra unidad punta blindada', '−1', 'Sandtable por defecto'],
          ['El objetivo está en defensas', '−1', 'Reglas 5.23'],
          ['Fuego cercano del atacante', '− NDT del área', 'Reglas 2.4, 6.28'],
          ['El que dispara está desordenado (o en recuperación)', '−1', 'Reglas 6.2, 9.33 c'],
          ['El que dispara está sin suministro', '−1', 'Reglas 9.33 c'],
          ['Tirada de 1', 'acierto siempre', 'Reglas 2.1'],
          ['Tirada de 10', 'fallo siempre', 'Reglas 2.1'],
        ],
      },
    ],
    keywords: [
      'tabla de combate',
      'modificadores',
      'número de éxito',
      'impactar',
      'acertar',
      'cuánto necesito',
      'calidad',
      'blindados contra infantería',
      'defensas',
      'NDT',
      'editar tabla',
    ],
  },
];

const cards: readonly RefCard[] = [
  {
    id: 'sequence',
    title: 'Secuencia de juego',
    body: `Turno de juego:

- 1. Refuerzos ([[4.1]]): Acciones Especiales reutilizables a Disponibles; recursos de Usados a la taza (los que elijas); unidades a sus áreas de entrada; recursos y eventos nuevos a la taza.

Turno del primer jugador ([[13.1]]), luego el del segundo ([[3.3]]):

- 2. Administración ([[4.2]]): ambos sacan fichas de la taza; juegan eventos, ingenieros, estado mayor, Acciones Especiales de reorganizar o reemplazos (primero el que está en fase).
- 3. Movimiento operacional ([[5.2]]): mover, defensas, quieto o reserva.
- 4. Movimiento estratégico ([[5.4]]): reservas con suministro.
- 5. Combate ([[6.2]]): obligatorio en áreas recién disputadas; una ronda por área.
- 6. Reacción ([[7.2]]): reservas del otro jugador; sin combate.
- 7. Movimiento de penetración ([[7.3]]): reservas, explotación (1 área) y blindados activados con Acción Especial.
- 8. Combate de penetración ([[7.4]]): obligatorio en áreas nuevas; otras con Acción Especial; sin explotación.
- 9. Suministro ([[9.1]]): control, suministro, desorden, moral sin suministro, quitar marcadores.

Fin del turno:

- 10. Chequeo de victoria ([[3.4]]) y avance del turno ([[3.5]]).`,
    cites: ['3.0', '3.1', '3.2', '3.21', '3.22', '3.23', '3.24', '3.25', '3.26', '3.27', '3.28', '3.3', '3.4', '3.5'],
  },
  {
    id: 'combat-round',
    title: 'Ronda de combate',
    body: `Ataca el Jugador en Fase. Las unidades atacantes desordenadas no participan; las defensoras desordenadas disparan con −1.

- 1. Defensor: ¿Acción Especial para reforzar ([[8.23]]) o retirarse ([[8.24]])? Si se retira: explotación y fin.
- 2. Atacante asigna recursos ([[6.22]]): con suministro; una Escala: 2 art., 1 evento, 8 de batalla.
- 3. Defensor asigna recursos ([[6.23]]): una Escala: 1 art., 1 evento, 5 de batalla.
- 4. Unidades punta, primero el defensor; se revelan los bloques ([[6.24]]).
- 5. Artillería atacante ([[6.25]]) → impactos con [[6.42]].
- 6. Artillería defensora ([[6.26]]) → impactos con [[6.41]]; si aborta, fin.
- 7. Fuego cercano del defensor ([[6.27]]): 1 dado por paso → [[6.41]] desde a); si aborta, fin.
- 8. Fuego cercano del atacante ([[6.28]]): 1 dado por paso, −NDT → [[6.42]] desde a).
- 9. Fin ([[6.29]]): recursos supervivientes a Usados.

Éxito: d10 ≤ Número de Éxito (base 5; 1 acierta, 10 falla). Modificadores en [[combat-table]]. Explotación: [[6.8]].`,
    tables: [
      {
        caption: 'Recursos por batalla (edición 2016)',
        head: ['Bando', 'Artillería', 'Eventos', 'De batalla', 'Escalas mezcladas'],
        rows: [
          ['Atacante', '2', '1', '8', '1 artillería por Escala'],
          ['Defensor', '1', '1', '5', '1 artillería en total'],
        ],
      },
    ],
    cites: ['6.2', '6.21', '6.22', '6.23', '6.24', '6.25', '6.26', '6.27', '6.28', '6.29', '6.8', 'combat-table'],
  },
  {
    id: 'hit-priorities',
    title: 'Prioridades de impactos',
    body: `Cada paso de disparo empieza de nuevo por a).

Contra el atacante ([[6.41]]):

- a) Primer impacto: pérdida de paso obligatoria (unidad punta o un recurso de batalla).
- b) Resto: abortar (se ignoran; desorden; en asalto por río, retirada al otro lado) o pagarlos en pasos.

Contra el defensor ([[6.42]]):

- a) Primer impacto de la ronda: se pierden las defensas.
- b) Artillería: un impacto se absorbe desordenando a todas las unidades.
- c) Fuego cercano del atacante: un impacto se absorbe retirando todas las unidades ([[6.6]]).
- d) Resto en pasos; si sobran impactos, explotación ([[6.8]]).

Pérdidas de pasos ([[6.43]]): la unidad punta es la primera unidad en perder (antes pueden caer recursos de batalla); nadie pierde el segundo paso hasta que todas las piezas hayan perdido uno; luego libre. La artillería nunca pierde pasos.`,
    cites: ['6.4', '6.41', '6.42', '6.43', '6.6', '6.8'],
  },
  {
    id: 'movement-costs',
    title: 'Costes de movimiento',
    body: `Asignación: infantería 3 PM, blindados 6 PM ([[5.22]]). Siempre se puede mover un área ([[5.33]]).

Se detiene al entrar donde haya enemigos o un bloqueo ([[5.35]] b). Por cada límite de río, solo una unidad por fase hacia un área con enemigos ([[5.35]] c). Al salir de un área disputada, la primera área debe ser propia y no disputada, y después no se puede entrar en otra disputada ([[5.34]]).`,
    tables: [
      {
        caption: 'Costes (5.32)',
        head: ['Situación', 'Coste'],
        rows: [
          ['Carretera', '1 PM'],
          ['Campo', '2 PM'],
          ['Río con puente volado', 'Toda la asignación'],
          ['Entrar en área con piezas (cualquier bando)', '+1 PM'],
          ['Salir de área disputada', '+1 PM'],
          ['Bloqueo de carretera (primera unidad enemiga)', '+1 PM, no acumulable con el anterior; se detiene'],
          ['Sin suministro o desordenada', 'Solo 1 área'],
        ],
      },
    ],
    cites: ['5.22', '5.31', '5.32', '5.33', '5.34', '5.35', '4.34'],
  },
  {
    id: 'supply',
    title: 'Suministro',
    body: `Ruta ([[9.31]]) hasta una fuente del escenario ([[14.9]]):

- solo por áreas propias; un puente volado solo si se está junto a él;
- se puede salir de un área enemiga, pero no entrar ni cruzarla;
- las áreas propias con enemigos dentro sí valen.

Sin suministro o desordenada ([[9.33]]): 1 área de movimiento; ni defensas ni reserva; −1 al disparar y en moral (acumulable).

Solo sin suministro ([[9.34]]): sin recursos; sin eventos, Acciones Especiales, estado mayor ni ingenieros; no se recupera del desorden; al acabar su fase de suministro, chequeo de moral ([[9.4]]).

Fallo de moral ([[9.4]]): en buen orden o recuperación → desorden; ya desordenada → pierde un paso; desordenada veterana con 10 o recluta con 8-10 → se rinde. La élite nunca se rinde.

Recuperación ([[9.35]]): con suministro, recuperación → buen orden y desorden → recuperación.`,
    cites: ['9.1', '9.31', '9.32', '9.33', '9.34', '9.35', '9.4', '14.9'],
  },
];

export const book: RefBook = { system: 'fab', sections, cards };
