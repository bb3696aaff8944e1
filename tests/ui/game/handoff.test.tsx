// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/core';
// the strings of the screens but home, fetched with the first of them in the app: here all three languages
import '../../../src/i18n/screens';
import { HANDOFF_ARM_MS, Handoff } from '../../../src/ui/game/Handoff';

beforeEach(() => {
  lang.value = 'en';
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the hand-off panel', () => {
  it('passed in play: a tap in its first moments opens nothing (a stray tap of the side that just played); then it hands over and takes the focus', async () => {
    const onTake = vi.fn();
    render(<Handoff sideLabel="Eastern League" reason="Eastern League decides." onTake={onTake} passed />);
    const take = screen.getByRole<HTMLButtonElement>('button', { name: /Eastern League/ });
    expect(take.disabled).toBe(true);
    fireEvent.click(take);
    await act(() => {
      vi.advanceTimersByTime(HANDOFF_ARM_MS - 50);
    });
    fireEvent.click(take);
    expect(onTake).not.toHaveBeenCalled();
    await act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(take.disabled).toBe(false);
    expect(document.activeElement).toBe(take);
    fireEvent.click(take);
    expect(onTake).toHaveBeenCalledTimes(1);
  });

  it("its words are one line of text in the button: the side's name wraps with them (a phone showed 'I am', the name and ': show my view' as three columns)", () => {
    render(<Handoff sideLabel="Western Alliance" reason="" onTake={() => undefined} />);
    const take = screen.getByRole<HTMLButtonElement>('button', { name: /Western Alliance/ });
    // the button lays out its children as flex items: the words, the isolated name and the rest must be one of them
    expect(take.children).toHaveLength(1);
    expect(take.childNodes).toHaveLength(1);
    expect(take.children[0]!.querySelector('bdi')?.textContent).toBe('Western Alliance');
  });

  it('a game opened from the home screen starts covered, and its take button answers the first tap', () => {
    const onTake = vi.fn();
    render(<Handoff sideLabel="Eastern League" reason="Eastern League decides." onTake={onTake} />);
    const take = screen.getByRole<HTMLButtonElement>('button', { name: /Eastern League/ });
    expect(take.disabled).toBe(false);
    fireEvent.click(take);
    expect(onTake).toHaveBeenCalledTimes(1);
  });

  it('a side name that would turn text around is drawn isolated: the sentence around it reads in order', () => {
    const evil = '\u202Eweiv ym wohs';
    render(<Handoff sideLabel={evil} reason="" onTake={() => undefined} />);
    const take = screen.getByRole<HTMLButtonElement>('button', { name: /I am/ });
    const bdi = take.querySelector('bdi');
    expect(bdi?.textContent).toBe(evil);
    // the app's own words stay outside the isolated name
    expect(take.textContent?.startsWith('I am ')).toBe(true);
    expect(document.querySelector('#handoff-title bdi')?.textContent).toBe(evil);
  });
});
