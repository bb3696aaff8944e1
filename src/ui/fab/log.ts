/**
 * The game log in words, per turn and phase, with every roll and its success number. The lines come from the
 * runner (`session.lines`, src/app/log-lines.ts), already as the reader may know them (machines/fab/log-lines.ts:
 * a piece it did not know is `hidden`); they are put into words only here, from the reader's view, so a piece
 * the view does not name is "an enemy block".
 */
import { has, t, tn, td, tnd } from '../../i18n';
import type { GameEvent } from '../../rules/common/engine';
import type { FabPhase, FabState, Side } from '../../rules/fab/types';
import { boardIndex } from '../../rules/fab/board';
import type { FabNote } from '../../rules/fab/types';
import type { LogLinesApi } from '../../app/session-api';
import { sideName } from './Block';
import { FIRE_STEP_RULE } from '../../rules/fab/combat/round-state';
import type { LogLine } from '../../../machines/fab/log-lines';

export type { LogLine };

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
export function pieceName(s: FabState, id: string, kind: 'unit' | 'asset' | 'event' = 'unit'): string {
  const ix = boardIndex(s.scenario);
  return (
    ix.unitDefs.get(id)?.name ??
    ix.assetDefs.get(id)?.name ??
    ix.eventDefs.get(id)?.name ??
    ix.saDefs.get(id)?.name ??
    // 10.0 a chit the reader has not seen is named for what it is, never "an enemy block" (issue 27)
    t(kind === 'asset' ? 'fab.aHiddenAsset' : kind === 'event' ? 'fab.aHiddenEvent' : 'fab.anEnemyBlock')
  );
}

export function areaLabel(s: FabState, id: string): string {
  const a = s.scenario.areas.find((x) => x.id === id);
  return a ? `${a.number} ${a.name}` : id;
}

const str = (x: unknown): string => (typeof x === 'string' ? x : '');

/** 4.31-4.35 the section of each engineer function. */
const ENGINEER_RULE: Readonly<Record<string, string>> = {
  blow: '4.31',
  repair: '4.32',
  defences: '4.33',
  roadblock: '4.34',
  'defended-roadblock': '4.35',
};

/** One event in words (English names of pieces and areas come from the scenario). */
export function describeEvent(e: GameEvent, s: FabState): { text: string; rule?: string } {
  const p = (k: string) => pieceName(s, str(e[k]), k === 'asset' || k === 'event' ? k : 'unit');
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
      return { text: t('fab.log.altEvent', { piece: p('event') }), rule: '4.21' };
    case 'ENGINEER':
      return {
        text: t('fab.log.engineer', { piece: p('asset'), fn: td(`fab.eng.${str(e['fn'])}`), area: a('area') }),
        rule: ENGINEER_RULE[str(e['fn'])] ?? '4.3',
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
    case 'STACK_RETREAT':
      return {
        text:
          typeof e['to'] === 'string'
            ? t('fab.log.stackRetreat', { unit: p('unit'), area: a('to') })
            : t('fab.log.stackEliminated', { unit: p('unit') }),
        rule: '5.1',
      };
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
          ? t('fab.ev.assign', { assets: ids.map((id) => pieceName(s, id, 'asset')).join(', ') })
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
    // take-back by agreement (issue 27, src/app/take-back.ts): the app's own agreement, no rule section
    case 'TAKE_BACK_ASK':
      return { text: t('tb.logAsk') };
    case 'TAKE_BACK_ANSWER':
      return { text: t(e['accept'] === true ? 'tb.logAccept' : 'tb.logRefuse') };
    default:
      return { text: e.type };
  }
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
          tn('fab.log.fire', f.hits, { step: t(`fab.step.${f.step}`), rule: FIRE_STEP_RULE[f.step] }),
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

/** The reader's lines (the runner's projection for `side`, src/app/log-lines.ts), typed as FAB lines. */
export const fabLines = (lines: readonly unknown[] | null): readonly LogLine[] | null =>
  lines as readonly LogLine[] | null;

export type { LogLinesApi };
