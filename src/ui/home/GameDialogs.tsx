/**
 * A saved game's dialogs on the home screen, fetched when one is first opened (./Home.tsx): rename, the warning
 * before exporting a game whose file holds both sides' secrets (2.2), and delete.
 */
import { useState } from 'preact/hooks';
import { say, t } from '../../i18n';
import { deleteGame, renameGame, type GameMeta } from '../../app/saved-games';
import { Dialog } from '../shell/Dialog';
import { toast } from '../shell/toast';
import { refreshGames } from './saved-list';

export type DialogKind = 'rename' | 'export' | 'delete';

export function GameDialog({
  g,
  kind,
  titleId,
  name,
  setName,
  onClose,
  onExport,
}: {
  g: GameMeta;
  kind: DialogKind;
  titleId: string;
  /** The name being typed (kept by the game's card from one opening to the next). */
  name: string;
  setName: (name: string) => void;
  onClose: () => void;
  onExport: () => void;
}) {
  const [renameError, setRenameError] = useState<string | null>(null);
  return (
    <>
      <Dialog open={kind === 'rename'} onClose={onClose} labelledBy={`${titleId}-rn`}>
        <form
          method="dialog"
          onSubmit={async (e) => {
            e.preventDefault();
            const r = await renameGame(g.id, name);
            if (!r.ok) {
              setRenameError(say(r));
              return;
            }
            setRenameError(null);
            onClose();
            await refreshGames();
          }}
        >
          <h2 id={`${titleId}-rn`}>{t('core.renameTitle')}</h2>
          {renameError ? (
            <p class="st-error" role="alert">
              {renameError}
            </p>
          ) : null}
          <label class="st-field">
            {t('core.gameName')}
            <input
              value={name}
              maxLength={120}
              required
              onInput={(e) => setName((e.target as HTMLInputElement).value)}
            />
          </label>
          <div class="st-row st-dialog-buttons">
            <button class="st-btn" type="button" onClick={() => onClose()}>
              {t('core.cancel')}
            </button>
            <button class="st-btn st-btn-primary" type="submit">
              {t('core.save')}
            </button>
          </div>
        </form>
      </Dialog>
      <Dialog open={kind === 'export'} onClose={onClose} labelledBy={`${titleId}-ex`}>
        <h2 id={`${titleId}-ex`}>{t('core.exportSecretsTitle')}</h2>
        <p>{t('core.exportSecrets')}</p>
        <div class="st-row st-dialog-buttons">
          <button class="st-btn" type="button" onClick={() => onClose()}>
            {t('core.cancel')}
          </button>
          <button
            class="st-btn st-btn-primary"
            type="button"
            onClick={() => {
              onClose();
              onExport();
            }}
          >
            {t('core.exportAnyway')}
          </button>
        </div>
      </Dialog>
      <Dialog open={kind === 'delete'} onClose={onClose} labelledBy={`${titleId}-del`}>
        <h2 id={`${titleId}-del`}>{t('core.deleteTitle', { name: g.name })}</h2>
        <p>{t('core.deleteWarning')}</p>
        <div class="st-row st-dialog-buttons">
          <button class="st-btn" type="button" onClick={() => onClose()}>
            {t('core.cancel')}
          </button>
          <button
            class="st-btn st-btn-danger"
            type="button"
            onClick={async () => {
              await deleteGame(g.id);
              onClose();
              toast(t('core.deleted', { name: g.name }));
              await refreshGames();
            }}
          >
            {t('core.deleteConfirm')}
          </button>
        </div>
      </Dialog>
    </>
  );
}

/** Export a saved game to a file: the share sheet where files can be shared, else a download. */
export async function exportOne(id: string) {
  try {
    const [{ exportGame }, { shareOrDownload }] = await Promise.all([import('../../app/games'), import('./download')]);
    const f = await exportGame(id);
    const how = await shareOrDownload(f.filename, f.text);
    if (how === 'shared') toast(t('core.shared'));
    else if (how === 'downloaded') toast(t('core.exported', { file: f.filename }));
  } catch (e) {
    toast(e instanceof Error ? e.message : String(e), 'error');
  }
}
