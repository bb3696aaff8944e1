/**
 * Interface-string keys are typed (issue 18, section 3): `t` takes only keys the English dictionaries have, and
 * the Spanish and French dictionaries must have exactly the English keys. The `@ts-expect-error` lines below
 * are the test that matters: `npm run typecheck` fails if any of them compiles, that is if a typo or a missing
 * translation would slip through.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { LANGS, t, type Dictionary, type MessageKey, type PluralKey } from '../../src/i18n';
import { messages as core } from '../../src/i18n/core';
import { messages as fab } from '../../src/i18n/fab';
import { messages as fubar } from '../../src/i18n/fubar';
import { messages as ocs } from '../../src/i18n/ocs';
import { messages as ref } from '../../src/i18n/ref';

describe('typed interface-string keys', () => {
  it('a key of any namespace is a MessageKey; a typo, an unknown namespace or a bare key is not', () => {
    expectTypeOf<'fab.tab.play'>().toExtend<MessageKey>();
    expectTypeOf<'fubar.err.notNow'>().toExtend<MessageKey>();
    expectTypeOf<'ocs.err.event.malformed'>().toExtend<MessageKey>();
    expectTypeOf<'core.undo'>().toExtend<MessageKey>();
    expectTypeOf<'ref.pickSystem'>().toExtend<MessageKey>();
    expectTypeOf<'fab.tab.plya'>().not.toExtend<MessageKey>();
    expectTypeOf<'fabs.tab.play'>().not.toExtend<MessageKey>();
    expectTypeOf<'tab.play'>().not.toExtend<MessageKey>();
    // @ts-expect-error a key typo does not compile
    const typo = () => t('fab.tab.plya');
    expect(typeof typo).toBe('function');
  });

  it('plural families are named without their form, and only families that have an "other" form', () => {
    expectTypeOf<'fubar.hitsN'>().toExtend<PluralKey>();
    expectTypeOf<'fubar.turn'>().not.toExtend<PluralKey>();
  });

  it('a dictionary missing a key of the English one, or holding a key English lacks, does not compile', () => {
    const _en = { hello: 'Hello', bye: 'Bye' };
    // @ts-expect-error Spanish lacks "bye"
    const es: Dictionary<typeof _en> = { hello: 'Hola' };
    // @ts-expect-error French has "byee", which English does not
    const fr: Dictionary<typeof _en> = { hello: 'Bonjour', bye: 'Au revoir', byee: 'Salut' };
    expect([es, fr]).toHaveLength(2);
  });

  it('at run time, every namespace has the same keys in every language (the types are not bypassed)', () => {
    for (const ns of [core, fab, fubar, ocs, ref]) {
      const en = Object.keys(ns.en).sort();
      for (const l of LANGS) expect(Object.keys(ns[l]).sort()).toEqual(en);
    }
  });
});
