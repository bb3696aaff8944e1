// @vitest-environment happy-dom
/**
 * Issue 13: the choice panels list every option the engine allows, each with a label that tells it apart,
 * and a tap (or a ticked subset and a confirm) sends exactly that option.
 */
import { signal } from '@preact/signals';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preloadChoices } from '../../../src/ui/fab/later';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/fab';
import { ChoicePanel, buildChoices, optionName } from '../../../src/ui/fab/Choices';
import { GameScreen } from '../../../src/ui/fab/GameScreen';
import { fabEngine, fabRecordEngine } from '../../../src/app/systems/fab';
import { stepSide } from '../../../machines/fab/turn';
import type { GameEvent } from '../../../src/rules/common/engine';
import type { FabState, Side, UnitState } from '../../../src/rules/fab/types';
import { fakeSession } from './helpers';

beforeEach(() => {
  lang.value = 'en';
});
afterEach(() => cleanup());

function start(): FabState {
  const r = fabEngine.start({
    system: 'fab',
    scenario: { id: 'fab-varna-gap', version: 1 },
    options: {},
    dice: { kind: 'seeded', seed: 3 },
  });
  if (!r.ok) throw new Error(r.message);
  return r.state;
}
function advanceTo(s0: FabState, phase: string, turn = 1): FabState {
  let s = s0;
  for (let i = 0; i < 400 && !(s.phase === phase && s.turn === turn); i++) {
    const evs = fabEngine.legalEvents(s);
    const e =
      evs.find((x) => x.type === 'PLACE_REINFORCEMENT' && !x['source']) ??
      evs.find((x) => x.type === 'END_STEP' || x.type === 'END_PHASE')!;
    const r = fabEngine.apply(s, e);
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
  return s;
}
function boxes(s: FabState, side: Side, put: Partial<Record<'available' | 'used' | 'eliminated', string[]>>) {
  const all = Object.values(put).flat();
  const b = s.boxes[side];
  const strip = (xs: readonly string[]) => xs.filter((x) => !all.includes(x));
  return {
    ...s,
    boxes: {
      ...s.boxes,
      [side]: {
        ...b,
        future: strip(b.future),
        cup: strip(b.cup),
        available: [...strip(b.available), ...(put.available ?? [])],
        used: [...strip(b.used), ...(put.used ?? [])],
        eliminated: [...strip(b.eliminated), ...(put.eliminated ?? [])],
      },
    },
  };
}
const unit = (s: FabState, id: string, patch: Partial<UnitState>): FabState => ({
  ...s,
  units: { ...s.units, [id]: { ...s.units[id]!, ...patch } },
});

/** Blue's admin step with every admin function available and targets for each. */
function richAdmin(): FabState {
  let s = advanceTo(start(), 'admin');
  s = boxes(s, 'blue', {
    available: ['n-eng', 'n-staff', 'n-hq', 'n-sa1', 'n-rep'],
    eliminated: ['n-art2', 'n-tank', 'n-inf'],
  });
  s = unit(s, 'n1-2', { steps: 2 });
  s = unit(s, 'n1-6', { steps: 1, order: 'disorder' });
  s = unit(s, 'n2-1', { steps: 2 });
  return s;
}

const RED_NAMES = (s: FabState) => s.scenario.units.filter((u) => u.side === 'red').map((u) => u.name);

// the game screen's choice panel is a part: a game opened on a choice waits for it (src/ui/fab/index.tsx prepareScreen)
beforeAll(() => preloadChoices());
describe('FAB choice panels (issue 13)', () => {
  it('4.2 / 8.x every admin choice lists every legal option once, with labels that tell them apart', () => {
    const s = richAdmin();
    expect(stepSide(s)).toBe('blue');
    const legal = fabEngine.legalEvents(s);
    const pieces = buildChoices(s, 'blue', 'blue', legal);
    const sent: GameEvent[] = [];
    render(
      <ChoicePanel
        s={s}
        viewer="blue"
        me="blue"
        legal={legal}
        send={async (e) => {
          sent.push(e);
          return null;
        }}
      />,
    );
    let covered = 0;
    for (const p of pieces)
      for (const c of p.choices) {
        const names = c.options.map(optionName);
        expect(new Set(names).size, `${p.name}: ${c.title} ${names.join(' | ')}`).toBe(names.length);
        // every legal event of a one-tap choice is one option
        if (c.kind === 'one') covered += c.options.length;
        // the screen shows the same options when the choice is opened
        const toggle = within(screen.getByRole('group', { name: p.name })).getByRole('button', {
          name: new RegExp(`^${c.title.replace(/[()]/g, '.')}`),
        });
        fireEvent.click(toggle);
        const list = screen.getByRole('group', { name: `${p.name}: ${c.title}` });
        const shown = c.kind === 'one' ? within(list).getAllByRole('button') : within(list).getAllByRole('checkbox');
        expect(shown.map((b) => b.getAttribute('aria-label'))).toEqual(names);
        fireEvent.click(toggle);
      }
    const oneTap = legal.filter(
      (e) => ['ENGINEER', 'STAFF', 'SPECIAL_ACTION'].includes(e.type) || (e.type === 'PLAY_EVENT' && !e['units']),
    );
    expect(covered).toBe(oneTap.length);
    // the kinds the issue names are all there
    const titles = pieces.flatMap((p) => p.choices.map((c) => `${p.name}: ${c.rule}`));
    for (const want of [
      'Corps Engineers: 4.31',
      'Corps Engineers: 4.33',
      'Corps Engineers: 4.34',
      'Corps Engineers: 4.35',
      'Army Staff: 8.31',
      'Army Staff: 8.32',
      'Army Staff: 8.33',
      'Front Command: 8.25',
      'Front Command: 8.26',
      'Corps Commander Forward: 8.25',
      'Corps Commander Forward: 8.26',
      'Corps Commander Forward: 4.21',
      'March Battalions: 17.0',
    ])
      expect(titles).toContain(want);
  });

  it('8.32 intelligence names each enemy block by area and position, never by what it is', () => {
    const s = richAdmin();
    const legal = fabEngine.legalEvents(s);
    const intel = buildChoices(s, 'blue', 'blue', legal)
      .flatMap((p) => p.choices)
      .find((c) => c.rule === '8.32')!;
    expect(intel.options.length).toBe(10);
    for (const o of intel.options) {
      expect(optionName(o)).toMatch(/^\d+ [\w ]+: Enemy block \d of \d$/);
      for (const n of RED_NAMES(s)) expect(optionName(o)).not.toContain(n);
    }
    // the event behind the tenth option reveals that block, which the engine accepts
    const r = fabRecordEngine.apply(s, intel.options[9]!.event!);
    expect(r.ok).toBe(true);
  });

  it('4.21 a pair of eliminated assets is ticked (not the first two) and confirmed', async () => {
    const s = richAdmin();
    const sent: GameEvent[] = [];
    render(
      <ChoicePanel
        s={s}
        viewer="blue"
        me="blue"
        legal={fabEngine.legalEvents(s)}
        send={async (e) => {
          sent.push(e);
          return null;
        }}
      />,
    );
    const piece = screen.getByRole('group', { name: 'Corps Commander Forward' });
    fireEvent.click(within(piece).getByRole('button', { name: /^Alternative use/ }));
    const confirm = screen.getByRole<HTMLButtonElement>('button', { name: /^Confirm/ });
    expect(confirm.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Independent Tank Battalion' }));
    expect(confirm.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Machine-gun Battalion' }));
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(sent).toEqual([{ type: 'ALT_EVENT', event: 'n-sa1', assets: ['n-tank', 'n-inf'] }]);
    const r = fabRecordEngine.apply(s, sent[0]!);
    expect(r.ok).toBe(true);
  });

  it('4.1b some Used assets are ticked and returned to the cup; 4.1a any one is taken back; 8.27 a redirect is offered', () => {
    let s = advanceTo(start(), 'reinforcement', 2);
    s = boxes(s, 'blue', { used: ['n-art1', 'n-inf', 'n-tank'], available: ['n-hq', 'n-sa1'] });
    s = { ...s, saUnused: { blue: true, red: false }, reclaimed: { blue: false, red: false } };
    const sent: GameEvent[] = [];
    render(
      <ChoicePanel
        s={s}
        viewer="blue"
        me="blue"
        legal={fabEngine.legalEvents(s)}
        send={async (e) => {
          sent.push(e);
          return null;
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Put Used assets back in the cup/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Machine-gun Battalion' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Independent Tank Battalion' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm (2 chosen)' }));
    expect(sent.pop()).toEqual({ type: 'RETURN_TO_CUP', assets: ['n-inf', 'n-tank'] });
    fireEvent.click(screen.getByRole('button', { name: /^Take one asset back/ }));
    const reclaim = within(screen.getByRole('group', { name: 'Used: Take one asset back to Available' })).getAllByRole(
      'button',
    );
    expect(reclaim.map((b) => b.textContent)).toEqual([
      'Corps Artillery',
      'Machine-gun Battalion',
      'Independent Tank Battalion',
    ]);
    fireEvent.click(reclaim[2]!);
    expect(sent.pop()).toEqual({ type: 'RECLAIM_ASSET', asset: 'n-tank' });
    // 8.27 the 9th Infantry Division may be redirected, paid with either special action
    fireEvent.click(screen.getByRole('button', { name: /^Redirect to another entry area/ }));
    const redirect = within(
      screen.getByRole('group', { name: '9th Infantry Division: Redirect to another entry area' }),
    ).getAllByRole('button');
    const names = redirect.map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Spend Front Command (reusable special action): Enter at 1 Kestrel Farm (A)',
      'Spend Front Command (reusable special action): Enter at 25 Marl Fields (E)',
      'Spend Corps Commander Forward (single-use special action of I Northern Corps): Enter at 1 Kestrel Farm (A)',
      'Spend Corps Commander Forward (single-use special action of I Northern Corps): Enter at 25 Marl Fields (E)',
    ]);
    fireEvent.click(redirect[3]!);
    expect(sent.pop()).toEqual({ type: 'PLACE_REINFORCEMENT', unit: 'n1-7', area: 'v25', source: 'n-sa1' });
  });

  it('the game screen shows the panel to the side that decides, and not to the other side', () => {
    const session = { ...fakeSession(), state: signal(richAdmin()) };
    const { unmount } = render(<GameScreen session={session} viewer="blue" />);
    expect(screen.getByRole('region', { name: 'Choices of this phase' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Intelligence on an enemy block/ })).toBeTruthy();
    unmount();
    render(<GameScreen session={session} viewer="red" />);
    expect(screen.queryByRole('region', { name: 'Choices of this phase' })).toBeNull();
  });
});
