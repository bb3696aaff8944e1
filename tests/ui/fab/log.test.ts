/**
 * The log is kept as codes and ids and put into words from the holder's view (2.2): the same red move reads
 * "an enemy block" to blue and "Hussar Group" to red, in its line and in the rule note under it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/fab';
import { fabEngine, fabRecordEngine } from '../../../src/app/systems/fab';
import { describeEvent, renderLine } from '../../../src/ui/fab/log';
import { lineFor } from '../../../machines/fab/log-lines';
import type { FabState } from '../../../src/rules/fab/types';
import { prefer, startState, walk } from './helpers';
import type { GameEvent } from '../../../src/rules/common/engine';
import type { FabEvent } from '../../../machines/fab/events';
import game from '../../machines/fab/millbrook-game.json';

beforeEach(() => {
  lang.value = 'en';
});

describe('log lines per viewer (2.2)', () => {
  it('5.32 a hidden enemy move is "an enemy block" to the other side, named to its owner, line and note alike', () => {
    // to red's operational movement, then red moves the Hussar Group (Beacon Ridge to Millbrook)
    const { s } = walk(startState(), (x) => x.phase === 'operational-movement' && x.phasing === 'red', prefer());
    const e = { type: 'MOVE_STEP', unit: 'hussars', to: 'a5' };
    const o = fabRecordEngine.apply(s, e);
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

describe('a whole move in the log (5.3)', () => {
  it('5.3 a path reads as a move towards its last area, hidden to the other side like a step', () => {
    const { s } = walk(startState(), (x) => x.phase === 'operational-movement' && x.phasing === 'red', prefer());
    const e: FabEvent = { type: 'MOVE_ALONG', unit: 'hussars', path: ['a5'] };
    const o = fabEngine.apply(s, e);
    expect(o.ok).toBe(true);
    if (!o.ok) return;
    const line = lineFor(1, e, s, o.state, 'red');
    const text = (viewer: 'blue' | 'red') => renderLine(line, fabEngine.view(o.state, viewer).state).text;
    expect(text('blue')).toMatch(/an enemy block towards 5 Millbrook/);
    expect(text('red')).toMatch(/Hussar Group towards 5 Millbrook/);
  });
});

describe('every roll in its log line (6.25-6.28)', () => {
  const setup = {
    system: 'fab' as const,
    scenario: { id: 'fab-millbrook', version: 1 },
    options: {},
    dice: { kind: 'scripted' as const, rolls: game.rolls },
  };
  /** Each ROLL of the scripted Millbrook game: the state before, after, and the line built between them. */
  function rolls() {
    const r = fabEngine.start(setup);
    expect(r.ok).toBe(true);
    if (!r.ok) return [];
    let s = r.state;
    const out: { prev: FabState; next: FabState; line: ReturnType<typeof lineFor> }[] = [];
    (game.events as GameEvent[]).forEach((e, i) => {
      const o = fabRecordEngine.apply(s, e);
      expect(o.ok).toBe(true);
      if (!o.ok) return;
      if (e.type === 'ROLL') out.push({ prev: s, next: o.state, line: lineFor(i + 1, e, s, o.state, 'blue') });
      s = o.state;
    });
    return out;
  }
  const used = (p: FabState, n: FabState) =>
    p.dice.kind === 'scripted' && n.dice.kind === 'scripted' ? game.rolls.slice(p.dice.i, n.dice.i) : [];

  it('6.28 the roll that closes a round keeps its faces, success numbers and hits in the line', () => {
    const closing = rolls().filter((x) => x.prev.combat && !x.next.combat);
    expect(closing.length).toBeGreaterThan(0);
    for (const { prev, next, line } of closing) {
      expect(line.fire).not.toBeNull();
      const f = line.fire;
      if (!f) continue;
      // the faces are the injected dice the roll used, in order
      expect(f.dice.map((d) => d.face)).toEqual(used(prev, next));
      expect(f.hits).toBe(f.dice.filter((d) => d.hit).length);
      const shown = renderLine(line, fabEngine.view(next, 'blue').state);
      expect(shown.text).toBe(`rolled ${used(prev, next).join(', ')}`);
      for (const d of f.dice) expect(shown.details.join('\n')).toContain(`rolled ${d.face}, needing ${d.sn} or less`);
      expect(shown.details[0]).toMatch(new RegExp(`: ${f.hits} hits?$`));
    }
  });

  it('every ROLL line of the game says its faces: none reads "rolled the dice"', () => {
    const all = rolls();
    expect(all.length).toBeGreaterThan(5);
    for (const { prev, next, line } of all) {
      const shown = renderLine(line, fabEngine.view(next, 'red').state);
      expect(shown.text).not.toBe('rolled the dice');
      expect(shown.text).toContain(used(prev, next).join(', '));
    }
  });
});

describe('hidden chits in words (issue 27)', () => {
  it('10.0 an asset or event chit the reader has not seen is "a hidden asset" or "a hidden event", never "an enemy block"', () => {
    const s = startState();
    const eng = describeEvent({ type: 'ENGINEER', asset: 'hidden', fn: 'defences', area: 'a4' }, s).text;
    expect(eng).toMatch(/^a hidden asset: build defences in 4 Ferry Landing/);
    const alt = describeEvent({ type: 'ALT_EVENT', event: 'hidden' }, s).text;
    expect(alt).toBe('used a hidden event for its alternative effect');
    expect(describeEvent({ type: 'ASSIGN_ASSETS', assetIds: ['hidden'] }, s).text).toMatch(/a hidden asset/);
    for (const text of [eng, alt]) expect(text).not.toMatch(/enemy block/);
    lang.value = 'es';
    expect(describeEvent({ type: 'ALT_EVENT', event: 'hidden' }, s).text).toMatch(/un evento oculto/);
    lang.value = 'fr';
    expect(describeEvent({ type: 'ENGINEER', asset: 'hidden', fn: 'defences', area: 'a4' }, s).text).toMatch(
      /un atout caché/,
    );
    lang.value = 'en';
  });
});
