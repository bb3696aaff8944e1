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

Los números entre corchetes, como [[4.3]], remiten a otra sección. No hace falta seguirlos en una primera lectura: sirven para encontrar rápido una regla durante la partida. Las reglas propias de cada escenario (reglas exclusivas, desde la sección 11.0) mandan sobre estas reglas de serie si chocan: véase [[2.1]] y [[11.0]].`,
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

Taza de selección: un recipiente opaco, uno por jugador, del que se sacan a ciegas recursos y eventos. En la app la taza es virtual y el sorteo usa el dado sembrado de la partida.

Recuadros de estatus: cada jugador tiene tres en el mapa.

- Disponibles: recursos y eventos que puede usar ahora.
- Usados: recursos ya empleados en el turno en curso.
- Eliminados: eventos ya jugados y unidades o recursos destruidos.

Número de Éxito: la tirada más alta del d10 que todavía cuenta como éxito; se acierta sacando ese número o menos. La base es siempre 5; los modificadores de las reglas y de la tabla de combate lo suben o lo bajan. La tabla por defecto de la app está en [[combat-table]].`,
    keywords: ['d10', 'dado', 'dado de diez', 'uno siempre acierta', 'diez siempre falla', 'número de éxito', 'taza', 'taza de selección', 'disponibles', 'usados', 'eliminados', 'recuadros', 'reglas exclusivas', 'primer jugador'],
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
    keywords: ['unidad', 'bloque', 'recurso', 'ficha', 'artillería', 'recurso de batalla', 'evento', 'marcador', 'acción especial', 'niebla de guerra'],
  },
  {
    id: '2.3',
    parent: '2.0',
    title: 'Detalles de las unidades',
    body: `Clase blindados / clase infantería: son de clase blindados las unidades y recursos con mucho componente acorazado; el resto son de clase infantería. El escenario dice qué tipos pertenecen a cada clase ([[13.3]]). La clase decide la asignación de movimiento ([[5.22]]) y quién puede explotar ([[6.8]]).

Buen orden: la unidad no tiene marcador de desorden ni de recuperación y actúa con normalidad.

Desorden: solo las unidades (nunca los recursos) pueden desordenarse; sus capacidades quedan limitadas hasta que se recuperan ([[6.5]], efectos en [[9.33]]). Llevan marcador de desorden o, en la segunda etapa, de recuperación.

Escalas Superiores: los cuarteles generales de cuerpo o ejército. No hay pieza que los represente; el color de cada unidad, recurso y evento indica a cuál pertenece (en la app, además del color, una letra). El escenario las define ([[13.2]]). Limitan qué recursos se pueden juntar en una batalla ([[6.22]], [[6.23]]).

Chequeo de moral: tirada contra la calidad de tropa para ver si la unidad aguanta lo que se le pide ([[6.7]]).

Unidad punta: la que encabeza el ataque o cubre los accesos clave en defensa. Cada bando designa una en cada combate ([[6.24]]).

Reservas: unidades con marcador de reserva; el número de marcadores del juego es el límite. Pueden moverse en fases posteriores ([[5.21]]).

Pasos: los puntos del borde de la etiqueta. Las pérdidas quitan pasos y algunos eventos o Acciones Especiales los devuelven. Al perder un paso, el bloque gira 90° en sentido contrario a las agujas del reloj; si solo le quedaba uno, la unidad queda eliminada.

Calidad de tropa: el color de los puntos. Rojo es élite, negro es veterano y blanco es recluta. La calidad actual puede cambiar al cambiar el paso actual, y modifica el Número de Éxito en combate ([[combat-table]]) y en moral ([[6.7]]).

Estado de la unidad: su situación del momento: buen orden o desorden, con o sin suministro, en reserva o no.`,
    keywords: ['clase', 'blindados', 'infantería', 'buen orden', 'desorden', 'escala superior', 'formación', 'cuartel general', 'HQ', 'unidad punta', 'reserva', 'paso', 'pérdida de paso', 'girar bloque', 'calidad', 'élite', 'veterano', 'recluta', 'estado'],
  },
  {
    id: '2.4',
    parent: '2.0',
    title: 'Áreas, control y terreno',
    body: `Área: cada espacio con nombre y número del mapa. Una unidad en juego está siempre dentro de un área.

Disputada / no disputada: un área es disputada si hay fuerzas de los dos bandos en ella; es no disputada si está vacía o solo tiene fuerzas de un bando.

Control: toda área pertenece siempre a un bando, esté o no disputada. La controla el último bando que la ocupó en solitario. El control inicial lo fija el escenario ([[24.0]]). El control cambia en cuanto una o más unidades del otro bando quedan como únicos ocupantes. Los recursos solos conservan el control, pero no lo quitan. Cuando no sea evidente, se pone un marcador de control ([[9.2]]).

Terreno: no afecta al movimiento, salvo los límites de río con el puente volado ([[5.32]]). El símbolo de cada área remite en la clave del mapa a su Número de Dificultad del Terreno (NDT), que se resta al fuego cercano del atacante ([[6.28]], [[combat-table]]).

Área recién disputada: tiene ahora unidades de ambos bandos y estaba no disputada justo antes de acabar la fase de movimiento. Se reconoce al empezar la fase de combate porque sus bloques siguen de pie (sin revelar). En ella el combate es obligatorio ([[6.1]]).`,
    keywords: ['área', 'zona', 'disputada', 'no disputada', 'contestada', 'control', 'controlada', 'terreno', 'NDT', 'dificultad del terreno', 'recién disputada', 'nueva disputada'],
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

En cada turno de jugador, el que ejecuta sus fases es el Jugador en Fase y el otro es el Jugador No en Fase. La app muestra siempre en la cabecera la fase actual con un enlace a su sección.`,
    keywords: ['secuencia', 'orden del turno', 'fases', 'turno', 'jugador en fase', 'jugador no en fase'],
  },
  {
    id: '3.1',
    parent: '3.0',
    title: 'Fase de refuerzos',
    body: `Los dos jugadores reciben las unidades, recursos y eventos que les tocan este turno y devuelven a la taza los recursos del recuadro de Usados. El detalle está en [[4.1]].`,
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
    keywords: ['refuerzos', 'áreas de entrada', 'entrada bloqueada', 'retraso', 'taza', 'usados', 'devolver recursos', 'reciclar', 'acción especial reutilizable'],
  },
  {
    id: '4.2',
    parent: '4.0',
    title: 'Fase de administración',
    body: `Tiene lugar al comienzo de cada turno de jugador, en este orden:

- a) Los dos jugadores sacan al azar de su taza tantos recursos o eventos como marca el registro de turnos (una cifra para el primer jugador y otra para el segundo) y los ponen en Disponibles.
- b) Primero actúa el Jugador en Fase: puede jugar eventos que tenga en Disponibles, emplear allí sus ingenieros ([[4.3]]), usar el estado mayor ([[8.3]]) y gastar Acciones Especiales para reorganizar ([[8.25]]) o para reemplazos de calidad ([[8.26]]).
- c) Luego el Jugador No en Fase puede hacer lo mismo.

