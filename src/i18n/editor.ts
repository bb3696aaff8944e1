/**
 * The scenario editor's words (issue 28) in all three languages at once, registered: for tests and scripts. The app
 * fetches the player's language only, with the editor's chunk (./editor/load.ts, issue 30); never with the home
 * screen.
 */
import { register, type Namespace } from './registry';
import { editorEn } from './editor/en';
import { editorEs } from './editor/es';
import { editorFr } from './editor/fr';

/** The keys of this namespace (the English dictionary is the reference; see ./keys.ts). */
export type Key = keyof typeof editorEn;

export const messages: Namespace = { en: editorEn, es: editorEs, fr: editorFr };

register('editor', messages);
