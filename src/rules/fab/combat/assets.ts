/** 6.22 / 6.23 / 4.35 assigning assets to the battle. Part of the combat round (./round.ts). */
import { type AssetInRound, type RoundState, activeUnits, isBattleAsset, withLog } from './round-state';
import type { CombatAsset, CombatSide } from './types';
import { type Result, accept, reject } from '../../common/result';
import { isRoadblockOnly } from './round-start';

// ---------------------------------------------------------------------------------------------------
// 6.22 / 6.23 assets

export function formationsOf(r: RoundState, side: CombatSide): string[] {
  const fs = new Set<string>();
  for (const u of activeUnits(r, side)) fs.add(u.formation);
  if (fs.size === 0) for (const a of r.assets) if (a.side === side && a.roadblock) fs.add(a.formation);
  return [...fs];
}

// 6.22 / 6.23 / 4.35 check a side's asset assignment against supply and every limit, then place them
export function assignAssets(r: RoundState, side: CombatSide, assetIds: readonly string[]): Result<RoundState> {
  const rule = side === 'attacker' ? '6.22' : '6.23';
  const pool = r.available[side];
  const chosen: CombatAsset[] = [];
  const seen = new Set<string>();
  for (const id of assetIds) {
    if (seen.has(id)) return reject(rule, `Asset ${id} is listed twice.`, 'combat.assetTwice', { asset: id });
    seen.add(id);
    const a = pool.find((x) => x.id === id);
    if (!a) return reject(rule, `Asset ${id} is not in the Available box.`, 'combat.assetNotAvailable', { asset: id });
    chosen.push(a);
  }
  if (chosen.length === 0) return accept(withLog(r, { rule, code: 'combat.noAssets', params: { side } }));
  if (side === 'attacker') {
    if (
      !r.supply.attackerSupplied ||
      !r.supply.attackerCanTrace ||
      activeUnits(r, 'attacker').some((u) => u.unsupplied)
    ) {
      return reject(
        '6.22',
        'The attacking forces are not in supply, so no assets may be assigned to them.',
        'combat.assetsNeedSupply',
      );
    }
  } else if (!r.supply.defenderCanTrace) {
    return reject(
      '6.23',
      'The defenders cannot trace a supply route now, so no assets may be assigned to them.',
      'combat.assetsNeedSupply',
    );
  }
  const formations = formationsOf(r, side);
  const count = (kind: (a: CombatAsset) => boolean, f?: string) =>
    chosen.filter((a) => kind(a) && (f === undefined || a.formation === f)).length;
  const isArt = (a: CombatAsset) => a.kind === 'artillery';
  const isEvent = (a: CombatAsset) => a.kind === 'event';
  const foreign = chosen.find((a) => !formations.includes(a.formation));
  if (foreign) {
    return reject(
      rule,
      `Asset ${foreign.id} belongs to a formation that has no unit in this battle.`,
      'combat.assetFormation',
      { asset: foreign.id },
    );
  }
  const original = r.edition === 'original';
  if (side === 'defender' && isRoadblockOnly(r)) {
    if (chosen.some((a) => !isArt(a)) || chosen.length > 1) {
      return reject(
        '4.35',
        'A defended roadblock may only receive one artillery asset of its own formation.',
        'combat.roadblockAssets',
      );
    }
  } else if (formations.length > 1) {
    if (chosen.some((a) => !isArt(a))) {
      return reject(
        rule,
        'With units of several formations, only artillery assets may be assigned.',
        'combat.mixedOnlyArtillery',
      );
    }
    if (side === 'attacker') {
      const cap = original ? 2 : 1;
      for (const f of formations) {
        if (count(isArt, f) > cap) {
          return reject(
            '6.22',
            `With units of several formations, at most ${cap} artillery asset(s) per formation may be assigned.`,
            'combat.mixedArtilleryCap',
            { cap },
          );
        }
      }
    } else if (chosen.length > 1 + r.extraDefenderArtillery) {
      return reject(
        '6.23',
        'With defending units of several formations, only one artillery asset may be assigned in all.',
        'combat.mixedArtilleryCap',
        { cap: 1 },
      );
    }
  } else {
    const artCap = side === 'attacker' ? 2 : 1 + r.extraDefenderArtillery;
    const battleCap = original ? Infinity : side === 'attacker' ? 8 : 5;
    if (count(isArt) > artCap)
      return reject(rule, `At most ${artCap} artillery asset(s) may be assigned.`, 'combat.artilleryCap', {
        cap: artCap,
      });
    if (count(isEvent) > 1) return reject(rule, 'At most one event may be assigned to a battle.', 'combat.eventCap');
    if (count(isBattleAsset) > battleCap) {
      return reject(rule, `At most ${battleCap} battle assets may be assigned.`, 'combat.battleCap', {
        cap: battleCap,
      });
    }
  }
  const placed: AssetInRound[] = chosen.map((a) => ({ ...a, side, eliminated: false }));
  return accept(
    withLog(
      {
        ...r,
        assets: [...r.assets, ...placed],
        available: { ...r.available, [side]: pool.filter((a) => !seen.has(a.id)) },
      },
      { rule, code: 'combat.assetsAssigned', params: { side, assets: assetIds.join(',') } },
    ),
  );
}
