// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { describe, expect, it, vi, beforeAll } from 'vitest';
// the app fetches one language of the OCS strings with its screen (src/i18n/ocs/load.ts): here all three
import '../../../src/i18n/ocs';
import { render, fireEvent, screen, cleanup, waitFor, within } from '@testing-library/preact';
import { signal } from '@preact/signals';
import { afterEach } from 'vitest';
import ui from '../../../src/ui/ocs/index';
import { ocsEngine } from '../../../src/app/systems/ocs';
import { demoScenario } from '../../../src/scenarios/ocs/demo';
import { hexKey, fromOffset, hexLabel } from '../../../src/rules/ocs/hex';
import { lang } from '../../../src/i18n';
import type { GameSessionApi } from '../../../src/app/session-api';
import type { OcsGame, Unit } from '../../../src/rules/ocs/types';
import type { OcsEvent } from '../../../machines/ocs/movement-phase';
import { preloadLater } from '../../../src/ui/ocs/later';
import { NO_LINES } from '../../fixtures/no-lines';

// the parts fetched after the screen's code (the roster builder, the panels, the calculator): here before any render
beforeAll(() => preloadLater());

afterEach(cleanup);

function fakeSession(first: OcsGame, reject?: boolean) {
  const state = signal(first);
  const status = signal(ocsEngine.status(first));
  const sent: OcsEvent[] = [];
  const session = {
    gameId: 'g1',
    system: 'ocs',
    name: signal('Test'),
    scenario: { id: demoScenario.id, version: 1 },
    options: {},
    setup: {
      system: 'ocs',
      scenario: { id: demoScenario.id, version: 1 },
      options: {},
      dice: { kind: 'seeded', seed: 1 },
    },
    state,
    status,
    log: signal([]),
    lines: NO_LINES,
    undoable: signal({ ok: false, reason: 'nothing', message: '' }),
    damaged: signal(null),
    readOnly: signal(null),
    view: () => state.value,
    probe: () => null,
    dispatchAs(_side: string, e: OcsEvent) {
      return this.dispatch(e);
    },
    dispatch: vi.fn(async (e: OcsEvent) => {
      sent.push(e);
      if (reject) return { ok: false as const, rule: 'rail', message: 'No.', code: 'rail.zoc' };
      const r = ocsEngine.apply(state.value, e);
      if (!r.ok) return r;
      state.value = r.state;
      status.value = ocsEngine.status(r.state);
      return { ok: true as const };
    }),
    undo: vi.fn(),
    rename: vi.fn(),
  } satisfies GameSessionApi<OcsGame, OcsEvent>;
  return { session, sent, state };
}

function started(): OcsGame {
  const s = ocsEngine.start({
    system: 'ocs',
    scenario: { id: demoScenario.id, version: 1 },
    options: {},
    dice: { kind: 'scripted', rolls: [5] },
  });
  if (!s.ok) throw new Error(s.message);
  return s.state;
}

const hexEl = (c: Element, col: number, row: number) =>
  c.querySelector(`[data-hex="${hexKey(fromOffset(col, row))}"]`) as Element;

