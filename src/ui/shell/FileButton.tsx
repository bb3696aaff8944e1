/** A button that picks a file on the device (or takes a photo, with `capture`); the same file may be picked again. */
export function FileButton(props: {
  label: string;
  accept: string;
  onFile: (file: File) => Promise<unknown>;
  capture?: 'environment';
  /** Working on the last file: said to assistive technology, and with `disabled` no file is taken meanwhile. */
  busy?: boolean;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <label class={`st-btn st-file${props.disabled ? ' st-btn-off' : ''}`} aria-busy={props.busy}>
      {props.label}
      <input
        type="file"
        accept={props.accept}
        capture={props.capture}
        class="st-visually-hidden"
        disabled={props.disabled}
        data-testid={props.testId}
        onChange={(e) => {
          const input = e.currentTarget;
          const f = input.files?.[0];
          if (f) void props.onFile(f).finally(() => (input.value = ''));
        }}
      />
    </label>
  );
}
