/**
 * The FUBAR and OCS rules references: same slugs in every language (the engines cite them), links that
 * resolve, no empty text, tables that agree across languages, the own-words check runs in .ci/run (it needs ../shared).
 */
import { describe, expect, it } from 'vitest';
import type { RefBook, RefTable } from '../../src/reference/types';
import { book as fubarEn } from '../../src/reference/fubar.en';
import { book as fubarEs } from '../../src/reference/fubar.es';
import { book as fubarFr } from '../../src/reference/fubar.fr';
import { book as ocsEn } from '../../src/reference/ocs.en';
import { book as ocsEs } from '../../src/reference/ocs.es';
import { book as ocsFr } from '../../src/reference/ocs.fr';

const LANGS = ['en', 'es', 'fr'] as const;
type Lang = (typeof LANGS)[number];

const SYSTEMS = {
  fubar: {
    books: { en: fubarEn, es: fubarEs, fr: fubarFr } as Record<Lang, RefBook>,
    ids: [
      'units',
      'training',
      'initiative',
      'activation',
      'actions',
      'shooting',
      'suppression',
      'cover',
      'melee',
      'melee-vehicles',
      'weapons',
      'armour',
      'vehicles',
      'vehicle-damage',
    ],
    cards: ['activation', 'shooting', 'vehicle-damage'],
  },
  ocs: {
    books: { en: ocsEn, es: ocsEs, fr: ocsFr } as Record<Lang, RefBook>,
    ids: [
      'phase',
      'breakout',
      'movement',
      'movement-points',
      'terrain',
      'hexsides',
      'roads',
      'zoc',
      'modes',
      'minimum-move',
      'reversibility',
      'rail',
      'depots',
      'airbases',
      'fortifications',
      'engineers',
      'bombardment',
    ],
    cards: ['rail'],
  },
} as const;
type Sys = keyof typeof SYSTEMS;

/** Every [[target]] in a text. */
function links(text: string): string[] {
  return [...text.matchAll(/\[\[([^\]]*)\]\]/g)].map((m) => m[1] ?? '');
}

/** Does a link written in `sys`'s book point at an existing section? */
function resolves(sys: Sys, lang: Lang, target: string): boolean {
  const [other, id] = target.includes(':') ? target.split(':', 2) : [sys, target];
  if (!(other! in SYSTEMS)) return false;
  return SYSTEMS[other as Sys].books[lang].sections.some((s) => s.id === id);
}

function tablesProblems(tables: readonly RefTable[] | undefined, where: string): string[] {
  const out: string[] = [];
  for (const [ti, t] of (tables ?? []).entries()) {
    if (!t.caption.trim()) out.push(`${where} table ${ti}: empty caption`);
    if (t.head.length === 0) out.push(`${where} table ${ti}: no columns`);
    if (t.rows.length === 0) out.push(`${where} table ${ti}: no rows`);
    t.head.forEach((h, c) => {
      if (!h.trim()) out.push(`${where} table ${ti}: empty heading ${c}`);
    });
    t.rows.forEach((row, r) => {
      if (row.length !== t.head.length)
        out.push(`${where} table ${ti} row ${r}: ${row.length} cells for ${t.head.length} columns`);
      row.forEach((cell, c) => {
        if (!cell.trim()) out.push(`${where} table ${ti} row ${r} cell ${c}: empty`);
      });
    });
  }
  return out;
}

/** Text layout conventions: blank line between paragraphs, "- " list items, no stray indentation. */
function layoutProblems(text: string, where: string): string[] {
  const out: string[] = [];
  if (text !== text.trim()) out.push(`${where}: leading or trailing whitespace`);
  if (/\n{3,}/.test(text)) out.push(`${where}: more than one blank line`);
  for (const line of text.split('\n')) {
    if (/^\s+\S/.test(line)) out.push(`${where}: indented line "${line.slice(0, 30)}"`);
    if (/^[-*•]\S/.test(line)) out.push(`${where}: list item without a space "${line.slice(0, 30)}"`);
  }
  if (links(text).some((l) => !l.trim())) out.push(`${where}: empty [[ ]] link`);
  return out;
}