describe('OCS game screen', () => {
  lang.value = 'en';
  it('breakout: offers the legal breakout and explains why the wheeled scouts may not try', async () => {
    const { session, sent } = fakeSession(started());
    const Screen = ui.GameScreen;
    render(<Screen session={session} viewer="open" />);
    expect(screen.getByText(/Breakout segment/)).toBeTruthy();
    expect(screen.getByText(/Desert Scouts:/).textContent).toMatch(/wheeled unit/);
    fireEvent.click(screen.getByRole('button', { name: /Attempt breakout: 4th Rifles/ }));
    await waitFor(() => expect(sent[0]).toEqual({ type: 'ATTEMPT_BREAKOUT', unitId: 'a-rif4' }));
    await waitFor(() => expect(screen.getByText(/broke out on a 5/)).toBeTruthy());
  });
  it('movement: tap a unit, see reachable hexes with points left, tap a hex, see the path and its reasons, commit', async () => {
    const g0 = started();
    const g = { ...g0, segment: 'movement' as const };
    const { session, sent, state } = fakeSession(g);
    const Screen = ui.GameScreen;
    const { container } = render(<Screen session={session} viewer="open" />);
    fireEvent.click(hexEl(container, 3, 7)); // 1/3 Fusiliers, combat mode, 4 MP
    expect(screen.getByText(/Selected in hex 0408/)).toBeTruthy();
    expect(container.querySelectorAll('.ocs-mark-reach').length).toBeGreaterThan(3);
    fireEvent.click(hexEl(container, 5, 7)); // two hexes east along the road
    expect(screen.getByText(new RegExp(`Path to ${hexLabel(hexKey(fromOffset(5, 7)))}`))).toBeTruthy();
    expect(screen.getAllByText(/Road: 0.5/).length).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Move here' }));
    await waitFor(() =>
      expect(sent[0]).toMatchObject({
        type: 'MOVE',
        unitIds: ['a-fus1'],
        path: [hexKey(fromOffset(4, 7)), hexKey(fromOffset(5, 7))],
      }),
    );
    expect(state.value.units['a-fus1']?.hex).toBe(hexKey(fromOffset(5, 7)));
  });
  it('rail: offered for the battalion in move mode at a station, with its capacity cost', async () => {
    const g = { ...started(), segment: 'movement' as const };
    const { session, sent } = fakeSession(g);
    const Screen = ui.GameScreen;
    const { container } = render(<Screen session={session} viewer="open" />);
    fireEvent.click(hexEl(container, 1, 3));
    fireEvent.click(screen.getByRole('tab', { name: 'Rail' }));
    expect(screen.getAllByText(/Uses 0.25 of 2 rail capacity \(double track\)/).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /Rail to 1404 \(Serin\)/ }));
    await waitFor(() =>
      expect(sent[0]).toEqual({ type: 'RAIL_MOVE', unitId: 'a-dur9', to: hexKey(fromOffset(13, 3)) }),
    );
  });
  it('rail (rules version 3): a stack at a station is offered the train together, for the capacity of both', async () => {
    const g0 = { ...started(), segment: 'movement' as const, rulesVersion: 3 };
    const station = hexKey(fromOffset(1, 3));
    // a second unit of side A in move mode joins the battalion at the station
    const fus: Unit = { ...g0.units['a-fus1']!, hex: station, mode: 'move' };
    const g: OcsGame = { ...g0, units: { ...g0.units, 'a-fus1': fus } };
    const { session, sent } = fakeSession(g);
    const Screen = ui.GameScreen;
    const { container } = render(<Screen session={session} viewer="open" />);
    fireEvent.click(hexEl(container, 1, 3));
    const names = [g.units['a-dur9']!.name, g.units['a-fus1']!.name];
    const stackBtn = screen
      .getAllByRole('button')
      .find((b) => b.textContent === names.join(' + ') || b.textContent === [...names].reverse().join(' + '));
    expect(stackBtn).toBeDefined();
    fireEvent.click(stackBtn!);
    fireEvent.click(screen.getByRole('tab', { name: 'Rail' }));
    const re = g.units['a-dur9']!.re + g.units['a-fus1']!.re;
    expect(
      screen.getAllByText(new RegExp(`Uses ${re / 2} of 2 rail capacity \\(double track\\)`)).length,
    ).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /Rail to 1404 \(Serin\)/ }));
    await waitFor(() => expect(sent[0]).toMatchObject({ type: 'RAIL_MOVE', to: hexKey(fromOffset(13, 3)) }));
    const e = sent[0];
    expect(e?.type === 'RAIL_MOVE' && [e.unitId, ...(e.together ?? [])].sort()).toEqual(['a-dur9', 'a-fus1']);
  });
  it('rail: refused with the reason for a unit in combat mode', () => {
    const g = { ...started(), segment: 'movement' as const };
    const { session } = fakeSession(g);
    const Screen = ui.GameScreen;
    const { container } = render(<Screen session={session} viewer="open" />);
    fireEvent.click(hexEl(container, 3, 7));
    fireEvent.click(screen.getByRole('tab', { name: 'Rail' }));
    expect(screen.getByText(/Only units in move mode may entrain/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rules: rail' }).getAttribute('href')).toBe('#/rules/ocs/rail');
  });
  it('engineers: the build tab lights the hexes in reach and offers the works legal there', async () => {
    const g = { ...started(), segment: 'movement' as const };
    const { session, sent } = fakeSession(g);
    const Screen = ui.GameScreen;
    const { container } = render(<Screen session={session} viewer="open" />);
    fireEvent.click(hexEl(container, 10, 6)); // Field Engineers
    fireEvent.click(screen.getByRole('tab', { name: 'Build' }));
    expect(container.querySelectorAll('.ocs-mark-build').length).toBeGreaterThan(3);
    fireEvent.click(hexEl(container, 10, 7));
    fireEvent.click(screen.getByRole('button', { name: /Air base: build or improve to level 1/ }));
    await waitFor(() =>
      expect(sent[0]).toEqual({
        type: 'ENGINEER_WORK',
        unitId: 'a-eng',
        hex: hexKey(fromOffset(10, 7)),
        work: 'airbase',
        action: 'build',
      }),
    );
  });
  it('fortifications: offered to an unmoved 1 RE combat unit, refused with the reason for a battalion', async () => {
    const g = { ...started(), segment: 'movement' as const };
    const { session, sent } = fakeSession(g);
    const Screen = ui.GameScreen;
    const { container } = render(<Screen session={session} viewer="open" />);
    fireEvent.click(hexEl(container, 10, 6));
    fireEvent.click(screen.getByRole('tab', { name: 'Build' }));
    expect(screen.getByText(/A unit needs at least 1 RE to build a fortification/)).toBeTruthy();
    fireEvent.click(hexEl(container, 3, 7));
    fireEvent.click(screen.getByRole('button', { name: /Build or improve a fortification here/ }));
    await waitFor(() => expect(sent[0]).toEqual({ type: 'FORTIFY', unitId: 'a-fus1' }));
  });
  it("depots: blowing a depot is offered for the player's own depots and reports the roll", async () => {
    const g = { ...started(), segment: 'movement' as const };
    const { session, sent } = fakeSession(g);
    const Screen = ui.GameScreen;
    render(<Screen session={session} viewer="open" />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Blow it all' })[0]!);
    await waitFor(() => expect(sent[0]).toEqual({ type: 'BLOW_DEPOT', depotId: 'dA1', amount: 'all' }));
    await waitFor(() => expect(screen.getByRole('log').textContent).toMatch(/Depot dA1: rolled 5/));
  });
  it('depots: any part of a depot in quarter points may be blown, as the player chooses', async () => {
    const g = { ...started(), segment: 'movement' as const };
    const d = g.depots.find((x) => x.side === g.player)!;
    const { session, sent } = fakeSession(g);
    const Screen = ui.GameScreen;
    render(<Screen session={session} viewer="open" />);
    const box = screen.getAllByRole('group', { name: new RegExp(`How much of the`) })[0]!;
    const half = Math.round(d.sp * 2) / 4;
    fireEvent.click(within(box).getByRole('button', { name: 'A quarter point less' }));
    fireEvent.click(within(box).getByRole('button', { name: 'A quarter point less' }));
    fireEvent.click(within(box).getByRole('button', { name: 'A quarter point more' }));
    fireEvent.click(within(box).getByRole('button', { name: new RegExp(`^Blow ${String(half - 0.25)}`) }));
    await waitFor(() => expect(sent[0]).toEqual({ type: 'BLOW_DEPOT', depotId: d.id, amount: half - 0.25 }));
  });
  it('phase: a double tap on "End bombardment" ends one segment: the second tap, made while the first is stored, is dropped', async () => {
    const g = { ...started(), segment: 'bombardment' as const };
    const { session, sent, state } = fakeSession(g);
    render(<ui.GameScreen session={session} viewer="open" />);
    const end = screen.getByRole('button', { name: 'End bombardment' });
    fireEvent.click(end);
    fireEvent.click(end);
    await waitFor(() => expect(state.value.segment).not.toBe('bombardment'));
    expect(sent).toHaveLength(1);
  });
  it('phase: a refusal from the session is shown with its rule and a link', async () => {
    const g = { ...started(), segment: 'bombardment' as const };
    const { session } = fakeSession(g, true);
    const Screen = ui.GameScreen;
    render(<Screen session={session} viewer="open" />);
    fireEvent.click(screen.getByRole('button', { name: 'End bombardment' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/Refused \(rail\).*enemy zone of control/),
    );
  });
  it('phase: the segment banner follows the language', () => {
    lang.value = 'es';
    const { session } = fakeSession(started());
    const Screen = ui.GameScreen;
    render(<Screen session={session} viewer="open" />);
    expect(screen.getByText(/Segmento de ruptura/)).toBeTruthy();
    lang.value = 'en';
  });
});

describe('OCS calculator', () => {
  lang.value = 'en';
  it('movement-points: prices each hex with its reason and says whether the move is legal', () => {
    const Calc = ui.tools![0]!.Screen;
    render(<Calc />);
    expect(screen.getByRole('status').textContent).toMatch(/Legal: 1 of 6 MP, 5 left/);
    fireEvent.click(screen.getAllByRole('button', { name: /Forest/ })[1]!); // hex 1 terrain
    expect(screen.getByRole('status').textContent).toMatch(/Legal: 2 of 6/);
    fireEvent.click(screen.getByRole('button', { name: 'Add a hex' }));
    fireEvent.click(screen.getAllByRole('button', { name: /Mountain/ })[2]!);
    expect(screen.getByRole('status').textContent).toMatch(/Legal: 5 of 6/);
    // issue 27: one more mountain hex is 2 MP over: the hex's line says so, not "0 left"
    fireEvent.click(screen.getByRole('button', { name: 'Add a hex' }));
    fireEvent.click(screen.getAllByRole('button', { name: /Mountain/ })[3]!);
    const last = [...document.querySelectorAll('.ocs-steptext')].at(-1)!.textContent;
    expect(last).toMatch(/Total 8 MP, 2 over the allowance/);
    expect(last).not.toMatch(/0 left/);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the last hex' }));
    fireEvent.change(screen.getByLabelText('Movement type'), { target: { value: 'wheeled' } });
    expect(screen.getByRole('status').textContent).toMatch(/Not allowed \(terrain\)/);
  });
  it("terrain: the chart is labelled as the app's own and can be edited", () => {
    const Calc = ui.tools![0]!.Screen;
    render(<Calc />);
    expect(screen.getByText(/app's own chart/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Clear, foot'), { target: { value: '3' } });
    expect(screen.getByRole('status').textContent).toMatch(/Legal: 3 of 6/);
    expect(screen.getByText(/An edited chart/)).toBeTruthy();
  });
});

describe('saved charts', () => {
  it('terrain: an edited chart is saved to the library and used again', async () => {
    lang.value = 'en';
    const Calc = ui.tools![0]!.Screen;
    render(<Calc />);
    fireEvent.change(screen.getByLabelText('Clear, foot'), { target: { value: '2' } });
    const name = await screen.findByLabelText('Name for this chart');
    // the section is drawn while the library is read (issue 27: it no longer appears late); saving waits for it
    expect(screen.getByRole('button', { name: 'Save this chart' })).toHaveProperty('disabled', true);
    await screen.findByText('No saved charts yet.');
    fireEvent.input(name, { target: { value: 'Desert war' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save this chart' }));
    const use = await screen.findByRole('button', { name: 'Use Desert war' });
    fireEvent.click(screen.getByRole('button', { name: "Back to the app's chart" }));
    expect(screen.getByRole('status').textContent).toMatch(/Legal: 1 of 6/);
    fireEvent.click(use);
    expect(screen.getByRole('status').textContent).toMatch(/Legal: 2 of 6/);
  });
});
