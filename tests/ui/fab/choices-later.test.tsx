// @vitest-environment happy-dom
/**
 * Issue 30: the choice panel (4.1-4.35 administration and reinforcement, 5.1) is a part fetched after the screen.
 * A screen drawn before it came shows the rest of the panel at once and "Loading" in its place, then the choices;
 * a screen with no choice to make never asks for it.
 */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/core';
import '../../../src/i18n/fab';
import { GameScreen } from '../../../src/ui/fab/GameScreen';
import { isChoiceEvent } from '../../../src/ui/fab/choice-events';
import { fabEngine } from '../../../src/app/systems/fab';
import { fakeSession, prefer, startState, walk } from './helpers';

afterEach(() => cleanup());

describe('the choice panel arrives after the screen (issue 30)', () => {
  it('4.1-4.3 a phase with choices drawn before the part: the phase bar and map at once, "Loading" in the panel, then the choices', async () => {
    lang.value = 'en';
    const { s, events } = walk(startState(), (x) => fabEngine.legalEvents(x).some(isChoiceEvent), prefer());
    const actor = fabEngine.status(s).actor;
    expect(actor === 'blue' || actor === 'red').toBe(true);
    expect(['reinforcement', 'admin']).toContain(s.phase);
    const { container } = render(<GameScreen session={fakeSession(events)} viewer={String(actor)} />);
    expect(container.querySelector('.fab-map')).not.toBeNull();
    expect(container.querySelector('.fab-pane [aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Choices of this phase' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Choices of this phase' }, { timeout: 10_000 })).toBeTruthy();
    expect(container.querySelector('.fab-pane [aria-busy="true"]')).toBeNull();
  });
});
