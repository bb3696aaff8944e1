/**
 * The drafts as the home screen lists them: name, size, when last changed and whether they have errors, read
 * from the stored records without checking them (the editor checks a draft when it opens it). Light: no
 * validator, so the list of "My scenarios" loads with little code.
 */
import { listItems } from '../../store/misc';
import { DRAFT_KIND } from './kinds';
import { isRecord } from '../../rules/common/narrow';

export interface DraftSummary {
  readonly id: string;
  readonly name: string;
  readonly updatedAt: number;
  /** Errors found when it was last saved (null: not known). */
  readonly errors: number | null;
  readonly areas: number;
  readonly units: number;
  readonly turns: number;
  readonly photo: boolean;
}

const count = (x: unknown) => (Array.isArray(x) ? x.length : 0);

export async function draftSummaries(): Promise<DraftSummary[]> {
  const items = await listItems<unknown>(DRAFT_KIND);
  return items.map((i) => {
    const d: Record<string, unknown> = isRecord(i.data) ? i.data : {};
    const scenario = d['scenario'];
    const sc: Record<string, unknown> = isRecord(scenario) ? scenario : {};
    const errors = d['errors'];
    const turns = sc['turns'];
    return {
      id: i.id,
      name: i.name,
      updatedAt: i.updatedAt,
      errors: typeof errors === 'number' ? errors : null,
      areas: count(sc['areas']),
      units: count(sc['units']),
      turns: typeof turns === 'number' ? turns : 0,
      photo: !!d['photo'],
    };
  });
}
