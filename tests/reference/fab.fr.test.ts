import { describe, expect, it } from 'vitest';
import { book } from '../../src/reference/fab.fr';

/** The shared section key set for the FAB book (same in every language). */
const CORE_IDS = `1.0 2.0 2.1 2.2 2.3 2.4 3.0 3.1 3.2 3.21 3.22 3.23 3.24 3.25 3.26 3.27 3.28 3.3 3.4 3.5 4.0 4.1 4.2
4.21 4.22 4.3 4.31 4.32 4.33 4.34 4.35 5.0 5.1 5.2 5.21 5.22 5.23 5.24 5.3 5.31 5.32 5.33 5.34 5.35 5.4 6.0 6.1
6.2 6.21 6.22 6.23 6.24 6.25 6.26 6.27 6.28 6.29 6.3 6.31 6.32 6.33 6.4 6.41 6.42 6.43 6.5 6.6 6.7 6.8 7.0 7.1
7.2 7.3 7.31 7.32 7.4 7.41 7.42 8.0 8.1 8.2 8.21 8.22 8.23 8.24 8.25 8.26 8.27 8.3 8.31 8.32 8.33 9.0 9.1 9.2
9.3 9.31 9.32 9.33 9.34 9.35 9.4 9.5 10.0`.split(/\s+/);
/** Exclusive-rules hooks (scenario data), grouped under 11.0. */
const HOOK_IDS = [
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
const ALL_IDS = [...CORE_IDS, '11.0', ...HOOK_IDS, 'combat-table'];
const CARD_IDS = ['sequence', 'combat-round', 'hit-priorities', 'movement-costs', 'supply'];

/** '6.42' -> '6.4', '6.4' -> '6.0', '6.0' -> undefined (the book's nesting rule). */
function expectedParent(id: string): string | undefined {
  const [major, minor = '0'] = id.split('.');
  if (minor === '0') return undefined;
  return minor.length > 1 ? `${major}.${minor.slice(0, -1)}` : `${major}.0`;
}

const ids = book.sections.map((s) => s.id);
const known = new Set(ids);

function links(text: string): string[] {
  return [...text.matchAll(/\[\[([^\]]*)\]\]/g)].map((m) => m[1] ?? '');
}

