/** Undo and redo in the scenario editor (src/app/draft/history.ts). */
import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, MERGE_MS, record, redo, startHistory, undo } from '../../../src/app/draft/history';

describe('editor history', () => {
  it('undo steps back through changes and redo forward; a new change drops what could be redone', () => {
    let h = startHistory('a');
    h = record(h, 'b', null, 0);
    h = record(h, 'c', null, 10);
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h); // nothing more to undo
    h = redo(h);
    expect(h.present).toBe('b');
    h = record(h, 'd', null, 20);
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
    expect(undo(h).present).toBe('b');
  });

  it('letters typed into one field in a row are one step; another field, or a pause, starts a new one', () => {
    let h = startHistory('');
    h = record(h, 'L', 'name', 0);
    h = record(h, 'Lu', 'name', 300);
    h = record(h, 'Lun', 'name', 600);
    expect(undo(h).present).toBe('');
    h = record(h, 'Lune', 'name', 600 + MERGE_MS + 1);
    expect(undo(h).present).toBe('Lun');
    h = record(h, 'Lune!', 'notes', 600 + MERGE_MS + 2);
    expect(undo(h).present).toBe('Lune');
    // the first change of a field is a step of its own, even typed right after opening
    expect(undo(record(startHistory('x'), 'y', 'name', 0)).present).toBe('x');
  });

  it('a change that changes nothing is not a step; the history keeps the last HISTORY_LIMIT', () => {
    const h0 = startHistory(0);
    expect(record(h0, 0)).toBe(h0);
    let h = h0;
    for (let i = 1; i <= HISTORY_LIMIT + 10; i++) h = record(h, i, null, i);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT; i++) h = undo(h);
    expect(h.present).toBe(10);
  });
});
