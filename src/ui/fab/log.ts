/**
 * The game log, per turn and phase, with every roll and its success number. Built by replaying the stored
 * events through the engine (the same replay the runner does), so it is complete after a reload. A line is
 * kept as codes and ids (the event, the engine's rule notes, the dice), never as English: it is put into
 * words only when drawn, from the holder's view, so a piece the view does not name is "an enemy block".
 */
import { has, t, tn, td, tnd } from '../../i18n';
import '../../i18n/solo';
import type { Engine, GameEvent, GameSetup } from '../../rules/common/engine';
import type { FabPhase, FabState, Side } from '../../rules/fab/types';
import { boardIndex } from '../../rules/fab/board';
import type { FireStep } from '../../rules/fab/combat/round';
import type { FabNote } from '../../rules/fab/types';
import type { AnySession, GameSessionApi, LogEntry } from '../../app/session-api';
import { sideName } from './Block';
import {
  applyCombatEvent,
  fireStepRule,
  inStep,
  type CombatEvent,
  type CombatRound,
} from '../../../machines/fab/combat-round';
import { isCombatEventType } from '../../../machines/fab/events';
import { fabView } from '../../../machines/fab/view';
import { opponentView } from '../../ai/fab/input';
import { attackOutlook, type Outlook } from '../../ai/fab/explain';

/** One move of the log as codes and ids, put into words per viewer by `renderLine`. */
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
  /** The app's odds of its own attack in a solo game, as it saw them from its side's view at its 6.24 point
   * designation (src/ai/fab/explain.ts): shown with that move, which reveals the blocks they rest on. */
  readonly outlook?: Outlook;
}

/** A line in the viewer's words. */
export interface ShownLine {
  readonly seq: number;
  readonly turn: number;
  readonly phase: FabPhase;
  readonly side: Side;
  readonly text: string;
  readonly rule?: string;
  readonly details: readonly string[];
}

/** A piece's name from the viewer's state (the view lists only pieces the viewer may name). */
export function pieceName(s: FabState, id: string): string {
  const ix = boardIndex(s.scenario);
  return (
    ix.unitDefs.get(id)?.name ??
    ix.assetDefs.get(id)?.name ??
    ix.eventDefs.get(id)?.name ??
    ix.saDefs.get(id)?.name ??
    t('fab.anEnemyBlock')
  );
}

export function areaLabel(s: FabState, id: string): string {
  const a = s.scenario.areas.find((x) => x.id === id);
  return a ? `${a.number} ${a.name}` : id;
}

const str = (x: unknown): string => (typeof x === 'string' ? x : '');

