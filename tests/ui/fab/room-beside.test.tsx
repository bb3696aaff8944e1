// @vitest-environment happy-dom
/** The "more below" cue sits beside the lone "End ..." button only when it fits there (a French label is long). */
import { cleanup, render, waitFor } from '@testing-library/preact';
import { useRef } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { useMoreBelow, useRoomBeside } from '../../../src/ui/fab/layout';

afterEach(() => cleanup());

const rect = (left: number, right: number) => () =>
  ({ left, right, top: 0, bottom: 44, width: right - left, height: 44, x: left, y: 0, toJSON: () => ({}) }) as DOMRect;

/** A panel foot 335 px wide (689-1024, as at 1024x768) whose button ends at `buttonRight`, and a 132 px cue. */
function Probe({ buttonRight, out }: { buttonRight: number; out: { room?: boolean } }) {
  const cue = useRef<HTMLDivElement>(null);
  const room = useRoomBeside(cue);
  out.room = room;
  return (
    <aside>
      <div
        class="fab-enders"
        ref={(el) => {
          if (el) el.getBoundingClientRect = rect(689, 1024);
        }}
      >
        <button
          ref={(el) => {
            if (el) el.getBoundingClientRect = rect(701, buttonRight);
          }}
        >
          End
        </button>
      </div>
      <div
        class="fab-more"
        ref={(el) => {
          cue.current = el;
          if (el) Object.defineProperty(el, 'offsetWidth', { value: 132, configurable: true });
        }}
      />
    </aside>
  );
}

describe('the "more below" cue beside the panel\'s foot', () => {
  it('fits beside "End this step" (button to 851 px: 173 px left for a 132 px cue)', () => {
    const out: { room?: boolean } = {};
    render(<Probe buttonRight={851} out={out} />);
    expect(out.room).toBe(true);
  });
  it('does not fit beside "Terminer cette étape" (button to 926 px: 98 px left), so it goes above the foot', () => {
    const out: { room?: boolean } = {};
    render(<Probe buttonRight={926} out={out} />);
    expect(out.room).toBe(false);
  });
});

/** Resolves after `n` animation frames (and the drawing they cause). */
async function frames(n: number) {
  for (let i = 0; i < n; i++) await new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));
}

const box = (top: number, bottom: number) => () =>
  ({ left: 0, right: 600, top, bottom, width: 600, height: bottom - top, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;

/** The combat round's box (visible from 300 to 700 px, its content scrolling on below) and its answers ending at
 * `answersEnd`. */
function RoundProbe({ answersEnd, out }: { answersEnd: number; out: { more?: boolean } }) {
  const pane = useRef<HTMLDivElement>(null);
  out.more = useMoreBelow(pane, '.fab-actions');
  return (
    <div
      ref={(el) => {
        pane.current = el;
        if (!el) return;
        el.getBoundingClientRect = box(300, 700);
        Object.defineProperty(el, 'scrollHeight', { value: 900, configurable: true });
        Object.defineProperty(el, 'clientHeight', { value: 400, configurable: true });
      }}
    >
      <div
        class="fab-actions"
        ref={(el) => {
          if (el) el.getBoundingClientRect = box(560, answersEnd);
        }}
      />
    </div>
  );
}

describe('issue 27: the combat round\'s "more below" cue is about its answers', () => {
  it('is not shown while every answer is in view (only the odds are below): it lay over "No special action"', async () => {
    const out: { more?: boolean } = {};
    render(<RoundProbe answersEnd={660} out={out} />);
    // measured in the next frame (issue 30): two frames later the answer stands
    await frames(2);
    expect(out.more).toBe(false);
  });
  it('is shown while answers are below the box, from the frame after the drawing', async () => {
    const out: { more?: boolean } = {};
    render(<RoundProbe answersEnd={760} out={out} />);
    await waitFor(() => expect(out.more).toBe(true));
  });
});
