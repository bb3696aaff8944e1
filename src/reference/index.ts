/**
 * Loading the rules reference: one chunk per system and language, fetched when first opened and cached by
 * the service worker for offline use. Section lookups fall back from a lettered or deeper citation to the
 * nearest section that exists ("6.42c" -> "6.42" -> "6.4" -> "6.0").
 */
import type { Lang } from '../i18n';
import type { SystemId } from '../rules/common/engine';
import type { RefBook, RefSection } from './types';

const modules = import.meta.glob<{ book: RefBook }>('./*.{en,es,fr}.ts');

export const REF_SYSTEMS: readonly SystemId[] = ['fab', 'fubar', 'ocs'];

export function hasBook(system: SystemId, lang: Lang): boolean {
  return `./${system}.${lang}.ts` in modules;
}

const cache = new Map<string, Promise<RefBook>>();

/** The book in `lang`, or in English when that language is not written yet; null when neither exists. */
export function loadBook(system: SystemId, lang: Lang): Promise<RefBook | null> {
  const chosen = hasBook(system, lang) ? lang : hasBook(system, 'en') ? 'en' : null;
  if (!chosen) return Promise.resolve(null);
  const key = `./${system}.${chosen}.ts`;
  let p = cache.get(key);
  if (!p) {
    p = modules[key]!().then((m) => m.book);
    cache.set(key, p);
    p.catch(() => cache.delete(key)); // not fetched (offline): tried again next time
  }
  return p;
}

/** Candidate ids for a citation, most specific first. */
export function citationChain(cite: string): string[] {
  const out: string[] = [cite];
  const letters = cite.match(/^(\d+\.\d+)[a-z]+$/i);
  let c = letters ? letters[1]! : cite;
  if (c !== cite) out.push(c);
  while (/^\d+\.\d{2,}$/.test(c)) {
    c = c.slice(0, -1);
    out.push(c);
  }
  const m = c.match(/^(\d+)\.[1-9]$/);
  if (m) out.push(`${m[1]}.0`);
  return out;
}

export function findSection(book: RefBook, cite: string): RefSection | undefined {
  for (const id of citationChain(cite)) {
    const s = book.sections.find((x) => x.id === id);
    if (s) return s;
  }
  return undefined;
}

export function childrenOf(book: RefBook, id: string): RefSection[] {
  return book.sections.filter((s) => s.parent === id);
}
