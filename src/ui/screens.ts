/** The screens outside the home page, each fetched on first use (see lazy.tsx). */
import { lazyScreen } from './lazy';

export const NewGame = lazyScreen(() => import('./home/NewGame').then((m) => m.NewGame));
export const GameHost = lazyScreen(() => import('./game/GameHost').then((m) => m.GameHost));
export const Settings = lazyScreen(() => import('./Settings').then((m) => m.Settings));
export const Reference = lazyScreen(() => import('./reference/Reference').then((m) => m.Reference));
export const ToolHost = lazyScreen(() => import('./game/ToolHost').then((m) => m.ToolHost));
export const Replay = lazyScreen(() => import('./game/Replay').then((m) => m.Replay));
/** The scenario editor, reached through the small chunk of "My scenarios" (which names the editor's own chunks). */
export const Editor = lazyScreen(() => import('./drafts/MyScenarios').then((m) => m.EditorScreen));
/** "My scenarios" on the home screen: a section of it, fetched after its first paint. */
export const MyScenarios = lazyScreen(() => import('./drafts/MyScenarios').then((m) => m.MyScenarios), true);
