// @vitest-environment happy-dom
/** The "more below" cue sits beside the lone "End ..." button only when it fits there (a French label is long). */
import { cleanup, render } from '@testing-library/preact';
import { useRef } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { useRoomBeside } from '../../../src/ui/fab/layout';

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
