// @vitest-environment happy-dom
/** Issue 27: the Log tab marks the moves the app took for a side: forced ones, and those its standing orders answered. */
import { cleanup, render } from '@testing-library/preact';
import type { Signal } from '@preact/signals';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../src/app/session-api';
import type { GameEvent } from '../../../src/rules/common/engine';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/fab';
import { Log } from '../../../src/ui/fab/LogTab';
import { fabEngine } from '../../../src/app/systems/fab';
import { fakeSession, prefer, startState, walk } from './helpers';

beforeEach(() => {
  lang.value = 'en';
});
afterEach(() => cleanup());

describe('the Log tab (issue 27)', () => {
  it('3.0 a move the app took for a side says so; one its standing order answered says that; the players’ own say nothing', () => {
    const { events } = walk(startState(), (x) => x.phase === 'operational-movement', prefer());
    const s = fakeSession(events);
    const log = s.log.value!;
    // the first stored move taken by the app, the second answered by order, the rest the players'
    // the helper's log is a writable signal behind its read-only type
    (s.log as Signal<readonly LogEntry<GameEvent>[] | null>).value = log.map((e, i) =>
      i === 0 ? { ...e, auto: true } : i === 1 ? { ...e, auto: true, order: true } : e,
    );
    const view = fabEngine.view(s.state.value, 'open').state;
    const { container } = render(<Log session={s} s={view} viewer="open" />);
    const marks = [...container.querySelectorAll('.fab-log-auto')];
    expect(marks.map((m) => m.getAttribute('data-auto')).sort()).toEqual(['byApp', 'byOrder']);
    expect(container.textContent).toMatch(/taken by the app: no other choice/);
    expect(container.textContent).toMatch(/answered by standing order/);
    expect(container.querySelectorAll('.fab-plain > li').length).toBe(log.length);
  });
});