/** The numbers in a cell (target numbers, distances, die faces, factors), which no translation may change. */
function numbers(cell: string): string[] {
  return cell.match(/[+\-−]?\d+[+"]?|[½¼]/g) ?? [];
}

describe.each(Object.keys(SYSTEMS) as Sys[])('%s rules reference', (sys) => {
  const { books, ids, cards } = SYSTEMS[sys];

  describe.each(LANGS)('%s', (lang) => {
    const book = books[lang];

    it('belongs to its system', () => {
      expect(book.system).toBe(sys);
    });

    it('has every slug the engine cites exactly once, and no other', () => {
      const got = book.sections.map((s) => s.id);
      for (const id of ids)
        expect(
          got.filter((g) => g === id),
          `section ${id}`,
        ).toHaveLength(1);
      expect([...got].sort()).toEqual([...ids].sort());
    });

    it('has the quick cards exactly once each', () => {
      const got = book.cards.map((c) => c.id);
      expect([...got].sort()).toEqual([...cards].sort());
    });

    it('resolves every [[link]], card citation and parent', () => {
      const bad: string[] = [];
      for (const s of book.sections) {
        for (const l of links(s.body)) if (!resolves(sys, lang, l)) bad.push(`${s.id} -> [[${l}]]`);
        if (s.parent !== undefined && !book.sections.some((p) => p.id === s.parent))
          bad.push(`${s.id} parent ${s.parent}`);
      }
      for (const c of book.cards) {
        for (const l of links(c.body)) if (!resolves(sys, lang, l)) bad.push(`card ${c.id} -> [[${l}]]`);
        for (const id of c.cites) if (!resolves(sys, lang, id)) bad.push(`card ${c.id} cites ${id}`);
        if (c.cites.length === 0) bad.push(`card ${c.id} cites nothing`);
      }
      expect(bad).toEqual([]);
    });

    it('has no parent cycle', () => {
      const parent = new Map(book.sections.map((s) => [s.id, s.parent]));
      for (const s of book.sections) {
        const seen = new Set<string>();
        let at: string | undefined = s.id;
        while (at !== undefined) {
          expect(seen.has(at), `cycle through ${at}`).toBe(false);
          seen.add(at);
          at = parent.get(at);
        }
      }
    });

    it('has no empty title, body, keyword or table cell, and follows the body layout', () => {
      const bad: string[] = [];
      for (const s of book.sections) {
        if (!s.title.trim()) bad.push(`${s.id}: empty title`);
        if (!s.body.trim()) bad.push(`${s.id}: empty body`);
        if (!s.keywords || s.keywords.length === 0) bad.push(`${s.id}: no keywords`);
        for (const k of s.keywords ?? []) if (!k.trim()) bad.push(`${s.id}: empty keyword`);
        bad.push(...tablesProblems(s.tables, s.id), ...layoutProblems(s.body, s.id));
      }
      for (const c of book.cards) {
        if (!c.title.trim()) bad.push(`card ${c.id}: empty title`);
        if (!c.body.trim()) bad.push(`card ${c.id}: empty body`);
        bad.push(...tablesProblems(c.tables, `card ${c.id}`), ...layoutProblems(c.body, `card ${c.id}`));
      }
      expect(bad).toEqual([]);
    });
  });

  it('uses the same slugs, order, nesting and cards in all three languages', () => {
    const shape = (b: RefBook) => ({
      sections: b.sections.map((s) => [s.id, s.parent ?? null]),
      cards: b.cards.map((c) => [c.id, [...c.cites]]),
    });
    expect(shape(books.es)).toEqual(shape(books.en));
    expect(shape(books.fr)).toEqual(shape(books.en));
  });

  it('links the same sections from each body in all three languages', () => {
    for (const lang of ['es', 'fr'] as const) {
      for (const [i, s] of books.en.sections.entries()) {
        const t = books[lang].sections[i]!;
        expect(new Set(links(t.body)), `${lang} ${s.id}`).toEqual(new Set(links(s.body)));
      }
    }
  });

  it('gives the same numbers in every table in all three languages', () => {
    const bad: string[] = [];
    const entries = (b: RefBook) => [
      ...b.sections.map((s) => [s.id, s.tables ?? []] as const),
      ...b.cards.map((c) => [`card ${c.id}`, c.tables ?? []] as const),
    ];
    const en = entries(books.en);
    for (const lang of ['es', 'fr'] as const) {
      const other = entries(books[lang]);
      en.forEach(([where, tables], i) => {
        const theirs = other[i]![1];
        if (theirs.length !== tables.length) {
          bad.push(`${lang} ${where}: ${theirs.length} tables, en has ${tables.length}`);
          return;
        }
        tables.forEach((t, ti) => {
          const u = theirs[ti]!;
          if (u.head.length !== t.head.length || u.rows.length !== t.rows.length) {
            bad.push(`${lang} ${where} table ${ti}: shape differs`);
            return;
          }
          t.rows.forEach((row, r) =>
            row.forEach((cell, c) => {
              if (numbers(u.rows[r]![c]!).join(' ') !== numbers(cell).join(' '))
                bad.push(`${lang} ${where} table ${ti} [${r}][${c}]: "${u.rows[r]![c]}" vs en "${cell}"`);
            }),
          );
        });
      });
    }
    expect(bad).toEqual([]);
  });

  it('is really translated: no Spanish or French title or body left in English', () => {
    for (const lang of ['es', 'fr'] as const) {
      books.en.sections.forEach((s, i) => {
        const t = books[lang].sections[i]!;
        expect(t.body, `${lang} ${s.id} body`).not.toBe(s.body);
        // Words that are spelt the same in French and English.
        if (!['Activation', 'Actions', 'Fortifications', 'Modes'].includes(s.title)) {
          expect(t.title, `${lang} ${s.id} title`).not.toBe(s.title);
        }
      });
    }
  });
});
