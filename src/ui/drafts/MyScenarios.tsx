/**
 * "My scenarios" on the home screen (issue 28): the owner's FAB scenario drafts with New, Edit, Duplicate,
 * Delete (asks), Test play, Export and Import. A small chunk fetched after the home screen's first paint; the
 * editor and the scenario checks are fetched when a button needs them.
 */
import { signal } from '@preact/signals';
import { useEffect, useState } from 'preact/hooks';
import { formatRelative, lang, laterStringsReady, say, t, tn } from '../../i18n';
import '../../i18n/drafts';
import { draftSummaries, type DraftSummary } from '../../app/draft/list';
import { scenarios as shipped } from '../../scenarios/fab';
import { href, navigate } from '../router';
import { Dialog } from '../shell/Dialog';
import { Confirm } from '../shell/Confirm';
import { FileButton } from '../shell/FileButton';
import { toast } from '../shell/toast';
import { shareOrDownload } from '../home/download';
import { refreshGames } from '../home/saved-list';
import { Icon } from '../icons';
import { lazyScreen } from '../lazy';
import { editorStringsReady } from '../../i18n/editor/load';

/** The editor (a chunk of its own, issue 28), opened from here or by its route (#/edit/<id>). */
// with its words in the player's language (issue 30: the editor's words are fetched one language at a time)
export const EditorScreen = lazyScreen(() =>
  Promise.all([import('../editor/Editor'), editorStringsReady()]).then(([m]) => m.Editor),
);

const drafts = signal<DraftSummary[] | null>(null);

export async function refreshDrafts(): Promise<void> {
  try {
    drafts.value = await draftSummaries();
  } catch (e) {
    toast(e instanceof Error ? e.message : String(e), 'error');
  }
}

const failed = (e: unknown) => toast(e instanceof Error ? e.message : String(e), 'error');

/** Import a scenario file (the import button, a file opened with the app, a file shared to it). */
export async function importScenarioFile(text: string): Promise<boolean> {
  const [{ importScenario }, { refusalText }] = await Promise.all([
    import('../../app/draft/file'),
    import('../editor/say'),
    laterStringsReady(),
  ]);
  const r = await importScenario(text);
  if (!r.ok) {
    toast(t('drafts.importRefused', { reason: refusalText(r) }), 'error', undefined, 12_000);
    return false;
  }
  toast(t('drafts.imported', { name: r.value.scenario.name }));
  await refreshDrafts();
  return true;
}

/**
 * A file to import, from the home screen's import button, the file manager (file_handlers) or another app's
 * share sheet (share_target): a scenario file (.sandtable-scenario) joins "My scenarios", anything else is
 * imported as a game.
 */
