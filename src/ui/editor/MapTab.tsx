/**
 * The editor's map tab: the map with its three tools (place and move areas, link them, trace an outline) and the
 * photo of the map (./MapTools.tsx), and a panel that edits what is selected (an area: number, name, terrain,
 * victory points, entry letter, supply source, initial control; a link: what the boundary is: ./MapPanels.tsx) or
 * lists what is wrong on the map.
 */
import { t } from '../../i18n';
import { addArea, link, moveArea, setOutline } from '../../app/draft/model';
import { EditorMap } from './EditorMap';
import { problemText } from './say';
import { show } from './jump';
import { change, linkFrom, mode, moving, photo, problems, selection, openDraft } from './state';
import { AreaPanel, LinkPanel, OutlinePanel, areaTitle } from './MapPanels';
import { Tools } from './MapTools';

export { areaTitle } from './MapPanels';

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
