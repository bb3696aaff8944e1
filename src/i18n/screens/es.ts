/** The app's strings in Spanish of the game screens (the keys of ./en.ts; loaded alone: only the player's
 * language is fetched). */
import type { Dictionary } from '../registry';
import type { core as enCore, play as enPlay } from './en';

export const core: Dictionary<typeof enCore> = {
  'record.readOnlyTitle': 'Esta partida es de solo lectura',
  'record.refused': 'La regla {rule} rechaza la jugada {move}: {reason}',
  'record.damaged': 'La jugada {move} se dañó en el almacenamiento.',
  'record.lost': 'Las últimas {count} jugadas se perdieron del almacenamiento.',
  'record.shownAt':
    'La partida se muestra tras la jugada {good} de {stored}. No se ha borrado nada: el registro queda como está y puedes exportarlo.',
  'record.copy': 'Continuar desde aquí como copia',
  'record.copyName': '{name} (copia)',
  'record.copied': 'Se hizo una copia desde la jugada {good}. El original se conserva tal cual.',
  'record.readOnly':
    'Esta partida es de solo lectura: su registro no se puede reproducir más allá de esta jugada. Continúala como copia.',
  'undo.readOnly':
    'Esta partida es de solo lectura: no se deshace nada de su registro. Continúala como copia para seguir jugando.',
  'rules.newer':
    'Esta partida se juega con la versión {version} de las reglas de {system}; esta aplicación conoce hasta la versión {current}. Actualiza la aplicación para seguir con ella.',
  'rules.badVersion': 'La versión de las reglas de esta partida no es un número de versión.',
  setupFailed: 'Esta partida no se puede preparar: {reason}',
  'rules.offerTitle': 'Reglas más recientes',
  'rules.strip': 'Reglas versión {from} · la versión {to} es más reciente: qué cambia',
  'rules.checking': 'Comprobando cada jugada de la partida con las reglas más recientes…',
  'rules.offer': 'Esta partida sigue la versión {from} de las reglas. La versión {to} cambia estas reglas:',
  'rules.ruling': '{section}: {text}',
  'rules.allLegal': 'Todas las jugadas hechas son legales con ellas, y la posición no cambia.',
  'rules.allLegalChanged':
    'Todas las jugadas hechas son legales con ellas, pero la posición tras la última jugada cambia.',
  'rules.stay': 'Mientras no elijas, la partida sigue con las reglas con las que empezó.',
  'rules.move': 'Pasar esta partida a la versión {to}',
  'rules.keep': 'Mantener sus reglas',
  'rules.later': 'Ahora no',
  'rules.moved': 'Esta partida sigue ahora la versión {to} de las reglas.',
  'rules.moveIllegal':
    'La jugada {move} no es legal con las reglas nuevas ({rule}: {reason}); la partida sigue con sus reglas.',
  'undo.nothing': 'Todavía no hay nada que deshacer.',
  'undo.dice': 'La última jugada tiró dados o reveló información oculta, así que no se puede deshacer.',
  'undo.otherSide': 'La última jugada fue del otro bando; solo quien hizo una jugada puede deshacerla.',
  'undo.unread':
    'No se pudieron leer las jugadas anteriores de esta partida, así que esta jugada no se puede deshacer.',
  conflict: 'Esta partida ha cambiado en otra pestaña o ventana. Vuelve a cargarla para seguir desde la última jugada.',
  exportThis: 'Exportar esta partida',
  unknownTool: 'Esta herramienta no forma parte de esta versión de Sandtable.',
  gameMissing: 'Esa partida ya no está en este dispositivo.',
  undo: 'Deshacer',
  passTo: 'Pasa la tableta a {side}',
  handoffReason: 'A continuación: {status}',
  handoffHint: 'No hay nada secreto en pantalla. Toca cuando solo {side} pueda verla.',
  iAm: 'Soy {side}: ver mi lado',
  handoffHome: 'Salir a la pantalla de inicio',
  storageFull:
    'El dispositivo no tiene espacio: este movimiento no se ha guardado. Exporta tus partidas, libera espacio y vuelve a intentarlo.',
  // a saved game's dialogs on the home screen (src/ui/home/GameDialogs.tsx)
  exportSecretsTitle: 'Este archivo guarda los secretos de ambos bandos',
  exportSecrets:
    'La partida sigue en juego con bloques ocultos. El archivo conserva la etiqueta de cada bloque, cada ficha de los dos bandos y la semilla de los dados por venir, para poder continuar en otro sitio: quien lo abra lo verá todo y podrá calcular las próximas tiradas. ¿Exportarla de todos modos?',
  exportAnyway: 'Exportar de todos modos',
  renameTitle: 'Renombrar partida',
  gameName: 'Nombre de la partida',
  deleteTitle: '¿Borrar «{name}»?',
  deleteWarning:
    'La partida y todo su registro se eliminan de este dispositivo. Expórtala antes si quieres conservarla.',
  deleteConfirm: 'Borrar definitivamente',
  deleted: 'Se ha borrado «{name}».',
  cancel: 'Cancelar',
  save: 'Guardar',
};

