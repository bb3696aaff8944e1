/** A question before a step that cannot be taken back (delete a game or a scenario, export secrets): Cancel or go. */
import type { ComponentChildren } from 'preact';
import { t } from '../../i18n';
import { Dialog } from './Dialog';

export function Confirm(props: {
  open: boolean;
  /** The dialog's id, for its title. */
  id: string;
  title: string;
  children: ComponentChildren;
  confirm: string;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={props.open} onClose={props.onClose} labelledBy={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      {props.children}
      <div class="st-row st-dialog-buttons">
        <button class="st-btn" type="button" onClick={props.onClose}>
          {t('core.cancel')}
        </button>
        <button
          class={`st-btn ${props.danger ? 'st-btn-danger' : 'st-btn-primary'}`}
          type="button"
          onClick={props.onConfirm}
        >
          {props.confirm}
        </button>
      </div>
    </Dialog>
  );
}
