import { describe, expect, it } from 'vitest';
import { detectLang, formatNumber, lang, register, td, tnd } from '../../src/i18n';

register('test', {
  en: { hello: 'Hello {name}', 'steps.one': '{count} step', 'steps.other': '{count} steps', 'steps.zero': 'no steps' },
  es: {
    hello: 'Hola {name}',
    'steps.one': '{count} paso',
    'steps.other': '{count} pasos',
    'steps.zero': 'ningún paso',
  },
  fr: { hello: 'Bonjour {name}', 'steps.one': '{count} pas', 'steps.other': '{count} pas', 'steps.zero': 'aucun pas' },
});

describe('i18n', () => {
  it('chooses the language from the browser list, English otherwise', () => {
    expect(detectLang(['fr-CA', 'en'])).toBe('fr');
    expect(detectLang(['de-DE', 'es-MX'])).toBe('es');
    expect(detectLang(['de-DE'])).toBe('en');
  });
  it('fills blanks and switches language', () => {
    lang.value = 'es';
    expect(td('test.hello', { name: 'Ana' })).toBe('Hola Ana');
    lang.value = 'en';
    expect(td('test.hello', { name: 'Ana' })).toBe('Hello Ana');
  });
  it('a string found once is found again, and strings added later replace it (issue 30: lookups kept by key)', () => {
    lang.value = 'en';
    expect(td('test.hello', { name: 'Ana' })).toBe('Hello Ana');
    register('test', { en: { hello: 'Hi {name}' }, es: { hello: 'Buenas {name}' }, fr: {} });
    expect(td('test.hello', { name: 'Ana' })).toBe('Hi Ana');
    lang.value = 'es';
    expect(td('test.hello', { name: 'Ana' })).toBe('Buenas Ana');
    lang.value = 'fr';
    expect(td('test.hello', { name: 'Ana' })).toBe('Bonjour Ana');
    register('test', { en: { hello: 'Hello {name}' }, es: { hello: 'Hola {name}' }, fr: {} });
    lang.value = 'en';
  });
  it('numbers filled in read as each language writes them, the small whole ones too', () => {
    register('test', { en: { n: '{n} VP' }, es: { n: '{n} PV' }, fr: { n: '{n} PV' } });
    for (const l of ['en', 'es', 'fr'] as const) {
      lang.value = l;
      for (const n of [0, 7, 999, 1000, 12345, 2.5, -3])
        expect(td('test.n', { n })).toBe(`${formatNumber(n, l)} ${l === 'en' ? 'VP' : 'PV'}`);
    }
    lang.value = 'fr';
    expect(td('test.n', { n: 1000 })).toMatch(/^1\s000 PV$/);
    lang.value = 'en';
  });
  it('a missing key shows the key, never crashes', () => {
    expect(td('test.nope')).toBe('test.nope');
  });
  it('plurals follow each language (French 1 and 0 are singular-like, zero key wins)', () => {
    lang.value = 'en';
    expect(tnd('test.steps', 1)).toBe('1 step');
    expect(tnd('test.steps', 2)).toBe('2 steps');
    expect(tnd('test.steps', 0)).toBe('no steps');
    lang.value = 'fr';
    expect(tnd('test.steps', 1)).toBe('1 pas');
    lang.value = 'en';
  });
  it('numbers are formatted for the language', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'es')).toMatch(/1\.?234,5/);
    expect(formatNumber(1234.5, 'fr')).toMatch(/1\s?234,5/);
  });
  it('cached formatters keep each language and option set apart', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(0.25, 'en', { style: 'percent' })).toBe('25%');
    expect(formatNumber(0.25, 'en')).toBe('0.25');
    expect(formatNumber(1234.5, 'es')).not.toBe(formatNumber(1234.5, 'en'));
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
  });
});

describe('coded messages', () => {
  it('say() uses the translation when the code is known, the English text otherwise', async () => {
    await import('../../src/i18n/core');
    const { say, loadLang } = await import('../../src/i18n');
    lang.value = 'es';
    // the refusal sentences come after the first paint (src/i18n/core-later.ts): until then, the English one
    expect(say({ message: 'x', code: 'import.newer', params: { version: 3, supported: 1 } })).toBe('x');
    await loadLang('es', ['core/later']);
    expect(say({ message: 'x', code: 'import.newer', params: { version: 3, supported: 1 } })).toMatch(
      /versión de archivo 3/,
    );
    expect(say({ message: 'plain English', code: 'import.nope' })).toBe('plain English');
    lang.value = 'en';
  });
});
