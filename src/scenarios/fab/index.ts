/** FAB scenarios for the home screen: light metadata only (the bodies are in data.ts, loaded with the engine). */
import type { ScenarioMeta } from '../types';

export const scenarios: ScenarioMeta[] = [
  {
    system: 'fab',
    id: 'fab-millbrook',
    version: 1,
    name: {
      en: 'Millbrook Crossing (teaching)',
      es: 'El paso de Millbrook (aprendizaje)',
      fr: 'Le passage de Millbrook (initiation)',
    },
    blurb: {
      en: 'Four units a side, one river, three turns: every phase of the FAB turn in a short game.',
      es: 'Cuatro unidades por bando, un río y tres turnos: todas las fases del turno FAB en una partida corta.',
      fr: 'Quatre unités par camp, une rivière, trois tours : toutes les phases du tour FAB en une courte partie.',
    },
    length: { en: '3 turns, 30 min', es: '3 turnos, 30 min', fr: '3 tours, 30 min' },
  },
  {
    system: 'fab',
    id: 'fab-varna-gap',
    version: 1,
    name: { en: 'The Varna Gap', es: 'El paso de Varna', fr: 'La trouée de Varna' },
    blurb: {
      en: 'Two corps a side fight for the bridges of the Sella river and the road through the Varna hills.',
      es: 'Dos cuerpos por bando luchan por los puentes del río Sella y la carretera de las colinas de Varna.',
      fr: 'Deux corps par camp se disputent les ponts de la Sella et la route des collines de Varna.',
    },
    length: { en: '7 turns, 3 h', es: '7 turnos, 3 h', fr: '7 tours, 3 h' },
  },
];
