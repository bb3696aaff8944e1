// @vitest-environment happy-dom
/**
 * Issue 27, solo: a bridge the app blows (5.35d) on the player's move is a roll the player would never see (it
 * happens between the player's taps, outside any combat screen): it is held in a dice panel with its faces until
 * "Go on", as the player's own rolls are. The app's turns are faked (no worker): `shown` is set as the app would
 * after storing its event, and they reach the screen as its `turns` prop.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { signal } from '@preact/signals';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/fab';
import { preloadLater } from '../../../src/ui/fab/later';
import type { GameEvent } from '../../../src/rules/common/engine';
import { fabEngine } from '../../../src/app/systems/fab';
import { fakeSession, prefer, startState, walk } from './helpers';
import { GameScreen } from '../../../src/ui/fab/GameScreen';
import type { OpponentTurn } from '../../../src/ui/fab/opponent';

const shown = signal<{ seq: number; event: GameEvent } | null>(null);
const turns: OpponentTurn = {
  thinking: signal(null),
  shown,
  error: signal(null),
  opponent: { side: 'red', level: 'easy', seed: 1 },
  skip: () => undefined,
  retry: () => undefined,
};

beforeAll(() => preloadLater());
beforeEach(() => {
  lang.value = 'en';
  shown.value = null;
});
afterEach(() => cleanup());

describe('the app’s rolls in solo (issue 27)', () => {
  it('5.35d the bridge the app tries to blow on the player’s move is shown with its dice until "Go on"', async () => {
    const events = walk(startState(), (x) => x.phase === 'operational-movement', prefer()).events;
    const s = fakeSession(events);
    // blue (the player) sends the lancers over the Millbrook bridge; red (the app) tries to blow it
    expect((await s.dispatchAs('blue', { type: 'MOVE_ALONG', unit: 'lancers', path: ['a4', 'a5'] })).ok).toBe(true);
    const blow = fabEngine.legalEvents(s.state.value).find((e) => e.type === 'BLOW_BRIDGE' && e['attempt'] === true);
    expect(blow).toBeDefined();
    const seq = s.log.value!.length;
    expect((await s.dispatch(blow!)).ok).toBe(true);
    render(<GameScreen session={s} viewer="blue" turns={turns} />);
    expect(document.querySelector('.fab-roll')).toBeNull();
    shown.value = { seq, event: blow! };
    const panel = await screen.findByRole('dialog');
    expect(panel.classList.contains('fab-roll')).toBe(true);
    expect(panel.textContent).toMatch(/5\.35/);
    screen.getByRole('button', { name: 'Go on' }).click();
    await waitFor(() => expect(document.querySelector('.fab-roll')).toBeNull());
  });
});
