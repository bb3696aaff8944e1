/**
 * Take-back by agreement's strings in Spanish (issue 27: src/app/take-back.ts; the English ones are the reference,
 * ../tb.ts). The app fetches the player's language with the screens' strings (../screens/load.ts).
 */
import type { tbEn } from './en';

export const tbEs: Record<keyof typeof tbEn, string> = {
  ask: 'Pedir deshacer',
  askLabel: 'Pedir al otro bando que deshaga tu última jugada (Deshacer no puede: tiró dados o reveló algo)',
  askedMove: '{side} pide deshacer su última jugada:',
  askedNote:
    'Si aceptas, la partida vuelve a antes de esa jugada. Los dados ya tirados quedan gastados (al repetirla se tiran dados nuevos) y lo que cada bando vio sigue visto.',
  accept: 'Aceptar',
  refuse: 'Rechazar',
  waiting: '{side} pidió deshacer su última jugada: {other} responde primero, al tomar la tableta.',
  withdraw: 'Retirar la petición',
  withdrawn: 'Petición retirada.',
  appAccepted: 'La app aceptó: tu jugada se deshace (los dados tirados quedan gastados).',
  appRefused: 'La app rechazó: acepta una petición por partida.',
  accepted: 'Aceptado: la jugada se deshace.',
  refused: 'Rechazado: nada cambia.',
  logAsk: 'pidió deshacer su última jugada',
  logAccept: 'aceptó deshacer la última jugada (sus dados quedan tirados)',
  logRefuse: 'rechazó deshacer la última jugada',
  'takeBack.pending':
    'Una petición de deshacer espera la respuesta del otro bando: no se juega nada más hasta entonces.',
  'takeBack.over': 'La partida terminó: no se deshace nada.',
  'takeBack.nothing': 'No hay jugada tuya que deshacer.',
  'takeBack.otherSide': 'Solo el bando que hizo la última jugada puede pedir deshacerla.',
  'takeBack.undo': 'Esta jugada no tiró dados ni reveló nada: Deshacer la quita.',
  'takeBack.noRequest': 'Ninguna petición de deshacer espera respuesta.',
  'takeBack.ownAnswer': 'El bando que pidió no puede responder a su propia petición.',
  'takeBack.unread': 'Todavía se están leyendo las jugadas anteriores de esta partida.',
  'takeBack.none': 'Este sistema de reglas no tiene deshacer por acuerdo.',
  'takeBack.appMoving': 'La app está a punto de jugar: pide antes de que lo haga, o sigue jugando.',
  'undo.takeBack': 'Una petición de deshacer espera la respuesta del otro bando: retírala en su lugar.',
};
