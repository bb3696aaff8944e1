/** The OCS parts fetched after the game screen's code, in one chunk (./later.ts). */
export { Calculator } from './Calculator';
export { NewGameOptions } from './Options';
export { ChartView } from './ChartEditor';
