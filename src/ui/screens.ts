/**
 * The screens outside the home page, each fetched on first use (see lazy.tsx), with the strings of those screens in
 * the player's language (src/i18n/screens/load.ts: the game screens', and the others' for settings, the new-game form
 * and the rules), fetched alongside and awaited with the code.
 */
import type { ComponentType } from 'preact';
import { moreStringsReady, screenStringsReady, takeBackStringsReady } from '../i18n/screens/load';
import { lazyScreen } from './lazy';

const withStrings = <P extends object>(load: () => Promise<ComponentType<P>>, strings: () => Promise<void>) =>
  lazyScreen(() => Promise.all([load(), strings()]).then(([c]) => c));

export const NewGame = withStrings(() => import('./home/NewGame').then((m) => m.NewGame), moreStringsReady);
export const GameHost = withStrings(() => import('./game/GameHost').then((m) => m.GameHost), screenStringsReady);
export const Settings = withStrings(() => import('./Settings').then((m) => m.Settings), moreStringsReady);
export const Reference = withStrings(() => import('./reference/Reference').then((m) => m.Reference), moreStringsReady);
export const ToolHost = withStrings(() => import('./game/ToolHost').then((m) => m.ToolHost), screenStringsReady);
// the replay's own words, and its log names take-back requests and answers (FAB)
const replayStrings = () =>
  Promise.all([
    screenStringsReady(),
    import('../i18n/screens/load-later').then((m) => m.laterScreenStringsReady()),
    takeBackStringsReady(),
  ]).then(() => undefined);
export const Replay = withStrings(() => import('./game/Replay').then((m) => m.Replay), replayStrings);
/** The scenario editor, reached through the small chunk of "My scenarios" (which names the editor's own chunks). */
export const Editor = withStrings(() => import('./drafts/MyScenarios').then((m) => m.EditorScreen), moreStringsReady);
/** "My scenarios" on the home screen: a section of it, fetched after its first paint. */
export const MyScenarios = lazyScreen(() => import('./drafts/MyScenarios').then((m) => m.MyScenarios), true);
