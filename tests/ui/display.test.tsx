// @vitest-environment happy-dom
/** Display settings: theme, colour-blind-safe sides with patterned block backs, large dice. */
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/preact';
import { applyDisplay, DEFAULT_DISPLAY, mirroredDisplay, readDisplay, SAFE_SIDE } from '../../src/ui/display';
import { BackPattern, sideColour } from '../../src/ui/fab/Block';
import { millbrook } from '../../src/scenarios/fab/millbrook';

afterEach(() => applyDisplay(DEFAULT_DISPLAY));

describe('display settings', () => {
  it('a stored value is read safely: unknown themes, palettes and flags fall back to the defaults', () => {
    expect(readDisplay({ theme: 'dark', palette: 'colourblind', largeDice: true })).toEqual({
      theme: 'dark',
      palette: 'colourblind',
      largeDice: true,
    });
    expect(readDisplay({ theme: 'neon', palette: 3, largeDice: 'yes' })).toEqual(DEFAULT_DISPLAY);
    expect(readDisplay(null)).toEqual(DEFAULT_DISPLAY);
  });
  it('applying puts the choice on <html> and keeps a copy for the next first paint', () => {
    applyDisplay({ theme: 'dark', palette: 'colourblind', largeDice: true });
    const root = document.documentElement;
    expect(root.dataset['theme']).toBe('dark');
    expect(root.dataset['palette']).toBe('colourblind');
    expect(root.dataset['dice']).toBe('large');
    expect(mirroredDisplay()).toEqual({ theme: 'dark', palette: 'colourblind', largeDice: true });
    applyDisplay({ theme: 'system', palette: 'standard', largeDice: false });
    expect(root.dataset['theme']).toBeUndefined(); // the system's choice, through prefers-color-scheme
    expect(root.dataset['dice']).toBeUndefined();
  });
  it("the colour-blind palette replaces the scenario's side colours and the two backs differ by pattern", () => {
    const blue = sideColour(millbrook, 'blue');
    expect(blue).not.toBe(SAFE_SIDE.blue);
    applyDisplay({ ...DEFAULT_DISPLAY, palette: 'colourblind' });
    expect(sideColour(millbrook, 'blue')).toBe(SAFE_SIDE.blue);
    expect(sideColour(millbrook, 'red')).toBe(SAFE_SIDE.red);
    const b = render(
      <svg>
        <BackPattern side="blue" />
      </svg>,
    );
    const r = render(
      <svg>
        <BackPattern side="red" />
      </svg>,
    );
    expect(b.container.querySelector('[data-pattern]')?.getAttribute('data-pattern')).toBe('stripes');
    expect(r.container.querySelector('[data-pattern]')?.getAttribute('data-pattern')).toBe('dots');
    expect(r.container.querySelectorAll('circle').length).toBe(16);
  });
});
