import { describe, expect, it } from 'vitest';
import { LANGS, type Namespace } from '../../src/i18n';

const modules = import.meta.glob<{ messages: Namespace }>(
  ['../../src/i18n/*.ts', '!../../src/i18n/index.ts', '!../../src/i18n/registry.ts', '!../../src/i18n/keys.ts'],
  {
    eager: true,
  },
);

describe('every interface string exists in English, Spanish and French', () => {
  const entries = Object.entries(modules);
  it('finds the namespaces', () => {
    expect(entries.map(([p]) => p.split('/').pop())).toEqual(expect.arrayContaining(['core.ts', 'ref.ts']));
  });
  for (const [path, mod] of entries) {
    const ns = path.split('/').pop()!.replace('.ts', '');
    it(`${ns}: same keys in every language, none empty`, () => {
      const en = Object.keys(mod.messages.en).sort();
      expect(en.length).toBeGreaterThan(0);
      for (const l of LANGS) {
        const keys = Object.keys(mod.messages[l]).sort();
        expect({
          ns,
          l,
          missing: en.filter((k) => !keys.includes(k)),
          extra: keys.filter((k) => !en.includes(k)),
        }).toEqual({ ns, l, missing: [], extra: [] });
        for (const k of keys) expect(mod.messages[l][k]!.trim(), `${ns}.${k} in ${l}`).not.toBe('');
      }
    });
    it(`${ns}: the same {blanks} in every language`, () => {
      const blanks = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const k of Object.keys(mod.messages.en)) {
        for (const l of LANGS)
          expect(blanks(mod.messages[l][k] ?? ''), `${ns}.${k} in ${l}`).toEqual(blanks(mod.messages.en[k]!));
      }
    });
  }
});
