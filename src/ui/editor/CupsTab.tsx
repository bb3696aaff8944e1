/**
 * The editor's cups tab, per side: assets (2.2: artillery, battle, engineer, staff; the turn each enters the
 * cup, or the box it starts in), events (17.0: what each does and when it may be played), reusable special
 * actions (8.1) and reserve markers (5.21).
 */
import { t } from '../../i18n';
import type { AssetDef, AssetKind, EventDef, FabScenario, Quality, Side, UnitClass } from '../../rules/fab/types';
import {
  addAsset,
  addEvent,
  addSpecialAction,
  editItem,
  editScenario,
  effectOf,
  removeItem,
} from '../../app/draft/model';
import { Check, NumberField, SelectField, TextField } from './fields';
import { classOptions, qualityOptions } from './ForcesTab';
import { BySide, Remove } from './Item';
import { change, openDraft } from './state';

const KINDS: readonly AssetKind[] = ['artillery', 'battle', 'engineer', 'staff'];
const EFFECTS: readonly EventDef['effect']['kind'][] = [
  'special-action',
  'replacements',
  'air-support',
  'extra-draw',
  'rally-assets',
  'victory-points',
];

const formationOptions = (sc: FabScenario, side: Side) => [
  ['', t('editor.cups.anyFormation')] as const,
  ...sc.formations.filter((f) => f.side === side).map((f) => [f.id, `${f.letter} · ${f.name}`] as const),
];

/** When a piece enters its side's cup: at the start (turn 0) or on a turn. */
const turnOptions = (sc: FabScenario) => [
  ['0', t('editor.cups.atStart')] as const,
  ...Array.from({ length: sc.turns }, (_, k) => [String(k + 1), t('editor.cups.onTurn', { n: k + 1 })] as const),
];

function AssetFields({ sc, a, i }: { sc: FabScenario; a: AssetDef; i: number }) {
  const path = `assets[${i}]`;
  const set = (patch: Partial<AssetDef>, key: string | null = null) =>
    change((s) => editItem(s, 'assets', a.id, patch), key);
  return (
    <>
      <TextField
        label={t('editor.cups.name')}
        value={a.name}
        path={`${path}.name`}
        onText={(v) => set({ name: v }, `${a.id}.name`)}
      />
      <div class="ed-pair">
        <SelectField<AssetKind>
          label={t('editor.asset.kind')}
          value={a.kind}
          path={`${path}.kind`}
          options={KINDS.map((k) => [k, t(`editor.asset.${k}`)] as const)}
          onPick={(k) => set({ kind: k })}
        />
        <SelectField<Quality>
          label={t('editor.asset.quality')}
          value={a.quality}
          path={`${path}.quality`}
          options={qualityOptions()}
          onPick={(q) => set({ quality: q })}
        />
      </div>
      <div class="ed-pair">
        <SelectField
          label={t('editor.cups.formation')}
          value={a.formation ?? ''}
          path={`${path}.formation`}
          options={formationOptions(sc, a.side)}
          onPick={(f) => set({ formation: f || undefined })}
        />
        <SelectField<'' | UnitClass>
          label={t('editor.asset.class')}
          value={a.class ?? ''}
          path={`${path}.class`}
          options={[['', t('editor.asset.noClass')], ...classOptions()]}
          onPick={(c) => set({ class: c || undefined })}
        />
      </div>
      <div class="ed-pair">
        <SelectField
          label={t('editor.cups.enters')}
          value={String(a.turn ?? 0)}
          path={`${path}.turn`}
          options={turnOptions(sc)}
          onPick={(v) => set({ turn: v === '0' ? undefined : Number(v) })}
        />
        <SelectField<'cup' | 'available' | 'used'>
          label={t('editor.asset.startBox')}
          value={a.startBox ?? 'cup'}
          path={`${path}.startBox`}
          options={(['cup', 'available', 'used'] as const).map((b) => [b, t(`editor.asset.box.${b}`)] as const)}
          onPick={(b) => set({ startBox: b === 'cup' ? undefined : b })}
        />
      </div>
      <Check
        label={t('editor.asset.cannotRetreat')}
        checked={!!a.cannotRetreat}
        path={`${path}.cannotRetreat`}
        onCheck={(on) => set({ cannotRetreat: on || undefined })}
      />
      <Remove label={t('editor.cups.remove')} onRemove={() => change((s) => removeItem(s, 'assets', a.id))} />
    </>
  );
}

