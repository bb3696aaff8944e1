import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/i18n/fab';
import { PHASE_RULE } from '../../../machines/fab/engine';

// literal keys are checked by the type checker now (src/i18n/keys.ts, tests/i18n/keys.test.ts)
describe('FAB screen strings', () => {
  it('3.0 / 6.2 every phase, combat step, fire step and marker a template key can name has a string', () => {
    const families: Record<string, readonly string[]> = {
      phase: Object.keys(PHASE_RULE),
      cstep: [
        'defenderSpecialAction',
        'attackerAssignsAssets',
        'defenderAssignsAssets',
        'designatePointUnits',
        'attackerArtillery',
        'defenderArtillery',
        'defensiveCloseFire',
        'offensiveCloseFire',
        'exploitation',
        'endOfRound',
      ],
      step: ['attackerArtillery', 'defenderArtillery', 'defensiveCloseFire', 'offensiveCloseFire'],
      class: ['armor', 'infantry'],
      quality: ['elite', 'veteran', 'recruit'],
      order: ['good', 'disordered', 'recovering'],
      status: ['disorder', 'recovery', 'reserve', 'exploit', 'unsupplied'],
      box: ['available', 'used', 'eliminated'],
      role: ['attacker', 'defender'],
      assetKind: ['artillery', 'battle', 'engineer', 'event'],
      eng: ['blow', 'repair', 'defences', 'roadblock', 'defended-roadblock'],
      staff: ['replacements', 'intelligence', 'reserve'],
      sa: ['reorganize', 'replacements'],
      tab: ['play', 'boxes', 'log'],
    };
    const missing: string[] = [];
    for (const [fam, list] of Object.entries(families))
      for (const k of list) if (!(`${fam}.${k}` in messages.en)) missing.push(`${fam}.${k}`);
    expect(missing).toEqual([]);
  });
});
