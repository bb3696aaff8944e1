/**
 * Every engine names its current rules version and its ruling changes, plays a set-up under the version it
 * names (absent: 1), refuses a newer one with the reason, and keeps the version across snapshots.
 */
import { describe, expect, it } from 'vitest';
import { engineLoaders } from '../../src/app/engine-loaders';
import { checkRulings, follows, rulingsBetween, type Ruling } from '../../src/rules/common/rulings';
import type { GameSetup, SystemId } from '../../src/rules/common/engine';
import { DEFAULT_CHART } from '../../src/rules/ocs';

const SETUPS: Record<SystemId, GameSetup> = {
  fab: {
    system: 'fab',
    scenario: { id: 'fab-millbrook', version: 1 },
    options: { edition: '2016' },
    dice: { kind: 'seeded', seed: 3 },
  },
  fubar: {
    system: 'fubar',
    scenario: { id: 'fubar-crossroads', version: 1 },
    options: {},
    dice: { kind: 'seeded', seed: 3 },
  },
  ocs: {
    system: 'ocs',
    scenario: { id: 'ocs-valley-of-rails', version: 1 },
    options: { chart: DEFAULT_CHART },
    dice: { kind: 'seeded', seed: 3 },
  },
};

/** Where each system's state keeps its rules version. */
type Versioned = { rulesVersion?: unknown; ctx?: { rulesVersion?: unknown } };
const versionIn = (system: SystemId, s: unknown): unknown =>
  system === 'fubar' ? (s as Versioned).ctx?.rulesVersion : (s as Versioned).rulesVersion;

describe('rules versions of the three engines', () => {
  for (const system of ['fab', 'fubar', 'ocs'] as const) {
    it(`${system}: names its current version and a sound registry of ruling changes`, async () => {
      const engine = await engineLoaders[system]!();
      expect(Number.isInteger(engine.rulesVersion) && engine.rulesVersion >= 1).toBe(true);
      expect(checkRulings(engine.rulings, engine.rulesVersion)).toEqual([]);
      for (const r of engine.rulings) expect(r.id.startsWith(`${system}.`)).toBe(true);
    });

    it(`${system}: a set-up without a version plays version 1; one with the current version plays it; a newer one is refused`, async () => {
      const engine = await engineLoaders[system]!();
      const old = engine.start(SETUPS[system]);
      if (!old.ok) throw new Error(old.message);
      expect(versionIn(system, old.state)).toBe(1);
      const now = engine.start({ ...SETUPS[system], rulesVersion: engine.rulesVersion });
      if (!now.ok) throw new Error(now.message);
      expect(versionIn(system, now.state)).toBe(engine.rulesVersion);
      expect(engine.start({ ...SETUPS[system], rulesVersion: engine.rulesVersion + 1 })).toMatchObject({
        ok: false,
        rule: 'rules-version',
        code: 'rules.newer',
        params: { version: engine.rulesVersion + 1, current: engine.rulesVersion },
      });
      expect(engine.start({ ...SETUPS[system], rulesVersion: 0 })).toMatchObject({
        ok: false,
        code: 'rules.badVersion',
      });
    });

    it(`${system}: a snapshot restores under the version its game's record names`, async () => {
      const engine = await engineLoaders[system]!();
      const setup = { ...SETUPS[system], rulesVersion: 1 };
      const st = engine.start(setup);
      if (!st.ok) throw new Error(st.message);
      const data = engine.serialize(st.state) as Versioned;
      // a cache written before versions existed has none: the record decides
      if (system === 'fubar') delete data.ctx?.rulesVersion;
      else delete data.rulesVersion;
      const back = engine.restore(data, setup);
      if (!back.ok) throw new Error(back.message);
      expect(versionIn(system, back.state)).toBe(1);
    });
  }
});

describe('rulings', () => {
  const r2: Ruling = { id: 'x.1.a', since: 2, section: '1', text: 'One.' };
  const r3: Ruling = { id: 'x.2.b', since: 3, section: '2', text: 'Two.' };
  it('a game follows a ruling from the version that introduced it on; an absent version is 1', () => {
    expect(follows(undefined, r2)).toBe(false);
    expect(follows(1, r2)).toBe(false);
    expect(follows(2, r2)).toBe(true);
    expect(follows(3, r2)).toBe(true);
  });
  it('the changes between two versions are those introduced after the first, up to the second', () => {
    expect(rulingsBetween([r3, r2], 1, 3)).toEqual([r2, r3]);
    expect(rulingsBetween([r3, r2], 2, 3)).toEqual([r3]);
    expect(rulingsBetween([r3, r2], 3, 3)).toEqual([]);
  });
  it('a registry is checked: unique ids, versions in range, every version changes something', () => {
    expect(checkRulings([r2, r3], 3)).toEqual([]);
    expect(checkRulings([r2, r2], 2)).toEqual(['x.1.a is listed twice']);
    expect(checkRulings([r3], 3)).toEqual(['version 2 changes no ruling']);
    expect(checkRulings([r3], 2)).toEqual(['x.2.b has version 3, outside 2..2', 'version 2 changes no ruling']);
  });
});
