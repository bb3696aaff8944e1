/**
 * What the choice panel (./Choices.tsx) offers, worked out from the engine's legal events without deciding
 * anything: the events it takes over from the game screen's general list, and every choice they hold, piece by
 * piece, each option with a label that tells it apart (which area, which bridge by its two areas (4.31), which unit,
 * which enemy block by area and position (8.32), which special action pays (8.1, 8.27)). Covers the reinforcement
 * and administration phases (4.1a, 4.1b, 4.21, 4.31-4.35, 8.25-8.27, 8.31-8.33, 17.0) and the stacking retreat
 * that may end a movement phase (5.1).
 */
import { t, td, tn } from '../../i18n';
import type { GameEvent } from '../../rules/common/engine';
import type { AreaId, FabState, Side } from '../../rules/fab/types';
import { boardIndex } from '../../rules/fab/board';
import { blocksIn, type Viewer } from './view';
import type { HiddenBlock } from '../../rules/fab/view';

import { CHOICE_EVENTS, isChoiceEvent } from './choice-events';

export { CHOICE_EVENTS, isChoiceEvent };

export interface ChoiceOption {
  readonly key: string;
  /** What the button says. */
  readonly text: string;
  /** The area (or paying piece) heading the option is listed under, when the list is grouped. */
  readonly group?: string;
  /** The event a tap sends ('one' choices); for 'many' choices the id the option adds to the subset. */
  readonly event?: GameEvent;
  readonly id?: string;
}

export interface Choice {
  readonly key: string;
  readonly title: string;
  readonly rule: string;
  readonly kind: 'one' | 'many';
  readonly options: readonly ChoiceOption[];
  /** 'many': how many ids may be chosen, and the event the chosen ids make. */
  readonly min?: number;
  readonly max?: number;
  readonly build?: (ids: readonly string[]) => GameEvent;
}

export interface PieceChoices {
  readonly key: string;
  readonly name: string;
  readonly note?: string;
  readonly choices: readonly Choice[];
}

const str = (x: unknown): string => (typeof x === 'string' ? x : '');
const strs = (x: unknown): string[] => (Array.isArray(x) ? x.filter((v): v is string => typeof v === 'string') : []);

function areaLabel(s: FabState, id: AreaId): string {
  const a = s.scenario.areas.find((x) => x.id === id);
  return a ? `${a.number} ${a.name}` : id;
}

function areaNumber(s: FabState, id: AreaId): number {
  return s.scenario.areas.find((x) => x.id === id)?.number ?? 0;
}

function pieceName(s: FabState, id: string): string {
  const ix = boardIndex(s.scenario);
  return ix.assetDefs.get(id)?.name ?? ix.eventDefs.get(id)?.name ?? ix.saDefs.get(id)?.name ?? id;
}

/** 8.1 what kind of special action a piece is (a reusable block, or a single-use one of a formation). */
function saNote(s: FabState, id: string): string | undefined {
  const ix = boardIndex(s.scenario);
  if (ix.saDefs.has(id)) return t('fab.ch.reusable');
  const ev = ix.eventDefs.get(id);
  if (ev?.effect.kind === 'special-action')
    return ev.formation
      ? t('fab.ch.singleUseOf', { formation: formationName(s, ev.formation) })
      : t('fab.ch.singleUse');
  return undefined;
}

function formationName(s: FabState, f: string): string {
  return s.scenario.formations.find((x) => x.id === f)?.name ?? f;
}

/** A bridge named by the two areas it joins (4.31). */
function bridgeLabel(s: FabState, id: string): string {
  const b = boardIndex(s.scenario).boundaries.get(id);
  return b ? t('fab.ch.bridge', { a: areaLabel(s, b.a), b: areaLabel(s, b.b) }) : id;
}

/** One of the side's own units: its name and strength. */
function ownUnitLabel(s: FabState, id: string): string {
  const def = boardIndex(s.scenario).unitDefs.get(id);
  const u = s.units[id];
  if (!def || !u) return id;
  return tn('fab.ch.unitSteps', def.steps.length, { unit: def.name, steps: u.steps });
}

