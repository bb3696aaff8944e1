/**
 * Reading a chart's own description of a stored state value: the state nodes the value names, the `meta` each
 * one carries (rule section, deciding side) and the `meta` of its transitions (the rule a decision cites). Shared
 * by the FAB turn and combat round, the FUBAR turn and the OCS movement phase, so that the UI and the engines read
 * the chart instead of a table kept beside it.
 */
import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';

/** The deepest state nodes a state value names (one per active region), or [] when the value names no state. */
export function leafNodes(machine: AnyStateMachine, value: StateValue): AnyStateNode[] {
  const walk = (node: AnyStateNode, v: StateValue): AnyStateNode[] => {
    if (typeof v === 'string') {
      const child = Object.hasOwn(node.states, v) ? node.states[v] : undefined;
      return child ? [child] : [];
    }
    const out: AnyStateNode[] = [];
    for (const [key, sub] of Object.entries(v)) {
      const child = Object.hasOwn(node.states, key) ? node.states[key] : undefined;
      if (!child || sub === undefined) return [];
      const below = walk(child, sub);
      if (!below.length) return [];
      out.push(...below);
    }
    return out;
  };
  return walk(machine.root, value);
}

/** The `meta` of the state a (non-parallel) value names, checked by `isMeta`; undefined when it has none. */
export function metaOf<M>(machine: AnyStateMachine, value: StateValue, isMeta: (x: unknown) => x is M): M | undefined {
  const [leaf] = leafNodes(machine, value);
  const meta: unknown = leaf?.meta;
  return isMeta(meta) ? meta : undefined;
}

/** A transition as the chart declares it: its guard (a name, for the named guards of machines/) and meta. */
export interface DeclaredTransition {
  readonly guard?: unknown;
  readonly meta?: unknown;
}

/**
 * The transitions a (non-parallel) value's state declares for `eventType`, from the deepest state that handles the
 * event (a child's transitions override its parent's), in the order they are tried; undefined when no state of the
 * value handles it. Read from the public state nodes, not from a snapshot's private fields.
 */
export function transitionsOn(
  machine: AnyStateMachine,
  value: StateValue,
  eventType: string,
): readonly DeclaredTransition[] | undefined {
  const [leaf] = leafNodes(machine, value);
  for (let n: AnyStateNode | undefined = leaf; n; n = n.parent) {
    const on: Readonly<Record<string, readonly DeclaredTransition[] | undefined>> = n.on;
    const list = Object.hasOwn(on, eventType) ? on[eventType] : undefined;
    if (list) return list;
  }
  return undefined;
}

/**
 * The transitions some state under `node` (itself included) declares for `eventType`: the first found, depth first
 * in declaration order; undefined when none does.
 */
export function transitionsUnder(node: AnyStateNode, eventType: string): readonly DeclaredTransition[] | undefined {
  const on: Readonly<Record<string, readonly DeclaredTransition[] | undefined>> = node.on;
  if (Object.hasOwn(on, eventType)) return on[eventType];
  for (const child of Object.values(node.states)) {
    const found = transitionsUnder(child, eventType);
    if (found) return found;
  }
  return undefined;
}

/** Every event type some state under `node` (itself included) takes (eventless and done transitions aside). */
export function eventsUnder(node: AnyStateNode): ReadonlySet<string> {
  const out = new Set<string>();
  const walk = (n: AnyStateNode): void => {
    for (const k of Object.keys(n.on)) if (!k.startsWith('xstate.')) out.add(k);
    for (const c of Object.values(n.states)) walk(c);
  };
  walk(node);
  return out;
}

/**
 * The `meta` of the transition a (non-parallel) value's state takes on `eventType`, from the deepest state that
 * handles the event (a child's transition overrides its parent's), checked by `isMeta`; undefined when that
 * transition carries none, or no state of the value handles the event.
 */
export function transitionMetaOf<M>(
  machine: AnyStateMachine,
  value: StateValue,
  eventType: string,
  isMeta: (x: unknown) => x is M,
): M | undefined {
  const meta = transitionsOn(machine, value, eventType)?.find((t) => isMeta(t.meta))?.meta;
  return isMeta(meta) ? meta : undefined;
}

/** The leaf state's key of a (non-parallel) value: `'activation'`, or `'moving'` for `{ fighting: 'moving' }`. */
export function leafKey(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [sub] = Object.values(value);
  return sub === undefined ? '' : leafKey(sub);
}
