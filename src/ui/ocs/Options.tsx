/** The OCS new-game options: the terrain effects chart of the game, editable (fetched with the calculator: ./later.ts). */
import { t } from '../../i18n';
import type { NewGameFormProps } from '../system-ui';
import { DEFAULT_CHART } from '../../rules/ocs/chart';
import { checkChart } from '../../rules/ocs/schema';
import type { TerrainChart } from '../../rules/ocs/types';
import { ChartEditor } from './ChartEditor';

export function NewGameOptions({ options, onOptions }: NewGameFormProps) {
  const v = options['chart'] ? checkChart(options['chart']) : null;
  const chart: TerrainChart = v && v.ok ? v.value : DEFAULT_CHART;
  return (
    <section>
      <h3>{t('ocs.chartTitle')}</h3>
      <ChartEditor chart={chart} onChange={(c) => onOptions({ ...options, chart: c })} />
    </section>
  );
}
