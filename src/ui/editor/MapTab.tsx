/**
 * The editor's map tab: the map with its three tools (place and move areas, link them, trace an outline), the
 * photo of the map, and a panel that edits what is selected (an area: number, name, terrain, victory points,
 * entry letter, supply source, initial control; a link: what the boundary is) or lists what is wrong on the map.
 */
import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { AreaDef, BoundaryDef, FabScenario, Side, TerrainDifficulty } from '../../rules/fab/types';
import {
  addArea,
  BOUNDARY_KINDS,
  controlOf,
  editArea,
  kindOf,
  link,
  moveArea,
  removeArea,
  removeItem,
  scaleMap,
  setBoundary,
  setControl,
  setEntry,
  setOutline,
  setSupply,
  type BoundaryKind,
} from '../../app/draft/model';
import { savePhoto } from '../../app/draft/drafts';
import { Dialog } from '../shell/Dialog';
import { FileButton } from '../shell/FileButton';
import { toast } from '../shell/toast';
import { EditorMap, sheetOf } from './EditorMap';
import { Check, Choice, NumberField, SelectField, TextField } from './fields';
import { downscale } from './photo';
import { problemText } from './say';
import { show } from './jump';
import { change, changeDraft, linkFrom, mode, moving, photo, problems, selection, type Mode, openDraft } from './state';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const SIDES = ['blue', 'red'] as const;

const sideName = (sc: FabScenario, s: Side) => sc.sides.find((x) => x.id === s)?.name ?? s;
export const areaTitle = (a: AreaDef | undefined) => (a ? `${a.number} ${a.name}` : '?');

/** Problems about the map (areas, links, entry letters, supply), for the panel's list. */
const MAP_PATH = /^(areas|boundaries|entryAreas|supplySources|initialControl)\b|\.arrives\.entry$/;

function onPlace(x: number, y: number) {
  const sc = openDraft().scenario;
  const sel = selection.value;
  if (mode.value === 'outline') {
    if (sel?.kind !== 'area') return;
    const a = sc.areas.find((q) => q.id === sel.id);
    if (a) change((s) => setOutline(s, a.id, [...(a.polygon ?? []), { x, y }]));
    return;
  }
  if (mode.value === 'links') {
    linkFrom.value = null;
    selection.value = null;
    return;
  }
  if (moving.value && sel?.kind === 'area') {
    moving.value = false;
    change((s) => moveArea(s, sel.id, { x, y }));
    return;
  }
  let id = '';
  change((s) => {
    const r = addArea(s, { x, y }, (n) => t('editor.area.defaultName', { n }));
    id = r.id;
    return r.sc;
  });
  if (id) selection.value = { kind: 'area', id };
}

function onArea(id: string) {
  if (mode.value === 'links') {
    const from = linkFrom.value;
    if (!from) {
      linkFrom.value = id;
      selection.value = { kind: 'area', id };
      return;
    }
    linkFrom.value = null;
    if (from === id) return;
    let made: string | null = null;
    change((s) => {
      const r = link(s, from, id);
      made = r.id;
      return r.sc;
    });
    if (made) selection.value = { kind: 'boundary', id: made };
    return;
  }
  moving.value = false;
  selection.value = { kind: 'area', id };
}

function Tools() {
  const m = mode.value;
  const tools: [Mode, string][] = [
    ['areas', t('editor.tool.areas')],
    ['links', t('editor.tool.links')],
    ['outline', t('editor.tool.outline')],
  ];
  return (
    <div class="ed-tools" role="group" aria-label={t('editor.tool.label')}>
      {tools.map(([id, label]) => (
        <button
          key={id}
          type="button"
          class={`st-btn${m === id ? ' st-btn-primary' : ''}`}
          aria-pressed={m === id}
          onClick={() => {
            mode.value = id;
            linkFrom.value = null;
            moving.value = false;
            // a link is edited in Links only: leaving it lets the link go (a selected area stays selected)
            if (id !== 'links' && selection.value?.kind === 'boundary') selection.value = null;
          }}
        >
          {label}
        </button>
      ))}
      <PhotoButton />
    </div>
  );
}

