import { afterEach, describe, expect, it } from 'vitest';
import { effect } from '@preact/signals';
import { has, lang, loadLang, registerLoader, td, type Lang } from '../../src/i18n';
import { messages } from '../../src/i18n/fab';

const words: Record<Lang, Record<string, string>> = {
  en: { hi: 'Hello' },
  es: { hi: 'Hola' },
  fr: { hi: 'Bonjour' },
};

describe('a namespace fetched one language at a time (the FAB strings)', () => {
  afterEach(() => {
    lang.value = 'en';
  });

  it('fetches only the player language; a switch fetches the other one and re-renders when it arrives', async () => {
    const asked: Lang[] = [];
    registerLoader('zz', (l) => {
      asked.push(l);
      return Promise.resolve(words[l]);
    });
    lang.value = 'es';
    await loadLang();
    expect(asked).toEqual(['es']);
    expect(td('zz.hi')).toBe('Hola');
    // has() of an unknown key does not fetch English behind the player's back
    expect(has('zz.nope')).toBe(false);
    expect(asked).toEqual(['es']);

    const seen: string[] = [];
    const stop = effect(() => {
      seen.push(td('zz.hi'));
    });
    lang.value = 'fr';
    expect(asked).toEqual(['es', 'fr']);
    await loadLang('fr');
    stop();
    // Spanish while French is on its way, then French: never the bare key
    expect(seen).toEqual(['Hola', 'Hola', 'Bonjour']);
  });

  it('tries again after a failed fetch (the device may be back online)', async () => {
    let fail = true;
    registerLoader('zy', (l) => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(words[l])));
    await expect(loadLang('en')).rejects.toThrow('offline');
    fail = false;
    await loadLang('en');
    expect(td('zy.hi')).toBe('Hello');
  });

  it('each FAB language module holds every English key (what a lone language fetch must provide)', async () => {
    const [{ en }, { es }, { fr }] = await Promise.all([
      import('../../src/i18n/fab/en'),
      import('../../src/i18n/fab/es'),
      import('../../src/i18n/fab/fr'),
    ]);
    expect(messages).toEqual({ en, es, fr });
    for (const d of [es, fr]) expect(Object.keys(d).sort()).toEqual(Object.keys(en).sort());
  });
});
