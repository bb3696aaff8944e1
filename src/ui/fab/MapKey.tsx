/**
 * The FAB map key: every mark the map draws, drawn by the same component the map uses (marks.tsx, Block.tsx,
 * the map's own CSS classes), with what it means in words and the rule section it comes from. Opened from the
 * game screen's "Map key" button, in a side sheet so that the map stays in sight.
 */
import type { ComponentChildren } from 'preact';
import { t } from '../../i18n';
import type { FabScenario, FabState, FormationDef, Quality, Side, UnitClass, UnitState } from '../../rules/fab/types';
import { otherSide } from '../../rules/fab/types';
import { Block, sideColour, sideName } from './Block';
import { BlownMark, BridgeMark, EntryMark, MARKER_FILL, MarkerTile, TerrainBadge, VpStar } from './marks';
import { CostBadge } from './Map';
import { RuleLink } from './RuleLink';
import './help.css';
import type { BlockView } from './view';

function Entry({
  figure,
  w = 64,
  h = 44,
  box,
  rule,
  children,
}: {
  figure: ComponentChildren;
  w?: number;
  h?: number;
  box: string;
  rule: string;
  children: ComponentChildren;
}) {
  return (
    <li class="fab-key-entry">
      <svg class="fab-key-figure" width={w} height={h} viewBox={box} aria-hidden="true">
        {figure}
      </svg>
      <span class="fab-key-text">
        {children} <RuleLink rule={rule} />
      </span>
    </li>
  );
}

/** A block specimen's entry: the block drawn at the size the map draws it. */
function BlockEntry({
  rule,
  figure,
  children,
}: {
  rule: string;
  figure: ComponentChildren;
  children: ComponentChildren;
}) {
  return (
    <Entry rule={rule} box="0 0 80 80" w={64} h={64} figure={figure}>
      {children}
    </Entry>
  );
}

/** The map's markers: rule, colour, the letters on the tile, and the key of its words (fab.key.*). */
const MARKERS = [
  ['5.23', 'defences', 'DF', 'defences'],
  ['4.34', 'roadblock', 'RB', 'roadblock'],
  ['4.34', 'roadblock', 'RB+', 'roadblockAsset'],
  ['5.35', 'riverAssault', 'RA', 'riverAssault'],
  ['9.32', 'unsupplied', 'OS', 'unsupplied'],
  ['2.4', 'newlyContested', 'NC', 'newlyContested'],
] as const satisfies readonly (readonly [string, keyof typeof MARKER_FILL, string, string])[];

/** How the map outlines an area: rule, the map's CSS class, the key of its words. */
const AREA_MARKS = [
  ['6.1', 'fab-key-fight', 'fight'],
  ['2.4', 'fab-key-selected', 'selected'],
] as const;

/** The map's connection lines: rule, the map's CSS class, the specimen's path, the key of its words. */
const LINES = [
  ['5.31', 'fab-road', 'M6 22 L58 22', 'road'],
  ['5.31', 'fab-field', 'M6 22 L58 22', 'field'],
  ['5.35', 'fab-river', 'M6 34 Q22 6 32 22 T58 10', 'river'],
] as const;

const STATE: UnitState = {
  id: 'key',
  where: 'map',
  area: null,
  steps: 3,
  order: 'good',
  reserve: false,
  exploit: false,
  unsupplied: false,
  revealed: false,
};

/** A specimen block: the real Block component with a made-up unit (never a unit of the game). */
function specimen(
  side: Side,
  formation: FormationDef | undefined,
  name: string,
  cls: UnitClass,
  steps: readonly Quality[],
  state: Partial<UnitState> = {},
): BlockView {
  return {
    id: `key-${name}`,
    side,
    face: {
      def: { id: `key-${name}`, side, name, formation: formation?.id ?? '', class: cls, steps },
      state: { ...STATE, steps: steps.length, ...state },
    },
  };
}

function BlockFigure({
  sc,
  v,
  formation,
  selected,
}: {
  sc: FabScenario;
  v: BlockView;
  formation?: FormationDef;
  selected?: boolean;
}) {
  return <Block sc={sc} v={v} x={4} y={4} formation={formation} selected={selected} />;
}

