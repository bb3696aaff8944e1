/**
 * The rule systems in this build. Each entry's scenario list is small data for the home screen; its
 * screens and engine load lazily (one chunk per system).
 */
import { registerEngine } from '../app/engines';
import { systems } from './registry';
import { fabScenarioMeta } from './fab/meta';

void registerEngine;
void systems;
systems.push({ id: 'fab', scenarios: fabScenarioMeta, load: () => import('./fab').then((m) => m.default), tools: [['combat', 'fab.tool.combat']] });
