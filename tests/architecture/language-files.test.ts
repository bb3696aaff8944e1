/**
 * Issue 30, one language offline: the build tells a chunk of one language (kept by the service worker for the
 * player's language only) from the rest (precached), by the modules in it (scripts/build/languages.ts).
 */
import { describe, expect, it } from 'vitest';
import { chunkLanguage } from '../../scripts/build/languages';

describe('the one-language chunks of the build (issue 30)', () => {
  it('a chunk of one language: words, refusal sentences, later words, the reference books', () => {
    expect(chunkLanguage(['/app/src/i18n/fab/fr.ts'])).toBe('fr');
    expect(chunkLanguage(['/app/src/i18n/fab/err-es.ts'])).toBe('es');
    expect(chunkLanguage(['/app/src/i18n/screens/more-en.ts'])).toBe('en');
    expect(chunkLanguage(['/app/src/reference/fab.fr.ts'])).toBe('fr');
    expect(chunkLanguage(['/app/src/reference/ocs.es.ts', '/app/src/i18n/ocs/es.ts'])).toBe('es');
  });

  it('anything else is precached: a module of no language, of all three, or two languages in one chunk', () => {
    expect(chunkLanguage(['/app/src/i18n/fab/load.ts'])).toBeNull();
    expect(chunkLanguage(['/app/src/i18n/editor.ts'])).toBeNull(); // all three languages at once
    expect(chunkLanguage(['/app/src/i18n/fab/fr.ts', '/app/src/ui/fab/Log.tsx'])).toBeNull();
    expect(chunkLanguage(['/app/src/i18n/fab/fr.ts', '/app/src/i18n/fab/es.ts'])).toBeNull();
    expect(chunkLanguage(['/app/src/ui/screen.ts'])).toBeNull(); // "screen" is not "en"
    expect(chunkLanguage(['/app/src/ui/often.ts'])).toBeNull();
    expect(chunkLanguage([])).toBeNull();
    expect(chunkLanguage(['\0vite/preload-helper'])).toBeNull();
  });
});