/** One event in words (English names of pieces and areas come from the scenario). */
export function describeEvent(e: GameEvent, s: FabState): { text: string; rule?: string } {
  const p = (k: string) => pieceName(s, str(e[k]));
  const a = (k: string) => areaLabel(s, str(e[k]));
  switch (e.type) {
    case 'END_STEP':
      return { text: t('fab.log.endStep') };
    case 'END_PHASE':
      return { text: t('fab.log.endPhase') };
    case 'RECLAIM_ASSET':
      return { text: t('fab.log.reclaim', { piece: p('asset') }), rule: '4.1' };
    case 'RETURN_TO_CUP':
      return {
        text: tn('fab.log.returnToCup', Array.isArray(e['assets']) ? e['assets'].length : 0),
        rule: '4.1',
      };
    case 'PLACE_REINFORCEMENT':
      return { text: t('fab.log.place', { unit: p('unit'), area: a('area') }), rule: '4.1' };
    case 'PLAY_EVENT':
      return { text: t('fab.log.playEvent', { piece: p('event') }), rule: '17.0' };
    case 'ALT_EVENT':
      return { text: t('fab.log.altEvent', { piece: p('event') }), rule: '4.33' };
    case 'ENGINEER':
      return {
        text: t('fab.log.engineer', { piece: p('asset'), fn: td(`fab.eng.${str(e['fn'])}`), area: a('area') }),
        rule: '4.34',
      };
    case 'STAFF':
      return { text: t('fab.log.staff', { piece: p('asset'), fn: td(`fab.staff.${str(e['fn'])}`) }), rule: '8.3' };
    case 'SPECIAL_ACTION':
      return { text: t('fab.log.specialAction', { fn: td(`fab.sa.${str(e['use'])}`) }), rule: '8.1' };
    case 'MOVE_STEP':
      return { text: t('fab.log.move', { unit: p('unit'), area: a('to') }), rule: '5.3' };
    case 'MOVE_ALONG': {
      // 5.3 a whole path: said as the area it was going to (the notes say each area entered; a bridge on the way
      // may have stopped it short, 5.35d)
      const path = Array.isArray(e['path']) ? e['path'] : [];
      return { text: t('fab.log.moveAlong', { unit: p('unit'), area: areaLabel(s, str(path.at(-1))) }), rule: '5.3' };
    }
    case 'END_MOVE':
      return { text: t('fab.log.endMove'), rule: '5.35' };
    case 'HOLD':
      return { text: t('fab.log.hold', { unit: p('unit') }), rule: '5.2' };
    case 'RESERVE':
      return { text: t('fab.log.reserve', { unit: p('unit') }), rule: '5.21' };
    case 'BUILD_DEFENCES':
      return { text: t('fab.log.defences', { unit: p('unit') }), rule: '5.23' };
    case 'BLOW_BRIDGE':
      return { text: e['attempt'] ? t('fab.log.blowTry') : t('fab.log.blowNo'), rule: '5.35' };
    case 'CROSS_BLOWN':
      return { text: e['cross'] ? t('fab.log.crossYes') : t('fab.log.crossNo'), rule: '5.35' };
    case 'STRATEGIC_MOVE':
      return { text: t('fab.log.strategic', { unit: p('unit'), area: a('to') }), rule: '5.4' };
    case 'ACTIVATE':
      return { text: t('fab.log.activate', { unit: p('unit') }), rule: '8.21' };
    case 'SELECT_COMBAT':
      return { text: t('fab.log.combat', { area: a('area') }), rule: '6.1' };
    case 'OPEN_COMBAT':
      return { text: t('fab.log.openCombat', { area: a('area') }), rule: '8.22' };
    case 'REINFORCE':
      return { text: t('fab.ev.reinforce', { unit: p('unitId') }), rule: '8.23' };
    case 'WITHDRAW':
      return { text: t('fab.ev.withdraw'), rule: '8.24' };
    case 'DECLINE_SPECIAL_ACTION':
      return { text: t('fab.ev.declineSa'), rule: '6.21' };
    case 'ASSIGN_ASSETS': {
      const ids = Array.isArray(e['assetIds']) ? (e['assetIds'] as string[]) : [];
      return {
        text: ids.length
          ? t('fab.ev.assign', { assets: ids.map((id) => pieceName(s, id)).join(', ') })
          : t('fab.ev.assignNone'),
        rule: '6.22',
      };
    }
    case 'DESIGNATE_POINT':
      return { text: t('fab.ev.point', { unit: p('unitId') }), rule: '6.24' };
    case 'ROLL':
      return { text: t('fab.log.roll') };
    case 'ENGINEER_REMOVE_DEFENCES':
      return { text: t('fab.ev.engineer', { asset: p('assetId') }), rule: '6.33' };
    case 'STEP_LOSS':
      return { text: t('fab.ev.stepLoss', { unit: p('targetId') }), rule: '6.43' };
    case 'ABSORB_BY_DISORDER':
      return { text: t('fab.ev.disorder'), rule: '6.42b' };
    case 'ABSORB_BY_RETREAT':
      return { text: t('fab.ev.retreat'), rule: '6.42c' };
    case 'ABORT':
      return { text: t('fab.ev.abort'), rule: '6.41b' };
    case 'EXPLOIT':
      return { text: t('fab.ev.exploit'), rule: '6.8' };
    case 'DECLINE_EXPLOITATION':
      return { text: t('fab.ev.declineExploit'), rule: '6.8' };
    default:
      return { text: e.type };
  }
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
  const r = applyCombatEvent(before, e as CombatEvent);
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

/** A rule note in the viewer's words: ids become names the view holds, or "an enemy block". */
export function noteText(n: FabNote, s: FabState): string {
  const p: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(n.params)) {
    if (typeof v === 'number') p[k] = v;
    else if (k === 'unit' || k === 'piece') p[k] = pieceName(s, v);
    else if (k === 'area' || k === 'from' || k === 'to') p[k] = areaLabel(s, v);
    else if (k === 'side') p[k] = v === 'blue' || v === 'red' ? sideName(s.scenario, v) : v;
    else p[k] = v;
  }
  // a note that counts something says it in the language's plural form
  const count = p['n'];
  if (typeof count === 'number' && has(`fab.note.${n.code}.other`)) return tnd(`fab.note.${n.code}`, count, p);
  return td(`fab.note.${n.code}`, p);
}

