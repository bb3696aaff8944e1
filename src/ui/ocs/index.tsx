/** The OCS movement-phase module: engine, game screen, new-game options (the chart) and the calculator. */
import { t } from '../../i18n';
import type { SystemUi } from '../system-ui';
import { ocsEngine } from '../../app/systems/ocs';
import { DEFAULT_CHART } from '../../rules/ocs/chart';
import { GameScreen } from './GameScreen';
import { Calculator, NewGameOptions, preloadLater, preloadLaterWhenIdle } from './later';
import { rejectionText } from './text';
import { ocsMoveTexts, ocsPhaseText } from './moves';
import './ocs.css';

const ui: SystemUi = {
  moveTexts: ocsMoveTexts,
  phaseText: ocsPhaseText,
  engine: ocsEngine,
  rejectionText,
  GameScreen,
  NewGameOptions,
  prepareNewGame: preloadLater,
  defaultOptions: () => ({ chart: DEFAULT_CHART }),
  tools: [{ id: 'calculator', titleKey: 'ocs.calc.title', Screen: Calculator }],
  sideLabel: (_s, side) => t(side === 'A' ? 'ocs.sideA' : 'ocs.sideB'),
};

export default ui;

/** Called by src/ui/systems.ts once this module and its strings are here: the parts a first paint does not need
 * (./later.ts) follow in idle time. */
export { preloadLaterWhenIdle };