Las áreas y unidades sin suministro no pueden beneficiarse de nada de esto ([[9.34]] d).`,
    keywords: ['administración', 'robar', 'sacar fichas', 'registro de turnos', 'jugar eventos', 'ingenieros', 'estado mayor'],
  },
  {
    id: '4.21',
    parent: '4.2',
    title: 'Uso alternativo de un evento',
    body: `En vez de aplicar lo que dice un evento, cualquiera de los dos jugadores puede usarlo para devolver dos recursos propios, a su elección, del recuadro de Eliminados a la taza. No sirve para recuperar unidades ni otros eventos ([[17.0]]).`,
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
    body: `Hace falta controlar las dos áreas que une el puente volado, o controlar una y disputar la otra (que es del enemigo). El área propia desde la que se repara debe estar con suministro y no disputada. Cada recurso de ingenieros repara un puente por fase de administración: el marcador de puente volado sale del mapa y los ingenieros van a Usados.`,
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

El marcador se quita cuando la unidad se mueve, cuando su área se vuelve disputada, o bien al llegar la próxima fase de suministro del rival ([[9.5]]).`,
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
    keywords: ['asignación de movimiento', 'puntos de movimiento', 'PM', 'tres', 'seis', 'cuánto mueve', 'revelar', 'tumbar bloques'],
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
    body: `Las áreas están separadas por límites; para cruzarlos las unidades usan conexiones, que cuestan puntos de movimiento. El escenario puede añadir otros tipos ([[14.1]]).

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
          ['Primera unidad enemiga que entra en un área con bloqueo', '+1 PM (no acumulable con el de área ocupada) y se detiene'],
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
    keywords: ['coste de movimiento', 'puntos de movimiento', 'PM', 'carretera', 'campo', 'puente volado', 'área ocupada', 'diagonal', 'cuánto cuesta'],
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
    keywords: ['un puente por fase', 'cruzar río', 'volar puente al cruzar', 'uno a cinco', 'asalto por río', 'asalto fluvial', 'detenerse', 'parar'],
  },
  {
    id: '5.4',
    parent: '5.0',
    title: 'Movimiento estratégico',
    body: `Solo lo hacen unidades con suministro y con marcador de reserva, y con los límites del escenario ([[14.8]]).

La unidad va desde su área a cualquier otra área propia y con suministro a la que llegue por una cadena continua de conexiones de carretera o de campo, sin cruzar puentes volados y sin entrar ni pasar por áreas enemigas o disputadas. No se cuentan puntos de movimiento. Al terminar se le quita el marcador de reserva.`,
    keywords: ['movimiento estratégico', 'estratégico', 'reserva', 'transporte', 'ferrocarril'],
  },
];

const cards: readonly RefCard[] = [];

export const book: RefBook = { system: 'fab', sections, cards };
