/**
 * New drafts: a blank map, or a copy of a scenario the app ships (Millbrook, the Varna Gap) to start from.
 */
import { fabScenarios } from '../../scenarios/fab/data';
import { createDraft } from './drafts';
import { blankScenario, editScenario, type BlankNames, type FabDraft } from './model';

export const STARTS = ['blank', 'fab-millbrook', 'fab-varna-gap'] as const;
export type Start = (typeof STARTS)[number];

/** A new draft on the device: blank (named by `words`), or a copy of a shipped scenario named `copyName`. */
export function startDraft(from: Start, words: BlankNames, copyName: string): Promise<FabDraft> {
  const shipped = from === 'blank' ? undefined : fabScenarios[from];
  const scenario = shipped ? editScenario(shipped, { name: copyName }) : blankScenario(words);
  return createDraft(scenario, null);
}
