/** The app's strings in Spanish of the game screens (the keys of ./en.ts; loaded alone: only the player's
 * language is fetched). */
import type { Dictionary } from '../registry';
import type { core as enCore, play as enPlay } from './en';

export const core: Dictionary<typeof enCore> = {
  'record.refused': 'La regla {rule} rechaza la jugada {move}: {reason}',
  'record.damaged': 'La jugada {move} se dañó en el almacenamiento.',
  'record.lost': 'Las últimas {count} jugadas se perdieron del almacenamiento.',
  'record.readOnly':
    'Esta partida es de solo lectura: su registro no se puede reproducir más allá de esta jugada. Continúala como copia.',
  'undo.readOnly':
    'Esta partida es de solo lectura: no se deshace nada de su registro. Continúala como copia para seguir jugando.',
  'rules.newer':
    'Esta partida se juega con la versión {version} de las reglas de {system}; esta aplicación conoce hasta la versión {current}. Actualiza la aplicación para seguir con ella.',
  'rules.badVersion': 'La versión de las reglas de esta partida no es un número de versión.',
  setupFailed: 'Esta partida no se puede preparar: {reason}',
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
