/** The OCS movement-phase module: engine, game screen, new-game options (the chart) and the calculator. */
import { t } from '../../i18n';
import type { SystemUi, NewGameFormProps } from '../system-ui';
import { ocsEngine } from '../../app/systems/ocs';
import { DEFAULT_CHART, validateChart } from '../../rules/ocs/chart';
import type { TerrainChart } from '../../rules/ocs/types';
import { GameScreen } from './GameScreen';
import { Calculator } from './Calculator';
import { ChartEditor } from './ChartEditor';
import { rejectionText } from './text';
import { ocsMoveTexts, ocsPhaseText } from './moves';
import './ocs.css';

function NewGameOptions({ options, onOptions }: NewGameFormProps) {
  const v = options['chart'] ? validateChart(options['chart']) : null;
  const chart: TerrainChart = v && v.ok ? v.value : DEFAULT_CHART;
  return (
    <section>
      <h3>{t('ocs.chartTitle')}</h3>
      <ChartEditor chart={chart} onChange={(c) => onOptions({ ...options, chart: c })} />
    </section>
  );
}

const ui: SystemUi = {
  moveTexts: ocsMoveTexts,
  phaseText: ocsPhaseText,
  engine: ocsEngine,
  rejectionText,
  GameScreen,
  NewGameOptions,
  defaultOptions: () => ({ chart: DEFAULT_CHART }),
  tools: [{ id: 'calculator', titleKey: 'ocs.calc.title', Screen: Calculator }],
  sideLabel: (_s, side) => t(side === 'A' ? 'ocs.sideA' : 'ocs.sideB'),
};

export default ui;
