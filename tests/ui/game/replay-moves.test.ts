/**
 * The replay viewer's move list in words (issue 19): each move in the system's own log text, in the interface
 * language, and for an unfinished hidden-information game only as the chosen side may know it (2.2): no
 * enemy block still face down is named in the list, at any cursor.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { signal } from '@preact/signals';
import { lang, register } from '../../../src/i18n';
import '../../../src/i18n/fab';
import { messages as fubarMessages } from '../../../src/i18n/fubar';

register('fubar', fubarMessages);
register('ocs', ocsMessages);
import { fabEngine } from '../../../src/app/systems/fab';
import { fubarEngine } from '../../../src/app/systems/fubar';
import { Timeline } from '../../../src/app/review';
import { secretsFor } from '../../../src/rules/fab/secrets';
import type { AnyEngine, GameEvent, GameSetup } from '../../../src/rules/common/engine';
import type { GameSessionApi } from '../../../src/app/session-api';
import type { FabState, Side } from '../../../src/rules/fab/types';
import { moveList } from '../../../src/ui/game/Replay';
import { fabMoveTexts, fabPhaseText } from '../../../src/ui/fab/moves';
import { fubarMoveTexts, fubarPhaseText } from '../../../src/ui/fubar/moves';
import { ocsMoveTexts, ocsPhaseText } from '../../../src/ui/ocs/moves';
import { ocsEngine } from '../../../src/app/systems/ocs';
import { demoScenario } from '../../../src/scenarios/ocs/demo';
import { messages as ocsMessages } from '../../../src/i18n/ocs';
import { PRESET_SCENARIOS } from '../../../src/scenarios/fubar/presets';

beforeEach(() => {
  lang.value = 'en';
});

function picker(seed: number) {
  let s = seed >>> 0;
  return (n: number) => (((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296) * n) | 0;
}

function game(engine: AnyEngine, setup: GameSetup, n: number, seed: number): GameEvent[] {
  const pick = picker(seed);
  const st = engine.start(setup);
  expect(st.ok).toBe(true);
  if (!st.ok) return [];
  let s = st.state;
  const events: GameEvent[] = [];
  while (events.length < n && !engine.status(s).finished) {
    const legal = engine.legalEvents(s).filter((e) => e.type !== 'END_GAME');
    if (!legal.length) break;
    const e = legal[pick(legal.length)]!;
    const r = engine.apply(s, e);
    if (!r.ok) continue;
    s = r.state;
    events.push(e);
  }
  return events;
}

/** The read-only session the viewer hands the screens, at cursor `i` (only what moveList reads). */
function sessionAt(engine: AnyEngine, timeline: Timeline<unknown>, i: number): GameSessionApi<unknown, GameEvent> {
  const state = signal(timeline.stateAt(i));
  const session: Pick<GameSessionApi<unknown, GameEvent>, 'state' | 'view'> = {
    state,
    view: (side: string) => engine.view(state.value, side),
  };
  return session as GameSessionApi<unknown, GameEvent>;
}

const fabSetup = (seed: number): GameSetup => ({
  system: 'fab',
  scenario: { id: 'fab-millbrook', version: 1 },
  options: {},
  dice: { kind: 'seeded', seed },
});

