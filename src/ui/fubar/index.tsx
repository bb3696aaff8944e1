/** FUBAR screens, loaded lazily by the app shell: the table companion, the roster builder, the new-game form. */
import { fubarEngine } from '../../app/systems/fubar';
import type { SystemUi } from '../system-ui';
import { GameScreen } from './GameScreen';
import { NewGameOptions, RosterTool, preloadLater, preloadLaterWhenIdle } from './later';
import { rejectionText } from './parts';
import { fubarMoveTexts, fubarPhaseText } from './moves';
import './fubar.css';

const ui: SystemUi = {
  moveTexts: fubarMoveTexts,
  phaseText: fubarPhaseText,
  engine: fubarEngine,
  GameScreen,
  NewGameOptions,
  prepareNewGame: preloadLater,
  defaultOptions: () => ({}),
  tools: [{ id: 'rosters', titleKey: 'fubar.tool.rosters', Screen: RosterTool }],
  handoffSide: () => null,
  rejectionText,
  sideLabel: (session, side) => {
    const s = (session.state.value as { ctx?: { sides?: { name: string }[] } }).ctx?.sides;
    return (side === 'A' ? s?.[0]?.name : side === 'B' ? s?.[1]?.name : undefined) ?? side;
  },
};

export default ui;

/** Called by src/ui/systems.ts once this module and its strings are here: the parts a first paint does not need
 * (./later.ts) follow in idle time. */
export { preloadLaterWhenIdle };
