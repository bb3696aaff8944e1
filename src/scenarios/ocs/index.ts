import type { ScenarioMeta } from '../types';

/** Lightweight list for the home screen; the map and units load with the engine (./demo.ts). */
export const scenarios: ScenarioMeta[] = [
  {
    system: 'ocs',
    id: 'ocs-valley-of-rails',
    version: 1,
    name: { en: 'Valley of Rails', es: 'El valle de los raíles', fr: 'La vallée des rails' },
    blurb: {
      en: 'An original 24x16 hex valley with two rail gauges, rivers, mountains and depots: practise breakouts, road and rail moves and construction.',
      es: 'Un valle original de 24x16 hexágonos con dos anchos de vía, ríos, montañas y depósitos: practica rupturas, movimiento por carretera y ferrocarril y construcción.',
      fr: 'Une vallée originale de 24x16 hexagones avec deux écartements, des rivières, des montagnes et des dépôts : rupture, mouvement sur route et voie ferrée, construction.',
    },
    length: { en: '4 turns, 20 min', es: '4 turnos, 20 min', fr: '4 tours, 20 min' },
  },
];
