// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/core';
import '../../../src/i18n/fab';
import { SoloForm, preloadLater } from '../../../src/ui/fab/later';

afterEach(() => cleanup());

describe('FAB parts fetched after the first paint (src/ui/fab/later.tsx)', () => {
  it('a part asked for before its chunk shows "Loading", fetches the chunk itself and then renders', async () => {
    lang.value = 'en';
    render(<SoloForm scenarioId="fab-millbrook" value={null} onChange={() => undefined} />);
    expect(screen.getByText('Loading…').getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(screen.getByRole('radio', { name: /Western Alliance/ })).toBeTruthy(), {
      timeout: 10_000,
    });
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('once the chunk is here a part renders in the same render as its screen (nothing appears a moment later)', async () => {
    await preloadLater();
    render(<SoloForm scenarioId="fab-millbrook" value={null} onChange={() => undefined} />);
    expect(screen.getByRole('radio', { name: /Eastern League/ })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});
