/**
 * The view of an SVG map shared by the FAB game map and the scenario editor: the part of the map shown (its
 * viewBox), zoom around a point within bounds of the whole map, and the gestures of ./usePanZoom. The map
 * draws; this keeps the view and writes it into the SVG without a re-render (a pan is many frames).
 */
import { useRef } from 'preact/hooks';
import type { RefObject } from 'preact';
import { Icon } from '../icons';
import { usePanZoom, type ViewBox } from './usePanZoom';

export interface MapView {
  /** The part of the map shown now, in map units. */
  readonly view: { current: ViewBox };
  /** Write the view into the SVG's viewBox, then call `onView`. */
  apply(): void;
  /** Zoom in by `factor` (< 1 out) keeping the map point (cx, cy) still; the view's centre if absent. Never
   * closer than a sixth of the whole map, nor further out than one and a half times it. */
  zoom(factor: number, cx?: number, cy?: number): void;
  /** Show this part of the map. */
  show(box: ViewBox): void;
}

export function useMapView(svg: RefObject<SVGSVGElement>, fit: ViewBox, onView?: () => void): MapView {
  const view = useRef<ViewBox>({ ...fit });
  const apply = () => {
    const v = view.current;
    const box = `${v.x} ${v.y} ${v.w} ${v.h}`;
    // an unchanged viewBox written again would still cost the browser a second layout
    if (svg.current && svg.current.getAttribute('viewBox') !== box) svg.current.setAttribute('viewBox', box);
    onView?.();
  };
  const show = (box: ViewBox) => {
    view.current = box;
    apply();
  };
  const zoom = (factor: number, cx?: number, cy?: number) => {
    const v = view.current;
    const w = Math.min(fit.w * 1.5, Math.max(fit.w / 6, v.w / factor));
    const h = (v.h * w) / v.w;
    const px = cx ?? v.x + v.w / 2,
      py = cy ?? v.y + v.h / 2;
    show({ x: px - ((px - v.x) * w) / v.w, y: py - ((py - v.y) * h) / v.h, w, h });
  };
  usePanZoom(svg, {
    view: () => view.current,
    panBy: (dx, dy) => show({ ...view.current, x: view.current.x + dx, y: view.current.y + dy }),
    zoomBy: zoom,
  });
  return { view, apply, zoom, show };
}

/** The zoom buttons, in a bar of their own under the map (they never cover an area). */
export function ZoomBar(props: {
  map: MapView;
  fit: ViewBox;
  labels: { readonly group: string; readonly in: string; readonly out: string; readonly fit: string };
}) {
  const { map, labels } = props;
  return (
    <div class="fab-mapbar fab-zoom" role="group" aria-label={labels.group}>
      <button type="button" class="st-btn" aria-label={labels.in} onClick={() => map.zoom(1.3)}>
        +
      </button>
      <button type="button" class="st-btn" aria-label={labels.out} onClick={() => map.zoom(1 / 1.3)}>
        −
      </button>
      <button type="button" class="st-btn" aria-label={labels.fit} onClick={() => map.show({ ...props.fit })}>
        <Icon name="fit" />
      </button>
    </div>
  );
}
