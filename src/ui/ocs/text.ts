/** Turning rule data into translated sentences for the OCS screens. */
import { formatNumber, has, t, td } from '../../i18n';
import type { Rejection } from '../../rules/common/result';
import type { CostPart } from '../../rules/ocs/movement';
import type { Note, OcsGame, Side, Unit } from '../../rules/ocs/types';
import { hexLabel } from '../../rules/ocs/hex';

const TRANSLATED_PARAMS: Record<string, string> = { terrain: 'terrain', hexside: 'hexside', type: 'type' };

/** A rejection in the player's language when its code is known, in English otherwise. */
export function rejectionText(r: Pick<Rejection, 'message' | 'code' | 'params'>): string {
  if (!r.code || !has(`ocs.err.${r.code}`)) return r.message;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(r.params ?? {})) {
    const ns = TRANSLATED_PARAMS[k];
    params[k] = ns && typeof v === 'string' ? td(`ocs.${ns}.${v}`) : v;
  }
  return td(`ocs.err.${r.code}`, params);
}

export function sideName(s: Side): string {
  return t(s === 'A' ? 'ocs.sideA' : 'ocs.sideB');
}

export function terrainText(ids: readonly string[]): string {
  return ids.map((i) => td(`ocs.terrain.${i}`)).join(' + ');
}

// movement-points: the reason behind each number of a step
export function partText(p: CostPart): string {
  const cost = formatNumber(p.cost);
  if (p.kind === 'road') return t('ocs.part.road', { road: t(`ocs.road.${p.id}`), cost });
  if (p.kind === 'terrain') {
    return p.others.length > 0
      ? t('ocs.part.terrainOthers', {
          terrain: td(`ocs.terrain.${p.id}`),
          cost,
          others: terrainText([p.id, ...p.others]),
        })
      : t('ocs.part.terrain', { terrain: td(`ocs.terrain.${p.id}`), cost });
  }
  if (p.cancelledBy)
    return t('ocs.part.cancelled', { hexside: td(`ocs.hexside.${p.id}`), by: td(`ocs.${p.cancelledBy}`) });
  return t('ocs.part.hexside', { hexside: td(`ocs.hexside.${p.id}`), cost });
}

export function unitFlags(u: Unit): string {
  const f: string[] = [t(`ocs.re`, { re: u.re })];
  if (!u.combat) f.push(t('ocs.noncombat'));
  if (u.hq) f.push(t('ocs.hq'));
  if (u.engineer) f.push(t('ocs.engineer'));
  if (u.fuel) f.push(t('ocs.fuel'));
  if (u.dg) f.push(t('ocs.dg'));
  if (u.lowSupply) f.push(t('ocs.lowSupply'));
  if (!u.supplied) f.push(t('ocs.outOfSupply'));
  if (u.stepLoss > 0) f.push(t('ocs.stepLoss'));
  return f.join(' · ');
}

export const TYPE_LETTER: Record<Unit['moveType'], string> = { foot: 'F', track: 'T', wheeled: 'W' };
export const MODE_LETTER: Record<Unit['mode'], string> = { combat: 'C', move: 'M', strategic: 'S', reserve: 'R' };

/** A note of the game (a breakout, a depot blown, an arrival) in words. */
export function noteText(g: OcsGame, n: Note): string {
  const name = (id: string) => g.units[id]?.name ?? id;
  return n.kind === 'breakout'
    ? n.success
      ? t('ocs.note.breakoutOk', { unit: name(n.unit), roll: n.roll, turn: n.returnTurn ?? 0 })
      : t('ocs.note.breakoutFail', { unit: name(n.unit), roll: n.roll })
    : n.kind === 'depot'
      ? t('ocs.note.depot', { depot: n.depot, roll: n.roll, percent: n.percent, sp: n.destroyed })
      : t('ocs.note.arrive', { unit: name(n.unit), hex: hexLabel(n.hex) });
}
