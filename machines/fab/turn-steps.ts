/**
 * What the FAB turn chart (machines/fab/turn.ts) does on its own at each step of the turn (3.0): the bookkeeping
 * when a phase begins or ends, the victory check and the turn advance. Each is a plain function of the turn's
 * context, named as the chart's action that runs it. None writes the phase or its sub-step: the chart's value
 * says where the game is, and the engine stores that (`whereOf`, machines/fab/actor.ts) with every state it makes.
 */
import { rolledBetween } from '../../src/rules/common/dice';
import type { FabState } from '../../src/rules/fab/types';
import { otherSide } from '../../src/rules/fab/types';
import { note } from '../../src/rules/fab/board';
import { addReinforcementPieces, finishReinforcementStep, startReinforcement } from '../../src/rules/fab/reinforcement';
import { adminDraws } from '../../src/rules/fab/admin';
import { endMove } from '../../src/rules/fab/movement';
import { endOfPhase, finalWinner, suddenDeathWinner, supplyPhase, netVP } from '../../src/rules/fab/supply-phase';
import { startMovement, stepSide, type TurnContext } from './turn-rules';

type Step = (ctx: TurnContext) => TurnContext;
const withGame =
  (f: (g: FabState) => FabState): Step =>
  (ctx) => ({ ...ctx, g: f(ctx.g) });

/** 4.1 the reinforcement phase begins. */
export const startReinforcementPhase = withGame(startReinforcement);

/** 4.1 the first player is done: the second player's steps a-c. */
export const finishFirstReinforcement = withGame((g) => finishReinforcementStep(g, stepSide(g)));

/** 4.1d both players are done: the pieces of the turn are added, then the end of the phase (5.1, 2.4). */
export const finishReinforcementPhase = withGame((g) =>
  endOfPhase(addReinforcementPieces(finishReinforcementStep(g, stepSide(g)))),
);

/** 4.2a the admin phase begins with the draws (dice may be rolled: a barrier). */
export const startAdmin: Step = (ctx) => {
  const g = adminDraws({ ...ctx.g, intelligence: [], drawn: { blue: [], red: [] } });
  return { ...ctx, g, barrier: ctx.barrier || rolledBetween(ctx.g.dice, g.dice) };
};

/** 4.2 the admin phase ends (intelligence seen in it is forgotten). */
export const endAdmin = withGame((g) => endOfPhase({ ...g, intelligence: [] }));

/** 5.2 / 5.4 / 7.2 / 7.3 a movement phase begins (7.3: no unit is yet activated for penetration, 8.21). */
export const startOperational = withGame(startMovement);
export const startStrategic = withGame(startMovement);
export const startReaction = withGame(startMovement);
export const startPenetration = withGame((g) => ({ ...startMovement(g), activated: [] }));

/** 5.1 (rules version 4 on) the moving unit stops and the owner of an overstacked area retreats. */
export const beginStackingRetreat: Step = (ctx) => {
  const e = endMove(ctx.g);
  return e.ok ? { ...ctx, g: { ...e.value, stacking: true } } : { ...ctx, error: e };
};

/** 6.0 / 7.4 a combat phase begins: no area has fought yet. */
export const startCombatPhase = withGame((g) => ({ ...g, foughtThisPhase: [] }));
export const startPenetrationCombat = withGame((g) => ({ ...g, foughtThisPhase: [], penetrationCombatAreas: [] }));

/** 6.0 / 7.4 a combat phase ends: no area is newly contested any more, no unit stays activated (8.21). */
export const endCombatPhase = withGame((g) => {
  const areas = { ...g.areas };
  for (const [id, a] of Object.entries(areas)) if (a.newlyContested) areas[id] = { ...a, newlyContested: false };
  return endOfPhase({ ...g, areas, activated: [] });
});

/** 9.0 the supply phase (dice may be rolled: a barrier). */
export const startSupply: Step = (ctx) => {
  const r = supplyPhase(ctx.g);
  return { ...ctx, g: r.state, barrier: ctx.barrier || r.rolled };
};

/** 3.0 the second player's turn begins. */
export const startSecondPlayerTurn = withGame((g) => ({
  ...g,
  playerTurn: 2 as const,
  phasing: otherSide(g.scenario.firstPlayer),
}));

/** 19.4 sudden death / 3.5 the last turn is over: the game ends with its winner noted. */
const gameOver =
  (rule: string, code: string, winner: (g: FabState) => FabState['winner']): Step =>
  (ctx) => {
    const w = winner(ctx.g);
    const g: FabState = { ...ctx.g, finished: true, winner: w };
    return { ...ctx, g: note(g, rule, code, { side: w ?? '', n: netVP(ctx.g) }) };
  };
export const declareSuddenDeath = gameOver('19.4', 'suddenDeath', suddenDeathWinner);
export const declareFinal = gameOver('3.5', 'finalVictory', finalWinner);

/** 3.5 the next turn begins with the first player. */
export const advanceTurn = withGame((g) => ({
  ...g,
  turn: g.turn + 1,
  playerTurn: 1 as const,
  phasing: g.scenario.firstPlayer,
}));