describe('FAB reference, French (1.0-10.0 and scenario hooks)', () => {
  it('is the fab book', () => {
    expect(book.system).toBe('fab');
  });

  it.each(ALL_IDS)('section %s is present exactly once', (id) => {
    expect(ids.filter((x) => x === id)).toHaveLength(1);
  });

  it('has no section outside the shared key set', () => {
    expect(ids.filter((id) => !ALL_IDS.includes(id))).toEqual([]);
  });

  it('every parent exists', () => {
    const missing = book.sections.filter((s) => s.parent !== undefined && !known.has(s.parent));
    expect(missing.map((s) => `${s.id} -> ${s.parent}`)).toEqual([]);
  });

  it.each(CORE_IDS)('section %s nests under its enclosing section', (id) => {
    expect(book.sections.find((s) => s.id === id)?.parent).toBe(expectedParent(id));
  });

  it('exclusive-rules hooks sit under 11.0, which is top level', () => {
    expect(book.sections.find((s) => s.id === '11.0')?.parent).toBeUndefined();
    for (const id of HOOK_IDS) expect(book.sections.find((s) => s.id === id)?.parent, id).toBe('11.0');
  });

  it('every [[link]] in sections and cards resolves to a section', () => {
    const texts = [...book.sections, ...book.cards].map((x) => ({ id: x.id, text: x.body }));
    const broken = texts.flatMap(({ id, text }) =>
      links(text)
        .filter((l) => !known.has(l.replace(/^fab:/, '')))
        .map((l) => `${id}: [[${l}]]`),
    );
    expect(broken).toEqual([]);
  });

  it('no title or body is empty', () => {
    const empty = [...book.sections, ...book.cards].filter((x) => x.title.trim() === '' || x.body.trim() === '');
    expect(empty.map((x) => x.id)).toEqual([]);
  });

  it('no body has an empty list item or more than one blank line in a row', () => {
    const bad = [...book.sections, ...book.cards].filter((x) => /^- *$/m.test(x.body) || /\n\n\n/.test(x.body));
    expect(bad.map((x) => x.id)).toEqual([]);
  });

  it('every table row has as many cells as its head, and no cell is empty', () => {
    const tables = [...book.sections, ...book.cards].flatMap((x) => (x.tables ?? []).map((t) => ({ id: x.id, t })));
    expect(tables.length).toBeGreaterThan(0);
    for (const { id, t } of tables) {
      expect(t.caption.trim(), id).not.toBe('');
      for (const row of t.rows) {
        expect(row, `${id} / ${t.caption}`).toHaveLength(t.head.length);
        expect(
          row.every((c) => c.trim() !== ''),
          `${id} / ${t.caption}`,
        ).toBe(true);
      }
    }
  });

  it('has the tables the reference promises (5.32, 5.33, 6.22, 6.23, 6.41, 6.42, 6.43, 6.7, combat-table)', () => {
    for (const id of ['5.32', '5.33', '6.22', '6.23', '6.41', '6.42', '6.43', '6.7', 'combat-table']) {
      expect(book.sections.find((s) => s.id === id)?.tables?.length ?? 0, id).toBeGreaterThan(0);
    }
  });

  it("the default combat table is labelled as the app's own and lists base 5", () => {
    const ct = book.sections.find((s) => s.id === 'combat-table');
    expect(ct?.title).toMatch(/Sandtable/);
    const rows = ct?.tables?.[0]?.rows ?? [];
    expect(rows.some((r) => r[1] === '5')).toBe(true);
  });

  it('has the five quick cards, each citing existing sections', () => {
    expect(book.cards.map((c) => c.id).sort()).toEqual([...CARD_IDS].sort());
    for (const c of book.cards) {
      expect(c.cites.length, c.id).toBeGreaterThan(0);
      expect(
        c.cites.filter((id) => !known.has(id)),
        c.id,
      ).toEqual([]);
    }
  });

  it('every section has French search keywords', () => {
    expect(book.sections.filter((s) => (s.keywords?.length ?? 0) === 0).map((s) => s.id)).toEqual([]);
  });
});

describe('FAB reference, French: slips found by the review of issue 26', () => {
  const byId = new Map(book.sections.map((s) => [s.id, s]));
  const links = (text: string) => [...text.matchAll(/\[\[([^\]]*)\]\]/g)].map((m) => m[1] ?? '');
  const tableRows = (id: string) => (byId.get(id)?.tables ?? []).flatMap((t) => t.rows);

  it('4.3 no engineer function reaches an out-of-supply area or unit (9.34 d)', () => {
    const body = byId.get('4.3')?.body ?? '';
    expect(body).toMatch(/non ravitaillée/);
    expect(links(body)).toContain('9.34');
  });

  it('6.21 a defended roadblock has no special action (4.35)', () => {
    const body = byId.get('6.21')?.body ?? '';
    expect(body).toMatch(/barrage de route défendu/);
    expect(links(body)).toContain('4.35');
  });

  it('8.33 the unit put in reserve must be supplied and in good order (9.33 b)', () => {
    const body = byId.get('8.33')?.body ?? '';
    expect(body).toMatch(/ravitaillée et en ordre/);
    expect(links(body)).toContain('9.33');
  });

  it("the combat table names its own ±1 quality and type rows as Sandtable's default, like the English one", () => {
    const own = tableRows('combat-table').filter((r) => /qualité actuelle|unité de pointe/.test(r[0] ?? ''));
    expect(own).toHaveLength(6);
    for (const r of own) expect(r[2]).toBe('Sandtable, par défaut');
  });

  it("7.3 notes the original edition's « non blindées » and that Sandtable follows 8.21", () => {
    const body = byId.get('7.3')?.body ?? '';
    expect(body).toMatch(/Édition d'origine[^]*non blindées/);
    expect(links(body)).toContain('8.21');
  });
});
