/**
 * The screens outside the home page, each fetched on first use (see lazy.tsx), with the strings of those screens in
 * the player's language (src/i18n/screens/load.ts), fetched alongside and awaited with the code.
 */
import type { ComponentType } from 'preact';
import { screenStringsReady } from '../i18n/screens/load';
import { lazyScreen } from './lazy';

const withStrings = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazyScreen(() => Promise.all([load(), screenStringsReady()]).then(([c]) => c));

export const NewGame = withStrings(() => import('./home/NewGame').then((m) => m.NewGame));
export const GameHost = withStrings(() => import('./game/GameHost').then((m) => m.GameHost));
export const Settings = withStrings(() => import('./Settings').then((m) => m.Settings));
export const Reference = withStrings(() => import('./reference/Reference').then((m) => m.Reference));
export const ToolHost = withStrings(() => import('./game/ToolHost').then((m) => m.ToolHost));
export const Replay = withStrings(() => import('./game/Replay').then((m) => m.Replay));
