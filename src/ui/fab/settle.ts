/**
 * A double tap on a tablet is two taps about 150 ms apart. When a decision is taken, the next decision's
 * buttons often appear in the same place ("End this step" after "End this step", one combat choice after
 * another), so the second tap would take one the player never saw. `useSettle` keeps such buttons off for
 * `SETTLE_MS` after a decision was accepted; taps made while it is still being stored are dropped by the
 * game screen's `send`.
 */
import { useEffect, useState } from 'preact/hooks';

/** How long the buttons stay off after a decision was accepted. */
export const SETTLE_MS = 400;

/** [buttons off now, call once a decision was accepted]. */
export function useSettle(): readonly [boolean, () => void] {
  const [settling, setSettling] = useState(false);
  useEffect(() => {
    if (!settling) return;
    const timer = setTimeout(() => setSettling(false), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [settling]);
  return [settling, () => setSettling(true)];
}
