/**
 * Symbols drawn as inline SVG, so that they look the same on every device: emoji and rare symbol characters
 * (⛔, ⓘ, ⚠, ⟲, ✈ …) render as empty boxes where the device lacks the font. Decorative: the text beside an
 * icon (or the control's label) says what it means, so each icon is hidden from assistive technology.
 * Drawn in currentColor, except the stop sign, which is red and white in every theme.
 */
import type { JSX } from 'preact';

const S = {
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': 2,
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
} as const;

const PATHS = {
  stop: (
    <>
      <circle cx="12" cy="12" r="10.5" fill="#c62828" />
      <rect x="5.5" y="10" width="13" height="4" rx="1" fill="#ffffff" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9.5" {...S} />
      <path d="M12 11v6" {...S} stroke-width={2.4} />
      <circle cx="12" cy="7.5" r="1.4" fill="currentColor" />
    </>
  ),
  warning: (
    <>
      <path d="M12 3 2.5 20h19z" {...S} />
      <path d="M12 9.5v5" {...S} />
      <circle cx="12" cy="17.2" r="1.2" fill="currentColor" />
    </>
  ),
  check: <path d="m4.5 12.5 5 5 10-11" {...S} stroke-width={2.6} />,
  cross: <path d="m6 6 12 12M18 6 6 18" {...S} stroke-width={2.6} />,
  star: (
    <path
      d="m12 2.8 2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
      fill="currentColor"
      stroke="currentColor"
      stroke-width="1.5"
      stroke-linejoin="round"
    />
  ),
  starOutline: (
    <path
      d="m12 2.8 2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
      {...S}
      stroke-width={1.6}
    />
  ),
  rotate: (
    <>
      <path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3" {...S} />
      <path d="M4 3.5v4.5h4.5" {...S} />
    </>
  ),
  fit: <path d="M9 4H4v5M15 4h5v5M9 20H4v-5M15 20h5v-5" {...S} />,
  home: <path d="M3.5 11 12 4l8.5 7M6 9.5V20h12V9.5" {...S} />,
  undo: (
    <>
      <path d="M9 14 4 9l5-5" {...S} />
      <path d="M4 9h10a6 6 0 0 1 0 12h-3" {...S} />
    </>
  ),
  next: <path d="M4 12h15M13 6l6 6-6 6" {...S} stroke-width={2.4} />,
  left: <path d="M20 12H5M11 6l-6 6 6 6" {...S} stroke-width={2.4} />,
  right: <path d="M4 12h15M13 6l6 6-6 6" {...S} stroke-width={2.4} />,
  up: <path d="M12 20V5M6 11l6-6 6 6" {...S} stroke-width={2.4} />,
  down: <path d="M12 4v15M6 13l6 6 6-6" {...S} stroke-width={2.4} />,
  swords: <path d="M4 4l11 11M20 4 9 15M13 17l4 4M11 17l-4 4M15 15l2.5-2.5M9 15l-2.5-2.5" {...S} />,
  hammer: (
    <>
      <path d="M13.5 10.5 5 19" {...S} stroke-width={2.6} />
      <path d="M10 6.5 13 3.5l7.5 7.5-3 3z" {...S} />
    </>
  ),
  anchor: (
    <>
      <circle cx="12" cy="5" r="2" {...S} />
      <path d="M12 7v14M8 11h8M4.5 13.5a7.5 7.5 0 0 0 15 0" {...S} />
    </>
  ),
  train: (
    <>
      <rect x="6" y="3" width="12" height="14" rx="3" {...S} />
      <path d="M6 10h12M9 21l1.5-3.5M15 21l-1.5-3.5" {...S} />
      <circle cx="9.5" cy="13.8" r="1" fill="currentColor" />
      <circle cx="14.5" cy="13.8" r="1" fill="currentColor" />
    </>
  ),
  plane: (
    <path
      d="M12 2.5c1 0 1.5 1 1.5 2.5v4.5l7.5 4.5v2l-7.5-2.3V18l2.2 1.7V21L12 20l-3.7 1v-1.3l2.2-1.7v-4.3L3 16v-2l7.5-4.5V5c0-1.5.5-2.5 1.5-2.5z"
      fill="currentColor"
    />
  ),
  triangle: <path d="M12 4 21 20H3z" fill="currentColor" />,
  note: <path d="M6 3h9l4 4v14H6zM9 7h4M9 11h7M9 15h7" {...S} />,
  book: (
    <path
      d="M4 5.5c2.5-1.5 5.5-1.5 8 .5 2.5-2 5.5-2 8-.5V19c-2.5-1.5-5.5-1.5-8 .5-2.5-2-5.5-2-8-.5zM12 6v13.5"
      {...S}
    />
  ),
  dot: <circle cx="12" cy="12" r="6" fill="currentColor" />,
  pause: (
    <>
      <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
    </>
  ),
  play: <path d="M7 4.5v15l12-7.5z" fill="currentColor" />,
  caretDown: <path d="M5 8h14l-7 9z" fill="currentColor" />,
} satisfies Record<string, JSX.Element>;

export type IconName = keyof typeof PATHS;
export const ICONS: readonly IconName[] = Object.keys(PATHS).filter((k): k is IconName => k in PATHS);

/** An icon sized like the text around it (1.1em), or `size` user units at (x, y) inside another SVG. */
export function Icon({
  name,
  size,
  x,
  y,
  class: cls,
}: {
  name: IconName;
  size?: number;
  x?: number;
  y?: number;
  class?: string;
}) {
  return (
    <svg
      class={`st-icon${cls ? ` ${cls}` : ''}`}
      viewBox="0 0 24 24"
      width={size ?? '1.1em'}
      height={size ?? '1.1em'}
      {...(x !== undefined ? { x } : {})}
      {...(y !== undefined ? { y } : {})}
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {PATHS[name]}
    </svg>
  );
}
