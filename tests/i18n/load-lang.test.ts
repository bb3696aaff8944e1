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

  it('a word of a part not here yet fetches that namespace only, never every registered one (home fetched every game screen’s words for a "Cancel")', async () => {
    const asked: string[] = [];
    registerLoader('zw', (l) => (asked.push(`zw/first|${l}`), Promise.resolve({ a: 'A' })), 'zw/first');
    registerLoader('zw', (l) => (asked.push(`zw/later|${l}`), Promise.resolve({ b: 'B' })), 'zw/later');
    registerLoader('zv', (l) => (asked.push(`zv|${l}`), Promise.resolve(words[l])));
    await loadLang('en', ['zw/first']);
    asked.length = 0;
    expect(td('zw.b')).toBe('zw.b'); // not here yet: the key, and its part is fetched
    expect(asked).toEqual(['zw/later|en']);
    await loadLang('en', ['zw/later']);
    expect(td('zw.b')).toBe('B');
  });

  it('tries again after a failed fetch (the device may be back online)', async () => {
    let fail = true;
    registerLoader('zy', (l) => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(words[l])));
    await expect(loadLang('en')).rejects.toThrow('offline');
    fail = false;
    await loadLang('en');
    expect(td('zy.hi')).toBe('Hello');
  });

  it('each FAB language module holds every English key of its part (what a lone language fetch must provide)', async () => {
    const [{ en }, { es }, { fr }, { errEn }, { errEs }, { errFr }, { laterEn }, { laterEs }, { laterFr }] =
      await Promise.all([
        import('../../src/i18n/fab/en'),
        import('../../src/i18n/fab/es'),
        import('../../src/i18n/fab/fr'),
        import('../../src/i18n/fab/err-en'),
        import('../../src/i18n/fab/err-es'),
        import('../../src/i18n/fab/err-fr'),
        import('../../src/i18n/fab/later-en'),
        import('../../src/i18n/fab/later-es'),
        import('../../src/i18n/fab/later-fr'),
      ]);
    expect(messages).toEqual({
      en: { ...en, ...laterEn, ...errEn },
      es: { ...es, ...laterEs, ...errEs },
      fr: { ...fr, ...laterFr, ...errFr },
    });
    for (const d of [es, fr]) expect(Object.keys(d).sort()).toEqual(Object.keys(en).sort());
    for (const d of [errEs, errFr]) expect(Object.keys(d).sort()).toEqual(Object.keys(errEn).sort());
    for (const d of [laterEs, laterFr]) expect(Object.keys(d).sort()).toEqual(Object.keys(laterEn).sort());
    // the refusal sentences, and only they, are in the part fetched after the screen shows
    expect(Object.keys(errEn).every((k) => k.startsWith('err.'))).toBe(true);
    expect(Object.keys(en).some((k) => k.startsWith('err.'))).toBe(false);
  });
});

describe('the FUBAR and OCS strings in two parts: the screen awaits its words, the refusal sentences come after', () => {
  it.each(['fubar', 'ocs'] as const)(
    '%s: each language module holds every English key of its part, and the refusals are only in their part',
    async (system) => {
      const all = system === 'fubar' ? await import('../../src/i18n/fubar') : await import('../../src/i18n/ocs');
      const parts = {
        fubar: () =>
          Promise.all([
            import('../../src/i18n/fubar/en').then((m) => m.en),
            import('../../src/i18n/fubar/es').then((m) => m.es),
            import('../../src/i18n/fubar/fr').then((m) => m.fr),
            import('../../src/i18n/fubar/err-en').then((m) => m.errEn),
            import('../../src/i18n/fubar/err-es').then((m) => m.errEs),
            import('../../src/i18n/fubar/err-fr').then((m) => m.errFr),
            import('../../src/i18n/fubar/later-en').then((m) => m.laterEn),
            import('../../src/i18n/fubar/later-es').then((m) => m.laterEs),
            import('../../src/i18n/fubar/later-fr').then((m) => m.laterFr),
          ]),
        ocs: () =>
          Promise.all([
            import('../../src/i18n/ocs/en').then((m) => m.en),
            import('../../src/i18n/ocs/es').then((m) => m.es),
            import('../../src/i18n/ocs/fr').then((m) => m.fr),
            import('../../src/i18n/ocs/err-en').then((m) => m.errEn),
            import('../../src/i18n/ocs/err-es').then((m) => m.errEs),
            import('../../src/i18n/ocs/err-fr').then((m) => m.errFr),
            ...[0, 1, 2].map(() => Promise.resolve({})),
          ]),
      };
      // FUBAR's third part: the words of the parts fetched after the screen (issue 30; OCS has none)
      const [en, es, fr, errEn, errEs, errFr, laterEn, laterEs, laterFr]: Record<string, string>[] =
        await parts[system]();
      expect(all.messages).toEqual({
        en: { ...en, ...laterEn, ...errEn },
        es: { ...es, ...laterEs, ...errEs },
        fr: { ...fr, ...laterFr, ...errFr },
      });
      for (const d of [es, fr]) expect(Object.keys(d).sort()).toEqual(Object.keys(en).sort());
      for (const d of [laterEs, laterFr]) expect(Object.keys(d).sort()).toEqual(Object.keys(laterEn).sort());
      // no key in two parts: the words a screen awaits and those of its later parts are apart
      expect(Object.keys(laterEn).filter((k) => Object.hasOwn(en, k) || Object.hasOwn(errEn, k))).toEqual([]);
      if (system === 'fubar') expect(Object.keys(laterEn).length).toBeGreaterThan(50);
      for (const d of [errEs, errFr]) expect(Object.keys(d).sort()).toEqual(Object.keys(errEn).sort());
      expect(Object.keys(errEn).length).toBeGreaterThan(50);
      expect(Object.keys(errEn).every((k) => k.startsWith('err.'))).toBe(true);
      // the one refusal a screen shows as it opens (a record that replays only so far) stays with the words
      expect(Object.keys(en).filter((k) => k.startsWith('err.'))).toEqual(['err.record.readOnly']);
    },
  );
});

