/**
 * The FAB area map (2.4, 5.31) drawn from the scenario data in SVG: numbered, named areas with their
 * terrain difficulty, road and field connections, rivers with bridges or blown-bridge markers, entry
 * letters, control, defences, roadblocks, river-assault and supply markers, and the blocks the viewer may
 * know. Drag to pan, pinch, wheel, double tap or buttons to zoom, arrow keys to pan (../map/usePanZoom); taps on areas are the only map targets (each at least
 * 44 CSS px at the fitted zoom), so tap-to-select always works without dragging. One area is drawn by
 * ./MapArea.tsx, what lies over the areas (a move's path, the summary of areas seen small) by ./MapLayers.tsx,
 * and the view with its level of detail is kept by ./useMapDetail.ts.
 */
import { useMemo } from 'preact/hooks';
import { ZoomBar } from '../map/useMapView';
import { t } from '../../i18n';
import type { AreaDef, AreaId, FabState } from '../../rules/fab/types';
import { blocksByArea, type BlockView, type Viewer } from './view';
import type { HiddenBlock } from '../../rules/fab/view';
import { Boundaries } from './Boundaries';
import type { MovePlan, ReachMark } from './move-plan';
import { BattleQuestion, BridgeQuestion, RecentMoves } from './RecentMoves';
import { HH, inDetail, mapLayout } from './map-layout';
import { AreaView, CostBadge, FarArea, reachLines } from './MapArea';
import { PathLayer, SummaryLayer } from './MapLayers';
import { useMapDetail } from './useMapDetail';

export {
  closestDistance,
  DETAIL_SCALE,
  inDetail,
  lodCovers,
  lodFor,
  mapBounds,
  mapLayout,
  viewScale,
  type Box,
  type Layout,
  type Lod,
} from './map-layout';
export { CostBadge } from './MapArea';
export { nameSizeFor } from './useMapDetail';

const NONE: readonly BlockView[] = [];
const NO_AREAS: readonly AreaDef[] = [];

export interface MapProps {
  readonly s: FabState;
  readonly viewer: Viewer;
  /** Enemy blocks the viewer sees from behind (the view's `hiddenBlocks`). */
  readonly hidden: readonly HiddenBlock[];
  readonly selectedArea: AreaId | null;
  readonly selectedUnit: string | null;
  /** Areas the selected unit may reach, with the cost and the movement points left there. */
  readonly reach: ReadonlyMap<AreaId, ReachMark>;
  /** The selected unit's area, the area picked to move to, and the move's plan (drawn as a path). */
  readonly from?: AreaId | null;
  readonly target?: AreaId | null;
  readonly plan?: MovePlan | null;
  /** Areas that must (or may) fight now. */
  readonly combat: ReadonlySet<AreaId>;
  /** The other side's last moves, outlined until the player's first tap ("since you last looked"). */
  readonly recent?: readonly { readonly from: AreaId; readonly to: AreaId }[];
  /** 5.35d a bridge question waiting (the crossing unit's area and the area beyond the bridge): marked and
   * brought into view (issue 27). */
  readonly bridge?: { readonly from: AreaId; readonly to: AreaId } | null;
  /** A combat question asked out of turn (issue 27): its battle area marked and centred, and the blocks that may
   * take the hit (6.4) ringed. */
  readonly battle?: { readonly area: AreaId; readonly units: ReadonlySet<string> } | null;
  readonly onArea: (id: AreaId) => void;
}

const NO_REACH: ReadonlyMap<AreaId, ReachMark> = new Map();
const ignoreTap = () => undefined;

/** The map as a picture (the final map, the battle strip over a combat round): nothing selected or reachable, taps
 * ignored. */
export function StillMap(props: Omit<MapProps, 'selectedArea' | 'selectedUnit' | 'reach' | 'onArea'>) {
  return <FabMap {...props} selectedArea={null} selectedUnit={null} reach={NO_REACH} onArea={ignoreTap} />;
}

