import type { ScenarioMeta } from '../types';

/** FUBAR starter scenarios (original). The rosters live in ./presets and load with the engine. */
export const scenarios: ScenarioMeta[] = [
  {
    system: 'fubar',
    id: 'fubar-crossroads',
    version: 1,
    name: { en: 'Crossroads', es: 'El cruce', fr: 'Le carrefour' },
    blurb: {
      en: 'Two rifle sections against a militia band and its hunters around a village crossroads. Infantry only: a first game.',
      es: 'Dos pelotones de fusileros contra una banda de milicianos y sus cazadores en el cruce de un pueblo. Solo infantería: una primera partida.',
      fr: 'Deux groupes de fusiliers contre une bande de miliciens et ses chasseurs autour d’un carrefour de village. Infanterie seule : une première partie.',
    },
    length: { en: '6 turns, 45 min', es: '6 turnos, 45 min', fr: '6 tours, 45 min' },
  },
  {
    system: 'fubar',
    id: 'fubar-convoy',
    version: 1,
    name: { en: 'Convoy', es: 'El convoy', fr: 'Le convoi' },
    blurb: {
      en: 'A tank, a carrier and their dismounts push down a road held by two modern fire teams. Vehicles, damage and overwatch.',
      es: 'Un tanque, un transporte y su infantería avanzan por una carretera defendida por dos equipos modernos. Vehículos, daños y guardia.',
      fr: 'Un char, un transport et son infanterie avancent sur une route tenue par deux équipes modernes. Véhicules, dégâts et tir d’alerte.',
    },
    length: { en: '8 turns, 1 h', es: '8 turnos, 1 h', fr: '8 tours, 1 h' },
  },
];
