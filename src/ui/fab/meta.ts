/** FAB scenarios as the home screen lists them (small: the scenario bodies load with the engine). */
import type { ScenarioMeta } from '../../scenarios/types';
import { register } from '../../i18n';

export const fabScenarioMeta: readonly ScenarioMeta[] = [
  {
    system: 'fab',
    id: 'fab-millbrook',
    version: 1,
    name: { en: 'Millbrook Crossing (teaching)', es: 'El paso de Millbrook (aprendizaje)', fr: 'Le passage de Millbrook (initiation)' },
    blurb: {
      en: 'Three turns, four blocks a side, one river with three bridges: every phase of the FAB turn comes up once.',
      es: 'Tres turnos, cuatro bloques por bando y un río con tres puentes: cada fase del turno de FAB aparece al menos una vez.',
      fr: 'Trois tours, quatre blocs par camp et une rivière à trois ponts : chaque phase du tour FAB se présente au moins une fois.',
    },
    length: { en: '3 turns, about 45 min', es: '3 turnos, unos 45 min', fr: '3 tours, environ 45 min' },
  },
];

/** The home screen names the combat assistant before the FAB chunk loads: only that key, in three
 * languages; the full namespace (src/i18n/fab.ts) replaces it when the chunk arrives. */
register('fab', {
  en: { 'tool.combat': 'Combat assistant' },
  es: { 'tool.combat': 'Asistente de combate' },
  fr: { 'tool.combat': 'Assistant de combat' },
});
