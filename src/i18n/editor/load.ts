/**
 * The scenario editor's words, one language at a time (issue 30: a device keeps one language of them, not three,
 * ../../../scripts/build/languages.ts): the player's language is fetched with the editor (src/ui/drafts/MyScenarios.tsx),
 * another on a language switch.
 */
import { lang, loadLang, registerLoader, type Lang, type Messages } from '../registry';

const editorWords = (l: Lang): Promise<Messages> => {
  switch (l) {
    case 'en':
      return import('./en').then((m) => m.editorEn);
    case 'es':
      return import('./es').then((m) => m.editorEs);
    case 'fr':
      return import('./fr').then((m) => m.editorFr);
  }
};
registerLoader('editor', editorWords);

/** The player's language of the editor's words (idempotent; after a failed fetch, tries again). */
export const editorStringsReady = (): Promise<void> => loadLang(lang.value, ['editor']);