/** 8.32 an enemy block named by its area and its place among the enemy blocks drawn there, never by what it
 * is (even one the viewer has seen face up: the list reads the same whatever the blocks are). */
function enemyBlockLabel(s: FabState, viewer: Viewer, hidden: readonly HiddenBlock[], me: Side, id: string): string {
  const area = areaOf(s, hidden, id);
  const enemy = blocksIn(s, viewer, hidden, area).filter((b) => b.side !== me);
  const n = enemy.findIndex((b) => b.id === id) + 1;
  return t('fab.ch.enemyBlock', { n, count: enemy.length });
}

/** Where a unit stands: by id, or for a block the view shows from behind, by its view key (2.2). */
function areaOf(s: FabState, hidden: readonly HiddenBlock[], id: string): AreaId {
  return s.units[id]?.area ?? hidden.find((h) => h.key === id)?.area ?? '';
}

/** Options grouped by area (in map number order), the order within a group kept. */
function byArea(s: FabState, list: readonly (ChoiceOption & { area: AreaId })[]): ChoiceOption[] {
  return [...list]
    .map((o, i) => ({ o, i }))
    .sort((x, y) => areaNumber(s, x.o.area) - areaNumber(s, y.o.area) || x.i - y.i)
    .map(({ o }) => ({
      key: o.key,
      text: o.text,
      group: areaLabel(s, o.area),
      ...(o.event ? { event: o.event } : {}),
      ...(o.id ? { id: o.id } : {}),
    }));
}

const keyOf = (e: GameEvent) => JSON.stringify(e);