export function MapKey({ s, me }: { s: FabState; me: Side }) {
  const sc = s.scenario;
  const enemy = otherSide(me);
  const formation = sc.formations.find((f) => f.side === me) ?? sc.formations[0];
  const initial = (side: Side) => sideName(sc, side).slice(0, 1).toUpperCase();
  const q = (quality: Quality) =>
    specimen(me, formation, t(`fab.quality.${quality}`), 'infantry', [quality, quality, quality]);
  return (
    <div class="fab-key">
      <section aria-labelledby="fab-key-areas">
        <h3 id="fab-key-areas">{t('fab.key.areas')}</h3>
        <ul class="fab-key-list">
          <Entry
            rule="2.4"
            box="0 0 84 48"
            w={84}
            h={48}
            figure={[0, 1, 2, 3].map((n) => (
              <g key={n} transform={`translate(${2 + (n % 2) * 42} ${n < 2 ? 1 : 25})`}>
                <rect width="38" height="22" rx="4" class={`fab-area-shape fab-terrain-${n}`} />
                <g transform="translate(19 11) scale(0.8)">
                  <TerrainBadge n={n} />
                </g>
              </g>
            ))}
          >
            {t('fab.key.terrain')}
          </Entry>
          <Entry rule="4.1" box="-32 -22 64 44" figure={<EntryMark letter="A" />}>
            {t('fab.key.entry')}
          </Entry>
          <Entry rule="19.0" box="-32 -22 64 44" figure={<VpStar vp={2} />}>
            {t('fab.key.vp')}
          </Entry>
          <Entry
            rule="2.4"
            box="-32 -22 64 44"
            figure={
              <>
                <g transform="translate(-14 0)">
                  <MarkerTile fill={sideColour(sc, me)} text={initial(me)} />
                </g>
                <g transform="translate(14 0)">
                  <MarkerTile fill={sideColour(sc, enemy)} text={initial(enemy)} />
                </g>
              </>
            }
          >
            {t('fab.key.control', {
              a: initial(me),
              sideA: sideName(sc, me),
              b: initial(enemy),
              sideB: sideName(sc, enemy),
            })}
          </Entry>
          <Entry
            rule="5.3"
            box="-40 -22 80 44"
            w={80}
            figure={
              <>
                <rect x="-38" y="-20" width="76" height="40" rx="8" class="fab-area-shape fab-key-reach" />
                <CostBadge
                  x={0}
                  y={0}
                  lines={[t('fab.reach.cost', { n: 2 }), t('fab.reach.left', { n: 1 })]}
                  size={10}
                />
              </>
            }
          >
            {t('fab.key.reach')}
          </Entry>
          {AREA_MARKS.map(([rule, cls, key]) => (
            <Entry
              key={key}
              rule={rule}
              box="-32 -22 64 44"
              figure={<rect x="-28" y="-18" width="56" height="36" rx="8" class={`fab-area-shape ${cls}`} />}
            >
              {t(`fab.key.${key}`)}
            </Entry>
          ))}
        </ul>
      </section>
      <section aria-labelledby="fab-key-markers">
        <h3 id="fab-key-markers">{t('fab.key.markers')}</h3>
        <ul class="fab-key-list">
          {MARKERS.map(([rule, fill, text, key]) => (
            <Entry
              key={key}
              rule={rule}
              box="-32 -22 64 44"
              figure={<MarkerTile fill={MARKER_FILL[fill]} text={text} />}
            >
              {t(`fab.key.${key}`)}
            </Entry>
          ))}
        </ul>
      </section>
      <section aria-labelledby="fab-key-lines">
        <h3 id="fab-key-lines">{t('fab.key.connections')}</h3>
        <ul class="fab-key-list">
          {LINES.map(([rule, cls, d, key]) => (
            <Entry key={key} rule={rule} box="0 0 64 44" figure={<path class={cls} d={d} />}>
              {t(`fab.key.${key}`)}
            </Entry>
          ))}
          <Entry
            rule="5.35"
            box="0 0 64 44"
            figure={
              <>
                <path class="fab-river" d="M32 2 L32 42" />
                <BridgeMark x={32} y={22} angle={0} />
              </>
            }
          >
            {t('fab.key.bridge')}
          </Entry>
          <Entry
            rule="4.31"
            box="0 0 64 44"
            figure={
              <>
                <path class="fab-river" d="M32 2 L32 42" />
                <BlownMark x={32} y={22} />
              </>
            }
          >
            {t('fab.key.blown')}
          </Entry>
        </ul>
      </section>
      <section aria-labelledby="fab-key-blocks">
        <h3 id="fab-key-blocks">{t('fab.key.blocks')}</h3>
        <ul class="fab-key-list">
          <BlockEntry
            rule="2.3"
            figure={
              <BlockFigure
                sc={sc}
                formation={formation}
                v={specimen(me, formation, t('fab.key.sample'), 'infantry', ['veteran', 'veteran', 'recruit'], {
                  steps: 2,
                })}
              />
            }
          >
            {t('fab.key.ownBlock', { letter: formation?.letter ?? '?', formation: formation?.name ?? '' })}
          </BlockEntry>
          <BlockEntry rule="2.2" figure={<BlockFigure sc={sc} v={{ id: 'key-back', side: enemy }} />}>
            {t('fab.key.enemyBlock', { side: sideName(sc, enemy) })}
          </BlockEntry>
          {(['elite', 'veteran', 'recruit'] as const).map((quality) => (
            <BlockEntry key={quality} rule="2.3" figure={<BlockFigure sc={sc} formation={formation} v={q(quality)} />}>
              {t(`fab.key.pips.${quality}`)}
            </BlockEntry>
          ))}
          <BlockEntry
            rule="2.3"
            figure={
              <BlockFigure
                sc={sc}
                formation={formation}
                v={specimen(me, formation, t('fab.class.armor'), 'armor', ['veteran', 'veteran'])}
              />
            }
          >
            {t('fab.key.classes')}
          </BlockEntry>
          <BlockEntry
            rule="6.5"
            figure={
              <BlockFigure
                sc={sc}
                formation={formation}
                v={specimen(me, formation, t('fab.key.sample'), 'infantry', ['veteran', 'veteran'], {
                  order: 'disorder',
                  reserve: true,
                })}
              />
            }
          >
            {t('fab.key.status')}
          </BlockEntry>
          <BlockEntry
            rule="5.3"
            figure={
              <BlockFigure
                sc={sc}
                formation={formation}
                selected
                v={specimen(me, formation, t('fab.key.sample'), 'infantry', ['veteran', 'veteran'])}
              />
            }
          >
            {t('fab.key.selectedBlock')}
          </BlockEntry>
        </ul>
        <p class="fab-muted">
          {t('fab.key.statusRules')} <RuleLink rule="6.5" /> <RuleLink rule="5.21" /> <RuleLink rule="6.8" />{' '}
          <RuleLink rule="9.32" />
        </p>
        <p class="fab-muted">{t('fab.key.far')}</p>
      </section>
    </div>
  );
}
