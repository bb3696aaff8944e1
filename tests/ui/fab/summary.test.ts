/**
 * "Since you last looked" (2.2): the summary a side reads after taking the tablet lists the other side's moves,
 * combats with their dice, losses and reveals, and never an enemy block the side has not seen. Played on the
 * scripted Millbrook game with injected dice; the secrets come from the rules (secretsFor), not from the UI.
 */
import { summaryFrom } from './helpers';
import { beforeEach, describe, expect, it } from 'vitest';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/fab';
import { actorOf } from '../../../machines/fab/engine';
import { secretsFor } from '../../../src/rules/fab/secrets';
import { rollText, type LookSummary } from '../../../src/ui/fab/summary';
import { type LogLine } from '../../../src/ui/fab/log';
import { lineFor } from '../../../machines/fab/log-lines';
import type { FabState, Side } from '../../../src/rules/fab/types';
import game from '../../machines/fab/millbrook-game.json';
import { millbrookEvents, millbrookStates } from '../../machines/fab/millbrook-positions';

beforeEach(() => {
  lang.value = 'en';
});

const events = millbrookEvents;
const act = (s: FabState): Side => actorOf(s) ?? s.phasing;

const states = millbrookStates();

/** Runs of events one side decided in a row: the other side's player last looked at the start of the run. */
function runs(): { from: number; to: number; side: Side }[] {
  const out: { from: number; to: number; side: Side }[] = [];
  let i = 0;
  while (i < events.length) {
    const a = act(states[i]!);
    let j = i;
    while (j < events.length && act(states[j]!) === a) j++;
    out.push({ from: i, to: j, side: a === 'blue' ? 'red' : 'blue' });
    i = j;
  }
  return out;
}

const summaryOf = (from: number, to: number, side: Side) =>
  summaryFrom(
    states[from]!,
    events.slice(from, to).map((event, k) => ({ seq: from + k + 1, event })),
    side,
  );
const words = (s: LookSummary) =>
  [...s.moves.map((m) => m.text), ...s.actions.flatMap((a) => [a.text, ...a.details]), ...s.changes].join('\n');
const used = (from: number, to: number) => {
  const a = states[from]!.dice,
    b = states[to]!.dice;
  return a.kind === 'scripted' && b.kind === 'scripted' ? game.rolls.slice(a.i, b.i) : [];
};

