/**
 * "Back up all games" and "Restore a backup" (Settings, and the notice on browsers that may erase data).
 * Through src/app/backup, loaded when a button is tapped; the restore report lists every item as added,
 * skipped (already there) or refused, with the reason, in the player's language.
 */
import { useState } from 'preact/hooks';
import { laterStringsReady, say, t } from '../../i18n';
import type { RestoreLine, RestoreProgress } from '../../app/backup';
import { toast } from '../shell/toast';
import { download } from './download';
import { refreshGames } from './saved-list';

export async function backUpAll(): Promise<void> {
  try {
    const { backupAll } = await import('../../app/backup');
    const b = await backupAll();
    download(b.filename, b.text);
    toast(t('core.backupDone', { count: b.games, file: b.filename }));
  } catch (e) {
    toast(e instanceof Error ? e.message : String(e), 'error');
  }
}

export function BackupButton() {
  return (
    <button class="st-btn" type="button" onClick={() => void backUpAll()}>
      {t('core.backupAll')}
    </button>
  );
}

function Line({ l }: { l: RestoreLine }) {
  const outcome =
    l.outcome === 'refused'
      ? t('core.restore.refused', { reason: l.reason ? say(l.reason) : '' })
      : t(`core.restore.${l.outcome}`);
  return (
    <li class={`st-restore-${l.outcome}`}>
      <strong>{t(`core.restore.kind.${l.kind}`)}</strong> “{l.name}”: {outcome}
    </li>
  );
}

export function BackupSection() {
  const [lines, setLines] = useState<RestoreLine[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<RestoreProgress | null>(null);
  async function restore(file: File) {
    setBusy(true);
    setLines(null);
    try {
      const [{ restoreBackup }] = await Promise.all([import('../../app/backup'), laterStringsReady()]);
      const r = await restoreBackup(await file.text().catch(() => ''), { onProgress: setProgress });
      if (!r.ok) {
        setLines(null);
        toast(say(r), 'error', undefined, 12_000);
      } else {
        setLines(r.lines);
        await refreshGames();
      }
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }
  const n = (o: RestoreLine['outcome']) => lines?.filter((l) => l.outcome === o).length ?? 0;
  return (
    <section class="st-card st-form" aria-labelledby="backup-title">
      <h2 id="backup-title">{t('core.backupTitle')}</h2>
      <p class="st-muted">{t('core.backupHelp')}</p>
      <div class="st-row">
        <BackupButton />
        <label class="st-btn st-file" aria-busy={busy}>
          {t('core.restore')}
          <input
            type="file"
            accept=".json,application/json"
            class="st-visually-hidden"
            data-testid="restore-input"
            onChange={(e) => {
              const input = e.currentTarget;
              const f = input.files?.[0];
              if (f) void restore(f).finally(() => (input.value = ''));
            }}
          />
        </label>
      </div>
      {progress ? (
        <div role="status" class="st-restore-progress">
          <p>{t(`core.restore.${progress.step}`, { done: progress.done, total: progress.total })}</p>
          <progress max={Math.max(1, progress.total)} value={progress.done} />
        </div>
      ) : null}
      {lines ? (
        <div role="status" class="st-restore-report">
          <h3>{t('core.restoreTitle')}</h3>
          <p>{t('core.restoreSummary', { added: n('added'), skipped: n('skipped'), refused: n('refused') })}</p>
          <ul>
            {lines.map((l, i) => (
              <Line key={i} l={l} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
