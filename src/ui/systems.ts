/**
 * The rule systems in this build, in the order the home screen shows them. Each entry's scenario list is
 * small data for the home screen; its screens and engine load lazily (one chunk per system).
 */
import { systems } from './registry';
import { stringsReady as fabStringsReady } from '../i18n/fab/load';
import { stringsReady as fubarStringsReady } from '../i18n/fubar/load';
import { stringsReady as ocsStringsReady } from '../i18n/ocs/load';
import { scenarios as fabScenarios } from '../scenarios/fab';
import { scenarios as fubarScenarios } from '../scenarios/fubar';
import { scenarios as ocsScenarios } from '../scenarios/ocs';

systems.push(
  {
    id: 'fab',
    scenarios: fabScenarios,
    // the FAB strings come one language at a time (src/i18n/fab/load.ts): the player's, fetched alongside the
    // screen's code and awaited with it; then, in idle time, the parts a first paint does not need
    load: () =>
      Promise.all([import('./fab'), fabStringsReady()]).then(([m]) => {
        m.preloadLaterWhenIdle();
        return m.default;
      }),
    tools: [['combat', 'core.tool.fab.combat']],
  },
  {
    id: 'fubar',
    scenarios: fubarScenarios,
    // its strings in the player's language, fetched alongside the screen's code (src/i18n/fubar/load.ts)
    load: () =>
      Promise.all([import('./fubar'), fubarStringsReady()]).then(([m]) => {
        m.preloadLaterWhenIdle();
        return m.default;
      }),
    tools: [['rosters', 'core.tool.fubar.rosters']],
  },
  {
    id: 'ocs',
    scenarios: ocsScenarios,
    load: () =>
      Promise.all([import('./ocs'), ocsStringsReady()]).then(([m]) => {
        m.preloadLaterWhenIdle();
        return m.default;
      }),
    tools: [['calculator', 'core.tool.ocs.calculator']],
  },
);