describe('since you last looked (2.2)', () => {
  const all = runs().map((r) => ({ ...r, sum: summaryOf(r.from, r.to, r.side) }));

  it('5.3 lists the moves of enemy blocks, where they came from and went, as "an enemy block" while face down', () => {
    const withMoves = all.filter((r) => r.sum && r.sum.moves.length > 0);
    expect(withMoves.length).toBeGreaterThan(1);
    for (const { from, to, side, sum } of withMoves) {
      for (const m of sum?.moves ?? []) {
        // some enemy block stood in `from` before the run and one stands in `to` after it (the full states)
        const enemy = side === 'blue' ? 'red' : 'blue';
        const sideOf = (id: string) => states[0]!.scenario.units.find((u) => u.id === id)?.side;
        const stoodIn = (s: FabState, a: string) =>
          Object.entries(s.units).some(([id, u]) => u.area === a && sideOf(id) === enemy);
        expect(stoodIn(states[from]!, m.from)).toBe(true);
        expect(stoodIn(states[to]!, m.to)).toBe(true);
        expect(m.text).toMatch(/moved from \d+ .* to \d+ /);
      }
    }
    expect(withMoves.some((r) => r.sum?.moves.some((m) => m.text.startsWith('an enemy block moved')))).toBe(true);
  });

  it('6.25-6.28 lists each roll of the other side: who rolled, for which fire step where, faces, success numbers, hits', () => {
    const isRoll = (a: { faces?: readonly unknown[] }) => !!a.faces?.length;
    const rolled = all.filter((r) => r.sum?.actions.some((a) => isRoll(a) && /for .* in \d+ /.test(a.text)));
    expect(rolled.length).toBeGreaterThan(3);
    for (const { from, to, side, sum } of rolled) {
      const fire = (sum?.actions ?? []).filter((a) => isRoll(a) && / for .* in \d+ /.test(a.text));
      // the faces shown are the injected dice the run used, in order, both drawn and in the sentence
      expect(fire.flatMap((a) => a.faces?.map((f) => f.face))).toEqual(used(from, to));
      const other = side === 'blue' ? 'Eastern League' : 'Western Alliance';
      for (const a of fire) {
        const faces = (a.faces ?? []).map((f) => f.face).join(', ');
        expect(a.text).toMatch(
          new RegExp(
            `^${other} rolled ${faces} for ((Attacker's|Defender's) artillery|(Defensive|Offensive) close fire) in \\d+ .+: \\d+ hits?$`,
          ),
        );
        const hits = Number(/(\d+) hits?$/.exec(a.text)?.[1]);
        expect((a.faces ?? []).filter((f) => f.hit).length).toBe(hits);
        expect(a.details[0]).toMatch(/\(6\.2[5-8]\): \d+ hits?$/);
        const dice = a.details.filter((d) => /rolled \d+, needing \d or less: (hit|miss)$/.test(d));
        expect(dice.length).toBe(a.faces?.length);
      }
    }
  });

  it('9.4 a supply morale check says whose it is and carries its die', () => {
    const checks = all.flatMap((r) => (r.sum?.actions ?? []).filter((a) => /supply morale check/.test(a.text)));
    expect(checks.length).toBeGreaterThan(0);
    for (const a of checks) {
      expect(a.text).toMatch(/^(Western Alliance|Eastern League): .* supply morale check \(rolled (\d+), needed \d+/);
      expect(a.faces?.map((f) => f.face)).toEqual([Number(/rolled (\d+)/.exec(a.text)?.[1])]);
    }
  });

  it("6.25 the side's own rolls made by the app while it was away are listed for it, and only its own", () => {
    // a stretch of several runs: the side last looked before its own events the app could have taken
    let found = 0;
    const rs = runs();
    for (let k = 0; k + 2 < rs.length; k++) {
      const side = rs[k]!.side;
      const sum = summaryOf(rs[k]!.from, rs[k + 2]!.to, side);
      for (const r of sum?.rolls ?? []) {
        const me = side === 'blue' ? 'Western Alliance' : 'Eastern League';
        expect(r.text.startsWith(me) || r.text.startsWith('Morale checks')).toBe(true);
        expect(r.faces?.length).toBeGreaterThan(0);
        found++;
      }
      // the other side's rolls are never listed as the side's own
      for (const r of sum?.rolls ?? []) expect(sum?.actions.some((a) => a.seq === r.seq)).toBe(false);
    }
    expect(found).toBeGreaterThan(2);
  });

  it('6.43 lists losses: steps lost by a block the side sees, and blocks eliminated', () => {
    const lossOf = all.flatMap((r) => (r.sum?.changes ?? []).map((c) => ({ ...r, c })));
    const steps = lossOf.filter((x) => / steps \d → \d$/.test(x.c));
    const gone = lossOf.filter((x) => x.c.endsWith(' was eliminated'));
    expect(steps.length).toBeGreaterThan(0);
    expect(gone.length).toBeGreaterThan(0);
    for (const { to, c } of gone) {
      const name = c.replace(' was eliminated', '');
      const def = states[0]!.scenario.units.find((u) => u.name === name);
      expect(def && states[to]!.units[def.id]?.where).toBe('eliminated');
    }
    for (const { from, to, c } of steps) {
      const [name, rest] = c.split(': steps ');
      const def = states[0]!.scenario.units.find((u) => u.name === name);
      expect(def).toBeDefined();
      if (!def) continue;
      expect(rest).toBe(`${states[from]!.units[def.id]?.steps} → ${states[to]!.units[def.id]?.steps}`);
    }
  });

  it('6.24 lists a reveal: an enemy block face down when the side last looked and face up now', () => {
    let found = 0;
    for (const { from, to, side, sum } of all) {
      const hiddenThen = new Set(secretsFor(states[from]!, side).units.map((u) => u.name));
      const hiddenNow = new Set(secretsFor(states[to]!, side).units.map((u) => u.name));
      for (const name of hiddenThen)
        if (!hiddenNow.has(name) && Object.values(states[to]!.units).length) {
          const def = states[0]!.scenario.units.find((u) => u.name === name);
          if (!def || states[to]!.units[def.id]?.where !== 'map') continue;
          expect(sum?.changes.some((c) => c.startsWith(`${name} was revealed in `))).toBe(true);
          found++;
        }
    }
    expect(found).toBeGreaterThan(1);
  });

  it('2.2 names no enemy block the side has not seen, over any stretch of the game it was away', () => {
    const rs = runs();
    let checked = 0;
    for (let a = 0; a < rs.length; a++)
      for (let b = a; b < Math.min(rs.length, a + 4); b++) {
        for (const side of ['blue', 'red'] as const) {
          const sum = summaryOf(rs[a]!.from, rs[b]!.to, side);
          if (!sum) continue;
          const text = words(sum);
          for (const u of secretsFor(states[rs[b]!.to]!, side).units) {
            expect(text).not.toContain(u.name);
            expect(text).not.toContain(u.id);
          }
          checked++;
        }
      }
    expect(checked).toBeGreaterThan(80);
  });

  it('nothing to report: no summary when the other side did nothing', () => {
    expect(summaryOf(5, 5, 'blue')).toBeNull();
  });
});

describe('a roll in one sentence: who rolled and for what (5.35d, 6.25-6.28), in three languages', () => {
  const s0 = states[0]!;
  const bridge = (code: 'blown' | 'blowFailed', face: number): LogLine => ({
    seq: 9,
    turn: 1,
    phase: 'operational-movement',
    side: 'red',
    event: { type: 'BLOW_BRIDGE', attempt: true },
    notes: [{ rule: '5.35', code, params: { face } }],
    fire: null,
    boundary: 'r3-6',
  });
  const fire = (hits: number): LogLine => ({
    seq: 9,
    turn: 1,
    phase: 'combat',
    side: 'blue',
    event: { type: 'ROLL' },
    notes: [],
    fire: {
      step: 'defensiveCloseFire',
      hits,
      dice: [
        { firer: 'x', face: 3, sn: 5, hit: true },
        { firer: 'x', face: hits > 1 ? 2 : 8, sn: 5, hit: hits > 1 },
      ],
    },
    area: 'a5',
  });
  it('5.35d names the side and the bridge, the die, what it needed and the result', () => {
    expect(rollText(bridge('blown', 3), s0)).toBe(
      'Eastern League tried to blow the Mill bridge: rolled 3, needing 5 or less: blown',
    );
    expect(rollText(bridge('blowFailed', 8), s0)).toBe(
      'Eastern League tried to blow the Mill bridge: rolled 8, needing 5 or less: the bridge held',
    );
    lang.value = 'es';
    expect(rollText(bridge('blown', 3), s0)).toBe(
      'Eastern League intentó volar el Mill bridge: sacó 3, necesitaba 5 o menos: volado',
    );
    lang.value = 'fr';
    expect(rollText(bridge('blowFailed', 9), s0)).toBe(
      'Eastern League a tenté de faire sauter le Mill bridge : 9, il fallait 5 ou moins : le pont a tenu',
    );
  });
  it('6.27 names the firing side, the step and the area, with the hits in the plural rules', () => {
    expect(rollText(fire(1), s0)).toBe('Western Alliance rolled 3, 8 for Defensive close fire in 5 Millbrook: 1 hit');
    expect(rollText(fire(2), s0)).toBe('Western Alliance rolled 3, 2 for Defensive close fire in 5 Millbrook: 2 hits');
    lang.value = 'es';
    expect(rollText(fire(1), s0)).toMatch(/^Western Alliance sacó 3, 8 \(Fuego cercano defensivo, 5 .*\): 1 impacto$/);
    expect(rollText(fire(2), s0)).toMatch(/: 2 impactos$/);
    lang.value = 'fr';
    expect(rollText(fire(1), s0)).toMatch(/^Western Alliance a fait 3, 8 pour .* en 5 .* : 1 touché$/);
    expect(rollText(fire(2), s0)).toMatch(/ : 2 touchés$/);
  });
  it('no dice, no sentence: a move is not a roll', () => {
    const e = events.findIndex((x) => x.type === 'MOVE_STEP');
    expect(rollText(lineFor(e + 1, events[e]!, states[e]!, states[e + 1]!, 'blue'), s0)).toBeNull();
  });
});

describe('2.2 the side’s own moves are no news to it', () => {
  it('after a reload mid-turn, the side that moved gets no summary of its own moves (nor the control they took)', () => {
    // every run of moves one side made: read back by that same side (the tablet never left it)
    let checked = 0;
    for (const r of runs()) {
      const mover: Side = r.side === 'blue' ? 'red' : 'blue';
      const run = events.slice(r.from, r.to).map((event, k) => ({ seq: r.from + k + 1, event }));
      if (!run.some(({ event }) => event.type === 'MOVE_ALONG' || event.type === 'MOVE_STEP')) continue;
      const s = summaryFrom(states[r.from]!, run, mover);
      // nothing but the side's own moves happened: at most its own rolls are held for it
      expect(s === null || (s.moves.length === 0 && s.changes.length === 0)).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
