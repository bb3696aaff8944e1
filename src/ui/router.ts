/** Hash routes, so deep links work offline from any page the service worker serves. */
import { signal } from '@preact/signals';
import type { SystemId } from '../rules/common/engine';

export type Route =
  | { name: 'home' }
  | { name: 'settings' }
  | { name: 'new'; system: SystemId; scenario: string }
  | { name: 'game'; id: string }
  | { name: 'replay'; id: string }
  /** The installed app's "continue the last game" shortcut: opens the most recently played game. */
  | { name: 'continue' }
  | { name: 'rules'; system?: SystemId; section?: string; query?: string }
  | { name: 'tool'; system: SystemId; tool: string }
  /** A FAB scenario draft in the editor. */
  | { name: 'edit'; id: string };

const SYSTEM_IDS = new Set(['fab', 'fubar', 'ocs']);
const isSystem = (s: string | undefined): s is SystemId => !!s && SYSTEM_IDS.has(s);

export function parseRoute(hash: string): Route {
  const [path = '', qs = ''] = hash.replace(/^#/, '').split('?');
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return p;
      }
    });
  const [head, a, b] = parts;
  if (head === 'settings') return { name: 'settings' };
  if (head === 'new' && isSystem(a) && b) return { name: 'new', system: a, scenario: b };
  if (head === 'game' && a) return { name: 'game', id: a };
  if (head === 'replay' && a) return { name: 'replay', id: a };
  if (head === 'edit' && a) return { name: 'edit', id: a };
  if (head === 'continue') return { name: 'continue' };
  if (head === 'tool' && isSystem(a) && b) return { name: 'tool', system: a, tool: b };
  if (head === 'rules') {
    const q = new URLSearchParams(qs).get('q') ?? undefined;
    return {
      name: 'rules',
      ...(isSystem(a) ? { system: a } : {}),
      ...(isSystem(a) && b ? { section: b } : {}),
      ...(q ? { query: q } : {}),
    };
  }
  return { name: 'home' };
}

export function href(r: Route): string {
  switch (r.name) {
    case 'home':
      return '#/';
    case 'settings':
      return '#/settings';
    case 'new':
      return `#/new/${r.system}/${encodeURIComponent(r.scenario)}`;
    case 'game':
      return `#/game/${encodeURIComponent(r.id)}`;
    case 'replay':
      return `#/replay/${encodeURIComponent(r.id)}`;
    case 'edit':
      return `#/edit/${encodeURIComponent(r.id)}`;
    case 'continue':
      return '#/continue';
    case 'tool':
      return `#/tool/${r.system}/${encodeURIComponent(r.tool)}`;
    case 'rules': {
      let h = '#/rules';
      if (r.system) h += `/${r.system}`;
      if (r.system && r.section) h += `/${encodeURIComponent(r.section)}`;
      if (r.query) h += `?q=${encodeURIComponent(r.query)}`;
      return h;
    }
  }
}

export const route = signal<Route>(parseRoute(typeof location !== 'undefined' ? location.hash : ''));

export function startRouter(): void {
  addEventListener('hashchange', () => {
    route.value = parseRoute(location.hash);
  });
}

export function navigate(r: Route, replace = false): void {
  const h = href(r);
  if (replace) history.replaceState(null, '', h);
  else history.pushState(null, '', h);
  route.value = parseRoute(h);
}
