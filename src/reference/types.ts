/**
 * The in-app rules reference: our own words, keyed by section number, one file per system and
 * language: `src/reference/<system>.<lang>.ts` exporting `sections` and `cards`.
 * No sentence may be copied from the seeds (tests run the eight-word check over these files).
 */
import type { SystemId } from '../rules/common/engine';

export interface RefTable {
  readonly caption: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

export interface RefSection {
  /** Section key: FAB "6.42"; FUBAR a topic slug ("activation"); OCS a segment slug ("rail"). */
  readonly id: string;
  /** Parent section key for nesting ("6.4" for "6.42"), absent at top level. */
  readonly parent?: string;
  readonly title: string;
  /**
   * Body text. Paragraphs are separated by a blank line; a line starting with "- " is a list item.
   * A cross-reference is written [[6.6]] (same system) or [[fubar:shooting]] and becomes a link.
   */
  readonly body: string;
  readonly tables?: readonly RefTable[];
  /** Extra words people search for (synonyms, common misspellings are handled by fuzzy search). */
  readonly keywords?: readonly string[];
}

/** A one-screen quick card for the moments players look things up most. */
export interface RefCard {
  readonly id: string;
  readonly title: string;
  readonly body: string;
  readonly tables?: readonly RefTable[];
  /** Sections this card summarises (links). */
  readonly cites: readonly string[];
}

export interface RefBook {
  readonly system: SystemId;
  readonly sections: readonly RefSection[];
  readonly cards: readonly RefCard[];
}