export async function importAnyFile(file: File): Promise<'game' | 'scenario' | null> {
  const text = await file.text().catch(() => '');
  if (file.name.endsWith('.sandtable-scenario') || /^\s*\{\s*"format"\s*:\s*"sandtable-scenario"/.test(text)) {
    return (await importScenarioFile(text)) ? 'scenario' : null;
  }
  const [{ importGame }] = await Promise.all([import('../../app/games'), laterStringsReady()]);
  const r = await importGame(text);
  if (r.ok) {
    toast(t('core.imported'));
    return 'game';
  }
  toast(t('core.importRefused', { reason: say(r) }), 'error', undefined, 12_000);
  return null;
}

async function playDraft(id: string): Promise<void> {
  const [{ loadDraft }, { testPlay }] = await Promise.all([
    import('../../app/draft/drafts'),
    import('../../app/draft/play'),
  ]);
  const d = await loadDraft(id);
  if (!d) return toast(t('drafts.missing'), 'error');
  const r = await testPlay(d, t('drafts.testName', { name: d.scenario.name }));
  if (r.ok) navigate({ name: 'game', id: r.value });
  else toast(t('drafts.testFailed', { reason: r.message }), 'error', undefined, 12_000);
}

async function exportDraft(id: string, withPhoto: boolean): Promise<void> {
  const [{ loadDraft, loadPhoto }, { scenarioFile }] = await Promise.all([
    import('../../app/draft/drafts'),
    import('../../app/draft/file'),
  ]);
  const d = await loadDraft(id);
  if (!d) return toast(t('drafts.missing'), 'error');
  const photo = withPhoto ? await loadPhoto(d.id, d.photo) : null;
  const f = scenarioFile(d, photo);
  const how = await shareOrDownload(f.filename, f.text);
  if (how === 'shared') toast(t('drafts.shared'));
  else if (how === 'downloaded') toast(t('drafts.exported', { file: f.filename }));
}

function NewDraft() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const start = async (from: 'blank' | 'fab-millbrook' | 'fab-varna-gap') => {
    if (busy) return;
    setBusy(true);
    try {
      const { startDraft } = await import('../../app/draft/start');
      const meta = shipped.find((s) => s.id === from);
      const d = await startDraft(
        from,
        {
          name: t('drafts.newName'),
          blue: t('drafts.blue'),
          red: t('drafts.red'),
          turn: (n) => t('drafts.turnLabel', { n }),
        },
        t('drafts.copyName', { name: meta ? meta.name[lang.value] : from }),
      );
      setOpen(false);
      navigate({ name: 'edit', id: d.id });
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" class="st-btn st-btn-primary" onClick={() => setOpen(true)}>
        {t('drafts.new')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy="drafts-new-title">
        <h2 id="drafts-new-title">{t('drafts.newTitle')}</h2>
        <div class="st-scenarios">
          <button type="button" class="st-scenario" disabled={busy} onClick={() => void start('blank')}>
            <strong>{t('drafts.blank')}</strong>
            <span class="st-muted">{t('drafts.blankHelp')}</span>
          </button>
          {shipped.map((s) => (
            <button
              key={s.id}
              type="button"
              class="st-scenario"
              disabled={busy}
              onClick={() => void start(s.id === 'fab-millbrook' ? 'fab-millbrook' : 'fab-varna-gap')}
            >
              <strong>{t('drafts.copyOf', { name: s.name[lang.value] })}</strong>
              <span class="st-muted">{s.blurb[lang.value]}</span>
            </button>
          ))}
        </div>
        <div class="st-row st-dialog-buttons">
          <button type="button" class="st-btn" onClick={() => setOpen(false)}>
            {t('core.cancel')}
          </button>
        </div>
      </Dialog>
    </>
  );
}

function DraftCard({ d, now }: { d: DraftSummary; now: number }) {
  const [deleting, setDeleting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [withPhoto, setWithPhoto] = useState(false);
  const title = `draft-${d.id}`;
  const ready = d.errors === 0;
  return (
    <li class="st-card st-game" data-draft={d.id}>
      <div class="st-game-main">
        <h3 id={title} class="st-game-name">
          {d.name}
        </h3>
        <p class="st-game-meta">
          {t('drafts.size', {
            areas: tn('drafts.areas', d.areas),
            units: tn('drafts.units', d.units),
            turns: tn('drafts.turns', d.turns),
          })}
        </p>
        <p class={ready ? 'st-game-status' : 'st-game-status st-warn-text'}>
          {ready ? (
            t('drafts.ready')
          ) : (
            <>
              <Icon name="warning" /> {d.errors === null ? t('drafts.unchecked') : tn('drafts.errors', d.errors)}
            </>
          )}
        </p>
        <p class="st-muted st-game-when">{t('drafts.changed', { when: formatRelative(d.updatedAt, now) })}</p>
      </div>
      <div class="st-game-actions">
        <a class="st-btn st-btn-primary" href={href({ name: 'edit', id: d.id })} aria-describedby={title}>
          {t('drafts.edit')}
        </a>
        <button
          type="button"
          class="st-btn"
          disabled={!ready}
          aria-describedby={title}
          onClick={() => void playDraft(d.id).catch(failed)}
        >
          {t('drafts.testPlay')}
        </button>
        <button
          type="button"
          class="st-btn"
          aria-describedby={title}
          onClick={() =>
            void import('../../app/draft/drafts')
              .then(async (m) => {
                const full = await m.loadDraft(d.id);
                if (!full) return toast(t('drafts.missing'), 'error');
                await m.duplicateDraft(full, t('drafts.copyName', { name: full.scenario.name }));
                toast(t('drafts.duplicated', { name: full.scenario.name }));
                await refreshDrafts();
              })
              .catch(failed)
          }
        >
          {t('drafts.duplicate')}
        </button>
        <button
          type="button"
          class="st-btn"
          disabled={!ready}
          aria-describedby={title}
          onClick={() => (d.photo ? setExporting(true) : void exportDraft(d.id, false).catch(failed))}
        >
          {t('drafts.export')}
        </button>
        <button type="button" class="st-btn st-btn-danger" aria-describedby={title} onClick={() => setDeleting(true)}>
          {t('drafts.delete')}
        </button>
      </div>
      <Confirm
        open={exporting}
        id={`${title}-ex`}
        title={t('drafts.exportTitle', { name: d.name })}
        confirm={t('drafts.export')}
        onClose={() => setExporting(false)}
        onConfirm={() => {
          setExporting(false);
          void exportDraft(d.id, withPhoto).catch(failed);
        }}
      >
        <label class="st-opt-check">
          <input type="checkbox" checked={withPhoto} onChange={(e) => setWithPhoto(e.currentTarget.checked)} />
          <span>{t('drafts.withPhoto')}</span>
        </label>
        <p class="st-muted">{t('drafts.photoNote')}</p>
      </Confirm>
      <Confirm
        open={deleting}
        id={`${title}-del`}
        title={t('drafts.deleteTitle', { name: d.name })}
        confirm={t('drafts.deleteConfirm')}
        danger
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          setDeleting(false);
          try {
            const { deleteDraft } = await import('../../app/draft/drafts');
            await deleteDraft(d.id);
            toast(t('drafts.deleted', { name: d.name }));
          } catch (e) {
            failed(e);
          }
          await refreshDrafts();
        }}
      >
        <p>{t('drafts.deleteWarning')}</p>
      </Confirm>
    </li>
  );
}

/**
 * Files another app shared with the installed app (manifest share_target): the service worker keeps them and
 * opens the app at #/inbox (the home screen), where they are imported one by one.
 */
async function importShared(): Promise<void> {
  if (!location.hash.startsWith('#/inbox')) return;
  history.replaceState(null, '', '#/');
  const { takeSharedFiles } = await import('../../app/inbox');
  let games = false;
  for (const f of await takeSharedFiles()) games = (await importAnyFile(f)) === 'game' || games;
  if (games) await refreshGames();
}

export function MyScenarios() {
  useEffect(() => {
    void refreshDrafts();
    void importShared().catch(failed);
  }, []);
  const list = drafts.value;
  const now = Date.now();
  return (
    <section aria-labelledby="mine-title" class="st-section">
      <h2 id="mine-title">{t('drafts.title')}</h2>
      <div class="st-row">
        <NewDraft />
        <FileButton
          label={t('drafts.import')}
          accept=".sandtable-scenario,.json,application/json"
          testId="drafts-import"
          onFile={(f) => f.text().then(importScenarioFile).catch(failed)}
        />
      </div>
      {list === null ? (
        <p class="st-muted">{t('core.loading')}</p>
      ) : list.length === 0 ? (
        <p class="st-muted">{t('drafts.none')}</p>
      ) : (
        <ul class="st-games">
          {list.map((d) => (
            <DraftCard key={d.id} d={d} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
