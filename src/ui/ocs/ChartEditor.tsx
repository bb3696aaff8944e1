/**
 * The terrain effects chart: shown in every game, editable when creating one and in the calculator.
 * The default is labelled as the app's own, since the source does not print its chart.
 */
import { useEffect, useState } from 'preact/hooks';
import { t, formatNumber, td } from '../../i18n';
import { DEFAULT_CHART } from '../../rules/ocs/chart';
import { checkChart } from '../../rules/ocs/schema';
import {
  MOVE_TYPES,
  ROAD_KINDS,
  type Cost,
  type CostRow,
  type MoveType,
  type TerrainChart,
} from '../../rules/ocs/types';

const show = (c: Cost) => (c === 'P' ? 'P' : formatNumber(c));

function parseCost(s: string): Cost | null {
  const x = s.trim().toUpperCase();
  if (x === 'P') return 'P';
  const n = Number(x.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 && n <= 99 ? n : null;
}

/** A table of rows of costs per move type; `cost` reads a row's costs, `edit` is told the row's id and value. */
function Rows<K extends string, R>({
  title,
  rows,
  cost,
  label,
  edit,
}: {
  title: string;
  rows: readonly (readonly [K, R])[];
  cost: (row: R) => CostRow;
  label: (id: K) => string;
  edit?: ((id: K, row: R, mt: MoveType, c: Cost) => void) | undefined;
}) {
  return (
    <table class="ocs-table">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col"></th>
          {MOVE_TYPES.map((m) => (
            <th key={m} scope="col">
              {t(`ocs.type.${m}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([id, r]) => {
          const row = cost(r);
          return (
            <tr key={id}>
              <th scope="row">{label(id)}</th>
              {MOVE_TYPES.map((m) => (
                <td key={m}>
                  {edit ? (
                    <input
                      class="ocs-cell"
                      inputMode="decimal"
                      value={show(row[m])}
                      aria-label={t('ocs.chart.cell', { row: label(id), type: t(`ocs.type.${m}`) })}
                      onChange={(e) => {
                        const c = parseCost(e.currentTarget.value);
                        if (c !== null) edit(id, r, m, c);
                      }}
                    />
                  ) : (
                    show(row[m])
                  )}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function ChartEditor({ chart, onChange }: { chart: TerrainChart; onChange?: (c: TerrainChart) => void }) {
  const edit = onChange;
  const set = (c: Partial<TerrainChart>) => onChange?.({ ...chart, ...c, source: 'custom' });
  return (
    <div class="ocs-chart">
      <p class="st-muted">{t(`ocs.chart.${chart.source}`)}</p>
      {edit ? <p class="st-muted ocs-small">{t('ocs.chart.prohibitedHint')}</p> : null}
      <Rows
        title={t('ocs.chart.terrain')}
        rows={Object.entries(chart.terrain)}
        cost={(row) => row}
        label={(id) => td(`ocs.terrain.${id}`)}
        edit={edit && ((id, row, m, c) => set({ terrain: { ...chart.terrain, [id]: { ...row, [m]: c } } }))}
      />
      <Rows
        title={t('ocs.chart.hexsides')}
        rows={Object.entries(chart.hexsides)}
        cost={(side) => side.cost}
        label={(id) => td(`ocs.hexside.${id}`)}
        edit={
          edit &&
          ((id, side, m, c) =>
            set({ hexsides: { ...chart.hexsides, [id]: { ...side, cost: { ...side.cost, [m]: c } } } }))
        }
      />
      <Rows
        title={t('ocs.chart.roads')}
        rows={ROAD_KINDS.map((k) => [k, chart.roads[k]] as const)}
        cost={(row) => row}
        label={(id) => td(`ocs.road.${id}`)}
        edit={edit && ((id, row, m, c) => set({ roads: { ...chart.roads, [id]: { ...row, [m]: c } } }))}
      />
      <label class="st-row ocs-check">
        <input
          type="checkbox"
          checked={chart.zocStopsMove}
          disabled={!edit}
          onChange={(e) => set({ zocStopsMove: e.currentTarget.checked })}
        />
        {t('ocs.chart.zocStops')}
      </label>
      <div class="st-row">
        {(['fuelSp', 'airbaseSp', 'fortSp'] as const).map((f) => (
          <label key={f} class="ocs-field">
            {t(`ocs.chart.${f}`)}
            {edit ? (
              <input
                class="ocs-cell"
                inputMode="decimal"
                value={formatNumber(chart[f])}
                onChange={(e) => {
                  const c = parseCost(e.currentTarget.value);
                  if (typeof c === 'number') set({ [f]: c });
                }}
              />
            ) : (
              <strong> {formatNumber(chart[f])}</strong>
            )}
          </label>
        ))}
      </div>
      <table class="ocs-table">
        <caption>{t('ocs.chart.depotTable')}</caption>
        <thead>
          <tr>
            {[1, 2, 3, 4, 5, 6].map((f) => (
              <th key={f} scope="col">
                {f}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {chart.depotTable.map((p, i) => (
              <td key={i}>
                {edit ? (
                  <input
                    class="ocs-cell"
                    inputMode="numeric"
                    aria-label={`${t('ocs.chart.depotTable')} ${i + 1}`}
                    value={String(p)}
                    onChange={(e) => {
                      const n = Number(e.currentTarget.value);
                      if (Number.isFinite(n) && n >= 0 && n <= 100)
                        set({ depotTable: chart.depotTable.map((x, j) => (j === i ? n : x)) });
                    }}
                  />
                ) : (
                  `${p}%`
                )}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      {edit ? (
        <button type="button" class="st-btn" onClick={() => onChange?.(DEFAULT_CHART)}>
          {t('ocs.chart.reset')}
        </button>
      ) : null}
      {onChange ? <SavedCharts chart={chart} onLoad={onChange} /> : null}
    </div>
  );
}

export function ChartView({ chart }: { chart: TerrainChart }) {
  return <ChartEditor chart={chart} />;
}

const KIND = 'ocs-chart';
interface Saved {
  id: string;
  name: string;
  data: TerrainChart;
}

/** Charts kept across games in the device's library (IndexedDB); silent where storage is missing. While the
 * library is read the section is drawn already, "Loading" in the place of its list (issue 27: it appeared a moment
 * after the form and pushed "Start the game" down). */
function SavedCharts({ chart, onLoad }: { chart: TerrainChart; onLoad: (c: TerrainChart) => void }) {
  const [items, setItems] = useState<Saved[] | null | 'loading'>('loading');
  const [name, setName] = useState('');
  const refresh = async () => {
    try {
      const lib = await import('../../app/library');
      setItems((await lib.listItems<TerrainChart>(KIND)).map((i) => ({ id: i.id, name: i.name, data: i.data })));
    } catch {
      setItems(null);
    }
  };
  useEffect(() => {
    void refresh();
  }, []);
  if (items === null) return null;
  return (
    <section class="ocs-saved">
      <h4>{t('ocs.chart.saved')}</h4>
      <div class="st-row">
        <label class="ocs-field">
          {t('ocs.chart.saveAs')}
          <input value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        <button
          type="button"
          class="st-btn"
          disabled={!name.trim() || items === 'loading'}
          onClick={async () => {
            const lib = await import('../../app/library');
            await lib.putItem({
              id: `ocs-chart-${name.trim().toLowerCase().replace(/\W+/g, '-')}`,
              kind: KIND,
              name: name.trim(),
              data: { ...chart, source: 'custom' as const },
            });
            setName('');
            await refresh();
          }}
        >
          {t('ocs.chart.save')}
        </button>
      </div>
      {items === 'loading' ? (
        <p class="st-muted" aria-busy="true">
          {t('core.loading')}
        </p>
      ) : items.length === 0 ? (
        <p class="st-muted">{t('ocs.chart.none')}</p>
      ) : null}
      {(items === 'loading' ? [] : items).map((i) => (
        <div key={i.id} class="st-row">
          <button
            type="button"
            class="st-btn"
            onClick={() => {
              const v = checkChart(i.data);
              if (v.ok) onLoad(v.value);
            }}
          >
            {t('ocs.chart.load', { name: i.name })}
          </button>
          <button
            type="button"
            class="st-btn st-btn-danger"
            onClick={async () => {
              const lib = await import('../../app/library');
              await lib.deleteItem(i.id);
              await refresh();
            }}
          >
            {t('ocs.chart.delete', { name: i.name })}
          </button>
        </div>
      ))}
    </section>
  );
}