function EffectFields({ e, path }: { e: EventDef; path: string }) {
  const fx = e.effect;
  const set = (effect: EventDef['effect']) => change((s) => editItem(s, 'events', e.id, { effect }), `${e.id}.effect`);
  const count = (label: string, value: number, field: string, f: (n: number) => EventDef['effect']) => (
    <NumberField
      label={label}
      value={value}
      path={`${path}.effect.${field}`}
      min={1}
      max={100}
      onNumber={(n) => n !== undefined && set(f(n))}
    />
  );
  switch (fx.kind) {
    case 'special-action':
      return null;
    case 'replacements':
      return (
        <div class="ed-pair">
          {count(t('editor.event.steps'), fx.steps, 'steps', (n) => ({ ...fx, steps: n }))}
          <SelectField<'' | UnitClass>
            label={t('editor.event.unitClass')}
            value={fx.unitClass ?? ''}
            path={`${path}.effect.unitClass`}
            options={[['', t('editor.event.anyClass')], ...classOptions()]}
            onPick={(c) => set({ ...fx, unitClass: c || undefined })}
          />
          <Check
            label={t('editor.event.allowElite')}
            checked={!!fx.allowElite}
            path={`${path}.effect.allowElite`}
            onCheck={(on) => set({ ...fx, allowElite: on || undefined })}
          />
        </div>
      );
    case 'air-support':
      return (
        <div class="ed-pair">
          {count(t('editor.event.dice'), fx.dice, 'dice', (n) => ({ ...fx, dice: n }))}
          <SelectField<Quality>
            label={t('editor.asset.quality')}
            value={fx.quality}
            path={`${path}.effect.quality`}
            options={qualityOptions()}
            onPick={(q) => set({ ...fx, quality: q })}
          />
        </div>
      );
    case 'extra-draw':
    case 'rally-assets':
      return count(t(`editor.event.count.${fx.kind}`), fx.count, 'count', (n) => ({ ...fx, count: n }));
    case 'victory-points':
      return (
        <NumberField
          label={t('editor.event.points')}
          value={fx.points}
          path={`${path}.effect.points`}
          min={-100}
          max={100}
          onNumber={(n) => n !== undefined && set({ ...fx, points: n })}
        />
      );
  }
}

function EventFields({ sc, e, i }: { sc: FabScenario; e: EventDef; i: number }) {
  const path = `events[${i}]`;
  const set = (patch: Partial<EventDef>, key: string | null = null) =>
    change((s) => editItem(s, 'events', e.id, patch), key);
  return (
    <>
      <TextField
        label={t('editor.cups.name')}
        value={e.name}
        path={`${path}.name`}
        onText={(v) => set({ name: v }, `${e.id}.name`)}
      />
      <div class="ed-pair">
        <SelectField<EventDef['effect']['kind']>
          label={t('editor.event.effect')}
          value={e.effect.kind}
          path={`${path}.effect`}
          options={EFFECTS.map((k) => [k, t(`editor.effect.${k}`)] as const)}
          onPick={(k) => set({ effect: effectOf(k) })}
        />
        <SelectField<'admin' | 'combat' | 'any'>
          label={t('editor.event.when')}
          value={e.when ?? 'admin'}
          path={`${path}.when`}
          options={(['admin', 'combat', 'any'] as const).map((w) => [w, t(`editor.event.when.${w}`)] as const)}
          onPick={(w) => set({ when: w === 'admin' ? undefined : w })}
        />
      </div>
      <EffectFields e={e} path={path} />
      <div class="ed-pair">
        <SelectField
          label={t('editor.cups.formation')}
          value={e.formation ?? ''}
          path={`${path}.formation`}
          options={formationOptions(sc, e.side)}
          onPick={(f) => set({ formation: f || undefined })}
        />
        <SelectField
          label={t('editor.cups.enters')}
          value={String(e.turn ?? 0)}
          path={`${path}.turn`}
          options={turnOptions(sc)}
          onPick={(v) => set({ turn: v === '0' ? undefined : Number(v) })}
        />
      </div>
      <Remove label={t('editor.cups.remove')} onRemove={() => change((s) => removeItem(s, 'events', e.id))} />
    </>
  );
}

