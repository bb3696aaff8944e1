/**
 * Search over the rules reference as you type: titles, section numbers, text and keywords, tolerant of
 * typos (fuzzy) and accents (folded), entirely offline. minisearch is small and loads only with the
 * reference screen.
 */
import MiniSearch from 'minisearch';
import type { SystemId } from '../rules/common/engine';
import type { RefBook } from './types';

export interface Hit {
  system: SystemId;
  id: string;
  title: string;
  score: number;
}

/** Lower case, accents removed: "Retirada", "retirada" and "retirâda" match. */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

interface Doc {
  key: string;
  system: SystemId;
  id: string;
  title: string;
  body: string;
  keywords: string;
}

export function buildIndex(books: readonly RefBook[]): MiniSearch<Doc> {
  const ms = new MiniSearch<Doc>({
    idField: 'key',
    fields: ['id', 'title', 'body', 'keywords'],
    storeFields: ['system', 'id', 'title'],
    processTerm: (term) => fold(term),
    tokenize: (text, field) =>
      field === 'id'
        ? [text]
        : text
            .split(/[^\p{L}\p{N}.]+/u)
            .flatMap((w) => (w.includes('.') && !/^\d+\.\d+$/.test(w) ? w.split('.') : [w]))
            .filter(Boolean),
    searchOptions: {
      boost: { id: 6, title: 4, keywords: 3, body: 1 },
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 0.25 : term.length >= 4 ? 1 : false),
      combineWith: 'AND',
    },
  });
  const docs: Doc[] = [];
  for (const b of books) {
    for (const s of b.sections) {
      const tables = (s.tables ?? []).map((t) => [t.caption, ...t.head, ...t.rows.flat()].join(' ')).join(' ');
      docs.push({
        key: `${b.system}:${s.id}`,
        system: b.system,
        id: s.id,
        title: s.title,
        body: `${s.body} ${tables}`,
        keywords: (s.keywords ?? []).join(' '),
      });
    }
  }
  ms.addAll(docs);
  return ms;
}

export function search(index: MiniSearch<Doc>, query: string, limit = 30): Hit[] {
  const q = query.trim();
  if (!q) return [];
  let results = index.search(q);
  if (results.length === 0) results = index.search(q, { combineWith: 'OR' });
  return results.slice(0, limit).map((r) => ({
    system: r['system'] as SystemId,
    id: r['id'] as string,
    title: r['title'] as string,
    score: r.score,
  }));
}
