/**
 * A FAB refusal in the player's language: the rules say "no" with a stable `code` and ids in `params`
 * (src/rules/fab reject(...)); here the code picks the sentence `fab.err.<code>` and the ids become the names
 * this viewer may read, as the log does for rule notes. Without a translation the engine's English stays.
 */
import { formatNumber, has, td } from '../../i18n';
import type { Rejection } from '../../rules/common/result';
import { boardIndex } from '../../rules/fab/board';
import type { FabState } from '../../rules/fab/types';

const PIECE_KEYS = new Set(['unit', 'asset', 'id', 'piece']);
const AREA_KEYS = new Set(['area', 'to', 'from']);

/**
 * A piece's name as the viewer may read it. The viewer's state (rules/fab/view.ts) leaves out the enemy blocks
 * it may not know, so an id missing there is such a block: it reads "hidden block", never its id (2.2).
 */
function pieceLabel(s: FabState | undefined, id: string): string {
  if (!s) return id;
  const ix = boardIndex(s.scenario);
  return (
    ix.unitDefs.get(id)?.name ??
    ix.assetDefs.get(id)?.name ??
    ix.eventDefs.get(id)?.name ??
    ix.saDefs.get(id)?.name ??
    td('fab.hiddenBlock')
  );
}

function areaLabel(s: FabState | undefined, id: string): string {
  const a = s?.scenario.areas.find((x) => x.id === id);
  return a ? `${a.number} ${a.name}` : id;
}

/** The sentence for a FAB rejection; `s` (the viewer's state) turns piece and area ids into names. */
export function refusalText(r: Pick<Rejection, 'message' | 'code' | 'params'>, s?: FabState): string {
  if (!r.code || !has(`fab.err.${r.code}`)) return r.message;
  const p: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(r.params ?? {})) {
    if (typeof v === 'number') p[k] = formatNumber(v);
    else if (PIECE_KEYS.has(k)) p[k] = pieceLabel(s, v);
    else if (AREA_KEYS.has(k)) p[k] = areaLabel(s, v);
    else if (k === 'cls' && has(`fab.class.${v}`)) p[k] = td(`fab.class.${v}`);
    else if (k === 'phase' && has(`fab.phase.${v}`)) p[k] = td(`fab.phase.${v}`);
    else p[k] = v;
  }
  return td(`fab.err.${r.code}`, p);
}
