/**
 * The editor's map tab's tools (./MapTab.tsx): place and move areas, link them, trace an outline, and the photo of
 * the map (taken or picked, downscaled and stored with the draft; the areas keep their places on it).
 */
import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { scaleMap } from '../../app/draft/model';
import { savePhoto } from '../../app/draft/drafts';
import { Dialog } from '../shell/Dialog';
import { FileButton } from '../shell/FileButton';
import { toast } from '../shell/toast';
import { sheetOf } from './EditorMap';
import { downscale } from './photo';
import { changeDraft, linkFrom, mode, moving, openDraft, selection, type Mode } from './state';

/** The three tools and the photo button. */
export function Tools() {
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