/** Every choice the legal events hold, piece by piece. */
export function buildChoices(
  s: FabState,
  viewer: Viewer,
  me: Side,
  legal: readonly GameEvent[],
  hidden: readonly HiddenBlock[] = [],
): PieceChoices[] {
  const ix = boardIndex(s.scenario);
  const pieces = new Map<string, { name: string; note?: string; choices: Choice[] }>();
  const piece = (id: string, name = pieceName(s, id), note = saNote(s, id)) => {
    let p = pieces.get(id);
    if (!p) pieces.set(id, (p = { name, ...(note ? { note } : {}), choices: [] }));
    return p;
  };
  const of = (type: string, pred: (e: GameEvent) => boolean = () => true) =>
    legal.filter((e) => e.type === type && pred(e));

  // 4.1a one Used asset back to Available
  const reclaim = of('RECLAIM_ASSET');
  if (reclaim.length)
    piece('used-box', t('fab.box.used'), '').choices.push({
      key: 'reclaim',
      title: t('fab.ch.reclaim'),
      rule: '4.1a',
      kind: 'one',
      options: reclaim.map((e) => ({ key: keyOf(e), text: pieceName(s, str(e['asset'])), event: e })),
    });
  // 4.1b (2016) some or all Used assets to the cup
  const back = of('RETURN_TO_CUP');
  if (back.length) {
    const ids = [...new Set(back.flatMap((e) => strs(e['assets'])))];
    piece('used-box', t('fab.box.used'), '').choices.push({
      key: 'return',
      title: t('fab.ch.returnToCup'),
      rule: '4.1b',
      kind: 'many',
      min: 1,
      max: ids.length,
      options: ids.map((id) => ({ key: id, text: pieceName(s, id), id })),
      build: (assets) => ({ type: 'RETURN_TO_CUP', assets: [...assets] }),
    });
  }
  // 8.27 redirect a reinforcement: the paying special action, then the entry area
  for (const e of of('PLACE_REINFORCEMENT', (x) => typeof x['source'] === 'string')) {
    const unit = str(e['unit']);
    const p = piece(`redirect:${unit}`, ix.unitDefs.get(unit)?.name ?? unit, t('fab.ch.arriving'));
    let c = p.choices[0];
    if (!c) {
      c = { key: `redirect:${unit}`, title: t('fab.ch.redirect'), rule: '8.27', kind: 'one', options: [] };
      p.choices.push(c);
    }
    const side = ix.unitDefs.get(unit)?.side;
    const letters = s.scenario.entryAreas.filter((x) => x.area === e['area'] && x.side === side).map((x) => x.letter);
    (c.options as ChoiceOption[]).push({
      key: keyOf(e),
      text: letters.length
        ? t('fab.ch.entryArea', { area: areaLabel(s, str(e['area'])), letter: letters.join('/') })
        : areaLabel(s, str(e['area'])),
      group: t('fab.ch.payWith', { piece: pieceName(s, str(e['source'])), kind: saNote(s, str(e['source'])) ?? '' }),
      event: e,
    });
  }
  // 17.0 events for their printed purpose; 4.21 their alternative use
  for (const id of [...new Set(of('PLAY_EVENT').map((e) => str(e['event'])))]) {
    const evs = of('PLAY_EVENT', (e) => e['event'] === id);
    const def = ix.eventDefs.get(id);
    if (def?.effect.kind === 'replacements') {
      const units = [...new Set(evs.flatMap((e) => strs(e['units'])))];
      piece(id).choices.push({
        key: `play:${id}`,
        title: tn('fab.ch.playUnits', def.effect.steps),
        rule: '17.0',
        kind: 'many',
        min: 1,
        max: Math.min(def.effect.steps, units.length),
        options: byArea(
          s,
          units.map((u) => ({ key: u, text: ownUnitLabel(s, u), id: u, area: s.units[u]?.area ?? '' })),
        ),
        build: (ids) => ({ type: 'PLAY_EVENT', event: id, units: [...ids] }),
      });
    } else
      piece(id).choices.push({
        key: `play:${id}`,
        title: t('fab.ch.play'),
        rule: '17.0',
        kind: 'one',
        options: evs.map((e) => ({
          key: keyOf(e),
          // 17.0 (rules version 3) a rally event names the Used assets it brings back
          text: e['assets']
            ? t('fab.ch.rallyPick', {
                assets: strs(e['assets'])
                  .map((a) => pieceName(s, a))
                  .join(', '),
              })
            : t('fab.ch.playNow', { piece: pieceName(s, id) }),
          event: e,
        })),
      });
  }
  for (const id of [...new Set(of('ALT_EVENT').map((e) => str(e['event'])))]) {
    const evs = of('ALT_EVENT', (e) => e['event'] === id);
    const ids = [...new Set(evs.flatMap((e) => strs(e['assets'])))];
    const want = Math.max(...evs.map((e) => strs(e['assets']).length));
    piece(id).choices.push(
      want >= 2
        ? {
            key: `alt:${id}`,
            title: t('fab.ch.alt'),
            rule: '4.21',
            kind: 'many',
            min: want,
            max: want,
            options: ids.map((a) => ({ key: a, text: pieceName(s, a), id: a })),
            build: (assets) => ({ type: 'ALT_EVENT', event: id, assets: [...assets] }),
          }
        : {
            key: `alt:${id}`,
            title: t('fab.ch.alt'),
            rule: '4.21',
            kind: 'one',
            options: evs.map((e) => ({
              key: keyOf(e),
              text: strs(e['assets']).length
                ? t('fab.ch.altOne', { piece: pieceName(s, strs(e['assets'])[0] ?? '') })
                : t('fab.ch.altNone'),
              event: e,
            })),
          },
    );
  }
  // 4.31-4.35 engineer functions
  const ENG: readonly [string, string][] = [
    ['blow', '4.31'],
    ['repair', '4.32'],
    ['defences', '4.33'],
    ['roadblock', '4.34'],
    ['defended-roadblock', '4.35'],
  ];
  for (const id of [...new Set(of('ENGINEER').map((e) => str(e['asset'])))]) {
    for (const [fn, rule] of ENG) {
      const evs = of('ENGINEER', (e) => e['asset'] === id && e['fn'] === fn);
      if (!evs.length) continue;
      const bridgeFn = fn === 'blow' || fn === 'repair';
      piece(id).choices.push({
        key: `eng:${id}:${fn}`,
        title: td(`fab.ch.eng.${fn}`),
        rule,
        kind: 'one',
        options: byArea(
          s,
          evs.map((e) => {
            const bs = strs(e['bridges']);
            const area = str(e['area']);
            const text = !bridgeFn
              ? areaLabel(s, area)
              : bs.length === 2
                ? t('fab.ch.bothBridges', { one: bridgeLabel(s, bs[0] ?? ''), two: bridgeLabel(s, bs[1] ?? '') })
                : bridgeLabel(s, bs[0] ?? '');
            return { key: keyOf(e), text, event: e, area };
          }),
        ).map(({ group, ...o }) => (bridgeFn ? { ...o, group: t('fab.ch.fromArea', { area: group ?? '' }) } : o)),
      });
    }
  }
  // 8.31-8.33 staff functions
  const STAFF: readonly [string, string][] = [
    ['replacements', '8.31'],
    ['intelligence', '8.32'],
    ['reserve', '8.33'],
  ];
  for (const id of [...new Set(of('STAFF').map((e) => str(e['asset'])))]) {
    for (const [fn, rule] of STAFF) {
      const evs = of('STAFF', (e) => e['asset'] === id && e['fn'] === fn);
      if (!evs.length) continue;
      piece(id).choices.push({
        key: `staff:${id}:${fn}`,
        title: td(`fab.ch.staff.${fn}`),
        rule,
        kind: 'one',
        options: byArea(
          s,
          evs.map((e) => {
            const u = str(e['unit']);
            return {
              key: keyOf(e),
              text: fn === 'intelligence' ? enemyBlockLabel(s, viewer, hidden, me, u) : ownUnitLabel(s, u),
              event: e,
              area: areaOf(s, hidden, u),
            };
          }),
        ),
      });
    }
  }
  // 8.1 which special action is spent; 8.25 reorganise around an area; 8.26 quality replacements
  for (const id of [...new Set(of('SPECIAL_ACTION').map((e) => str(e['source'])))]) {
    for (const [use, rule] of [
      ['reorganize', '8.25'],
      ['replacements', '8.26'],
    ] as const) {
      const evs = of('SPECIAL_ACTION', (e) => e['source'] === id && e['use'] === use);
      if (!evs.length) continue;
      piece(id).choices.push({
        key: `sa:${id}:${use}`,
        title: t(`fab.ch.sa.${use}`),
        rule,
        kind: 'one',
        options:
          use === 'reorganize'
            ? byArea(
                s,
                evs.map((e) => ({ key: keyOf(e), text: areaLabel(s, str(e['area'])), event: e, area: str(e['area']) })),
              ).map(({ group: _g, ...o }) => o)
            : byArea(
                s,
                evs.map((e) => {
                  const u = str(e['unit']);
                  return { key: keyOf(e), text: ownUnitLabel(s, u), event: e, area: s.units[u]?.area ?? '' };
                }),
              ),
      });
    }
  }
  // 5.1 / 6.6 the owner's stacking retreat: each unit of an overstacked area, the areas it may retreat to (or, when
  // none of the stack can retreat, its elimination)
  for (const unit of [...new Set(of('STACK_RETREAT').map((e) => str(e['unit'])))]) {
    const evs = of('STACK_RETREAT', (e) => e['unit'] === unit);
    const from = s.units[unit]?.area ?? '';
    piece(`stack:${unit}`, ownUnitLabel(s, unit), areaLabel(s, from)).choices.push({
      key: `stack:${unit}`,
      title: t('fab.ch.stack', { area: areaLabel(s, from) }),
      rule: '5.1',
      kind: 'one',
      options: evs.map((e) => ({
        key: keyOf(e),
        text: typeof e['to'] === 'string' ? areaLabel(s, e['to']) : t('fab.ch.stackEliminate'),
        event: e,
      })),
    });
  }
  return [...pieces].map(([key, p]) => ({
    key,
    name: p.name,
    ...(p.note ? { note: p.note } : {}),
    choices: p.choices,
  }));
}

/** The text a screen reader (and a test) reads for an option: its group and its own words. */
export function optionName(o: ChoiceOption): string {
  return o.group ? `${o.group}: ${o.text}` : o.text;
}
