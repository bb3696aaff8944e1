/**
 * From a problem to its field: the tab that edits it, the area or link it is about selected, and the control
 * (`data-field`, or the nearest one holding it) brought into view and given the focus.
 */
import { focus, mode, scenario, selection, tab, type Tab } from './state';

/** The tab that edits the field at `path`. */
export function tabOf(path: string): Tab {
  const head = /^[A-Za-z]+/.exec(path)?.[0] ?? '';
  switch (head) {
    case 'areas':
    case 'boundaries':
    case 'entryAreas':
    case 'supplySources':
      return 'map';
    case 'initialControl':
      return path.startsWith('initialControl.areas') ? 'map' : 'scenario';
    case 'sides':
    case 'formations':
    case 'units':
      return 'forces';
    case 'assets':
    case 'events':
    case 'specialActions':
    case 'reserveMarkers':
      return 'cups';
    case 'turns':
    case 'turnRecord':
      return 'turns';
    default:
      return 'scenario';
  }
}

/** Show the field at `path` (a problem tapped in a list). */
export function show(path: string): void {
  const sc = scenario.value;
  if (!sc) return;
  tab.value = tabOf(path);
  const index = (list: string) => {
    const m = new RegExp(`^${list}\\[(\\d+)\\]`).exec(path);
    return m ? Number(m[1]) : -1;
  };
  const area =
    sc.areas[index('areas')]?.id ??
    sc.entryAreas[index('entryAreas')]?.area ??
    sc.supplySources[index('supplySources')]?.area;
  const link = sc.boundaries[index('boundaries')]?.id;
  if (tab.value === 'map') {
    mode.value = 'areas';
    const held = /^initialControl\.areas\.(blue|red)\[(\d+)\]/.exec(path);
    const side = held?.[1];
    const controlled =
      held && (side === 'blue' || side === 'red') ? sc.initialControl.areas[side]?.[Number(held[2])] : undefined;
    if (link) selection.value = { kind: 'boundary', id: link };
    else if (controlled) selection.value = { kind: 'area', id: controlled };
    else if (area && sc.areas.some((a) => a.id === area)) selection.value = { kind: 'area', id: area };
  }
  focus.value = path;
}

/** The control for `path`, or for the nearest field holding it (`units[3].arrives.turn`, then `units[3].arrives`...). */
export function controlFor(root: ParentNode, path: string): HTMLElement | null {
  for (let p = path; p; p = p.replace(/(\.[^.[\]]+|\[\d+\])$/, '')) {
    const el = root.querySelector<HTMLElement>(`[data-field="${CSS.escape(p)}"]`);
    if (el) return el;
    if (!/(\.[^.[\]]+|\[\d+\])$/.test(p)) break;
  }
  return null;
}