/** The same event as a button: an order in the imperative ("End the phase", "Put 3rd Lancers in reserve"). */
export function buttonLabel(e: GameEvent, s: FabState): string {
  const p = (k: string) => pieceName(s, str(e[k]));
  const a = (k: string) => areaLabel(s, str(e[k]));
  switch (e.type) {
    case 'END_STEP':
      return t('fab.btn.endStep');
    case 'END_PHASE':
      return t('fab.btn.endPhase');
    case 'END_MOVE':
      return t('fab.btn.endMove');
    case 'BLOW_BRIDGE':
      return e['attempt'] ? t('fab.btn.blowYes') : t('fab.btn.blowNo');
    case 'CROSS_BLOWN':
      return e['cross'] ? t('fab.btn.crossYes') : t('fab.btn.crossNo');
    case 'HOLD':
      return t('fab.btn.hold', { unit: p('unit') });
    case 'RESERVE':
      return t('fab.btn.reserve', { unit: p('unit') });
    case 'BUILD_DEFENCES':
      return t('fab.btn.defences', { unit: p('unit') });
    case 'ACTIVATE':
      // 8.1 which special action pays is part of the choice
      return t('fab.btn.activateWith', { unit: p('unit'), piece: p('source') });
    case 'PLAY_EVENT':
      return t('fab.btn.playEvent', { piece: p('event') });
    case 'ALT_EVENT':
      return t('fab.btn.altEvent', { piece: p('event') });
    case 'RECLAIM_ASSET':
      return t('fab.btn.reclaim', { piece: p('asset') });
    case 'RETURN_TO_CUP':
      return tn('fab.btn.returnToCup', Array.isArray(e['assets']) ? e['assets'].length : 0);
    case 'SELECT_COMBAT':
      return t('fab.fightIn', { area: a('area') });
    case 'OPEN_COMBAT':
      return t('fab.btn.openCombatWith', { area: a('area'), piece: p('source') });
    case 'SPECIAL_ACTION':
      return t('fab.btn.specialAction', { fn: td(`fab.sa.${str(e['use'])}`) });
    default:
      return describeEvent(e, s).text;
  }
}

/** The app's attack (solo): its odds from its side's view when it names its point unit (6.24), else none. */
function outlookFor(seq: number, e: GameEvent, prev: FabState, app: string | undefined): Outlook | undefined {
  const c = prev.combat as { attacker?: string; round?: CombatRound } | null;
  if (!app || e.type !== 'DESIGNATE_POINT' || c?.attacker !== app || !c.round) return undefined;
  if (!inStep(c.round.value, { designatePointUnits: 'attacker' }) || (app !== 'blue' && app !== 'red'))
    return undefined;
  return attackOutlook(opponentView(fabView(prev, app), prev.scenario, []), seq) ?? undefined;
}

export function lineFor(
  seq: number,
  e: GameEvent,
  prev: FabState,
  next: FabState | null,
  actor: Side,
  app?: string,
): LogLine {
  const area = roundOf(prev)?.round.areaId;
  const boundary = prev.pendingBridge?.boundary;
  const outlook = outlookFor(seq, e, prev, app);
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
  };
}