export const play: Dictionary<typeof enPlay> = {
  replay: 'Repetición',
  replayOf: 'Repetición: {name}',
  replayBack: 'Volver',
  replayStart: 'Inicio de la partida',
  replayMove: 'Jugada {n} de {total}',
  replayFirst: 'Primera jugada',
  replayLast: 'Última jugada',
  replayPrev: 'Jugada anterior',
  replayNext: 'Jugada siguiente',
  replayPrevPhase: 'Fase anterior',
  replayNextPhase: 'Fase siguiente',
  replayPrevTurn: 'Turno anterior',
  replayNextTurn: 'Turno siguiente',
  replayPlay: 'Reproducir',
  replayPause: 'Pausa',
  replaySpeed: 'Velocidad',
  replaySpeedN: '{n} jugadas por segundo',
  replayPosition: 'Posición en la partida',
  replayLog: 'Jugadas',
  turnN: 'Turno {turn}',
  replayBy: '{side}',
  replayReadOnly:
    'Esto es una repetición: nada de lo que hagas aquí cambia la partida. Las jugadas se hacen en la partida.',
  replayAsSide: 'La partida no ha terminado y oculta información: la repetición muestra solo lo que vio {side}.',
  replayWho: '¿Quién mira la repetición?',
  replayWhoHint: 'Una partida sin terminar con información oculta se repite solo como la ve un bando.',
  replayFull: 'En esta repetición no se oculta nada (partida terminada, a mesa abierta o sin información oculta).',
  replayFailed: 'No se pudo repetir esta partida: {reason}',
  replayThis: 'Ver la repetición',
  gameOver: 'La partida ha terminado.',
  wakeLock: 'Mantener la pantalla encendida durante las partidas',
  langNotHere:
    '{lang} aún no está en este dispositivo: conéctate a internet una vez para descargarlo. La aplicación sigue en el idioma que tiene.',
  wakeLockHint: 'La pantalla no se apaga mientras hay una partida abierta (si el navegador lo permite).',
  guide: 'Guiar el primer turno del escenario de aprendizaje',
  guideHint:
    'Notas breves señalan qué tocar en cada fase de Millbrook Crossing. Se apagan solas cuando termina una primera partida.',
  shared: 'Archivo de partida compartido.',
  notes: 'Notas',
  sharedNote: 'Nota común (la ven los dos bandos)',
  privateNote: 'Nota privada de {side} (solo la ve {side})',
  notesSaved: 'Notas guardadas.',
  notesSave: 'Guardar notas',
  clock: 'Reloj',
  clockUse: 'Reloj por bando',
  clockOn: 'Poner en marcha los relojes',
  clockOff: 'Dejar de usar los relojes',
  clockPause: 'Pausar el reloj',
  clockResume: 'Reanudar el reloj',
  clockPaused: 'en pausa',
  clockOf: '{side}: {time}',
  storageSlow:
    'Esta jugada no se guardó: el almacenamiento del dispositivo no respondió en 3 segundos. No se pierde nada: la partida está como antes de la jugada, y Reintentar la vuelve a hacer.',
  storageFailed: 'Esta jugada no se guardó ({reason}). No se pierde nada: la partida está como antes de la jugada.',
  retry: 'Reintentar',
  close: 'Cerrar',
};
