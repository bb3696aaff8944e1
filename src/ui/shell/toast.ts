/** Short messages at the bottom of the screen (saved, exported, refused...). */
import { signal } from '@preact/signals';

export interface Toast {
  id: number;
  text: string;
  kind: 'info' | 'error';
  rule?: string;
  system?: string;
}
export const toasts = signal<Toast[]>([]);
let next = 1;

export function toast(
  text: string,
  kind: Toast['kind'] = 'info',
  link?: { rule: string; system: string },
  ms = 6000,
): void {
  const t: Toast = { id: next++, text, kind, ...(link ? link : {}) };
  toasts.value = [...toasts.value, t];
  setTimeout(() => {
    toasts.value = toasts.value.filter((x) => x.id !== t.id);
  }, ms);
}