/** A line in words, from the viewer's state (`view.state`): nothing the view does not name is named. */
export function renderLine(l: LogLine, s: FabState): ShownLine {
  const f = l.fire;
  const morale = l.morale ?? [];
  // a roll's line says its faces at once (6.25-6.28, 6.7); the details give each die's success number
  const faces = [...(f ? f.dice.map((x) => x.face) : []), ...morale.map((m) => m.face)];
  const d =
    l.event.type === 'ROLL' && faces.length
      ? { text: t('fab.log.rolled', { faces: faces.join(', ') }) }
      : describeEvent(l.event, s);
  const o = l.outlook;
  const details = [
    ...(o
      ? [
          t('solo.outlook', {
            take: Math.round(100 * o.take),
            area: l.area ? areaLabel(s, l.area) : '',
            inflict: o.inflict.toFixed(1),
            suffer: o.suffer.toFixed(1),
          }),
        ]
      : []),
    ...(f
      ? [
          tn('fab.log.fire', f.hits, { step: t(`fab.step.${f.step}`), rule: fireStepRule(f.step) }),
          ...f.dice.map((x) =>
            t('fab.log.die', {
              firer: pieceName(s, x.firer),
              face: x.face,
              sn: x.sn,
              result: x.hit ? t('fab.hit') : t('fab.miss'),
            }),
          ),
        ]
      : []),
    ...morale.map((m) =>
      t('fab.log.morale', {
        unit: pieceName(s, m.unit),
        face: m.face,
        sn: m.sn,
        result: m.passed ? t('fab.log.passed') : t('fab.log.failed'),
      }),
    ),
    ...l.notes.map((n) => `${noteText(n, s)} (${n.rule})`),
  ];
  return {
    seq: l.seq,
    turn: l.turn,
    phase: l.phase,
    side: l.side,
    text: d.text,
    ...(d.rule ? { rule: d.rule } : {}),
    details,
  };
}

/** Lines built so far, the log entry of the last of them, and the state after it (null once a move failed
 * to replay). */
interface Cache {
  setupKey: string;
  last: FabState | null;
  lastEntry: LogEntry<GameEvent> | null;
  lines: LogLine[];
}
const caches = new WeakMap<object, Cache>();

/** Replay the log for its lines. Needs the game's set-up (dice seed); without it, events only. Null while the
 * runner is still reading the older moves. Lines already built are kept per session, so only new moves
 * are replayed; `budgetMs` stops early (returns null) so that a long record can be built in slices. */
export function buildLog(
  session: GameSessionApi<FabState, GameEvent>,
  engine: Engine<FabState, GameEvent>,
  actorOf: (s: FabState) => Side,
  budgetMs = Infinity,
): LogLine[] | null {
  const setup: GameSetup | undefined = session.setup;
  const events = session.log.value;
  if (!events) return null;
  let c = caches.get(session);
  const key = setup ? JSON.stringify(setup.dice) : 'none';
  // The runner's log only grows or shrinks at its end and keeps its entry objects, so the lines still hold
  // when the entry of the last one is still in its place (an undone and replaced move is a new entry there).
  const n = c?.lines.length ?? 0;
  if (!c || c.setupKey !== key || n > events.length || (n > 0 && events[n - 1] !== c.lastEntry)) {
    const start = setup ? engine.start(setup) : null;
    c = { setupKey: key, last: start && start.ok ? start.state : null, lastEntry: null, lines: [] };
    caches.set(session, c);
  }
  const until = budgetMs === Infinity ? Infinity : performance.now() + budgetMs;
  const from = c.lines.length;
  for (let i = from; i < events.length; i++) {
    if (i > from && (i & 15) === 0 && performance.now() > until) return null; // every slice moves on
    const entry = events[i]!;
    c.lastEntry = entry;
    const prev = c.last;
    if (!prev) {
      const cur = session.state.value;
      c.lines.push({
        seq: entry.seq,
        turn: 0,
        phase: cur.phase,
        side: cur.phasing,
        event: entry.event,
        notes: [],
        fire: null,
      });
      continue;
    }
    const out = engine.apply(prev, entry.event);
    const next = out.ok ? out.state : null;
    c.last = next;
    c.lines.push(lineFor(entry.seq, entry.event, prev, next, actorOf(prev), session.opponent?.side));
  }
  return c.lines;
}

/**
 * Build the log's lines ahead of need, in short slices while the device is idle, from the moment the game
 * screen opens: by the time a player looks at the Log tab its lines are usually there, whatever the length of
 * the game. Returns the function that stops it (the screen closed).
 */
export function prebuildLog(
  session: GameSessionApi<FabState, GameEvent>,
  engine: Engine<FabState, GameEvent>,
  actorOf: (s: FabState) => Side,
  sliceMs = 5,
): () => void {
  type Idle = (cb: () => void, o?: { timeout: number }) => number;
  const ric = (globalThis as { requestIdleCallback?: Idle }).requestIdleCallback;
  const later = (cb: () => void) => (ric ? ric(cb, { timeout: 1000 }) : setTimeout(cb, 16));
  let stopped = false;
  const slice = () => {
    if (stopped) return;
    // the newest lines first (what the Log tab shows at once), then the whole log from the start
    if (!tailDone(session) && !builtLog(session)) {
      tailLog(session, engine, actorOf, sliceMs);
      return void later(slice);
    }
    // null: not all built yet, or the runner is still reading the older moves; either way, once more later
    if (buildLog(session, engine, actorOf, sliceMs) === null) later(slice);
  };
  later(slice);
  return () => {
    stopped = true;
  };
}

