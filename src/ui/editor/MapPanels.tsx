/**
 * The editor's map tab's panels (./MapTab.tsx) for what is selected: an area (number, name, terrain, victory
 * points, entry letter and side, supply source, initial control, its links, move, outline, delete), a link (what the
 * boundary is: a river and its bridge, or a plain border) and an area's outline being traced.
 */
import { t } from '../../i18n';
import type { AreaDef, BoundaryDef, FabScenario, Side, TerrainDifficulty } from '../../rules/fab/types';
import {
  BOUNDARY_KINDS,
  controlOf,
  editArea,
  kindOf,
  removeArea,
  removeItem,
  setBoundary,
  setControl,
  setEntry,
  setOutline,
  setSupply,
  type BoundaryKind,
} from '../../app/draft/model';
import { Check, Choice, NumberField, SelectField, TextField } from './fields';
import { change, mode, moving, selection } from './state';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const SIDES = ['blue', 'red'] as const;

const sideName = (sc: FabScenario, s: Side) => sc.sides.find((x) => x.id === s)?.name ?? s;
export const areaTitle = (a: AreaDef | undefined) => (a ? `${a.number} ${a.name}` : '?');

export function AreaPanel({ sc, a }: { sc: FabScenario; a: AreaDef }) {
  const i = sc.areas.indexOf(a);
  const path = `areas[${i}]`;
  const entry = sc.entryAreas.find((e) => e.area === a.id);
  const entryIndex = entry ? sc.entryAreas.indexOf(entry) : -1;
  const control = controlOf(sc, a.id);
  const links = sc.boundaries.filter((b) => b.a === a.id || b.b === a.id);
  return (
    <section class="ed-panel-body" aria-labelledby="ed-area-title">
      <h2 id="ed-area-title">{t('editor.area.title', { name: areaTitle(a) })}</h2>
      <div class="ed-pair">
        <NumberField
          label={t('editor.area.number')}
          value={a.number}
          path={`${path}.number`}
          min={0}
          onNumber={(n) => n !== undefined && change((s) => editArea(s, a.id, { number: n }), `${a.id}.number`)}
        />
        <TextField
          label={t('editor.area.name')}
          value={a.name}
          path={`${path}.name`}
          onText={(v) => change((s) => editArea(s, a.id, { name: v }), `${a.id}.name`)}
        />
      </div>
      <Choice<TerrainDifficulty>
        legend={t('editor.area.terrain')}
        name={`terrain-${a.id}`}
        value={a.terrain}
        path={`${path}.terrain`}
        options={([0, 1, 2, 3] as const).map((n) => [n, t('editor.area.terrainN', { n })] as const)}
        onPick={(n) => change((s) => editArea(s, a.id, { terrain: n }))}
      />
      <NumberField
        label={t('editor.area.vp')}
        value={a.vp ?? 0}
        path={`${path}.vp`}
        min={0}
        max={99}
        onNumber={(n) => n !== undefined && change((s) => editArea(s, a.id, { vp: n }), `${a.id}.vp`)}
      />
      <div class="ed-pair">
        <SelectField
          label={t('editor.area.entry')}
          value={a.entry ?? ''}
          path={entryIndex >= 0 ? `entryAreas[${entryIndex}]` : `${path}.entry`}
          options={[['', t('editor.area.noEntry')], ...LETTERS.map((l) => [l, l] as const)]}
          onPick={(l) =>
            change((s) => setEntry(s, a.id, l ? { letter: l, side: entry?.side ?? sc.firstPlayer } : null))
          }
        />
        {entry ? (
          <Choice<Side>
            legend={t('editor.area.entrySide')}
            name={`entry-side-${a.id}`}
            value={entry.side}
            path={`entryAreas[${entryIndex}].side`}
            options={SIDES.map((s) => [s, sideName(sc, s)] as const)}
            onPick={(side) => change((s) => setEntry(s, a.id, { letter: entry.letter, side }))}
          />
        ) : null}
      </div>
      <fieldset class="ed-choice" data-field="supplySources">
        <legend>{t('editor.area.supply')}</legend>
        {SIDES.map((side) => {
          const src = sc.supplySources.find((x) => x.area === a.id && x.side === side);
          return (
            <div key={side} class="st-row">
              <Check
                label={sideName(sc, side)}
                checked={!!src}
                path={`supply-${side}`}
                onCheck={(on) => change((s) => setSupply(s, a.id, side, on))}
              />
              {src ? (
                <Check
                  label={t('editor.area.needsControl')}
                  checked={!!src.needsControl}
                  path={`needs-${side}`}
                  onCheck={(on) => change((s) => setSupply(s, a.id, side, true, on))}
                />
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <Choice<string>
        legend={t('editor.area.control')}
        name={`control-${a.id}`}
        value={control.byDefault ? '' : control.side}
        path={`initialControl.${a.id}`}
        options={[
          ['', t('editor.area.controlDefault', { side: sideName(sc, sc.initialControl.defaultControl) })],
          ...SIDES.map((s) => [s, sideName(sc, s)] as const),
        ]}
        onPick={(v) => change((s) => setControl(s, a.id, v === 'blue' || v === 'red' ? v : null))}
      />
      {links.length ? (
        <div class="ed-links">
          <h3>{t('editor.area.links')}</h3>
          <ul class="ed-plain">
            {links.map((b) => {
              const other = sc.areas.find((x) => x.id === (b.a === a.id ? b.b : b.a));
              return (
                <li key={b.id}>
                  <button
                    type="button"
                    class="st-btn ed-wide"
                    onClick={() => (selection.value = { kind: 'boundary', id: b.id })}
                  >
                    {t('editor.area.linkTo', { name: areaTitle(other), kind: t(`editor.kind.${kindOf(b)}`) })}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <p class="st-muted">{t('editor.area.noLinks')}</p>
      )}
      <div class="st-row ed-actions">
        <button
          type="button"
          class={`st-btn${moving.value ? ' st-btn-primary' : ''}`}
          aria-pressed={moving.value}
          onClick={() => {
            mode.value = 'areas';
            moving.value = !moving.value;
          }}
        >
          {t('editor.area.move')}
        </button>
        <button type="button" class="st-btn" onClick={() => (mode.value = 'outline')}>
          {t('editor.area.outline')}
        </button>
        <button
          type="button"
          class="st-btn st-btn-danger"
          onClick={() => {
            selection.value = null;
            change((s) => removeArea(s, a.id));
          }}
        >
          {t('editor.area.delete')}
        </button>
      </div>
      {moving.value ? <p role="status">{t('editor.area.moveHint')}</p> : null}
    </section>
  );
}
export function LinkPanel({ sc, b }: { sc: FabScenario; b: BoundaryDef }) {
  const i = sc.boundaries.indexOf(b);
  const kind = kindOf(b);
  const a = sc.areas.find((x) => x.id === b.a);
  const c = sc.areas.find((x) => x.id === b.b);
  return (
    <section class="ed-panel-body" aria-labelledby="ed-link-title">
      <h2 id="ed-link-title">{t('editor.link.title', { a: areaTitle(a), b: areaTitle(c) })}</h2>
      <Choice<BoundaryKind>
        legend={t('editor.link.kind')}
        name={`kind-${b.id}`}
        value={kind}
        path={`boundaries[${i}].river`}
        options={BOUNDARY_KINDS.map((k) => [k, t(`editor.kind.${k}`)] as const)}
        onPick={(k) => change((s) => setBoundary(s, b.id, k))}
      />
      <p class="st-muted">{t(`editor.kindHelp.${kind}`)}</p>
      {b.river ? (
        <TextField
          label={t('editor.link.bridge')}
          value={b.bridge ?? ''}
          path={`boundaries[${i}].bridge`}
          onText={(v) => change((s) => setBoundary(s, b.id, kind, v), `${b.id}.bridge`)}
        />
      ) : null}
      <div class="st-row ed-actions">
        {a ? (
          <button type="button" class="st-btn" onClick={() => (selection.value = { kind: 'area', id: a.id })}>
            {areaTitle(a)}
          </button>
        ) : null}
        {c ? (
          <button type="button" class="st-btn" onClick={() => (selection.value = { kind: 'area', id: c.id })}>
            {areaTitle(c)}
          </button>
        ) : null}
        <button
          type="button"
          class="st-btn st-btn-danger"
          onClick={() => {
            selection.value = null;
            change((s) => removeItem(s, 'boundaries', b.id));
          }}
        >
          {t('editor.link.delete')}
        </button>
      </div>
    </section>
  );
}
export function OutlinePanel({ a }: { a: AreaDef | undefined }) {
  if (!a) return <p class="ed-hint-box">{t('editor.outline.pick')}</p>;
  const n = a.polygon?.length ?? 0;
  return (
    <section class="ed-panel-body" aria-labelledby="ed-outline-title">
      <h2 id="ed-outline-title">{t('editor.outline.title', { name: areaTitle(a) })}</h2>
      <p>{t('editor.outline.help')}</p>
      <p role="status">{t('editor.outline.points', { n })}</p>
      <div class="st-row ed-actions">
        <button
          type="button"
          class="st-btn"
          disabled={!n}
          onClick={() => change((s) => setOutline(s, a.id, (a.polygon ?? []).slice(0, -1)))}
        >
          {t('editor.outline.back')}
        </button>
        <button type="button" class="st-btn" disabled={!n} onClick={() => change((s) => setOutline(s, a.id, null))}>
          {t('editor.outline.clear')}
        </button>
        <button type="button" class="st-btn st-btn-primary" onClick={() => (mode.value = 'areas')}>
          {t('editor.outline.done')}
        </button>
      </div>
      {n > 0 && n < 3 ? <p class="ed-warning">{t('editor.outline.few')}</p> : null}
    </section>
  );
}
