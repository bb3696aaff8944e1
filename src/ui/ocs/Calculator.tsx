/**
 * The movement calculator for a physical map: describe the unit, then each hex entered; the rules
 * functions price every step on a one-row scratch map and say whether the move is legal.
 */
import { useState } from 'preact/hooks';
import { formatNumber, t, td } from '../../i18n';
import { createDice } from '../../rules/common/dice';
import { DEFAULT_CHART } from '../../rules/ocs/chart';
import { fromOffset, hexKey, sideKey, type HexKey } from '../../rules/ocs/hex';
import { allowance } from '../../rules/ocs/modes';
import { checkPath, movementChart, mover, stepCost } from '../../rules/ocs/movement';
import { createGame } from '../../rules/ocs/phase';
import {
  MODES,
  MOVE_TYPES,
  type HexData,
  type Mode,
  type MoveType,
  type OcsGame,
  type TerrainChart,
  type Unit,
} from '../../rules/ocs/types';
import { ChartEditor } from './ChartEditor';
import { partText, rejectionText } from './text';
import { Icon } from '../icons';

interface CalcHex {
  terrain: string[];
  hexside: string;
  crossing: '' | 'bridge' | 'pontoon';
  road: '' | 'road' | 'track' | 'railway';
}
const blank = (): CalcHex => ({ terrain: ['clear'], hexside: '', crossing: '', road: '' });

/** The scratch game: a row of hexes, the unit at the west end. */
export function scratchGame(
  chart: TerrainChart,
  startTerrain: string[],
  hexes: readonly CalcHex[],
  u: Pick<Unit, 'moveType' | 'mode' | 'ma' | 'dg'>,
): OcsGame {
  const keys: HexKey[] = [startTerrain, ...hexes.map((h) => h.terrain)].map((_, i) => hexKey(fromOffset(i, 0)));
  const map: {
    hexes: Record<HexKey, HexData>;
    hexsides: Record<string, { feature: string; bridge?: boolean; pontoon?: boolean }>;
    roads: Record<string, 'road' | 'track'>;
    rails: Record<string, { gauge: 'standard' }>;
  } = { hexes: {}, hexsides: {}, roads: {}, rails: {} };
  map.hexes[keys[0]!] = { terrain: startTerrain };
  hexes.forEach((h, i) => {
    const a = keys[i]!,
      b = keys[i + 1]!;
    map.hexes[b] = { terrain: h.terrain.length ? h.terrain : ['clear'] };
    if (h.hexside) map.hexsides[sideKey(a, b)] = { feature: h.hexside, ...(h.crossing ? { [h.crossing]: true } : {}) };
    if (h.road === 'railway') map.rails[sideKey(a, b)] = { gauge: 'standard' };
    else if (h.road) map.roads[sideKey(a, b)] = h.road;
  });
  const unit: Unit = {
    id: 'calc',
    name: 'calc',
    side: 'A',
    combat: true,
    moveType: u.moveType,
    ma: u.ma,
    re: 1,
    fuel: false,
    mode: u.mode,
    dg: u.dg,
    lowSupply: false,
    stepLoss: 0,
    engineer: false,
    supplied: true,
    where: 'map',
    hex: keys[0]!,
  };
  const g = createGame(
    {
      id: 'calc',
      version: 1,
      lastTurn: 1,
      firstSide: 'A',
      map: { width: keys.length, height: 1, ...map },
      chart,
      control: {},
      units: [unit],
      depots: [],
      airbases: {},
      forts: {},
      railCapacity: { A: 0, B: 0 },
      entry: { A: keys[0]!, B: keys[0]! },
    },
    chart,
    createDice({ kind: 'seeded', seed: 1 }),
  );
  return { ...g, segment: 'movement' };
}

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
  text,
}: {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (v: T) => void;
  text: (v: T) => string;
}) {
  return (
    <label class="ocs-field">
      {label}
      <select value={value} onChange={(e) => onChange((e.target as HTMLSelectElement).value as T)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {text(o)}
          </option>
        ))}
      </select>
    </label>
  );
}

