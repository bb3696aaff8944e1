import { describe, expect, it } from 'vitest';
import { book } from '../../src/reference/fab.es';
import type { RefTable } from '../../src/reference/types';

// The section keys shared by the three FAB reference books (en, es, fr).
const SERIES_IDS = `1.0 2.0 2.1 2.2 2.3 2.4 3.0 3.1 3.2 3.21 3.22 3.23 3.24 3.25 3.26 3.27 3.28 3.3 3.4 3.5 4.0 4.1 4.2
4.21 4.22 4.3 4.31 4.32 4.33 4.34 4.35 5.0 5.1 5.2 5.21 5.22 5.23 5.24 5.3 5.31 5.32 5.33 5.34 5.35 5.4 6.0 6.1
6.2 6.21 6.22 6.23 6.24 6.25 6.26 6.27 6.28 6.29 6.3 6.31 6.32 6.33 6.4 6.41 6.42 6.43 6.5 6.6 6.7 6.8 7.0 7.1
7.2 7.3 7.31 7.32 7.4 7.41 7.42 8.0 8.1 8.2 8.21 8.22 8.23 8.24 8.25 8.26 8.27 8.3 8.31 8.32 8.33 9.0 9.1 9.2
9.3 9.31 9.32 9.33 9.34 9.35 9.4 9.5 10.0`.split(/\s+/);
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
const ALL_IDS = [...SERIES_IDS, '11.0', ...HOOK_IDS, 'combat-table'];
const CARD_IDS = ['sequence', 'combat-round', 'hit-priorities', 'movement-costs', 'supply'];

const ids = book.sections.map((s) => s.id);
const byId = new Map(book.sections.map((s) => [s.id, s]));
const links = (text: string) => [...text.matchAll(/\[\[([^\]]*)\]\]/g)].map((m) => m[1] ?? '');

/** The enclosing section of a series key: '6.42' -> '6.4', '6.4' -> '6.0', '6.0' -> none. */
function expectedParent(id: string): string | undefined {
  const [major, minor = '0'] = id.split('.');
  if (minor === '0') return undefined;
  if (minor.length === 1) return `${major}.0`;
  return `${major}.${minor[0]}`;
}

function tableProblems(t: RefTable): string[] {
  const out: string[] = [];
  if (!t.caption.trim()) out.push('empty caption');
  if (t.head.length === 0 || t.head.some((h) => !h.trim())) out.push(`${t.caption}: empty header`);
  if (t.rows.length === 0) out.push(`${t.caption}: no rows`);
  t.rows.forEach((r, i) => {
    if (r.length !== t.head.length) out.push(`${t.caption}: row ${i} has ${r.length} cells, header ${t.head.length}`);
    if (r.some((c) => !c.trim())) out.push(`${t.caption}: row ${i} has an empty cell`);
  });
  return out;
}

