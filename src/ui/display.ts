/**
 * Display preferences: light, dark or the system's theme; a colour-blind-safe palette for the two sides
 * (blue and orange rather than blue and red, with patterns on block backs); large dice for reading across
 * the table. They live on <html> as data attributes (theme.css and each system's CSS read them), are stored
 * with the other settings, and are mirrored in localStorage so that the first paint already uses them.
 */
import { signal } from '@preact/signals';
import { isRecord } from '../rules/common/narrow';

export type Theme = 'system' | 'light' | 'dark';
export type Palette = 'standard' | 'colourblind';
export interface Display {
  readonly theme: Theme;
  readonly palette: Palette;
  readonly largeDice: boolean;
}

export const THEMES: readonly Theme[] = ['system', 'light', 'dark'];
export const DEFAULT_DISPLAY: Display = { theme: 'system', palette: 'standard', largeDice: false };
export const display = signal<Display>(DEFAULT_DISPLAY);
const MIRROR = 'sandtable.display';

/** A stored value made safe: anything unknown falls back to the default. */
export function readDisplay(raw: unknown): Display {
  const o: Record<string, unknown> = isRecord(raw) ? raw : {};
  const theme = THEMES.find((x) => x === o['theme']) ?? DEFAULT_DISPLAY.theme;
  const palette: Palette = o['palette'] === 'colourblind' ? 'colourblind' : 'standard';
  return { theme, palette, largeDice: o['largeDice'] === true };
}

/** Put the preferences on <html> and remember them for the next start. */
export function applyDisplay(d: Display): void {
  display.value = d;
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (d.theme === 'system') delete root.dataset['theme'];
  else root.dataset['theme'] = d.theme;
  root.dataset['palette'] = d.palette;
  if (d.largeDice) root.dataset['dice'] = 'large';
  else delete root.dataset['dice'];
  try {
    localStorage.setItem(MIRROR, JSON.stringify(d));
  } catch {
    // private mode or storage full: the stored setting still applies at the next start
  }
}

/** The preferences mirrored at the last change (synchronous, for the first paint). */
export function mirroredDisplay(): Display {
  try {
    const s = localStorage.getItem(MIRROR);
    return s ? readDisplay(JSON.parse(s)) : DEFAULT_DISPLAY;
  } catch {
    return DEFAULT_DISPLAY;
  }
}

/** Side colours of the colour-blind-safe palette (Okabe-Ito blue and vermilion, darkened for white text). */
export const SAFE_SIDE = { blue: '#0a5c99', red: '#a34400' } as const;