function TerrainChips({
  value,
  onChange,
  chart,
  label,
}: {
  value: string[];
  onChange: (v: string[]) => void;
  chart: TerrainChart;
  label: string;
}) {
  return (
    <fieldset class="ocs-chips">
      <legend>{label}</legend>
      {Object.keys(chart.terrain).map((id) => {
        const on = value.includes(id);
        return (
          <button
            key={id}
            type="button"
            class={`st-btn${on ? ' st-btn-primary' : ''}`}
            aria-pressed={on}
            onClick={() =>
              onChange(
                on ? value.filter((x) => x !== id) : [...value.filter((x) => x !== 'clear' || id === 'clear'), id],
              )
            }
          >
            {on ? <Icon name="check" /> : null}
            {td(`ocs.terrain.${id}`)}
          </button>
        );
      })}
    </fieldset>
  );
}

export function Calculator() {
  const [chart, setChart] = useState<TerrainChart>(DEFAULT_CHART);
  const [moveType, setMoveType] = useState<MoveType>('foot');
  const [mode, setMode] = useState<Mode>('move');
  const [ma, setMa] = useState({ combat: 4, move: 6 });
  const [dg, setDg] = useState(false);
  const [start, setStart] = useState<string[]>(['clear']);
  const [hexes, setHexes] = useState<CalcHex[]>([blank()]);
  const g = scratchGame(chart, start, hexes, { moveType, mode, ma, dg });
  const unit = g.units['calc']!;
  const allow = allowance(unit);
  const m = mover(g, ['calc']);
  const path = hexes.map((_, i) => hexKey(fromOffset(i + 1, 0)));
  const check = m.ok && path.length > 0 ? checkPath(g, m.value, path) : null;
  let from = hexKey(fromOffset(0, 0));
  let running = 0;
  const steps = path.map((to) => {
    const s = stepCost(movementChart(g), g.map, moveType, from, to);
    from = to;
    if (s.ok) running += s.value.cost;
    return { s, running };
  });
  const put = (i: number, h: Partial<CalcHex>) => setHexes(hexes.map((x, j) => (j === i ? { ...x, ...h } : x)));
  const num = (v: string, f: (n: number) => void) => {
    const n = Number(v.replace(',', '.'));
    if (Number.isFinite(n) && n >= 0 && n <= 99) f(n);
  };

  return (
    <main class="st-page ocs-calc">
      <p class="st-muted">
        {t('ocs.calc.intro')} <a href="#/rules/ocs/movement">{t('ocs.rulesLink', { topic: 'movement' })}</a>
      </p>
      <div class="st-card st-row">
        <Choice
          label={t('ocs.calc.moveType')}
          value={moveType}
          options={MOVE_TYPES}
          onChange={setMoveType}
          text={(v) => t(`ocs.type.${v}`)}
        />
        <Choice
          label={t('ocs.calc.mode')}
          value={mode}
          options={MODES}
          onChange={setMode}
          text={(v) => t(`ocs.mode.${v}`)}
        />
        <label class="ocs-field">
          {t('ocs.calc.maCombat')}
          <input
            class="ocs-cell"
            inputMode="decimal"
            value={String(ma.combat)}
            onChange={(e) => num((e.target as HTMLInputElement).value, (n) => setMa({ ...ma, combat: n }))}
          />
        </label>
        <label class="ocs-field">
          {t('ocs.calc.maMove')}
          <input
            class="ocs-cell"
            inputMode="decimal"
            value={String(ma.move)}
            onChange={(e) => num((e.target as HTMLInputElement).value, (n) => setMa({ ...ma, move: n }))}
          />
        </label>
        <label class="st-row ocs-check">
          <input type="checkbox" checked={dg} onChange={(e) => setDg((e.target as HTMLInputElement).checked)} />
          {t('ocs.calc.dg')}
        </label>
        <strong>{t('ocs.allowance', { mp: formatNumber(allow) })}</strong>
      </div>
      <div class="st-card">
        <TerrainChips label={t('ocs.calc.start')} value={start} onChange={setStart} chart={chart} />
      </div>
      <ol class="ocs-calc-hexes">
        {hexes.map((h, i) => {
          const st = steps[i]!;
          return (
            <li key={i} class="st-card">
              <h3>{t('ocs.calc.hex', { n: i + 1 })}</h3>
              <div class="st-row">
                <Choice
                  label={t('ocs.calc.road')}
                  value={h.road}
                  options={['', 'road', 'track', 'railway'] as const}
                  onChange={(v) => put(i, { road: v })}
                  text={(v) => t(v ? `ocs.road.${v}` : 'ocs.road.none')}
                />
                <Choice
                  label={t('ocs.calc.hexside')}
                  value={h.hexside}
                  options={['', ...Object.keys(chart.hexsides)]}
                  onChange={(v) => put(i, { hexside: v })}
                  text={(v) => td(v ? `ocs.hexside.${v}` : 'ocs.hexside.none')}
                />
                {chart.hexsides[h.hexside]?.river ? (
                  <Choice
                    label={t('ocs.bridge')}
                    value={h.crossing}
                    options={['', 'bridge', 'pontoon'] as const}
                    onChange={(v) => put(i, { crossing: v })}
                    text={(v) => (v ? t(`ocs.${v}`) : '—')}
                  />
                ) : null}
              </div>
              <TerrainChips
                label={t('ocs.calc.terrain')}
                value={h.terrain}
                onChange={(v) => put(i, { terrain: v })}
                chart={chart}
              />
              <p class="ocs-steptext" aria-live="polite">
                {st.s.ok ? (
                  <>
                    {st.s.value.parts.map(partText).join('; ')} → <strong>{formatNumber(st.s.value.cost)}</strong> (
                    {/* issue 27: a path over the allowance said "0 left"; it says how far over */}
                    {st.running > allow
                      ? t('ocs.totalOver', { cost: formatNumber(st.running), over: formatNumber(st.running - allow) })
                      : t('ocs.total', { cost: formatNumber(st.running), left: formatNumber(allow - st.running) })}
                    )
                  </>
                ) : (
                  <>
                    <Icon name="stop" /> {rejectionText(st.s)}{' '}
                    <a href={`#/rules/ocs/${st.s.rule}`}>{t('ocs.rulesLink', { topic: st.s.rule })}</a>
                  </>
                )}
              </p>
            </li>
          );
        })}
      </ol>
      <div class="st-row">
        <button type="button" class="st-btn st-btn-primary" onClick={() => setHexes([...hexes, blank()])}>
          {t('ocs.calc.addHex')}
        </button>
        <button type="button" class="st-btn" disabled={hexes.length === 0} onClick={() => setHexes(hexes.slice(0, -1))}>
          {t('ocs.calc.removeHex')}
        </button>
        <button
          type="button"
          class="st-btn"
          onClick={() => {
            setHexes([blank()]);
            setStart(['clear']);
          }}
        >
          {t('ocs.calc.clear')}
        </button>
      </div>
      <div class="st-card ocs-verdict" role="status">
        {!check ? (
          t('ocs.calc.empty')
        ) : check.ok ? (
          check.value.minimum ? (
            <>
              <Icon name="check" /> {t('ocs.calc.minimum')}
            </>
          ) : (
            <>
              <Icon name="check" />{' '}
              {t('ocs.calc.legal', {
                cost: formatNumber(check.value.total),
                allowance: formatNumber(allow),
                left: formatNumber(allow - check.value.total),
              })}
            </>
          )
        ) : check.code === 'move.tooFar' ? (
          <>
            <Icon name="stop" /> {t('ocs.calc.over', { cost: formatNumber(running), allowance: formatNumber(allow) })}
          </>
        ) : (
          <>
            <Icon name="stop" /> {t('ocs.calc.refused', { rule: check.rule })} {rejectionText(check)}{' '}
            <a href={`#/rules/ocs/${check.rule}`}>{t('ocs.rulesLink', { topic: check.rule })}</a>
          </>
        )}
      </div>
      <details class="ocs-chartview">
        <summary class="st-btn">{t('ocs.chartTitle')}</summary>
        <ChartEditor chart={chart} onChange={setChart} />
      </details>
    </main>
  );
}