describe('FAB reference, Spanish (fab.es)', () => {
  it('is the FAB book', () => {
    expect(book.system).toBe('fab');
  });

  it('has every shared section id exactly once and no others', () => {
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    const missing = ALL_IDS.filter((id) => !counts.has(id));
    const doubled = [...counts].filter(([, n]) => n > 1).map(([id]) => id);
    const unknown = ids.filter((id) => !ALL_IDS.includes(id));
    expect({ missing, doubled, unknown }).toEqual({ missing: [], doubled: [], unknown: [] });
  });

  it('every parent exists and is the enclosing section', () => {
    const wrong: string[] = [];
    for (const s of book.sections) {
      if (s.parent !== undefined && !byId.has(s.parent)) wrong.push(`${s.id}: parent ${s.parent} does not exist`);
      const want = SERIES_IDS.includes(s.id) ? expectedParent(s.id) : HOOK_IDS.includes(s.id) ? '11.0' : undefined;
      if (s.parent !== want) wrong.push(`${s.id}: parent ${String(s.parent)}, expected ${String(want)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every [[link]] in sections, cards and tables resolves to a section', () => {
    const texts: [string, string][] = [
      ...book.sections.map((s): [string, string] => [s.id, s.body]),
      ...book.cards.map((c): [string, string] => [`card ${c.id}`, c.body]),
      ...[...book.sections, ...book.cards].flatMap((x) =>
        (x.tables ?? []).map((t): [string, string] => [
          `${x.id} table`,
          [t.caption, ...t.head, ...t.rows.flat()].join(' '),
        ]),
      ),
    ];
    const broken = texts.flatMap(([where, text]) =>
      links(text)
        .filter((l) => !byId.has(l))
        .map((l) => `${where} -> [[${l}]]`),
    );
    expect(broken).toEqual([]);
    // the book does cross-reference (a check over zero links would prove nothing)
    expect(texts.reduce((n, [, t]) => n + links(t).length, 0)).toBeGreaterThan(200);
  });

  it('no section or card has an empty title or body, and tables are well formed', () => {
    const problems: string[] = [];
    for (const x of [...book.sections, ...book.cards]) {
      if (!x.title.trim()) problems.push(`${x.id}: empty title`);
      if (!x.body.trim()) problems.push(`${x.id}: empty body`);
      for (const t of x.tables ?? []) problems.push(...tableProblems(t).map((p) => `${x.id}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

  it('has the five quick cards, each citing existing sections', () => {
    expect(book.cards.map((c) => c.id).sort()).toEqual([...CARD_IDS].sort());
    const bad = book.cards.flatMap((c) =>
      c.cites.length === 0
        ? [`${c.id}: no cites`]
        : c.cites.filter((id) => !byId.has(id)).map((id) => `${c.id} cites ${id}`),
    );
    expect(bad).toEqual([]);
  });

  it('gives real tables for costs, asset limits, hit priorities, step losses, morale and the combat table', () => {
    const need = ['5.32', '6.22', '6.23', '6.41', '6.42', '6.43', '6.7', 'combat-table'];
    expect(need.filter((id) => (byId.get(id)?.tables ?? []).length === 0)).toEqual([]);
  });

  it('notes the original edition wherever it differs from the 2016 rules (seeds README)', () => {
    const differing = ['4.1', '4.34', '5.1', '6.1', '6.22', '6.23', '6.6', '8.26', '9.31'];
    expect(differing.filter((id) => !/Edición original/.test(byId.get(id)?.body ?? ''))).toEqual([]);
  });

  it("labels the combat table as the app's own, editable scenario data with base 5", () => {
    const t = byId.get('combat-table');
    expect(t?.body).toMatch(/Sandtable/);
    expect(t?.body).toMatch(/no del juego original/);
    expect(t?.body).toMatch(/editar/);
    expect(t?.body).toMatch(/base es 5/);
  });

  it('6.6 can be found by the words players use for retreat', () => {
    const kw = byId.get('6.6')?.keywords ?? [];
    for (const w of ['retirada', 'replegarse', 'retroceder']) expect(kw).toContain(w);
  });
});

describe('FAB reference, Spanish: slips found by the review of issue 26', () => {
  const tableRows = (id: string) => (byId.get(id)?.tables ?? []).flatMap((t) => t.rows);

  it('6.23 / 4.35 a lone engineer holding a defended roadblock takes artillery of its own formation only', () => {
    const row = tableRows('6.23').find((r) => /bloqueo defendido/.test(r[0] ?? ''));
    expect(row?.[1]).toMatch(/Escala de los ingenieros/);
    // no row gives a lone engineer artillery of any formation
    expect(tableRows('6.23').filter((r) => /solo un recurso/i.test(r[0] ?? ''))).toEqual([]);
  });

  it('3.1 the Used assets go back to the cup some or all, as the player chooses (2016)', () => {
    expect(byId.get('3.1')?.body).toMatch(/algunos o todos/);
  });

  it('8.33 the unit put in reserve must be supplied and in good order (9.33 b)', () => {
    const body = byId.get('8.33')?.body ?? '';
    expect(body).toMatch(/suministro/);
    expect(body).toMatch(/buen orden/);
    expect(links(body)).toContain('9.33');
  });

  it("the combat table names its own ±1 quality and type rows as Sandtable's default, like the English one", () => {
    const own = tableRows('combat-table').filter((r) => /Calidad actual|unidad punta/.test(r[0] ?? ''));
    expect(own).toHaveLength(6);
    for (const r of own) expect(r[2]).toBe('Sandtable por defecto');
  });

  it("7.3 notes the original edition's 'non-armoured' wording and that 8.21 is followed", () => {
    const body = byId.get('7.3')?.body ?? '';
    expect(body).toMatch(/no blindadas/);
    expect(body).toMatch(/8\.21/);
  });
});
