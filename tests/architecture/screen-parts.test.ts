/**
 * Issue 30: what a game screen loads before it shows. The strings of the player's language only. Each system's words, the standing
 * orders', solo play's and the screens' are fetched per language by their loaders (src/i18n/<ns>/load.ts); the
 * modules that hold all three languages at once (src/i18n/fab.ts, solo.ts, orders.ts...) are for tests and scripts.
 * A static import of one of them from a screen put 17 KB (gzip) of Spanish and French into every FAB game.
 */
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticClosure } from './static-imports';

const root = resolve(__dirname, '../..');

/** Every source file a system's game screen reaches by static imports (the game host and the screen's module). */
function screenFiles(sys: string): Set<string> {
  const files = new Set<string>();
  for (const entry of ['src/ui/game/GameHost.tsx', `src/ui/${sys}/index.tsx`])
    for (const f of staticClosure(resolve(root, entry))) files.add(relative(root, f));
  return files;
}

/** A module of one language's strings, or one that holds every language at once. */
const perLanguage = /^src\/i18n\/(?:[\w-]+\/)?(?:more-|err-|later-)?(?:en|es|fr)\.ts$/;
const allLanguages = /^src\/i18n\/(?:fab|fubar|ocs|solo|orders|screens|tb)\.ts$/;

describe('a game screen loads one language of strings (issue 30)', () => {
  for (const sys of ['fab', 'fubar', 'ocs']) {
    it(`${sys}: the screen and the game host reach no string module of a language by static imports`, () => {
      const files = screenFiles(sys);
      expect(files.has(`src/ui/${sys}/index.tsx`)).toBe(true);
      expect([...files].filter((f) => perLanguage.test(f) || allLanguages.test(f))).toEqual([]);
    });
  }
});

describe('a FAB game does not download the solo opponent (issue 30)', () => {
  it("the FAB screen reaches none of the opponent's search: only the modules that talk to its worker", () => {
    const files = [...screenFiles('fab')].filter((f) => f.startsWith('src/ai/'));
    // the opponent's explanation of its attacks comes with a solo game (src/ui/fab/index.tsx prepareScreen)
    expect(files.filter((f) => !/^src\/ai\/fab\/(?:client|input|rng|protocol)\.ts$/.test(f))).toEqual([]);
  });
});

describe('take-back by agreement is FAB only: FUBAR and OCS game screens do not download it (issue 30)', () => {
  const takeBackCode = ['src/app/take-back-entries.ts', 'src/app/session/take-back.ts', 'src/ui/game/TakeBack.tsx'];
  for (const sys of ['fubar', 'ocs'])
    it(`${sys}: the screen and the game host reach none of take-back's desk, entries' working out or panels`, () => {
      const files = screenFiles(sys);
      expect(files.has('src/app/session/take-back-desk.ts')).toBe(true);
      expect(takeBackCode.filter((f) => files.has(f))).toEqual([]);
    });
  it('the FAB screen reaches the working out of the entries with its engine', () => {
    expect(screenFiles('fab').has('src/app/take-back-entries.ts')).toBe(true);
  });
});

describe("the game host's parts a first drawing does not need are fetched after it (issue 30)", () => {
  for (const sys of ['fab', 'fubar', 'ocs'])
    it(`${sys}: the table tools, the record's notices and the notice of a move not stored are later parts`, () => {
      const files = screenFiles(sys);
      const later = ['src/ui/game/TableTools.tsx', 'src/ui/game/RecordNotices.tsx', 'src/ui/game/StorageProblem.tsx'];
      expect(later.filter((f) => files.has(f))).toEqual([]);
    });
});

describe('a FAB game downloads the scenario in play only (issue 30)', () => {
  it("the FAB screen reaches no scenario's body by static imports: the engine fetches the one a game plays", () => {
    const files = [...screenFiles('fab')].filter((f) => f.startsWith('src/scenarios/'));
    // the list of scenarios (names, sides, sizes) is home's; each body and the schema are fetched by the engine
    expect(files.filter((f) => /^src\/scenarios\/fab\/(?:data|millbrook|varna-gap|schema)\.ts$/.test(f))).toEqual([]);
  });
});

describe('a FAB game loads its later parts after the first paint (issue 30)', () => {
  it('the FAB screen reaches none of the combat rules (6.2-6.8), "since you last looked", the choice panel, solo play by static imports', () => {
    const files = screenFiles('fab');
    // the engine is there (the turn), the combat round's rules and chart are a part it takes when they come
    expect(files.has('machines/fab/engine.ts')).toBe(true);
    const later = [
      'machines/fab/combat-rules.ts',
      'machines/fab/combat-round.ts',
      'machines/fab/combat-round-chart.ts',
      'src/rules/fab/combat/fire.ts',
      'src/rules/fab/combat/allocation.ts',
      'src/rules/fab/combat/from-game.ts',
      'src/rules/fab/combat/view.ts',
      'src/ui/fab/looked.tsx',
      'src/ui/fab/summary.ts',
      // a solo game's turns and their bar (src/ui/fab/solo-part.ts): a two-player game never fetches them
      'src/ui/fab/opponent.ts',
      'src/ui/fab/OpponentBar.tsx',
      // the choice panel
      'src/ui/fab/Choices.tsx',
      'src/ui/fab/choice-list.ts',
    ];
    expect(later.filter((f) => files.has(f))).toEqual([]);
  });
});

describe("the log's lines come with the FAB engine, the one whose screens read them (issue 30)", () => {
  for (const sys of ['fubar', 'ocs'])
    it(`${sys}: the screen and the game host reach the slot of the lines' builder, not the builder`, () => {
      const files = screenFiles(sys);
      expect(files.has('src/app/log-lines-slot.ts')).toBe(true);
      expect(files.has('src/app/log-lines.ts')).toBe(false);
    });
  it('the FAB screen reaches the builder with its engine, which hands it to the runner', () => {
    expect(screenFiles('fab').has('src/app/log-lines.ts')).toBe(true);
  });
});

describe('moving a game to newer rules, and its copy, are fetched when a player asks (issue 30)', () => {
  for (const sys of ['fab', 'fubar', 'ocs'])
    it(`${sys}: the screen reaches whether newer rules exist, not the check, the move or the copy`, () => {
      const files = screenFiles(sys);
      expect(files.has('src/app/session/rules-offer.ts')).toBe(true);
      expect(files.has('src/app/session/rules-move.ts')).toBe(false);
    });
});
