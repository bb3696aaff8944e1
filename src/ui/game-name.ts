/** A saved game's name as screens show it: a game imported from a file and not renamed says so. */
import { t } from '../i18n';

export function shownName(name: string, imported: boolean | undefined): string {
  return imported ? t('core.importedName', { name }) : name;
}
