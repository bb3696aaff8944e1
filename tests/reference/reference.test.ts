import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { citationChain, findSection } from '../../src/reference';
import { buildIndex, fold, search } from '../../src/reference/search';
import type { RefBook } from '../../src/reference/types';

const books = import.meta.glob<{ book: RefBook }>('../../src/reference/*.{en,es,fr}.ts', { eager: true });
const book = (system: string, lang: string) => books[`../../src/reference/${system}.${lang}.ts`]?.book;
const LANGS = ['en', 'es', 'fr'] as const;
const SYSTEMS = ['fab', 'fubar', 'ocs'] as const;

function files(dir: string): string[] {
  let out: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const n of names) {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) out = out.concat(files(p));
    else if (p.endsWith('.ts')) out.push(p);
  }
  return out;
}

/** Every rule the engines cite in a rejection or a phase: reject('6.42', ...), rule: '6.42', phaseRule. */
function citations(system: string): Set<string> {
  const found = new Set<string>();
  for (const f of [...files(`src/rules/${system}`), ...files(`machines/${system}`)]) {
    const text = readFileSync(f, 'utf8');
    for (const m of text.matchAll(/\breject\(\s*'([^']+)'/g)) found.add(m[1]!);
    for (const m of text.matchAll(/\b(?:rule|phaseRule)\s*:\s*'([^']+)'/g)) found.add(m[1]!);
  }
  return found;
}

describe('the reference covers every rule the engines cite, in every language', () => {
  for (const system of SYSTEMS) {
    const cited = [...citations(system)].filter(
      (c) => !['engine', 'setup', 'import', 'storage', 'snapshot', 'scenario'].includes(c),
    );
    for (const lang of LANGS) {
      it(`${system} (${lang}): ${cited.length} cited sections all resolve`, () => {
        expect(cited.length, `${system} cites no sections`).toBeGreaterThan(0);
        const b = book(system, lang);
        expect(b, `${system}.${lang}.ts is missing`).toBeDefined();
        const missing = cited.filter((c) => !findSection(b!, c));
        expect(missing).toEqual([]);
      });
    }
  }
});

describe('the three languages of a book have the same sections', () => {
  for (const system of SYSTEMS) {
    it(`${system}: en, es and fr list the same section ids`, () => {
      const en = book(system, 'en');
      expect(en, `${system}.en.ts is missing`).toBeDefined();
      if (!en) throw new Error(`${system}.en.ts is missing`);
      const ids = en.sections.map((s) => s.id).sort();
      for (const l of ['es', 'fr']) {
        const b = book(system, l);
        if (!b) throw new Error(`${system}.${l}.ts is missing`);
        expect(b.sections.map((s) => s.id).sort(), `${system}.${l}`).toEqual(ids);
        expect(b.cards.map((c) => c.id).sort(), `${system}.${l} cards`).toEqual(en.cards.map((c) => c.id).sort());
      }
    });
  }
});

describe('citations fall back to the nearest section', () => {
  it('6.42c -> 6.42 -> 6.4 -> 6.0', () => {
    expect(citationChain('6.42c')).toEqual(['6.42c', '6.42', '6.4', '6.0']);
    expect(citationChain('9.31')).toEqual(['9.31', '9.3', '9.0']);
    expect(citationChain('rail')).toEqual(['rail']);
  });
});

describe('search as you type', () => {
  const index = (lang: string) => buildIndex(SYSTEMS.map((s) => book(s, lang)).filter((b): b is RefBook => !!b));
  const top = (lang: string, q: string, n = 3) =>
    search(index(lang), q)
      .slice(0, n)
      .map((h) => `${h.system}:${h.id}`);
  it('"retreat", "retirada" and "retraite" each find FAB 6.6 in their language', () => {
    expect(top('en', 'retreat')).toContain('fab:6.6');
    expect(top('es', 'retirada')).toContain('fab:6.6');
    expect(top('fr', 'retraite')).toContain('fab:6.6');
  });
  it('tolerates typos and missing accents', () => {
    expect(top('en', 'retreet')).toContain('fab:6.6');
    expect(top('fr', 'RETRAITE')).toContain('fab:6.6');
    expect(fold('Éxito')).toBe('exito');
  });
  it('a section number finds that section first', () => {
    expect(top('en', '6.42', 1)).toEqual(['fab:6.42']);
    expect(top('es', '9.31', 1)).toEqual(['fab:9.31']);
  });
  it('finds FUBAR and OCS topics too', () => {
    expect(top('en', 'suppression', 5)).toContain('fubar:suppression');
    expect(top('en', 'rail', 5)).toContain('ocs:rail');
  });
});
