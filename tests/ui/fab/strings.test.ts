import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/i18n/fab';
import { PHASE_RULE } from '../../../machines/fab/engine';

const dir = 'src/ui/fab';
const source = readdirSync(dir)
  .filter((f) => /\.tsx?$/.test(f))
  .map((f) => readFileSync(`${dir}/${f}`, 'utf8'))
  .join('\n');

describe('FAB screen strings', () => {
  it('every literal fab.* key the screens use exists in English', () => {
    const keys = [...source.matchAll(/\bt\(\s*'fab\.([\w.-]+)'/g)].map((m) => m[1]!);
    expect(keys.length).toBeGreaterThan(50);
    const missing = [...new Set(keys)].filter((k) => !(k in messages.en));
    expect(missing).toEqual([]);
    // plural keys (tn): the 'one' and 'other' forms
    const plurals = [...source.matchAll(/\btn\(\s*'fab\.([\w.-]+)'/g)].map((m) => m[1]!);
    expect(plurals.length).toBeGreaterThan(0);
    expect(plurals.flatMap((k) => [`${k}.one`, `${k}.other`]).filter((k) => !(k in messages.en))).toEqual([]);
  });

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
