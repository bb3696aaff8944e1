/**
 * The FAB log, one stored move at a time, as one side may read it (`fabEngine.logLine`): what the move did, from
 * the game states before and after it (the engine's rule notes, the dice of a fire step, the morale checks, the
 * blocks it moved), with every piece the side did not know both before and after the move named `HIDDEN`. Built
 * below the UI on the full states (src/app replays the record for it); a screen only puts these codes into
 * words, from the side's view, and never holds a state.
 */
import type { GameEvent } from '../../src/rules/common/engine';
import type { AreaId, FabNote, FabPhase, FabState, Side } from '../../src/rules/fab/types';
import type { FireStep } from '../../src/rules/fab/combat/round';
import { HIDDEN, hideParams, secretIds } from '../../src/rules/fab/view';
import type { CombatEvent, CombatRound } from './combat-round';
import { combatRules } from './combat-part';
import { isCombatEventType } from './events';
import { fabView } from './view';
import { opponentView, type OpponentView } from '../../src/ai/fab/input';
import type { Outlook } from '../../src/ai/fab/explain';

/** How the app works out the odds of its own attack from its side's view (src/ai/fab/explain.ts `attackOutlook`). */
export type AttackExplainer = (view: OpponentView, seed: number) => Outlook | null;

/**
 * The explainer, provided with the opponent's code: a solo game's screen fetches it before it draws
 * (src/ui/fab/index.tsx `prepareScreen`), tests and scripts have it at once (src/app/systems/fab-all.ts), so a
 * two-player game never downloads the opponent's search (issue 30). Until it is here a line carries no odds.
 */
let explainer: AttackExplainer | null = null;
export function provideExplainer(f: AttackExplainer): void {
  explainer = f;
}

/** One move of the log as codes and ids (a piece the reader may not know is `HIDDEN`), put into words per reader
 * by the screen (src/ui/fab/log.ts `renderLine`). */
export interface LogLine {
  readonly seq: number;
  readonly turn: number;
  readonly phase: FabPhase;
  readonly side: Side;
  readonly event: GameEvent;
  readonly notes: readonly FabNote[];
  readonly fire: {
    readonly step: FireStep;
    readonly hits: number;
    readonly dice: readonly {
      readonly firer: string;
      readonly face: number;
      readonly sn: number;
      readonly hit: boolean;
    }[];
  } | null;
  /** 6.7 morale checks rolled by this move (absent in lines built before they were kept). */
  readonly morale?: readonly {
    readonly unit: string;
    readonly face: number;
    readonly sn: number;
    readonly passed: boolean;
  }[];
  /** Where the move happened, for a roll's subject: the combat round's area (6.1), the bridge being decided
   * (5.35d boundary). Both are public facts. */
  readonly area?: string;
  readonly boundary?: string;
  /** The blocks the move took from one area to another (5.3, 5.4, 5.1 a stacking retreat): seen by both sides,
   * the block named `HIDDEN` when the reader does not know it. */
  readonly moved?: readonly { readonly unit: string; readonly from: AreaId; readonly to: AreaId }[];
  /** The app's odds of its own attack in a solo game, as it saw them from its side's view at its 6.24 point
   * designation (src/ai/fab/explain.ts, issue 29): only numbers, shown with that move, which reveals the blocks
   * they rest on. */
  readonly outlook?: Outlook;
}

/** Engine notes added between two states (the engine keeps the last dozen). */
export function newNotes(prev: FabState, next: FabState): FabState['notes'] {
  const a = prev.notes,
    b = next.notes;
  for (let k = Math.min(a.length, b.length); k >= 0; k--) {
    let same = true;
    for (let i = 0; i < k; i++)
      if (a[a.length - k + i] !== b[i] && JSON.stringify(a[a.length - k + i]) !== JSON.stringify(b[i])) {
        same = false;
        break;
      }
    if (same) return b.slice(k);
  }
  return b;
}

interface HeldRound {
  readonly round: CombatRound;
}

function roundOf(s: FabState): CombatRound | null {
  const c = s.combat as HeldRound | null;
  return c && typeof c === 'object' && 'round' in c ? c.round : null;
}

/**
 * The combat round as `e` left it. When `e` closed the round (the closing roll of 6.28, a retreat, a morale
 * check) the game state after it holds no round any more, so the round's own last state is rebuilt by
 * applying `e` to the round it was sent to (the same pure step the engine took).
 */
export function roundAfter(prev: FabState, e: GameEvent, next: FabState): CombatRound | null {
  const now = roundOf(next);
  if (now) return now;
  const before = roundOf(prev);
  if (!before || !isCombatEventType(e.type)) return null;
  const r = combatRules().applyCombatEvent(before, e as CombatEvent);
  return r.ok ? r.state : null;
}

/** The dice of a fire step that happened between two states: firer id, face, success number, result. */
export function fireBetween(prev: FabState, next: FabState, e?: GameEvent): LogLine['fire'] {
  const after = e ? roundAfter(prev, e, next) : roundOf(next);
  const f = after?.round.lastFire ?? null;
  const before = roundOf(prev)?.round.lastFire ?? null;
  if (!f || f === before || (before && JSON.stringify(before) === JSON.stringify(f))) return null;
  return {
    step: f.step,
    hits: f.hits,
    dice: f.dice.map((d) => ({
      firer: d.firer,
      face: d.face,
      sn: Math.min(9, Math.max(1, d.successNumber)),
      hit: d.hit,
    })),
  };
}

