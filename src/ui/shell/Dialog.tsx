/** A modal dialog built on <dialog>: focus is trapped by the browser, Escape cancels. */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

export function Dialog(props: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  children: ComponentChildren;
  /** Extra classes (a side sheet: `st-dialog fab-sheet`). */
  class?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (props.open && !d.open) d.showModal?.();
    if (!props.open && d.open) d.close();
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      class={props.class ? `st-dialog ${props.class}` : 'st-dialog'}
      aria-labelledby={props.labelledBy}
      onClose={props.onClose}
      onCancel={props.onClose}
    >
      {props.open ? props.children : null}
    </dialog>
  );
}
