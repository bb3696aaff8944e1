/**
 * A component drawn again only when one of its props changed (compared one by one, as Preact's own `memo` in
 * preact/compat does; compat itself is not imported: its module sets hooks up for React libraries and would come
 * whole with the screen). For the parts drawn by the hundred, such as the areas of a FAB map: a screen drawn again
 * for a selection or a cue leaves every area whose props are the same as they were.
 * Signals read while drawing still draw the component again on their own (the strings' language, for one).
 */
import { h, type Component, type FunctionComponent } from 'preact';

function differ<P extends object>(a: P, b: P): boolean {
  for (const k in a) if (!(k in b)) return true;
  for (const k in b) if (a[k] !== b[k]) return true;
  return false;
}

export function sameProps<P extends object>(c: FunctionComponent<P>): FunctionComponent<P> {
  function Same(this: Component<P>, props: P) {
    this.shouldComponentUpdate = (next: P) => differ(this.props, next);
    return h(c, props);
  }
  Same.displayName = `Same(${c.displayName ?? c.name})`;
  return Same;
}
