import { describe, expect, it } from 'vitest';
import { book } from '../../src/reference/fab.en';

// Shared key set of the FAB book (same ids in en/es/fr), plus the exclusive-rules hooks.
const SERIES_IDS =
  `1.0 2.0 2.1 2.2 2.3 2.4 3.0 3.1 3.2 3.21 3.22 3.23 3.24 3.25 3.26 3.27 3.28 3.3 3.4 3.5 4.0 4.1 4.2 4.21 4.22
4.3 4.31 4.32 4.33 4.34 4.35 5.0 5.1 5.2 5.21 5.22 5.23 5.24 5.3 5.31 5.32 5.33 5.34 5.35 5.4 6.0 6.1 6.2 6.21
6.22 6.23 6.24 6.25 6.26 6.27 6.28 6.29 6.3 6.31 6.32 6.33 6.4 6.41 6.42 6.43 6.5 6.6 6.7 6.8 7.0 7.1 7.2 7.3
7.31 7.32 7.4 7.41 7.42 8.0 8.1 8.2 8.21 8.22 8.23 8.24 8.25 8.26 8.27 8.3 8.31 8.32 8.33 9.0 9.1 9.2 9.3 9.31
9.32 9.33 9.34 9.35 9.4 9.5 10.0`.split(/\s+/);
const HOOK_IDS = [
  '11.0',
  '13.1',
  '13.2',
  '13.3',
  '14.2',
  '14.5',
  '14.7',
  '14.8',
  '14.9',
  '16.0',
  '17.0',
  '19.0',
  '19.4',
  '24.0',
];
const ALL_IDS = [...SERIES_IDS, ...HOOK_IDS, 'combat-table'];
const CARD_IDS = ['sequence', 'combat-round', 'hit-priorities', 'movement-costs', 'supply'];

const ids = book.sections.map((s) => s.id);
const idSet = new Set(ids);
const links = (text: string): string[] => [...text.matchAll(/\[\[([^\]]+)\]\]/g)].map((m) => m[1] ?? '');

/** Expected parent of a series section: '6.42' -> '6.4', '6.4' -> '6.0', '6.0' -> none. */
function seriesParent(id: string): string | undefined {
  const [major, minor = '0'] = id.split('.');
  if (minor === '0') return undefined;
  return minor.length > 1 ? `${major}.${minor.slice(0, -1)}` : `${major}.0`;
}

describe('FAB reference (en): structure', () => {
  it('is the fab book', () => {
    expect(book.system).toBe('fab');
  });

  it.each(ALL_IDS)('section %s appears exactly once', (id) => {
    expect(ids.filter((x) => x === id)).toHaveLength(1);
  });

  it('has no sections outside the shared key set', () => {
    expect(ids.filter((id) => !ALL_IDS.includes(id))).toEqual([]);
  });

  it('every parent exists', () => {
    for (const s of book.sections) {
      if (s.parent !== undefined) expect(idSet.has(s.parent), `${s.id} -> ${s.parent}`).toBe(true);
    }
  });

  it.each(SERIES_IDS)('2.0-10.0 numbering: %s sits under its enclosing section', (id) => {
    expect(book.sections.find((s) => s.id === id)?.parent).toBe(seriesParent(id));
  });

  it('exclusive-rules hooks are grouped under 11.0, which is top level', () => {
    for (const id of HOOK_IDS.slice(1)) expect(book.sections.find((s) => s.id === id)?.parent).toBe('11.0');
    expect(book.sections.find((s) => s.id === '11.0')?.parent).toBeUndefined();
  });

  it('every [[link]] in sections and cards resolves to a section', () => {
    const texts = [
      ...book.sections.map((s) => [s.id, s.body] as const),
      ...book.cards.map((c) => [c.id, c.body] as const),
    ];
    const broken = texts.flatMap(([id, body]) =>
      links(body)
        .filter((l) => !idSet.has(l))
        .map((l) => `${id}: [[${l}]]`),
    );
    expect(broken).toEqual([]);
  });

  it('no title or body is empty', () => {
    for (const s of [...book.sections, ...book.cards]) {
      expect(s.title.trim(), s.id).not.toBe('');
      expect(s.body.trim(), s.id).not.toBe('');
    }
  });

  it('tables are rectangular and non-empty', () => {
    const tables = [...book.sections, ...book.cards].flatMap((s) => (s.tables ?? []).map((t) => [s.id, t] as const));
    for (const [id, t] of tables) {
      expect(t.caption.trim(), id).not.toBe('');
      expect(t.rows.length, id).toBeGreaterThan(0);
      for (const row of t.rows) {
        expect(row.length, `${id}: ${t.caption}`).toBe(t.head.length);
        for (const cell of row) expect(cell.trim(), `${id}: ${t.caption}`).not.toBe('');
      }
    }
  });

  it('the tables the brief asks for are present', () => {
    for (const id of ['5.32', '5.33', '6.22', '6.23', '6.41', '6.42', '6.43', '6.7', 'combat-table']) {
      expect(book.sections.find((s) => s.id === id)?.tables?.length ?? 0, id).toBeGreaterThan(0);
    }
  });

  it('quick cards exist once each and cite existing sections', () => {
    expect(book.cards.map((c) => c.id).sort()).toEqual([...CARD_IDS].sort());
    for (const c of book.cards) {
      expect(c.cites.length, c.id).toBeGreaterThan(0);
      for (const cite of c.cites) expect(idSet.has(cite), `${c.id} cites ${cite}`).toBe(true);
    }
  });
});
