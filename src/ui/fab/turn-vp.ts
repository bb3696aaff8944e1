/**
 * The victory points each side holds now (19.0), public at the table: read by the phase bar's button at once, and
 * by the turn track (./TurnPanel.tsx, a part fetched after the screen: issue 30).
 */
import { t } from '../../i18n';
import type { FabState, Side } from '../../rules/fab/types';

/** 19.0 the victory points a side holds now from areas it controls and from events (public knowledge). */
export function publicVp(s: FabState): Record<Side, { areas: number; bonus: number }> {
  const out: Record<Side, { areas: number; bonus: number }> = {
    blue: { areas: 0, bonus: s.vpBonus.blue },
    red: { areas: 0, bonus: s.vpBonus.red },
  };
  for (const a of s.scenario.areas) {
    const st = s.areas[a.id];
    if (a.vp && st) out[st.control].areas += a.vp;
  }
  return out;
}

/** The phase bar's button: the turn and each side's VP so far. */
export function turnVpText(s: FabState): string {
  const vp = publicVp(s);
  return t('fab.turnVp', {
    turn: s.turn,
    turns: s.scenario.turns,
    blue: vp.blue.areas + vp.blue.bonus,
    red: vp.red.areas + vp.red.bonus,
  });
}
