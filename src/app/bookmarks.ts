/** Rules-reference bookmarks and recently viewed sections, for the reference screen. */
import * as store from '../store';
import type { ReferenceMark } from '../store';
import type { SystemId } from '../rules/common/engine';

export type { ReferenceMark };

export function listMarks(kind: ReferenceMark['kind']): Promise<ReferenceMark[]> {
  return store.listMarks(kind);
}

export function setBookmark(system: SystemId, section: string, on: boolean, at: number): Promise<void> {
  return store.setBookmark(system, section, on, at);
}

/** Remember a viewed section (the store keeps only the latest few). */
export function addRecent(system: SystemId, section: string, at: number): Promise<void> {
  return store.addRecent(system, section, at);
}