function PhotoButton() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const d = openDraft();
  const take = async (file: File) => {
    setBusy(true);
    try {
      const data = await downscale(file);
      const ref = await savePhoto(d.id, data);
      changeDraft((cur) => {
        // the areas keep their places on the map: scaled from the old photo (or the plain sheet) to the new one
        const was = sheetOf(cur.scenario, cur.photo);
        return { ...cur, photo: ref, scenario: scaleMap(cur.scenario, ref.width / was.w, ref.height / was.h) };
      });
      setOpen(false);
    } catch (e) {
      toast(t('editor.photo.failed', { reason: e instanceof Error ? e.message : String(e) }), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" class="st-btn" onClick={() => setOpen(true)}>
        {t('editor.photo.button')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy="ed-photo-title">
        <h2 id="ed-photo-title">{t('editor.photo.title')}</h2>
        <p>{t('editor.photo.help')}</p>
        <div class="st-row">
          <FileButton
            label={t('editor.photo.take')}
            accept="image/*"
            capture="environment"
            busy={busy}
            disabled={busy}
            onFile={take}
          />
          <FileButton
            label={t('editor.photo.pick')}
            accept="image/*"
            busy={busy}
            disabled={busy}
            testId="ed-photo-pick"
            onFile={take}
          />
        </div>
        {busy ? <p role="status">{t('editor.photo.working')}</p> : null}
        <div class="st-row st-dialog-buttons">
          {d.photo ? (
            <button
              type="button"
              class="st-btn st-btn-danger"
              onClick={() => {
                changeDraft((cur) => ({ ...cur, photo: null }));
                setOpen(false);
              }}
            >
              {t('editor.photo.remove')}
            </button>
          ) : null}
          <button type="button" class="st-btn" onClick={() => setOpen(false)}>
            {t('editor.close')}
          </button>
        </div>
      </Dialog>
    </>
  );
}

function AreaPanel({ sc, a }: { sc: FabScenario; a: AreaDef }) {
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

function LinkPanel({ sc, b }: { sc: FabScenario; b: BoundaryDef }) {
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

function OutlinePanel({ a }: { a: AreaDef | undefined }) {
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

/** What is wrong on the map, each a button to the area or link it is about. */
function MapProblems() {
  const list = problems.value.filter((p) => MAP_PATH.test(p.path));
  if (!list.length) return <p class="ed-ok">{t('editor.map.noProblems')}</p>;
  return (
    <section aria-labelledby="ed-mapprob-title">
      <h2 id="ed-mapprob-title">{t('editor.map.problems', { n: list.length })}</h2>
      <ul class="ed-plain">
        {list.slice(0, 12).map((p, i) => (
          <li key={i}>
            <button type="button" class={`st-btn ed-wide ed-prob-${p.level}`} onClick={() => show(p.path)}>
              {problemText(p)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Hint() {
  const sc = openDraft().scenario;
  const m = mode.value;
  if (m === 'links') {
    const from = linkFrom.value ? sc.areas.find((a) => a.id === linkFrom.value) : undefined;
    return (
      <p class="ed-hint-box" role="status">
        {from ? t('editor.hint.linkTo', { name: areaTitle(from) }) : t('editor.hint.links')}
      </p>
    );
  }
  return (
    <p class="ed-hint-box" role="status">
      {sc.areas.length ? t('editor.hint.areas') : t('editor.hint.first')}
    </p>
  );
}

export function MapTab() {
  const sc = openDraft().scenario;
  const d = openDraft();
  const sel = selection.value;
  const area = sel?.kind === 'area' ? sc.areas.find((a) => a.id === sel.id) : undefined;
  const boundary = sel?.kind === 'boundary' ? sc.boundaries.find((b) => b.id === sel.id) : undefined;
  const flagged = new Set<string>();
  for (const p of problems.value) {
    const m = /^areas\[(\d+)\]$/.exec(p.path);
    const a = m ? sc.areas[Number(m[1])] : undefined;
    if (a) flagged.add(a.id);
  }
  const m = mode.value;
  return (
    <div class="ed-maptab">
      <div class="ed-mapcol">
        <Tools />
        <div class="ed-mapbox">
          <EditorMap
            sc={sc}
            photo={photo.value?.id === d.photo?.id ? (photo.value?.data ?? null) : null}
            size={d.photo}
            selectedArea={area?.id ?? null}
            selectedLink={boundary?.id ?? null}
            linkFrom={linkFrom.value}
            showLinks={m === 'links'}
            outlining={m === 'outline' ? (area?.id ?? null) : null}
            flagged={flagged}
            draggable={m === 'areas'}
            label={t('editor.map.label', { name: sc.name })}
            onPlace={(p) => onPlace(p.x, p.y)}
            onArea={onArea}
            onLink={(id) => {
              linkFrom.value = null;
              selection.value = { kind: 'boundary', id };
            }}
            onDrag={(id, p) => change((s) => moveArea(s, id, p))}
          />
        </div>
      </div>
      <aside class="ed-panel" aria-label={t('editor.panel')}>
        {m === 'outline' ? (
          <OutlinePanel a={area} />
        ) : area ? (
          <AreaPanel sc={sc} a={area} />
        ) : boundary ? (
          <LinkPanel sc={sc} b={boundary} />
        ) : (
          <Hint />
        )}
        {m !== 'outline' && (area || boundary) ? (
          <button type="button" class="st-btn ed-wide" onClick={() => (selection.value = null)}>
            {t('editor.deselect')}
          </button>
        ) : null}
        <MapProblems />
      </aside>
    </div>
  );
}
