/**
 * The log is kept as codes and ids and put into words from the holder's view (2.2): the same red move reads
 * "an enemy block" to blue and "Hussar Group" to red, in its line and in the rule note under it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/fab';
import { fabEngine } from '../../../src/app/systems/fab';
import { lineFor, renderLine } from '../../../src/ui/fab/log';
import type { FabState } from '../../../src/rules/fab/types';
import { prefer, startState, walk } from './helpers';

beforeEach(() => {
  lang.value = 'en';
});

describe('log lines per viewer (2.2)', () => {
  it('5.32 a hidden enemy move is "an enemy block" to the other side, named to its owner, line and note alike', () => {
    // to red's operational movement, then red moves the Hussar Group (Beacon Ridge to Millbrook)
    const { s } = walk(startState(), (x) => x.phase === 'operational-movement' && x.phasing === 'red', prefer());
    const e = { type: 'MOVE_STEP', unit: 'hussars', to: 'a5' };
    const o = fabEngine.apply(s, e);
    expect(o.ok).toBe(true);
    if (!o.ok) return;
    const line = lineFor(1, e, s, o.state, 'red');
    const words = (viewer: 'blue' | 'red', at: FabState) => {
      const l = renderLine(line, fabEngine.view(at, viewer).state);
      return [l.text, ...l.details].join(' | ');
    };
    const blue = words('blue', o.state);
    expect(blue).not.toMatch(/Hussar|hussars/);
    expect(blue).toContain('an enemy block');
    expect(blue).toContain('5 Millbrook');
    expect(words('red', o.state)).toContain('Hussar Group');
  });
});