export function CupsTab() {
  const sc = openDraft().scenario;
  return (
    <div class="ed-page">
      <section class="ed-section">
        <h2>{t('editor.cups.reserves')}</h2>
        <p class="st-muted">{t('editor.cups.reservesHelp')}</p>
        <div class="ed-pair">
          {sc.sides.map((s) => (
            <NumberField
              key={s.id}
              label={s.name}
              value={sc.reserveMarkers[s.id]}
              path={`reserveMarkers.${s.id}`}
              min={0}
              max={20}
              onNumber={(n) =>
                n !== undefined &&
                change(
                  (x) => editScenario(x, { reserveMarkers: { ...x.reserveMarkers, [s.id]: n } }),
                  `reserve.${s.id}`,
                )
              }
            />
          ))}
        </div>
      </section>
      <BySide
        sc={sc}
        list="assets"
        title={t('editor.cups.assets')}
        add={t('editor.cups.asset')}
        make={(x, side) => addAsset(x, side, t('editor.cups.assetName', { n: x.assets.length + 1 }))}
        summary={(a) => (
          <span class="ed-sum">
            <strong>{a.name}</strong>
            <span class="st-muted">
              {t(`editor.asset.${a.kind}`)} · {t(`editor.quality.${a.quality}`)}
            </span>
          </span>
        )}
      >
        {(a, i) => <AssetFields sc={sc} a={a} i={i} />}
      </BySide>
      <BySide
        sc={sc}
        list="events"
        title={t('editor.cups.events')}
        add={t('editor.cups.event')}
        make={(x, side) => addEvent(x, side, t('editor.cups.eventName', { n: x.events.length + 1 }))}
        summary={(e) => (
          <span class="ed-sum">
            <strong>{e.name}</strong>
            <span class="st-muted">{t(`editor.effect.${e.effect.kind}`)}</span>
          </span>
        )}
      >
        {(e, i) => <EventFields sc={sc} e={e} i={i} />}
      </BySide>
      <BySide
        sc={sc}
        list="specialActions"
        title={t('editor.cups.actions')}
        add={t('editor.cups.action')}
        make={(x, side) => addSpecialAction(x, side, t('editor.cups.actionName', { n: x.specialActions.length + 1 }))}
        summary={(a) => <strong>{a.name}</strong>}
      >
        {(a, i) => (
          <>
            <TextField
              label={t('editor.cups.name')}
              value={a.name}
              path={`specialActions[${i}].name`}
              onText={(v) => change((s) => editItem(s, 'specialActions', a.id, { name: v }), `${a.id}.name`)}
            />
            <SelectField
              label={t('editor.cups.available')}
              value={String(a.turn ?? 0)}
              path={`specialActions[${i}].turn`}
              options={turnOptions(sc)}
              onPick={(v) =>
                change((s) => editItem(s, 'specialActions', a.id, { turn: v === '0' ? undefined : Number(v) }))
              }
            />
            <Remove
              label={t('editor.cups.remove')}
              onRemove={() => change((s) => removeItem(s, 'specialActions', a.id))}
            />
          </>
        )}
      </BySide>
    </div>
  );
}