describe('replay move list in words (issue 19)', () => {
  it('2.2 FAB: an unfinished game lists its moves in words and names no face-down enemy block to either side', () => {
    let checked = 0;
    let named = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (seed) => {
        const events = game(fabEngine, fabSetup(seed), 160, seed);
        const timeline = new Timeline<unknown>(fabEngine, fabSetup(seed), events);
        const log = events.map((event, seq) => ({ seq, at: 0, event }));
        const ui = { moveTexts: fabMoveTexts, phaseText: fabPhaseText };
        for (const i of [20, 60, 100, timeline.length]) {
          const full = timeline.stateAt(i) as FabState;
          for (const side of ['blue', 'red'] as Side[]) {
            const list = moveList(ui, sessionAt(fabEngine, timeline, i), side, log, timeline, i);
            expect(list.length).toBe(Math.min(40, i));
            const text = list.map((m) => `${m.text} ${m.phase}`).join('\n');
            // words, not the event codes
            for (const m of list) {
              expect(m.text).not.toBe('');
              expect(m.text).not.toMatch(/^[A-Z_]+$/);
            }
            for (const u of secretsFor(full, side).units) {
              expect(text).not.toContain(u.name);
              checked++;
            }
            // what the side may know is still named: its own blocks
            if (full.scenario.units.some((u) => u.side === side && text.includes(u.name))) named++;
          }
        }
      }),
      { numRuns: 6, seed: 19 },
    );
    expect(checked).toBeGreaterThan(50);
    expect(named).toBeGreaterThan(5);
  });

  it('FUBAR: moves read as the turn log says them, in the interface language', () => {
    const id = Object.keys(PRESET_SCENARIOS)[0]!;
    const setup: GameSetup = {
      system: 'fubar',
      scenario: { id, version: 1 },
      options: {},
      dice: { kind: 'seeded', seed: 3 },
      data: { ...PRESET_SCENARIOS[id]!, turnLimit: null },
    };
    const events = game(fubarEngine, setup, 80, 3);
    const timeline = new Timeline<unknown>(fubarEngine, setup, events);
    const log = events.map((event, seq) => ({ seq, at: 0, event }));
    const ui = { moveTexts: fubarMoveTexts, phaseText: fubarPhaseText };
    const en = moveList(ui, sessionAt(fubarEngine, timeline, timeline.length), 'open', log, timeline, timeline.length);
    expect(en.length).toBeGreaterThan(10);
    expect(en.filter((m) => /^[A-Z_]+$/.test(m.text)).length).toBeLessThan(en.length / 4);
    for (const m of en) expect(m.text).not.toMatch(/fubar\./); // no raw keys
    expect(en.some((m) => /activates|initiative/i.test(m.text))).toBe(true);
    lang.value = 'es';
    const es = moveList(ui, sessionAt(fubarEngine, timeline, timeline.length), 'open', log, timeline, timeline.length);
    expect(es.some((m) => /se activa|iniciativa/i.test(m.text))).toBe(true);
  });

  it('OCS: every move reads as words (moves, rail, modes, depots, engineers), in the interface language', () => {
    const setup: GameSetup = {
      system: 'ocs',
      scenario: { id: demoScenario.id, version: 1 },
      options: {},
      dice: { kind: 'seeded', seed: 5 },
      data: { scenario: demoScenario },
    };
    const events = game(ocsEngine, setup, 120, 5);
    const timeline = new Timeline<unknown>(ocsEngine, setup, events);
    const log = events.map((event, seq) => ({ seq, at: 0, event }));
    const ui = { moveTexts: ocsMoveTexts, phaseText: ocsPhaseText };
    const at = (n: number) => moveList(ui, sessionAt(ocsEngine, timeline, n), 'open', log, timeline, n);
    const kinds = new Set(events.map((e) => e.type));
    expect(kinds.has('MOVE')).toBe(true);
    expect(kinds.size).toBeGreaterThan(3);
    let listed = 0;
    for (const n of [30, 60, 90, timeline.length]) {
      for (const m of at(n)) {
        expect(m.text, `move ${m.seq}`).not.toBe('');
        expect(m.text).not.toMatch(/^[A-Z_]+$/);
        expect(m.text).not.toMatch(/ocs\./); // no raw keys
        listed++;
      }
    }
    expect(listed).toBeGreaterThan(60);
    const en = at(timeline.length).map((m) => m.text);
    expect(en.some((x) => / moved \d+ hex(es)? to /.test(x))).toBe(true);
    lang.value = 'es';
    const es = at(timeline.length).map((m) => m.text);
    expect(es.some((x) => /^Movimiento de .+ hasta /.test(x))).toBe(true);
  });
});