/** 6.7 the morale checks rolled between two states (the round's list only grows within a round). */
export function moraleBetween(prev: FabState, next: FabState, e: GameEvent): NonNullable<LogLine['morale']> {
  const after = roundAfter(prev, e, next)?.round.morale ?? [];
  const before = roundOf(prev)?.round.morale ?? [];
  const fresh = roundOf(prev) ? after.slice(before.length) : after;
  return fresh.map((m) => ({ unit: m.id, face: m.face, sn: m.successNumber, passed: m.passed }));
}

/** Events that take a block from one area to another. */
const MOVES = new Set(['MOVE_STEP', 'MOVE_ALONG', 'STRATEGIC_MOVE', 'STACK_RETREAT']);

/** The app's attack in a solo game (`app`: the side it plays): its odds from that side's view when it names its
 * point unit (6.24), else none. */
function outlookFor(seq: number, e: GameEvent, prev: FabState, app: string | undefined): Outlook | undefined {
  const c = prev.combat as { attacker?: string; round?: CombatRound } | null;
  if (!explainer || !app || e.type !== 'DESIGNATE_POINT' || c?.attacker !== app || !c.round) return undefined;
  if (!combatRules().inStep(c.round.value, { designatePointUnits: 'attacker' }) || (app !== 'blue' && app !== 'red'))
    return undefined;
  return explainer(opponentView(fabView(prev, app), prev.scenario, []), seq) ?? undefined;
}

/** One move with every id in it (the full truth, for no reader: see `projectLine`); `app` is the side the app
 * plays in a solo game, whose attacks carry their odds. */
export function lineFor(
  seq: number,
  e: GameEvent,
  prev: FabState,
  next: FabState | null,
  actor: Side,
  app?: string,
): LogLine {
  const outlook = outlookFor(seq, e, prev, app);
  const area = roundOf(prev)?.round.areaId;
  const boundary = prev.pendingBridge?.boundary;
  const unit = typeof e['unit'] === 'string' ? e['unit'] : null;
  const from = unit ? prev.units[unit]?.area : null;
  const to = unit && next ? next.units[unit]?.area : null;
  const moved = MOVES.has(e.type) && unit && from && to && from !== to ? [{ unit, from, to }] : [];
  return {
    ...(outlook ? { outlook } : {}),
    ...(area ? { area } : {}),
    ...(boundary ? { boundary } : {}),
    seq,
    turn: prev.turn,
    phase: prev.phase,
    side: actor,
    event: e,
    notes: next ? newNotes(prev, next) : [],
    fire: next ? fireBetween(prev, next, e) : null,
    morale: next ? moraleBetween(prev, next, e) : [],
    ...(moved.length ? { moved } : {}),
  };
}

/** `x` with every string naming a secret piece replaced by `HIDDEN`, at any depth, keys of records included (the
 * `n`th hidden key of a record is `hidden`, `hidden#2`...: a withdrawal's destinations per unit, 8.24). */
function hideDeep(x: unknown, secret: ReadonlySet<string>): unknown {
  if (typeof x === 'string') return secret.has(x) ? HIDDEN : x;
  if (Array.isArray(x)) {
    const out = x.map((v: unknown) => hideDeep(v, secret));
    return out.some((v, i) => v !== x[i]) ? out : x;
  }
  if (x && typeof x === 'object') {
    let changed = false;
    let n = 0;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(x)) {
      const key = secret.has(k) ? (n++ ? `${HIDDEN}#${n}` : HIDDEN) : k;
      const val = hideDeep(v, secret);
      if (key !== k || val !== v) changed = true;
      out[key] = val;
    }
    return changed ? out : x;
  }
  return x;
}

/** The event with every piece named in it that is secret replaced by `HIDDEN`. */
function hideEvent(e: GameEvent, secret: ReadonlySet<string>): GameEvent {
  const out = hideDeep(e, secret);
  return out === e ? e : { ...(out as Record<string, unknown>), type: e.type };
}

/**
 * `line` as `side` may read it: a piece it knew neither before the move nor after it is `HIDDEN` wherever the line
 * names it (the event, the notes, the dice, the morale checks, the blocks moved). A piece the move itself showed
 * (a 6.24 reveal, a morale check) keeps its name. 'open' (the open table, a finished game) reads everything.
 */
export function projectLine(line: LogLine, prev: FabState, next: FabState | null, side: string): LogLine {
  if (side !== 'blue' && side !== 'red') return line;
  const before = secretIds(prev, side);
  const after = next ? secretIds(next, side) : before;
  const secret = new Set([...before].filter((id) => after.has(id)));
  if (secret.size === 0) return line;
  const hide = (id: string) => (secret.has(id) ? HIDDEN : id);
  return {
    ...line,
    event: hideEvent(line.event, secret),
    notes: line.notes.map((n) => hideParams(n, secret)),
    fire: line.fire ? { ...line.fire, dice: line.fire.dice.map((d) => ({ ...d, firer: hide(d.firer) })) } : null,
    ...(line.morale ? { morale: line.morale.map((m) => ({ ...m, unit: hide(m.unit) })) } : {}),
    ...(line.moved ? { moved: line.moved.map((m) => ({ ...m, unit: hide(m.unit) })) } : {}),
  };
}
