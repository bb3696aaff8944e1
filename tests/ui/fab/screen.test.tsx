// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preloadLater } from '../../../src/ui/fab/later';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/fab';
import ui, { handoffSide } from '../../../src/ui/fab/index';
import { GameScreen } from '../../../src/ui/fab/GameScreen';
import { SETTLE_MS } from '../../../src/ui/fab/settle';
import type { GameEvent } from '../../../src/rules/common/engine';
import type { FabState } from '../../../src/rules/fab/types';
import { BLUE_NAMES, RED_NAMES, fakeSession, prefer, startState, walk } from './helpers';
import { fabLines } from '../../../src/ui/fab/log';
import { fabEngine, fabRecordEngine } from '../../../src/app/systems/fab';
import { guideOn } from '../../../src/ui/guide';

// the log tab, map key and victory screen come in a chunk fetched after the first paint (src/ui/fab/later.tsx)
beforeAll(() => preloadLater());

beforeEach(() => {
  lang.value = 'en';
});
afterEach(() => cleanup());

const area = (c: Element, id: string) => c.querySelector(`[data-area="${id}"]`) as SVGGElement;

function toPhase(phase: FabState['phase'], pick = prefer()) {
  return walk(startState(), (s) => s.phase === phase, pick).events;
}

/** Blue moves the lancers over the Mill bridge into South Ford (newly contested), then every phase ends. */
function toCombatRound(): GameEvent[] {
  const { events } = walk(
    startState(),
    (s) => !!s.combat,
    (legal, s) => {
      if (
        s.phase === 'operational-movement' &&
        s.phasing === 'blue' &&
        !s.movement.done.includes('lancers') &&
        s.units['lancers']!.area === 'a3'
      ) {
        return (
          legal.find((e) => e.type === 'MOVE_STEP' && e['unit'] === 'lancers' && e['to'] === 'a6') ?? prefer()(legal)
        );
      }
      if (s.pendingBridge)
        return (
          legal.find((e) => e.type === 'BLOW_BRIDGE' && e['attempt'] === false) ??
          legal.find((e) => e.type === 'CROSS_BLOWN')
        );
      return legal.find((e) => e.type === 'SELECT_COMBAT') ?? prefer()(legal);
    },
  );
  return events;
}

function leaks(c: Element, names: readonly string[]): string[] {
  const html = c.innerHTML;
  return names.filter((n) => html.includes(n));
}