describe('a namespace in parts: the screen awaits its words, the refusal sentences come after', () => {
  it('a refusal key missing until its part arrives: has() says no meanwhile, then yes, in the player language', async () => {
    let release: (() => void) | undefined;
    registerLoader('zx', (l) => Promise.resolve(words[l]));
    registerLoader(
      'zx',
      (l) =>
        new Promise((resolve) => {
          release = () => resolve({ 'err.x': l === 'es' ? 'No puedes.' : 'You cannot.' });
        }),
      'zx/err',
    );
    lang.value = 'es';
    await loadLang('es', ['zx']);
    expect(td('zx.hi')).toBe('Hola');
    expect(has('zx.err.x')).toBe(false);
    const later = loadLang('es', ['zx/err']);
    release?.();
    await later;
    expect(has('zx.err.x')).toBe(true);
    expect(td('zx.err.x')).toBe('No puedes.');
    lang.value = 'en';
  });
});

describe('the app shell strings in parts: the home screen holds its own, the other screens fetch theirs', () => {
  it('home, the other screens and the refusal sentences share no key, and each part has every language', async () => {
    const [home, screens, later, en, es, fr, play, moreEn, moreEs, moreFr, laterEn, laterEs, laterFr] =
      await Promise.all([
        import('../../src/i18n/core'),
        import('../../src/i18n/screens'),
        import('../../src/i18n/core-later'),
        import('../../src/i18n/screens/en'),
        import('../../src/i18n/screens/es'),
        import('../../src/i18n/screens/fr'),
        import('../../src/i18n/play'),
        import('../../src/i18n/screens/more-en'),
        import('../../src/i18n/screens/more-es'),
        import('../../src/i18n/screens/more-fr'),
        import('../../src/i18n/screens/later-en'),
        import('../../src/i18n/screens/later-es'),
        import('../../src/i18n/screens/later-fr'),
      ]);
    const keys = (m: Record<string, string>) => Object.keys(m).sort();
    const parts = [home.messages, screens.messages, later.messages];
    for (const p of parts) for (const l of ['es', 'fr'] as const) expect(keys(p[l])).toEqual(keys(p.en));
    const all = parts.flatMap((p) => Object.keys(p.en));
    expect(new Set(all).size).toBe(all.length);
    // one module per language holds both namespaces of the game screens; the other screens' have one more
    expect(screens.messages).toEqual({
      en: { ...en.core, ...laterEn.core, ...moreEn.more },
      es: { ...es.core, ...laterEs.core, ...moreEs.more },
      fr: { ...fr.core, ...laterFr.core, ...moreFr.more },
    });
    for (const l of ['es', 'fr'] as const)
      expect(Object.keys({ es: moreEs, fr: moreFr }[l].more).sort()).toEqual(Object.keys(moreEn.more).sort());
    expect(play.messages).toEqual({
      en: { ...en.play, ...laterEn.play },
      es: { ...es.play, ...laterEs.play },
      fr: { ...fr.play, ...laterFr.play },
    });
    // issue 30: the record's notices' and the replay's words come with those parts, not with every game screen
    for (const d of [laterEs, laterFr]) {
      expect(Object.keys(d.core).sort()).toEqual(Object.keys(laterEn.core).sort());
      expect(Object.keys(d.play).sort()).toEqual(Object.keys(laterEn.play).sort());
    }
    expect(Object.keys(laterEn.play).every((k) => k.startsWith('replay') || k === 'turnN')).toBe(true);
    expect(Object.keys(laterEn.core).every((k) => /^(?:record|rules)\./.test(k))).toBe(true);
    expect(Object.keys(en.play)).toContain('replayThis'); // the game host's own button
  });
});

describe("take-back's strings come with a FAB game or a replay, not with every game screen (issue 30)", () => {
  it("the game screens' strings leave them out; take-back's own call fetches them", async () => {
    const { screenStringsReady, takeBackStringsReady } = await import('../../src/i18n/screens/load');
    lang.value = 'en';
    await screenStringsReady();
    expect(has('core.undo')).toBe(true);
    expect(has('tb.ask')).toBe(false);
    await takeBackStringsReady();
    expect(has('tb.ask')).toBe(true);
  });
});
