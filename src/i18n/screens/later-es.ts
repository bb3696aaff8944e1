/** The game screens' strings in Spanish that only their later parts show (the keys of ./later-en.ts). */
import type { Dictionary } from '../registry';
import type { core as enCore, play as enPlay } from './later-en';

export const core: Dictionary<typeof enCore> = {
  'record.readOnlyTitle': 'Esta partida es de solo lectura',
  'record.shownAt':
    'La partida se muestra tras la jugada {good} de {stored}. No se ha borrado nada: el registro queda como está y puedes exportarlo.',
  'record.copy': 'Continuar desde aquí como copia',
  'record.copyName': '{name} (copia)',
  'record.copied': 'Se hizo una copia desde la jugada {good}. El original se conserva tal cual.',
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
};