describe('FAB game screen', () => {
  it("2.3 blue's view never holds a red block's name, in text or in labels; the open table shows them", () => {
    const s = fakeSession(toPhase('operational-movement'));
    const { container } = render(<GameScreen session={s} viewer="blue" />);
    expect(leaks(container, RED_NAMES)).toEqual([]);
    expect(leaks(container, BLUE_NAMES.slice(0, 3)).length).toBe(3);
    cleanup();
    const open = render(<GameScreen session={s} viewer="open" />);
    expect(leaks(open.container, RED_NAMES.slice(0, 3)).length).toBe(3);
  });

  it('3.0 the phase bar says in a sentence which side plays which phase, with a link to its rule, beside the turn', () => {
    const s = fakeSession(toPhase('operational-movement'));
    render(<GameScreen session={s} viewer="blue" />);
    const bar = screen.getByRole('status');
    expect(bar.textContent).toContain('Western Alliance plays the Operational movement phase.');
    expect(screen.getByRole('button', { name: /^Turn 1 of 3 · VP \d+–\d+$/ })).toBeTruthy();
    expect(bar.querySelector('a[href="#/rules/fab/5.2"]')).not.toBeNull();
  });

  it('5.3 tapping the area of a unit lights its reachable areas with cost and points left; only "Move here" moves', async () => {
    const s = fakeSession(toPhase('operational-movement'));
    const stored = s.log.value!.length;
    const { container } = render(<GameScreen session={s} viewer="blue" />);
    fireEvent.click(area(container, 'a3'));
    await waitFor(() => expect(container.querySelectorAll('.fab-area-reach').length).toBeGreaterThan(0));
    const lit = [...container.querySelectorAll('.fab-area-reach')].map((g) => g.getAttribute('data-area'));
    expect(lit).toContain('a1');
    expect(area(container, 'a1').getAttribute('aria-label')).toMatch(/costs \d+ movement points, \d+ left/);
    fireEvent.click(area(container, 'a1'));
    // the tap picks the area: the path and "Move here" are shown, nothing is sent yet
    const here = await screen.findByRole('button', { name: 'Move here' });
    expect(container.querySelector('.fab-path')).not.toBeNull();
    expect(s.log.value!.length).toBe(stored);
    expect(s.state.value.units['lancers']!.area).toBe('a3');
    fireEvent.click(here);
    await waitFor(() => expect(s.state.value.units['lancers']!.area).toBe('a1'));
    expect(s.log.value!.at(-1)!.event).toEqual({ type: 'MOVE_ALONG', unit: 'lancers', path: ['a1'] });
  });

  it('5.35a a move of two areas is shown step by step and stored as one event per area, in order', async () => {
    const s = fakeSession(toPhase('operational-movement'));
    const dests = fabEngine.view(s.state.value, 'blue');
    const found = Object.entries(dests.destinations).flatMap(([unit, list]) =>
      list.filter((x) => x.path.length === 2 && !x.steps.some((st) => st.bridge)).map((x) => ({ unit, d: x })),
    )[0];
    expect(found).toBeDefined();
    const { unit, d } = found!;
    const { container } = render(<GameScreen session={s} viewer="blue" />);
    fireEvent.click(area(container, s.state.value.units[unit]!.area!));
    await waitFor(() => expect(container.querySelectorAll('.fab-area-reach').length).toBeGreaterThan(0));
    fireEvent.click(area(container, d.area));
    const steps = await screen.findByRole('list', { name: 'The path, step by step' });
    const sc = s.state.value.scenario;
    const want = d.steps.map((st) => {
      const a = sc.areas.find((x) => x.id === st.area)!;
      return `${a.number} ${a.name}: costs ${st.cost} MP`;
    });
    const rows = [...steps.querySelectorAll('li')].map((li) => li.textContent ?? '');
    expect(rows.map((r, i) => r.startsWith(want[i] ?? '?'))).toEqual(want.map(() => true));
    // points left after the last step: what the engine says is left there
    expect(rows.at(-1)).toContain(`${d.left} MP left`);
    expect(container.querySelector('.fab-path')!.getAttribute('data-steps')).toBe('2');
    const stored = s.log.value!.length;
    fireEvent.click(screen.getByRole('button', { name: 'Move here' }));
    await waitFor(() => expect(s.state.value.units[unit]!.area).toBe(d.area));
    // 5.3 the whole path is one stored event (the chart moves the unit along it): one undo takes it back
    expect(s.log.value!.slice(stored).map((x) => x.event)).toEqual([{ type: 'MOVE_ALONG', unit, path: d.path }]);
  });

  it("5.35d a move stopped for the enemy's bridge decision: the mover, and only the mover, later sees where and why", async () => {
    const s = fakeSession(toPhase('operational-movement'));
    const first = render(<GameScreen session={s} viewer="blue" />);
    fireEvent.click(area(first.container, 'a3'));
    await waitFor(() => expect(first.container.querySelectorAll('.fab-area-reach').length).toBeGreaterThan(0));
    fireEvent.click(area(first.container, 'a5'));
    expect((await screen.findByRole('region', { name: /Move 3rd Lancers to 5 Millbrook/ })).textContent).toMatch(
      /the enemy may try to blow the bridge/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move here' }));
    await waitFor(() => expect(s.state.value.pendingBridge).toBeTruthy());
    // the path stored as one event; the lancers wait in Ferry Landing while red decides on the crossing, the rest of
    // the path kept with the game
    expect(s.log.value!.at(-1)!.event).toEqual({ type: 'MOVE_ALONG', unit: 'lancers', path: ['a4', 'a5'] });
    expect(s.state.value.route).toEqual({ unit: 'lancers', rest: ['a5'] });
    expect(s.state.value.units['lancers']!.area).toBe('a4');
    cleanup();
    // red holds the tablet: no word of blue's move plan (first the summary of what red may know, then the map)
    const red = render(<GameScreen session={s} viewer="red" />);
    expect(red.container.textContent).not.toMatch(/Lancers/);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(red.container.querySelector('[data-testid="fab-move-stopped"]')).toBeNull();
    // red's two choices sit at the foot of the panel, outside the scrolling list (never cut off)
    expect([...red.container.querySelectorAll('.fab-enders button')].map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^Try to blow the bridge/),
      expect.stringMatching(/^Let the bridge stand/),
    ]);
    const stand = fabEngine.legalEvents(s.state.value).find((e) => e.type === 'BLOW_BRIDGE' && e['attempt'] === false);
    expect(stand).toBeDefined();
    expect((await s.dispatchAs('red', stand!)).ok).toBe(true);
    cleanup();
    // the tablet back with blue (a fresh screen, as after a hand-off): where the move paused, why, and where it is now
    const back = render(<GameScreen session={s} viewer="blue" />);
    // what red did meanwhile comes first, then the map with the note
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const note = back.container.querySelector('[data-testid="fab-move-stopped"]');
    expect(note?.textContent).toMatch(/3rd Lancers paused in 4 Ferry Landing at the bridge into 5 Millbrook/);
    expect(note?.textContent).toMatch(/It is now in/);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(back.container.querySelector('[data-testid="fab-move-stopped"]')).toBeNull());
  });

  it('5.35d issue 27: the bridge question asked out of turn marks the bridge and the crossing on the map; no guide note covers it', async () => {
    guideOn.value = true;
    const s = fakeSession(toPhase('operational-movement'));
    const first = render(<GameScreen session={s} viewer="blue" />);
    // before the question, blue's first-turn note about moving is there and nothing is marked
    expect(first.container.querySelector('.fab-guide')).not.toBeNull();
    expect(first.container.querySelector('.fab-bridge-q')).toBeNull();
    fireEvent.click(area(first.container, 'a3'));
    await waitFor(() => expect(first.container.querySelectorAll('.fab-area-reach').length).toBeGreaterThan(0));
    fireEvent.click(area(first.container, 'a5'));
    fireEvent.click(await screen.findByRole('button', { name: 'Move here' }));
    await waitFor(() => expect(s.state.value.pendingBridge).toBeTruthy());
    cleanup();
    const red = render(<GameScreen session={s} viewer="red" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const mark = red.container.querySelector('.fab-bridge-q');
    expect(mark).not.toBeNull();
    // from where the crossing unit waits, over the bridge, to the area beyond
    expect([mark!.getAttribute('data-from'), mark!.getAttribute('data-to')]).toEqual(['a4', 'a5']);
    expect(mark!.querySelector('.fab-bridge-q-ring')).not.toBeNull();
    expect(red.container.querySelector('.fab-guide')).toBeNull();
    expect(red.container.textContent).not.toMatch(/Lancers/);
    guideOn.value = false;
  });

  it('5.35 issue 27 "why not": a tap on a block whose move is over says why, with the rule; a block that may move says nothing', async () => {
    const s = fakeSession(toPhase('operational-movement'));
    expect((await s.dispatchAs('blue', { type: 'MOVE_ALONG', unit: 'lancers', path: ['a1'] })).ok).toBe(true);
    if (s.state.value.moving) expect((await s.dispatchAs('blue', { type: 'END_MOVE' })).ok).toBe(true);
    expect(s.state.value.movement.done).toContain('lancers');
    const { container } = render(<GameScreen session={s} viewer="blue" />);
    fireEvent.click(area(container, 'a1'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^3rd Lancers has already finished its move this phase/);
    expect(alert.querySelector('a.fab-rule')?.textContent).toMatch(/5\.35/);
    expect(container.querySelectorAll('.fab-area-reach')).toHaveLength(0);
    // a block that may still move lights its areas and is given no refusal
    fireEvent.click(area(container, 'a2'));
    await waitFor(() => expect(container.querySelectorAll('.fab-area-reach').length).toBeGreaterThan(0));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('issue 27: a replay offers no live-looking "End …" button; the same position in a game does', () => {
    const events = toPhase('operational-movement');
    const live = render(<GameScreen session={fakeSession(events)} viewer="blue" />);
    expect(live.container.querySelector('.fab-enders button')).not.toBeNull();
    cleanup();
    const replay = render(<GameScreen session={{ ...fakeSession(events), gameId: 'replay:g1' }} viewer="blue" />);
    expect(replay.container.querySelector('.fab-screen')).not.toBeNull();
    expect(replay.container.querySelector('.fab-enders button')).toBeNull();
    expect(screen.queryByRole('button', { name: /^End / })).toBeNull();
  });

  it('5.3 Cancel drops the picked area and sends nothing', async () => {
    const s = fakeSession(toPhase('operational-movement'));
    const stored = s.log.value!.length;
    const { container } = render(<GameScreen session={s} viewer="blue" />);
    fireEvent.click(area(container, 'a3'));
    await waitFor(() => expect(container.querySelectorAll('.fab-area-reach').length).toBeGreaterThan(0));
    fireEvent.click(area(container, 'a1'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Move here' })).toBeNull());
    expect(container.querySelector('.fab-path')).toBeNull();
    expect(s.log.value!.length).toBe(stored);
  });

  it('5.3 an area the unit cannot reach says why, with the rule number', async () => {
    const s = fakeSession(toPhase('operational-movement'));
    const { container } = render(<GameScreen session={s} viewer="blue" />);
    fireEvent.click(area(container, 'a3'));
    await waitFor(() => expect(container.querySelectorAll('.fab-area-reach').length).toBeGreaterThan(0));
    fireEvent.click(area(container, 'a8'));
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('a.fab-rule')).not.toBeNull();
    expect(s.state.value.units['lancers']!.area).toBe('a3');
  });

  it('5.21 hold, reserve and build defences are offered for the selected unit exactly when the engine allows them', async () => {
    const s = fakeSession(toPhase('operational-movement'));
    const { container } = render(<GameScreen session={s} viewer="blue" />);
    fireEvent.click(area(container, 'a3'));
    const reserve = await screen.findByRole('button', { name: /Put 3rd Lancers in reserve/ });
    fireEvent.click(reserve);
    await waitFor(() => expect(s.state.value.units['lancers']!.reserve).toBe(true));
  });

  it('6.1 the combat phase lists the areas that may fight and the phase cannot end while one is owed', () => {
    const events = toCombatRound();
    const s = fakeSession(events.slice(0, -1));
    expect(s.state.value.phase).toBe('combat');
    render(<GameScreen session={s} viewer="blue" />);
    expect(screen.getByRole('status').textContent).toMatch(/Still owed a combat round: 6 South Ford/);
    expect(screen.queryByRole('button', { name: /End the phase/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Fight in 6 South Ford/ })).toBeTruthy();
  });

  it("6.2 the combat screen shows both lines, the exact odds of the next fire step and the owner's decisions", async () => {
    const s = fakeSession(toCombatRound());
    const actor = s.status.value.actor!;
    const { container } = render(<GameScreen session={s} viewer={actor} />);
    expect(container.querySelector('.fab-combat')).not.toBeNull();
    expect(container.querySelectorAll('.fab-line').length).toBe(2);
    expect(container.querySelector('.fab-odds table')).not.toBeNull();
    expect(container.querySelector('.fab-actions')).not.toBeNull();
  });

  it("6.24 while the defender picks its point unit in secret, the attacker's view holds none of the defender's names", () => {
    const { events } = walk(
      startState(),
      (s) => {
        const h = s.combat as { round: { value: unknown } } | null;
        return (
          !!h && JSON.stringify(h.round.value).includes('designatePointUnits') && s.scenario && fakeActor(s) === 'red'
        );
      },
      (legal, s) => {
        if (
          s.phase === 'operational-movement' &&
          s.phasing === 'blue' &&
          s.units['lancers']!.area === 'a3' &&
          !s.movement.done.includes('lancers')
        ) {
          return (
            legal.find((e) => e.type === 'MOVE_STEP' && e['unit'] === 'lancers' && e['to'] === 'a6') ?? prefer()(legal)
          );
        }
        if (s.pendingBridge)
          return (
            legal.find((e) => e.type === 'BLOW_BRIDGE' && e['attempt'] === false) ??
            legal.find((e) => e.type === 'CROSS_BLOWN')
          );
        return (
          legal.find((e) => e.type === 'SELECT_COMBAT') ??
          legal.find((e) => e.type === 'ASSIGN_ASSETS') ??
          legal.find((e) => e.type === 'DECLINE_SPECIAL_ACTION') ??
          legal.find((e) => e.type === 'DESIGNATE_POINT') ??
          prefer()(legal)
        );
      },
    );
    const s = fakeSession(events);
    expect(s.status.value.actor).toBe('red');
    const { container } = render(<GameScreen session={s} viewer="blue" />);
    expect(leaks(container, RED_NAMES)).toEqual([]);
  });

  it('3.0 the hand-off goes to the side the engine says must decide, named as the scenario names it', () => {
    const s = fakeSession(toCombatRound());
    expect(handoffSide(s)).toBe(s.status.value.actor);
    expect(ui.sideLabel!(s, 'red')).toBe('Eastern League');
  });

  it("the log lists each move in plain words per turn and phase, and red's log never names blue's hidden blocks", () => {
    const events = walk(
      startState(),
      (s) => s.phase === 'operational-movement' && s.phasing === 'red',
      (legal, s) => {
        if (s.phase === 'operational-movement' && s.phasing === 'blue' && !s.movement.done.includes('lancers'))
          return legal.find((e) => e.type === 'HOLD' && e['unit'] === 'lancers') ?? prefer()(legal);
        return prefer()(legal);
      },
    ).events;
    const s = fakeSession(events);
    const blue = render(<GameScreen session={s} viewer="blue" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Log' }));
    expect(blue.container.textContent).toContain('held 3rd Lancers in place');
    expect(blue.container.textContent).toMatch(/Turn 1 · Operational movement/);
    cleanup();
    const red = render(<GameScreen session={s} viewer="red" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Log' }));
    expect(red.container.textContent).toContain('held an enemy block in place');
    expect(leaks(red.container, BLUE_NAMES)).toEqual([]);
  });

  /** A Millbrook game of random legal play (seeded) to its last move before the end: about 170 moves. */
  function longGame(seed = 4) {
    let x = seed;
    const rnd = () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 4294967296;
    return walk(
      startState(),
      (s) => s.finished,
      (legal) => {
        const moves = legal.filter((e) => !/^END_/.test(e.type));
        return moves.length && rnd() < 0.9
          ? moves[Math.floor(rnd() * moves.length)]
          : legal[Math.floor(rnd() * legal.length)];
      },
      5000,
    ).events.slice(0, -1);
  }

  it('a long log shows its latest 150 moves, newest first, and a button for the earlier ones', async () => {
    const events = longGame();
    expect(events.length).toBeGreaterThan(150);
    const s = fakeSession(events);
    const { container } = render(<GameScreen session={s} viewer="blue" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Log' }));
    const moves = () => [...container.querySelectorAll('.fab-log > section > ol > li')];
    await waitFor(() => expect(moves().length).toBe(150));
    expect(moves()[0]!.closest('section')!.querySelector('h3')!.textContent).toMatch(/^Turn 3/);
    const rest = events.length - 150;
    fireEvent.click(
      screen.getByRole('button', { name: rest === 1 ? 'Show the earlier move' : `Show ${rest} earlier moves` }),
    );
    await waitFor(() => expect(moves().length).toBe(events.length));
    expect(screen.queryByRole('button', { name: /earlier move/ })).toBeNull();
  });

  it('the log of a long game is written out slice by slice, each slice moving on, to the same lines', () => {
    const events = longGame(5);
    const whole = fakeSession(events).lines.all('open')!;
    const s = fakeSession(events);
    let slices = 0;
    let lines: ReturnType<typeof s.lines.all>;
    while (!(lines = s.lines.all('open', 0))) {
      slices++;
      expect(s.lines.progress('open').built).toBe(slices * 16);
    }
    expect(slices).toBe(Math.floor((events.length - 1) / 16));
    expect(lines).toEqual(whole);
    expect(s.lines.progress('open')).toEqual({ built: events.length, total: events.length });
  });

  it('a move taken back and replaced while the log was not on screen gets its own line, not the old one', () => {
    // the first move of the game that had another legal choice
    const game = longGame(6);
    let st = startState();
    let k = 0;
    let other: GameEvent | undefined;
    for (; k < game.length; k++) {
      other = fabEngine.legalEvents(st).find((e) => e.type !== game[k]!.type);
      if (other) break;
      st = (fabRecordEngine.apply(st, game[k]!) as { state: FabState }).state;
    }
    const events = game.slice(0, k + 1);
    const s = fakeSession(events);
    const before = fabLines(s.lines.all('open'))!;
    // undo the last move and play another legal one in its place (same seq), with no log drawn in between
    const log = s.log.value!;
    (s.log as { value: unknown }).value = [...log.slice(0, -1), { seq: log.at(-1)!.seq, at: 0, event: other! }];
    const after = fabLines(s.lines.all('open'))!;
    expect(after).toHaveLength(before.length);
    const fresh = fabLines(fakeSession([...events.slice(0, -1), other!]).lines.all('open'))!;
    expect(after.at(-1)!.event).toEqual(fresh.at(-1)!.event);
    expect(after.at(-1)!.event).not.toEqual(before.at(-1)!.event);
  });

  it("2.1 the boxes tab shows each side's cup count and boxes; hidden assets stay hidden from the enemy", () => {
    const s = fakeSession(toPhase('operational-movement'), { hiddenAssets: true });
    const { container } = render(<GameScreen session={s} viewer="blue" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Boxes' }));
    expect(container.textContent).toMatch(/pieces in the cup/);
    expect(container.textContent).toContain('Pioneers');
    expect(container.textContent).not.toContain('Sappers');
  });
});

function fakeActor(s: FabState): string | null {
  return ui.engine.status(s).actor;
}

describe('selection', () => {
  it("5.35a a move that ends the unit's movement puts the block down: the next tap picks another unit", async () => {
    const s = fakeSession(toPhase('operational-movement'));
    const dests = fabEngine.view(s.state.value, 'blue').destinations;
    // a destination that uses up the unit's points, and another blue unit elsewhere that may move
    const found = Object.entries(dests).flatMap(([unit, list]) =>
      list.filter((x) => x.left === 0 && !x.steps.some((st) => st.bridge)).map((x) => ({ unit, d: x })),
    )[0];
    expect(found).toBeDefined();
    const { unit, d } = found!;
    const from = s.state.value.units[unit]!.area!;
    const other = Object.keys(dests).find(
      (u) => u !== unit && s.state.value.units[u]!.area !== from && s.state.value.units[u]!.area !== d.area,
    );
    expect(other).toBeDefined();
    const { container } = render(<GameScreen session={s} viewer="blue" />);
    fireEvent.click(area(container, from));
    await waitFor(() => expect(container.querySelectorAll('.fab-area-reach').length).toBeGreaterThan(0));
    fireEvent.click(area(container, d.area));
    fireEvent.click(await screen.findByRole('button', { name: 'Move here' }));
    await waitFor(() => expect(s.state.value.units[unit]!.area).toBe(d.area));
    await waitFor(() => expect(container.querySelectorAll('.fab-area-reach').length).toBe(0));
    // the next unit: its area lights its own reach, with no refusal about the unit that has moved
    fireEvent.click(area(container, s.state.value.units[other!]!.area!));
    await waitFor(() => expect(container.querySelectorAll('.fab-area-reach').length).toBeGreaterThan(0));
    expect(container.querySelector('.fab-error')).toBeNull();
  });

  it("5.3 a second tap on the selected unit's area puts it down and the lit areas go out", async () => {
    const s = fakeSession(walk(startState(), (x) => x.phase === 'operational-movement', prefer()).events);
    const { container } = render(<GameScreen session={s} viewer="blue" />);
    const a3 = () => container.querySelector('[data-area="a3"]')!;
    const before = s.log.value!.length;
    fireEvent.click(a3());
    await waitFor(() => expect(container.querySelectorAll('.fab-area-reach').length).toBeGreaterThan(0));
    fireEvent.click(a3());
    await waitFor(() => expect(container.querySelectorAll('.fab-area-reach').length).toBe(0));
    expect(s.log.value!.length).toBe(before);
    expect(s.state.value.units['lancers']!.area).toBe('a3');
  });
});

describe('taps', () => {
  it('3.0 a double tap on "End the phase" ends one phase: the second tap, made while the first is stored, is dropped', async () => {
    const s = fakeSession(toPhase('operational-movement'));
    // storing takes a moment, as it does in IndexedDB: both taps land before the first is stored
    const store = s.dispatch.bind(s);
    s.dispatch = async (e) => {
      await new Promise((r) => setTimeout(r, 20));
      return store(e);
    };
    const before = s.log.value!.length;
    const phase = s.state.value.phase;
    const end = fabEngine.legalEvents(s.state.value).find((e) => e.type === 'END_PHASE');
    expect(end).toBeDefined();
    // the same event is legal again one phase on, so a second tap that got through would end that phase too
    const next = fabRecordEngine.apply(s.state.value, end!);
    expect(next.ok && fabRecordEngine.apply(next.state, end!).ok).toBe(true);
    render(<GameScreen session={s} viewer="blue" />);
    const button = screen.getByRole('button', { name: /^End the phase/ });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(s.log.value!.length).toBe(before + 1));
    await new Promise((r) => setTimeout(r, 60));
    expect(s.log.value!.length).toBe(before + 1);
    expect(s.state.value.phase).not.toBe(phase);
  });

  it('3.0 after a phase ends, its side\'s next "End" button is off for a moment: a double tap never ends the next step too', async () => {
    // blue ends its operational movement and goes on in the next phase, whose ender sits in the same place
    const s = fakeSession(toPhase('operational-movement'));
    render(<GameScreen session={s} viewer="open" />);
    const before = s.log.value!.length;
    fireEvent.click(screen.getByRole('button', { name: /^End the phase/ }));
    await waitFor(() => expect(s.log.value!.length).toBe(before + 1));
    const next = await screen.findAllByRole('button', { name: /^End (the phase|this step)/ });
    expect(next.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    fireEvent.click(next[0]!);
    expect(s.log.value!.length).toBe(before + 1);
    await new Promise((r) => setTimeout(r, SETTLE_MS + 50));
    await waitFor(() =>
      expect(
        (screen.getAllByRole('button', { name: /^End (the phase|this step)/ })[0] as HTMLButtonElement).disabled,
      ).toBe(false),
    );
  });
});

describe('drawing from the cup (4.2)', () => {
  it('4.2 in the administration phase the side sees the chits it just drew, also after a hand-off (fresh screen)', () => {
    const events = walk(startState(), (x) => x.phase === 'admin', prefer()).events;
    const s = fakeSession(events);
    const st = s.state.value;
    const drawnBlue = st.boxes.blue.available.filter((id) => !startState().boxes.blue.available.includes(id));
    expect(drawnBlue.length).toBeGreaterThan(0);
    const { container } = render(<GameScreen session={s} viewer="blue" />);
    const list = screen.getByRole('region', { name: 'Just drawn from the cup' });
    expect(list.querySelectorAll('.fab-drawn').length).toBeGreaterThanOrEqual(drawnBlue.length);
    expect(container.textContent).toMatch(/Western Alliance drew/);
  });
});

describe('languages', () => {
  for (const l of ['es', 'fr'] as const) {
    it(`every string on the map, combat and log screens exists in ${l} (no raw keys)`, () => {
      lang.value = l;
      const s = fakeSession(toCombatRound());
      const { container } = render(<GameScreen session={s} viewer={s.status.value.actor!} />);
      expect(container.innerHTML).not.toMatch(/\bfab\.[a-zA-Z]/);
      cleanup();
      const m = fakeSession(toPhase('operational-movement'));
      const map = render(<GameScreen session={m} viewer="blue" />);
      fireEvent.click(map.container.querySelector('[data-area="a3"]')!);
      for (const tab of map.container.querySelectorAll('[role="tab"]')) {
        fireEvent.click(tab);
        expect(map.container.innerHTML).not.toMatch(/\bfab\.[a-zA-Z]/);
      }
    });
  }
});
