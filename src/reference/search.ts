/**
 * Search over the rules reference as you type: titles, section numbers, text and keywords, tolerant of
 * typos (fuzzy) and accents (folded), entirely offline. minisearch is small and loads only with the
 * reference screen.
 *
 * One index holds the books of every language, so "retirada" and "retraite" find FAB 6.6 from the English
 * interface and "retreat" finds it from the Spanish one; a section found in several languages is listed
 * once, and the screen shows it in the interface language. A section whose title holds the searched word
 * ranks above sections that only mention it ("retreat": 6.6 Retreats before 5.1 Stacking limits).
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
  /** Folded words of the title and keywords, kept for ranking (see `boostDocument`). */
  heads: string;
}

export type RefIndex = MiniSearch<Doc>;

const words = (text: string): string[] =>
  text
    .split(/[^\p{L}\p{N}.]+/u)
    .flatMap((w) => (w.includes('.') && !/^\d+\.\d+$/.test(w) ? w.split('.') : [w]))
    .filter(Boolean);

/** How much a document's score is multiplied by for one query term: a section titled with the word wins. */
export function headBoost(heads: string, term: string): number {
  if (term.length < 3) return 1;
  let best = 1;
  for (const h of heads.split(' ')) {
    if (h === term) return 3;
    // "retreat" in "retreats", "retirada" in "retiradas"; the first five letters catch "retirarse".
    if (h.startsWith(term) || (term.length >= 5 && h.length >= 5 && h.slice(0, 5) === term.slice(0, 5))) best = 2;
  }
  return best;
}

export function buildIndex(books: readonly RefBook[]): RefIndex {
  const ms = new MiniSearch<Doc>({
    idField: 'key',
    fields: ['id', 'title', 'body', 'keywords'],
    storeFields: ['system', 'id', 'title', 'heads'],
    processTerm: (term) => fold(term),
    tokenize: (text, field) => (field === 'id' ? [text] : words(text)),
    searchOptions: {
      boost: { id: 6, title: 4, keywords: 3, body: 1 },
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 0.25 : term.length >= 4 ? 1 : false),
      combineWith: 'AND',
      boostDocument: (_id, term, stored) =>
        headBoost(typeof stored?.['heads'] === 'string' ? stored['heads'] : '', term),
    },
  });
  addBooks(ms, books);
  return ms;
}

/** The documents of some books; `tag` keeps each book's keys apart from another language's. */
export function docsOf(books: readonly RefBook[], tag: string): Doc[] {
  const docs: Doc[] = [];
  books.forEach((b, i) => {
    for (const s of b.sections) {
      const tables = (s.tables ?? []).map((t) => [t.caption, ...t.head, ...t.rows.flat()].join(' ')).join(' ');
      const keywords = (s.keywords ?? []).join(' ');
      docs.push({
        key: `${b.system}:${s.id}#${tag}.${i}`,
        system: b.system,
        id: s.id,
        title: s.title,
        body: `${s.body} ${tables}`,
        keywords,
        heads: words(`${s.title} ${keywords}`).map(fold).join(' '),
      });
    }
  });
  return docs;
}

/** Add more books (another language) to an index at once. */
export function addBooks(ms: RefIndex, books: readonly RefBook[]): void {
  ms.addAll(docsOf(books, `n${ms.documentCount}`));
}

/** Add more books a few sections at a time, yielding to the page in between (typing stays fast meanwhile). */
export function addBooksAsync(ms: RefIndex, books: readonly RefBook[], tag: string): Promise<void> {
  return ms.addAllAsync(docsOf(books, tag), { chunkSize: 8 });
}

/** The best sections for a query, each section once (its best-scoring language), best first. */
export function search(index: RefIndex, query: string, limit = 30): Hit[] {
  const q = query.trim();
  if (!q) return [];
  let results = index.search(q);
  if (results.length === 0) results = index.search(q, { combineWith: 'OR' });
  const seen = new Set<string>();
  const out: Hit[] = [];
  for (const r of results) {
    const system = r['system'] as SystemId;
    const id = r['id'] as string;
    const key = `${system}:${id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ system, id, title: r['title'] as string, score: r.score });
    if (out.length === limit) break;
  }
  return out;
}
