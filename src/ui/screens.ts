/** The screens outside the home page, each fetched on first use (see lazy.tsx). */
import { lazyScreen } from './lazy';

export const NewGame = lazyScreen(() => import('./home/NewGame').then((m) => m.NewGame));
export const GameHost = lazyScreen(() => import('./game/GameHost').then((m) => m.GameHost));
export const Settings = lazyScreen(() => import('./Settings').then((m) => m.Settings));
export const Reference = lazyScreen(() => import('./reference/Reference').then((m) => m.Reference));
export const ToolHost = lazyScreen(() => import('./game/ToolHost').then((m) => m.ToolHost));
export const Replay = lazyScreen(() => import('./game/Replay').then((m) => m.Replay));
