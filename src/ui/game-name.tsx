/** A saved game's name as screens show it: a game imported from a file and not renamed says so. */
import { t } from '../i18n';
import { Name, tNames } from './names';

export function shownName(name: string, imported: boolean | undefined): string {
  return imported ? t('core.importedName', { name }) : name;
}

/** The same, drawn with the name isolated from the text around it (src/ui/names.tsx). */
export function ShownName({ name, imported }: { name: string; imported: boolean | undefined }) {
  return imported ? <>{tNames('core.importedName', { name }, ['name'])}</> : <Name>{name}</Name>;
}
