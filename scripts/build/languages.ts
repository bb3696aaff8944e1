/**
 * Issue 30, one language offline: the build's chunks of one language only (a system's words, the refusal
 * sentences, the rules reference texts: `src/i18n/fab/fr.ts`, `src/i18n/fab/err-fr.ts`, `src/reference/fab.fr.ts`...)
 * are left out of the precache, and the service worker keeps the player's language of them instead
 * (./lang-cache.sw.js, imported by the generated worker): a device downloads one language of the reference and the
 * words, not three. The worker caches the language of the device when it installs, and the app tells it the
 * language the player chose (src/ui/shell/pwa.ts), at start, on a switch and before an update takes over.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export const LANGS = ['en', 'es', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

/** A source module that holds one language's text: `en.ts`, `err-fr.ts`, `later-es.ts`, `fab.fr.ts`... */
const ONE_LANGUAGE = /(?:^|[\\/])(?:[a-z]+[.-])?(en|es|fr)\.tsx?$/;

/** The language of a chunk made only of modules of one language, or null (a chunk with any other module). */
export function chunkLanguage(moduleIds: readonly string[]): Lang | null {
  const ids = moduleIds.filter((id) => !id.startsWith('\0'));
  if (!ids.length) return null;
  let lang: Lang | null = null;
  for (const id of ids) {
    const m = ONE_LANGUAGE.exec(id.split('?')[0] ?? id);
    const l = m?.[1] as Lang | undefined;
    if (!l || (lang && l !== lang)) return null;
    lang = l;
  }
  return lang;
}

export type LanguageFiles = Record<Lang, string[]>;

/**
 * The plugin: finds the one-language chunks of the build (`files`, filled when the bundle is written, read by the
 * precache's manifest transform in vite.config.ts) and emits `lang-cache.js`, the worker's script with their
 * lists in it.
 */
export function languageFiles(files: LanguageFiles): Plugin {
  const template = readFileSync(new URL('./lang-cache.sw.js', import.meta.url), 'utf8');
  return {
    name: 'sandtable:language-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const l of LANGS) files[l] = [];
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        const l = chunkLanguage(out.moduleIds);
        if (l) files[l].push(out.fileName);
      }
      for (const l of LANGS) files[l].sort();
      this.emitFile({
        type: 'asset',
        fileName: 'lang-cache.js',
        source: template.replace('/*LANGUAGE_FILES*/ {}', JSON.stringify(files)),
      });
    },
  };
}
