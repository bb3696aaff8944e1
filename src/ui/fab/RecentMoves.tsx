/**
 * The other side's last moves drawn over the map after "Since you last looked": the areas moved from and to
 * outlined, and an arrow between them, until the player's first tap. Drawn only (taps pass through), and the
 * summary the player has just read says the same in words.
 */
import type { AreaDef, AreaId, FabScenario } from '../../rules/fab/types';
import { HH, HW, mapLayout } from './map-layout';

function outline(a: AreaDef, k: number, x: number, y: number, cls: string) {
  return a.polygon && a.polygon.length > 2 ? (
    <polygon class={cls} points={a.polygon.map((q) => `${q.x * k},${q.y * k}`).join(' ')} />
  ) : (
    <rect class={cls} x={x - HW} y={y - HH} width={HW * 2} height={HH * 2} rx="22" />
  );
}

export function RecentMoves({ sc, moves }: { sc: FabScenario; moves: readonly { from: AreaId; to: AreaId }[] }) {
  if (!moves.length) return null;
  const { pos, k } = mapLayout(sc);
  const area = (id: AreaId) => sc.areas.find((a) => a.id === id);
  const ends = new Map<AreaId, 'from' | 'to'>();
  for (const m of moves) {
    if (!ends.has(m.from)) ends.set(m.from, 'from');
    ends.set(m.to, 'to');
  }
  return (
    <g class="fab-recent" aria-hidden="true" pointer-events="none">
      <defs>
        <marker
          id="fab-recent-head"
          viewBox="0 0 10 10"
          refX="8"
          refY="5"
          markerWidth="5"
          markerHeight="5"
          orient="auto"
        >
          <path d="M0 0 L10 5 L0 10 z" class="fab-recent-head" />
        </marker>
      </defs>
      {[...ends].map(([id, end]) => {
        const a = area(id);
        const c = pos.get(id);
        return a && c ? <g key={id}>{outline(a, k, c.x, c.y, `fab-recent-area fab-recent-${end}`)}</g> : null;
      })}
      {moves.map((m) => {
        const p = pos.get(m.from),
          q = pos.get(m.to);
        if (!p || !q) return null;
        // stop short of the centres so the arrow does not cover the blocks it points at
        const dx = q.x - p.x,
          dy = q.y - p.y;
        const len = Math.hypot(dx, dy) || 1;
        const cut = Math.min(60, len / 3);
        return (
          <line
            key={`${m.from}-${m.to}`}
            class="fab-recent-arrow"
            x1={p.x + (dx / len) * cut}
            y1={p.y + (dy / len) * cut}
            x2={q.x - (dx / len) * cut}
            y2={q.y - (dy / len) * cut}
            marker-end="url(#fab-recent-head)"
          />
        );
      })}
    </g>
  );
}

/**
 * The battle a combat question is about (6.2: the defender's special action 6.21, assets 6.22/6.23, a hit to take
 * 6.4, a withdrawal 8.24), drawn while the side asked out of turn decides (issue 27): the area outlined as the
 * bridge question's is, with a "?" in its lower right corner. The blocks that may take a hit are ringed by the map itself.
 */
export function BattleQuestion({ sc, area }: { sc: FabScenario; area: AreaId }) {
  const { pos, k } = mapLayout(sc);
  const a = sc.areas.find((x) => x.id === area);
  const p = pos.get(area);
  if (!a || !p) return null;
  return (
    <g class="fab-battle-q" aria-hidden="true" pointer-events="none" data-battle={area}>
      {outline(a, k, p.x, p.y, 'fab-bridge-q-area fab-battle-q-area')}
      <text class="fab-bridge-q-mark" x={p.x + HW - 46} y={p.y + HH - 10}>
        ?
      </text>
    </g>
  );
}

/**
 * 5.35d the bridge a question is about, drawn over the map while it waits: the crossing unit's area outlined, an
 * arrow over the bridge to the area it enters, and a ring on the bridge itself (issue 27: asked out of turn, the
 * question showed neither). Drawn only (taps pass through); the orders panel asks the question in words.
 */
export function BridgeQuestion({ sc, from, to }: { sc: FabScenario; from: AreaId; to: AreaId }) {
  const { pos, k } = mapLayout(sc);
  const a = sc.areas.find((x) => x.id === from);
  const p = pos.get(from),
    q = pos.get(to);
  if (!a || !p || !q) return null;
  const dx = q.x - p.x,
    dy = q.y - p.y;
  const len = Math.hypot(dx, dy) || 1;
  const cut = Math.min(60, len / 3);
  const [mx, my] = [(p.x + q.x) / 2, (p.y + q.y) / 2];
  return (
    <g class="fab-bridge-q" aria-hidden="true" pointer-events="none" data-from={from} data-to={to}>
      <defs>
        <marker
          id="fab-bridge-head"
          viewBox="0 0 10 10"
          refX="8"
          refY="5"
          markerWidth="5"
          markerHeight="5"
          orient="auto"
        >
          <path d="M0 0 L10 5 L0 10 z" class="fab-bridge-q-head" />
        </marker>
      </defs>
      {outline(a, k, p.x, p.y, 'fab-bridge-q-area')}
      <line
        class="fab-bridge-q-arrow"
        x1={p.x + (dx / len) * cut}
        y1={p.y + (dy / len) * cut}
        x2={q.x - (dx / len) * cut}
        y2={q.y - (dy / len) * cut}
        marker-end="url(#fab-bridge-head)"
      />
      <circle class="fab-bridge-q-ring" cx={mx} cy={my} r="34" />
      <text class="fab-bridge-q-mark" x={mx + 40} y={my - 30}>
        ?
      </text>
    </g>
  );
}
