/** Where the FAB orders panel goes: under the map or, on a wide enough landscape screen, beside it. */
import { useEffect, useLayoutEffect, useRef, useState, type MutableRef } from 'preact/hooks';
import type { Box } from './map-layout';

/** Room the bars above the map take (game bar and phase bar), in CSS px: an estimate for the layout choice. */
export const BARS = 110;

/**
 * The least height of the orders panel under the map (CSS px): its tabs, two choices and the foot's "End …"
 * button. Under that (a phone held sideways: 38% of 280 px is about 105 px) the drawn chits scroll away and one
 * choice shows at a time (issue 27), so the panel goes beside the map whatever the map's shape.
 */
export const UNDER_MIN = 240;

/**
 * Landscape layout: whether the panel should sit beside the map (a width of 280-360 px) rather than under it
 * (at most 38% of the height). Beside wins when it leaves the map drawn at least as large: a map about as
 * tall as wide (the Varna Gap on a tablet: 0.51 px per map unit instead of 0.37), not a wide strip (the
 * 200-area bench map, whose areas would shrink below a 44 px tap); and always when the panel under the map
 * would be too low to use (`UNDER_MIN`, Millbrook on a phone held sideways). Portrait and narrow screens: under.
 */
export function sidePanel(fit: Pick<Box, 'w' | 'h'>, w: number, h: number): boolean {
  if (w < 640 || w <= h || !(fit.w > 0 && fit.h > 0)) return false;
  const tall = h - BARS;
  if (tall * 0.38 < UNDER_MIN) return true;
  const panel = Math.min(360, Math.max(280, w * 0.34));
  const beside = Math.min((w - panel) / fit.w, tall / fit.h);
  const under = Math.min(w / fit.w, (tall * 0.62) / fit.h);
  return beside >= under;
}

/** The window's size, read when this module loads and again on each resize (issue 30): read while a game screen
 * is drawn, `innerWidth` made the browser lay out the half-drawn page, about 8 ms of an opening at 4x CPU. */
let windowSize = { w: 0, h: 0 };
if (typeof window !== 'undefined') {
  const read = () => (windowSize = { w: window.innerWidth, h: window.innerHeight });
  read();
  addEventListener('resize', read);
}

/** The window's size in CSS px as of the last resize, read without laying out the page ({0, 0} outside a browser). */
export const windowNow = (): { readonly w: number; readonly h: number } => windowSize;

export function useSidePanel(fit: Box): boolean {
  const [size, setSize] = useState(windowSize);
  useEffect(() => {
    // the module's listener came first (it was added when the module loaded): the size read is the new one
    const resized = () => setSize(windowSize);
    addEventListener('resize', resized);
    // a resize between the first drawing and this effect
    if (windowSize !== size) setSize(windowSize);
    return () => removeEventListener('resize', resized);
  }, []);
  return sidePanel(fit, size.w, size.h);
}

/** The height of the box's lower edge where the cue sits (its own height, its margin and a finger's room). */
const CUE_BAND = 44;

/** Whether an element matching `avoid` shows in the band at the box's lower edge, where the cue would cover it (a
 * choice cut by that edge tells the player on its own that the list goes on). */
function coversOne(el: HTMLElement, box: DOMRect, avoid: string): boolean {
  for (const b of el.querySelectorAll(avoid)) {
    const r = b.getBoundingClientRect();
    if (r.bottom > box.bottom - CUE_BAND && r.top < box.bottom) return true;
  }
  return false;
}

/** Whether a scrolling box has more below its visible end (for the "more below" cue), kept up to date on
 * scrolling, resizing and every drawing of the screen. With `choices` (a selector inside the box): whether those
 * choices end below it, when the box shows some (issue 27: the combat round's cue lay over its last answer while
 * only the odds were below). With `avoid`: never while such an element shows where the cue would lie over
 * it (the cue lay over an answer on a phone).
 * Measured once per frame, in the frame's animation callback (issue 30): measuring in a layout effect forced the
 * browser to lay the page out in the middle of each drawing, about 55 ms of a game's opening at 4x CPU; the cue
 * comes a frame later, which no one sees. */
export function useMoreBelow(ref: MutableRef<HTMLElement | null>, choices?: string, avoid?: string): boolean {
  const [more, setMore] = useState(false);
  const frame = useRef(0);
  const check = () => {
    frame.current = 0;
    const el = ref.current;
    const last = choices ? el?.querySelector(choices) : null;
    const box = el?.getBoundingClientRect();
    const below =
      !!el &&
      !!box &&
      (last
        ? last.getBoundingClientRect().bottom > box.bottom + 4
        : el.scrollHeight - el.scrollTop - el.clientHeight > 4);
    setMore(below && !(avoid && box && coversOne(el, box, avoid)));
  };
  const soon = () => {
    if (!frame.current) frame.current = requestAnimationFrame(check);
  };
  useEffect(soon);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.addEventListener('scroll', soon, { passive: true });
    addEventListener('resize', soon);
    return () => {
      el.removeEventListener('scroll', soon);
      removeEventListener('resize', soon);
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [ref.current]);
  return more;
}

/**
 * Whether the "more below" cue (`cue`) fits to the right of the last button of the panel's foot (else it is set
 * just above the foot)
 * (`.fab-enders`, its sibling), where it covers nothing of the list; measured before each paint, since
 * the button's label is as long as the player's language makes it.
 */
export function useRoomBeside(cue: MutableRef<HTMLElement | null>): boolean {
  const [room, setRoom] = useState(false);
  useLayoutEffect(() => {
    const c = cue.current;
    const foot = c?.parentElement?.querySelector('.fab-enders');
    const last = foot?.lastElementChild;
    const fits =
      !!c &&
      !!foot &&
      !!last &&
      foot.getBoundingClientRect().right - last.getBoundingClientRect().right >= c.offsetWidth + 24;
    if (fits !== room) setRoom(fits);
    // issue 27: above the foot, as high as the foot is (two-line buttons on a phone made it taller than the 62 px
    // the stylesheet allows, and the cue covered "Let the bridge stand")
    if (c) c.style.bottom = foot && !fits ? `${Math.ceil(foot.getBoundingClientRect().height) + 6}px` : '';
  });
  return room;
}