/** The newest lines, built from the runner's anchor state, per session (while the whole log is being built):
 * for the session's log of `n` moves ending with `lastEntry`, the lines so far, the state after the last of
 * them and the index of the next move (null once the tail is complete or a move failed to replay). */
interface Tail {
  n: number;
  lastEntry: LogEntry<GameEvent> | undefined;
  lines: LogLine[];
  prev: FabState | null;
  next: number;
}
const tails = new WeakMap<object, Tail>();

/**
 * The newest lines of the log, built from a state the runner knows some 50-99 moves before the end
 * (`logAnchor`, from its snapshot caches), while `buildLog` still works through the older moves: the Log tab
 * of a 5,000-move game shows its latest moves without replaying the other 4,900 first. Null when the runner
 * has no such state (short games: the whole log is quick anyway), and while `budgetMs` runs out before the
 * tail is complete (the game screen builds it ahead of need in idle slices, see `prebuildLog`, so that the
 * Log tab usually finds it done and only draws it).
 */
export function tailLog(
  session: GameSessionApi<FabState, GameEvent>,
  engine: Engine<FabState, GameEvent>,
  actorOf: (s: FabState) => Side,
  budgetMs = Infinity,
): LogLine[] | null {
  const events = session.log.value;
  if (!events) return null;
  const n = events.length;
  let c = tails.get(session);
  if (!c || c.n !== n || c.lastEntry !== events[n - 1]) {
    const anchor = session.logAnchor?.();
    if (!anchor || anchor.seq >= n) return null;
    c = { n, lastEntry: events[n - 1], lines: [], prev: anchor.state, next: anchor.seq };
    tails.set(session, c);
  }
  const until = budgetMs === Infinity ? Infinity : performance.now() + budgetMs;
  while (c.prev && c.next < n) {
    if (c.lines.length > 0 && (c.next & 7) === 0 && performance.now() > until) return null;
    const entry = events[c.next]!;
    const out = engine.apply(c.prev, entry.event);
    const next = out.ok ? out.state : null;
    c.lines.push(lineFor(entry.seq, entry.event, c.prev, next, actorOf(c.prev), session.opponent?.side));
    c.prev = next;
    c.next++;
  }
  return c.lines;
}

/** Whether the newest lines need no more work: built for the session's log as it is, or no anchor to build
 * them from (a short game: the whole log is the quick way). */
function tailDone(session: GameSessionApi<FabState, GameEvent>): boolean {
  const events = session.log.value;
  if (!events) return true;
  const c = tails.get(session);
  if (c && c.n === events.length && c.lastEntry === events[events.length - 1]) return !c.prev || c.next >= c.n;
  const anchor = session.logAnchor?.();
  return !anchor || anchor.seq >= events.length;
}

/** The whole log's lines when they are all built already (no replay here), else null. */
export function builtLog(session: AnySession): LogLine[] | null {
  const c = caches.get(session);
  const events = session.log.value;
  if (!c || !events || c.lines.length !== events.length) return null;
  return events.length === 0 || events[events.length - 1] === c.lastEntry ? c.lines : null;
}

/** How many of the session's moves have their log line built (for a progress bar). */
export function logProgress(session: AnySession): { built: number; total: number } {
  return { built: caches.get(session)?.lines.length ?? 0, total: session.log.value?.length ?? 0 };
}

/** 4.2 the pieces drawn from the cups in the current administration phase (the engine keeps them in the
 * state), so the draw can be shown to the player when they take the tablet, even after a hand-off or a
 * reload. */
export function currentDraws(s: FabState): { side: Side; ids: readonly string[] }[] {
  if (s.phase !== 'admin' || !s.drawn) return [];
  return (['blue', 'red'] as const).map((side) => ({ side, ids: s.drawn[side] })).filter((d) => d.ids.length > 0);
}

export function sideOf(s: FabState, side: Side): string {
  return sideName(s.scenario, side);
}
