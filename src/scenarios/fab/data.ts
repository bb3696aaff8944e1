/** FAB scenario bodies (heavy data), loaded with the engine, never by the home screen. */
import type { FabScenario } from '../../rules/fab/types';
import { millbrook } from './millbrook';
import { varnaGap } from './varna-gap';

export const fabScenarios: Readonly<Record<string, FabScenario>> = {
  [millbrook.id]: millbrook,
  [varnaGap.id]: varnaGap,
};