export function FabMap(props: MapProps) {
  const { s, viewer } = props;
  const sc = s.scenario;
  // the view, its gestures and how much is drawn in full (./useMapDetail.ts)
  const { svg, map, fit, lod, nameSize, sized, whole } = useMapDetail(
    s,
    viewer,
    props.hidden,
    props.target,
    props.bridge,
    props.battle?.area,
  );
  const view = map.view;

  const v = view.current;
  const from = props.from;
  const blown = s.blownBridges.join('|');
  // the same vnode while the scenario and blown bridges stay: Preact skips it without diffing
  const boundaries = useMemo(
    () => <Boundaries boundaries={sc.boundaries} pos={mapLayout(sc).pos} blown={blown} />,
    [sc, blown],
  );
  // the whole map seen small: the rivers and their bridges drawn again over the areas' edges, so the lines
  // the armies fight across stay visible where the areas almost touch
  const riversOver = useMemo(
    () => (
      <g class="fab-rivers-over">
        <Boundaries boundaries={sc.boundaries} pos={mapLayout(sc).pos} blown={blown} />
      </g>
    ),
    [sc, blown],
  );
  // the same lists while the state shown stays, so that each area's props stay the same too (MapArea.tsx)
  const blocks = useMemo(() => blocksByArea(s, viewer, props.hidden), [s, viewer, props.hidden]);
  const { pos } = mapLayout(sc);
  const far: AreaDef[] = [];
  return (
    <div class="fab-map-wrap">
      <svg
        ref={svg}
        class={`fab-map${lod === null ? ' fab-map-far' : ''}`}
        viewBox={`${v.x} ${v.y} ${v.w} ${v.h}`}
        preserveAspectRatio="xMidYMid meet"
        role="group"
        aria-label={t('fab.mapAria', { name: sc.name })}
      >
        {sized ? boundaries : null}
        {(sized ? sc.areas : NO_AREAS).map((a) => {
          const c = pos.get(a.id)!;
          const detail = inDetail(lod, c.x, c.y);
          // the first drawing of a close view draws what is on screen alone (./useMapDetail.ts `whole`)
          if (!detail && lod !== null && !whole) return null;
          if (!detail) far.push(a);
          const View = detail ? AreaView : FarArea;
          return (
            <View
              key={a.id}
              s={s}
              viewer={viewer}
              a={a}
              blocks={blocks.get(a.id) ?? NONE}
              selected={props.selectedArea === a.id}
              cost={props.reach.get(a.id)}
              target={props.target === a.id}
              fight={props.combat.has(a.id)}
              selectedUnit={props.selectedUnit}
              {...(props.battle ? { marked: props.battle.units } : {})}
              nameSize={nameSize}
              onArea={props.onArea}
            />
          );
        })}
        {sized && lod === null ? riversOver : null}
        <SummaryLayer
          s={s}
          viewer={viewer}
          areas={far}
          blocks={blocks}
          reach={props.reach}
          selectedUnit={props.selectedUnit}
        />
        {/* the badges of lit areas drawn in full, over every area (a badge hangs over the next area down) */}
        <g class="fab-badges" aria-hidden="true">
          {(sized ? sc.areas : NO_AREAS).map((a) => {
            const m = props.reach.get(a.id);
            const c = pos.get(a.id);
            if (!m || !c || !inDetail(lod, c.x, c.y)) return null;
            return <CostBadge key={a.id} x={c.x} y={c.y + HH} lines={reachLines(m)} size={20} />;
          })}
        </g>
        {from && props.plan ? <PathLayer sc={sc} from={from} plan={props.plan} big={lod === null} /> : null}
        {props.recent ? <RecentMoves sc={sc} moves={props.recent} /> : null}
        {props.bridge ? <BridgeQuestion sc={sc} from={props.bridge.from} to={props.bridge.to} /> : null}
        {props.battle ? <BattleQuestion sc={sc} area={props.battle.area} /> : null}
      </svg>
      <ZoomBar
        map={map}
        fit={fit}
        labels={{ group: t('fab.zoom'), in: t('fab.zoomIn'), out: t('fab.zoomOut'), fit: t('fab.zoomFit') }}
      />
    </div>
  );
}
