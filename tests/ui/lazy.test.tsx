// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lang } from '../../src/i18n';
import '../../src/i18n/core';
import { lazyScreen } from '../../src/ui/lazy';

beforeEach(() => {
  lang.value = 'en';
});
afterEach(() => cleanup());

function Hello({ who }: { who: string }) {
  return <p>hello {who}</p>;
}

describe('screens loaded on first use', () => {
  it('shows the loading page, then the screen with its props; loading starts at the first render, once', async () => {
    let calls = 0;
    const Lazy = lazyScreen(async () => (calls++, Hello));
    render(<Lazy who="Ana" />);
    expect(calls).toBe(1);
    expect(screen.getByText('Loading…')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('hello Ana')).toBeTruthy());
    cleanup();
    render(<Lazy who="Bea" />);
    expect(screen.getByText('hello Bea')).toBeTruthy(); // already loaded: drawn at once, not after a loading page
    expect(calls).toBe(1);
  });

  it('a preloaded screen is drawn at once', async () => {
    const Lazy = lazyScreen(async () => Hello);
    await Lazy.preload();
    render(<Lazy who="Cai" />);
    expect(screen.getByText('hello Cai')).toBeTruthy();
  });

  it('a chunk that cannot be fetched says so with a way home, and the next visit tries again', async () => {
    let fail = true;
    const Lazy = lazyScreen(async () => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return Hello;
    });
    render(<Lazy who="Dan" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/could not be loaded \(Failed to fetch/);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('#/');
    cleanup();
    fail = false;
    render(<Lazy who="Dan" />);
    await waitFor(() => expect(screen.getByText('hello Dan')).toBeTruthy());
  });
});
