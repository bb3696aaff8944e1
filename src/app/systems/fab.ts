/**
 * The FAB system as the runner loads it: the engine (machines/fab) joined with its shipped scenarios and the
 * scenario checks (src/scenarios/fab). This module is the FAB chunk's entry (src/app/engine-loaders.ts), and it
 * carries neither: each scenario's body and the checks of imported data and of a player's moves (valibot schemas) are
 * chunks of their own, fetched when a game needs them (`fabEngine.prepare`, awaited by the runner before it starts, restores or
 * replays a game: src/app/session.ts, src/app/engines.ts). Tests, scripts and the opponent's worker have every
 * part at once (./fab-all.ts).
 */
import { createFabEngine, type FabParts } from '../../../machines/fab/engine';
import { hasCombatRules, provideCombatRules, type CombatRules } from '../../../machines/fab/combat-part';
import { fabChecks, type FabChecks } from '../../../machines/fab/checks-slot';
import { fabTurn, type FabTurnPart } from '../../../machines/fab/turn-slot';
import { fetchOnce } from '../../../machines/part-slot';
import type { FabScreenView } from '../../../machines/fab/view';
import { PartMissing, type Engine, type GameEvent } from '../../rules/common/engine';
import type { FabScenario, FabState } from '../../rules/fab/types';
// take-back by agreement (issue 27) is FAB's alone: the working out of its record entries comes with this engine,
// not with every game screen (the session's desk comes with a FAB game's opening: src/app/session/opening.ts)
import '../take-back-entries';
// the log's lines as each side may read them (the FAB screens' log tab and summaries; FUBAR and OCS draw their log from
// the state): the runner builds them with this (../log-lines-slot.ts)
import '../log-lines';

type Checks = typeof import('../../scenarios/fab/schema');

/** The shipped scenarios' bodies, by id, each its own chunk (the ids are src/scenarios/fab/index.ts's: a test checks). */
const BODIES: Readonly<Record<string, () => Promise<FabScenario>>> = {
  'fab-millbrook': () => import('../../scenarios/fab/millbrook').then((m) => m.millbrook),
  'fab-varna-gap': () => import('../../scenarios/fab/varna-gap').then((m) => m.varnaGap),
};

const shipped: Record<string, FabScenario> = {};
let checks: Checks | null = null;
/** Each part fetched once (a failed fetch is tried again on the next call). */
const once = fetchOnce();

/** The body of a shipped scenario fetched for a game (`fabEngine.prepare`), or undefined before: a game's own
 * scenario is here once it is open (the solo opponent sends it to its worker, src/ui/fab/opponent.ts). */
export function shippedScenario(id: string): FabScenario | undefined {
  return Object.hasOwn(shipped, id) ? shipped[id] : undefined;
}

function need(): Checks {
  if (!checks) throw new PartMissing('FAB scenario checks');
  return checks;
}

/** Every part of the engine here at once (./fab-all.ts: tests, scripts, the opponent's worker). */
export function provideFabParts(parts: {
  bodies: Readonly<Record<string, FabScenario>>;
  checks: Checks;
  events: FabChecks;
  combat: CombatRules;
  turn: FabTurnPart;
}): void {
  Object.assign(shipped, parts.bodies);
  checks = parts.checks;
  fabChecks.provide(parts.events);
  provideCombatRules(parts.combat);
  fabTurn.provide(parts.turn);
}

/** The checks (the scenario checks and the engine's event and snapshot checks, one chunk: issue 30), fetched once:
 * in idle time after a game's first paint (src/ui/fab/later.tsx), or before a player's first move (`prepare`). */
export function loadFabChecks(): Promise<void> {
  return load({ scenarios: [], checks: true, combat: false, chart: true });
}

/** What a replay of the moves needs beyond a drawing (the turn chart and the combat round's rules, issue 30), fetched
 * once: by the summary of what the other side did (src/ui/fab/Summary.tsx), which replays the moves since the side
 * last looked; the log's lines and a move fetch them themselves when they find them missing. */
export function loadReplayParts(): Promise<void> {
  return load({ scenarios: [], checks: false, combat: true, chart: true });
}

/** Whether the parts `loadReplayParts` fetches are here. */
export function hasReplayParts(): boolean {
  return fabTurn.peek() !== null && hasCombatRules();
}

/** The combat round's rules (machines/fab/combat-rules.ts, a chunk of their own: issue 30), fetched once: by a game
 * that has fought when it opens, by the first move that needs them, by the combat panel and the combat assistant,
 * and in idle time after a game's first paint (src/ui/fab/later.tsx). */
export function loadCombatRules(): Promise<void> {
  if (hasCombatRules()) return Promise.resolve();
  return once('combat', () => import('../../../machines/fab/combat-rules').then((m) => provideCombatRules(m)));
}

async function load(parts: FabParts | 'all'): Promise<void> {
  const ids = parts === 'all' ? Object.keys(BODIES) : parts.scenarios;
  const waits = ids
    .filter((id) => !shipped[id] && BODIES[id])
    .map((id) => once(id, () => BODIES[id]!().then((body) => void (shipped[id] = body))));
  if (parts === 'all' || parts.combat) waits.push(loadCombatRules());
  // the turn chart with xstate (machines/fab/turn-part.ts, a chunk of its own: issue 30)
  if ((parts === 'all' || parts.chart) && !fabTurn.peek())
    waits.push(once('turn', () => import('../../../machines/fab/turn-part').then((m) => fabTurn.provide(m))));
  // the scenario checks and the engine's own (events, snapshots: issue 30) come together, one chunk
  if ((parts === 'all' || parts.checks) && (!checks || !fabChecks.peek()))
    waits.push(
      once('checks', () =>
        Promise.all([import('../../scenarios/fab/schema'), import('../../../machines/fab/checks')]).then(([m, e]) => {
          checks = m;
          fabChecks.provide(e);
        }),
      ),
    );
  await Promise.all(waits);
}

export const fabEngine = createFabEngine({
  shipped,
  known: Object.keys(BODIES),
  validate: (raw) => need().validateFabScenario(raw),
  // 6.4 an edited combat table (rules option): refused with the path of its first bad field
  checkCombatTable: (raw) => need().checkCombatTable(raw),
  load,
});

/**
 * The same engine as the runner holds it, for events read back from a stored record or an imported file: those
 * are typed only as `GameEvent`, and `apply` checks each against the FAB event schema (a malformed one is
 * refused with its bad field and changes nothing). Code that builds an event uses `fabEngine`, typed on
 * `FabEvent`, so a misspelled type or a missing field does not compile.
 */
export const fabRecordEngine: Engine<FabState, GameEvent, FabScreenView> = fabEngine;
export default fabEngine;
