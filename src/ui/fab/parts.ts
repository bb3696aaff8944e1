/**
 * The FAB screens' parts a player does not need for the first paint of a game, in one chunk (./later.tsx
 * fetches it in idle time once a game's screen is up; the service worker precaches it like every chunk):
 * the combat assistant tool, the new-game forms, the map key, the turn track, the log tab, a block's card and the victory screen (the combat round's
 * panel is a chunk of its own: ./later.tsx).
 */
export { CombatAssistant } from './Assistant';
export { FabOptionsForm } from './Options';
export { SoloForm } from './SoloForm';
export { MapKey } from './MapKey';
export { Log } from './LogTab';
export { Victory } from './Victory';
export { TurnPanel } from './TurnPanel';
export { UnitCard } from './UnitCard';
