// @vitest-environment happy-dom
/** src/ui/same-props.ts: the FAB map's areas are drawn again only when their props change (issue 30), and still
 * when a signal they read changes (the language of their spoken labels). */
import { render } from '@testing-library/preact';
import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import { sameProps } from '../../src/ui/same-props';

describe('sameProps', () => {
  it('draws again when a prop changes, not when the parent draws with the same props', () => {
    let drawn = 0;
    const Area = sameProps(function Area({ id, on }: { id: string; on: () => void }) {
      drawn++;
      return <button onClick={on}>{id}</button>;
    });
    const on = () => undefined;
    const { rerender, container } = render(<Area id="a" on={on} />);
    expect(drawn).toBe(1);
    rerender(<Area id="a" on={on} />);
    expect(drawn).toBe(1);
    rerender(<Area id="b" on={on} />);
    expect(drawn).toBe(2);
    expect(container.textContent).toBe('b');
    // a new handler is a change (the screen keeps one for its whole life, GameScreen.tsx)
    rerender(<Area id="b" on={() => undefined} />);
    expect(drawn).toBe(3);
  });

  it('a signal read while drawing still draws it again', async () => {
    const word = signal('retreat');
    const Label = sameProps(function Label({ n }: { n: number }) {
      return (
        <span>
          {word.value} {n}
        </span>
      );
    });
    const { container } = render(<Label n={1} />);
    expect(container.textContent).toBe('retreat 1');
    word.value = 'retirada';
    await new Promise((ok) => setTimeout(ok, 20));
    expect(container.textContent).toBe('retirada 1');
  });
});
