/**
 * Every interface string's key, `namespace.key`, as one union built from the English dictionaries (types only:
 * no namespace is loaded by importing this). `t`, `tn` and `has` take these, so a key typo is a type error.
 */
import type { Key as CoreKey } from './core';
import type { Key as DraftsKey } from './drafts';
import type { Key as EditorKey } from './editor';
import type { Key as FabKey } from './fab';
import type { Key as FubarKey } from './fubar';
import type { Key as OcsKey } from './ocs';
import type { Key as OrdersKey } from './orders';
import type { Key as PlayKey } from './play';
import type { Key as RefKey } from './ref';
import type { Key as SoloKey } from './solo';
import type { Key as TbKey } from './tb';

export type MessageKey =
  | `core.${CoreKey}`
  | `drafts.${DraftsKey}`
  | `editor.${EditorKey}`
  | `fab.${FabKey}`
  | `fubar.${FubarKey}`
  | `ocs.${OcsKey}`
  | `orders.${OrdersKey}`
  | `play.${PlayKey}`
  | `ref.${RefKey}`
  | `solo.${SoloKey}`
  | `tb.${TbKey}`;

/** A plural family's key without its form (`fab.steps` for `fab.steps.one` / `fab.steps.other`). */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer Base}.other` ? Base : never) : never;
