// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/fab';
import { GameScreen } from '../../../src/ui/fab/GameScreen';
import type { FabState } from '../../../src/rules/fab/types';
import { fakeSession, prefer, startState, walk } from './helpers';

afterEach(() => {
  cleanup();
  lang.value = 'en';
});

const area = (c: Element, id: string) => c.querySelector(`[data-area="${id}"]`) as SVGGElement;
function toPhase(phase: FabState['phase']) {
  return walk(startState(), (s) => s.phase === phase, prefer()).events;
}

describe('FAB game screen refusals (issue 16)', () => {
  it('5.32 in Spanish, an area the unit cannot reach says why in Spanish, naming both areas, with its section', async () => {
    lang.value = 'es';
    const s = fakeSession(toPhase('operational-movement'));
    const { container } = render(<GameScreen session={s} viewer="blue" />);
    fireEvent.click(area(container, 'a3'));
    await waitFor(() => expect(container.querySelectorAll('.fab-area-reach').length).toBeGreaterThan(0));
    fireEvent.click(area(container, 'a8'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('8 East Road no es adyacente a 3 Old Mill.');
    expect(alert.querySelector('a.fab-rule')?.textContent).toContain('5.32');
  });
});
