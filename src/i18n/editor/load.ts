/**
 * The scenario editor's words, one language at a time (issue 30: a device keeps one language of them, not three,
 * ../../../scripts/build/languages.ts): the player's language is fetched with the editor (src/ui/drafts/MyScenarios.tsx),
 * another on a language switch.
 */
import { lang, loadLang, perLang, registerLoader } from '../registry';

const editorWords = perLang({
  en: () => import('./en').then((m) => m.editorEn),
  es: () => import('./es').then((m) => m.editorEs),
  fr: () => import('./fr').then((m) => m.editorFr),
});
registerLoader('editor', editorWords);

/** The player's language of the editor's words (idempotent; after a failed fetch, tries again). */
export const editorStringsReady = (): Promise<void> => loadLang(lang.value, ['editor']);
