/**
 * Combat assistant (issue 4): for people playing the physical game. They describe both sides of one battle
 * (units, assets, terrain, defences), then the app runs the combat round (6.2) step by step with its own
 * dice or with the dice they rolled at the table and type in. Nothing is stored; the round lives here.
 */
import { useState } from 'preact/hooks';
import { refusalText } from './refusal';
import { t } from '../../i18n';
import { createDice } from '../../rules/common/dice';
import type { Rejection } from '../../rules/common/result';
import { defaultCombatTable } from '../../rules/fab/combat/table';
import type {
  AssetKind,
  CombatAsset,
  CombatSide,
  CombatUnit,
  Quality,
  RoundSetup,
  UnitClass,
} from '../../rules/fab/combat/types';
import { applyCombatEvent, startCombatRound, type CombatRound } from '../../../machines/fab/combat-round';
import { CombatPanel } from './Combat';
import { assistantView } from '../../../machines/fab/view';
import { RuleLink } from './RuleLink';
import { Icon } from '../icons';
import { oneOf } from '../choice';

interface UnitRow {
  name: string;
  unitClass: UnitClass;
  steps: number;
  quality: Quality;
  disordered: boolean;
}
interface AssetRow {
  name: string;
  kind: Exclude<AssetKind, 'event'>;
  unitClass: UnitClass;
  quality: Quality;
}
interface SideRows {
  units: UnitRow[];
  assets: AssetRow[];
}

const QUALITIES: readonly Quality[] = ['elite', 'veteran', 'recruit'];
const CLASSES: readonly UnitClass[] = ['infantry', 'armor'];
const KINDS: readonly AssetRow['kind'][] = ['artillery', 'battle', 'engineer'];
const EDITIONS = ['revised', 'original'] as const;

const blankUnit = (n: number): UnitRow => ({
  name: t('fab.as.unitN', { n }),
  unitClass: 'infantry',
  steps: 3,
  quality: 'veteran',
  disordered: false,
});
const blankAsset = (n: number): AssetRow => ({
  name: t('fab.as.assetN', { n }),
  kind: 'artillery',
  unitClass: 'infantry',
  quality: 'veteran',
});

/** Build the round's plain set-up from the form rows (6.2). Exported for tests. */
export function setupFromRows(
  rows: Record<CombatSide, SideRows>,
  opts: {
    terrain: number;
    defences: boolean;
    riverAssault: boolean;
    newlyContested: boolean;
    edition: 'revised' | 'original';
    typed: boolean;
    seed: number;
  },
): RoundSetup {
  const units = (side: CombatSide): CombatUnit[] =>
    rows[side].units.map((u, i) => ({
      id: `${side[0]}u${i + 1}`,
      name: u.name || `${side} ${i + 1}`,
      side,
      formation: side,
      unitClass: u.unitClass,
      qualities: Array.from({ length: Math.max(1, Math.min(4, u.steps)) }, () => u.quality),
      steps: Math.max(1, Math.min(4, u.steps)),
      order: u.disordered ? 'disordered' : 'good',
    }));
  const assets = (side: CombatSide): CombatAsset[] =>
    rows[side].assets.map((a, i) => ({
      id: `${side[0]}a${i + 1}`,
      name: a.name || `${side} asset ${i + 1}`,
      kind: a.kind,
      formation: side,
      quality: a.quality,
      ...(a.kind === 'artillery' ? {} : { unitClass: a.unitClass }),
    }));
  return {
    areaId: t('fab.as.battle'),
    attacker: {
      units: units('attacker'),
      available: assets('attacker'),
      supplied: true,
      canTraceSupply: true,
      specialActions: 0,
    },
    defender: {
      units: units('defender'),
      available: assets('defender'),
      supplied: true,
      canTraceSupply: true,
      specialActions: 0,
    },
    terrain: opts.terrain,
    defences: opts.defences,
    riverAssault: opts.riverAssault,
    newlyContested: opts.newlyContested,
    edition: opts.edition,
    table: defaultCombatTable,
    dice: createDice({ kind: 'seeded', seed: opts.seed }),
    typedDice: opts.typed,
  };
}

/** A labelled drop-down of the form (a class, a quality, a number of steps...). */
function Pick<T extends string | number>({
  label,
  value,
  options,
  word,
  onPick,
}: {
  label: string;
  value: T;
  options: readonly T[];
  word: (v: T) => string;
  onPick: (v: T) => void;
}) {
  return (
    <label class="fab-field">
      <span>{label}</span>
      <select
        value={String(value)}
        onChange={(e) => {
          const v = options.find((o) => String(o) === e.currentTarget.value);
          if (v !== undefined) onPick(v);
        }}
      >
        {options.map((o) => (
          <option key={o} value={String(o)}>
            {word(o)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A row's name field and its remove button (units and assets alike). */
function NameField({ value, onName }: { value: string; onName: (v: string) => void }) {
  return (
    <label class="fab-field">
      <span>{t('fab.as.name')}</span>
      <input value={value} onInput={(e) => onName(e.currentTarget.value)} />
    </label>
  );
}
function Remove({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <button type="button" class="st-btn" aria-label={t('fab.as.removeNamed', { name })} onClick={onRemove}>
      <Icon name="cross" />
    </button>
  );
}

const STEPS = [1, 2, 3, 4] as const;
const classWord = (c: UnitClass) => t(`fab.class.${c}`);
const qualityWord = (q: Quality) => t(`fab.quality.${q}`);

function SideForm({ side, rows, onChange }: { side: CombatSide; rows: SideRows; onChange: (r: SideRows) => void }) {
  const setUnit = (i: number, patch: Partial<UnitRow>) =>
    onChange({ ...rows, units: rows.units.map((u, k) => (k === i ? { ...u, ...patch } : u)) });
  const setAsset = (i: number, patch: Partial<AssetRow>) =>
    onChange({ ...rows, assets: rows.assets.map((a, k) => (k === i ? { ...a, ...patch } : a)) });
  const role = t(`fab.role.${side}`);
  return (
    <fieldset class={`fab-as-side fab-line-${side}`}>
      <legend>{role}</legend>
      {rows.units.map((u, i) => (
        <div key={i} class="fab-as-row" role="group" aria-label={`${role}: ${u.name}`}>
          <NameField value={u.name} onName={(name) => setUnit(i, { name })} />
          <Pick
            label={t('fab.as.class')}
            value={u.unitClass}
            options={CLASSES}
            word={classWord}
            onPick={(unitClass) => setUnit(i, { unitClass })}
          />
          <Pick
            label={t('fab.as.steps')}
            value={u.steps}
            options={STEPS}
            word={String}
            onPick={(steps) => setUnit(i, { steps })}
          />
          <Pick
            label={t('fab.as.quality')}
            value={u.quality}
            options={QUALITIES}
            word={qualityWord}
            onPick={(quality) => setUnit(i, { quality })}
          />
          <label class="fab-check">
            <input
              type="checkbox"
              checked={u.disordered}
              onChange={(e) => setUnit(i, { disordered: e.currentTarget.checked })}
            />
            <span>{t('fab.order.disordered')}</span>
          </label>
          <Remove name={u.name} onRemove={() => onChange({ ...rows, units: rows.units.filter((_, k) => k !== i) })} />
        </div>
      ))}
      <button
        type="button"
        class="st-btn"
        onClick={() => onChange({ ...rows, units: [...rows.units, blankUnit(rows.units.length + 1)] })}
      >
        {t('fab.as.addUnit')}
      </button>
      <h4>
        {t('fab.as.assets')} <RuleLink rule={side === 'attacker' ? '6.22' : '6.23'} />
      </h4>
      {rows.assets.map((a, i) => (
        <div key={i} class="fab-as-row" role="group" aria-label={`${role}: ${a.name}`}>
          <NameField value={a.name} onName={(name) => setAsset(i, { name })} />
          <Pick
            label={t('fab.as.kind')}
            value={a.kind}
            options={KINDS}
            word={(k) => t(`fab.assetKind.${k}`)}
            onPick={(kind) => setAsset(i, { kind })}
          />
          {a.kind !== 'artillery' ? (
            <Pick
              label={t('fab.as.class')}
              value={a.unitClass}
              options={CLASSES}
              word={classWord}
              onPick={(unitClass) => setAsset(i, { unitClass })}
            />
          ) : null}
          <Pick
            label={t('fab.as.quality')}
            value={a.quality}
            options={QUALITIES}
            word={qualityWord}
            onPick={(quality) => setAsset(i, { quality })}
          />
          <Remove name={a.name} onRemove={() => onChange({ ...rows, assets: rows.assets.filter((_, k) => k !== i) })} />
        </div>
      ))}
      <button
        type="button"
        class="st-btn"
        onClick={() => onChange({ ...rows, assets: [...rows.assets, blankAsset(rows.assets.length + 1)] })}
      >
        {t('fab.as.addAsset')}
      </button>
    </fieldset>
  );
}

export function CombatAssistant() {
  const [rows, setRows] = useState<Record<CombatSide, SideRows>>(() => ({
    attacker: { units: [blankUnit(1)], assets: [] },
    defender: { units: [blankUnit(1)], assets: [] },
  }));
  const [terrain, setTerrain] = useState(1);
  const [defences, setDefences] = useState(false);
  const [river, setRiver] = useState(false);
  const [newly, setNewly] = useState(true);
  const [edition, setEdition] = useState<'revised' | 'original'>('revised');
  const [typed, setTyped] = useState(false);
  const [history, setHistory] = useState<CombatRound[]>([]);
  const [error, setError] = useState<Rejection | null>(null);
  const cr = history[history.length - 1];

  const start = () => {
    const r = startCombatRound(
      setupFromRows(rows, {
        terrain,
        defences,
        riverAssault: river,
        newlyContested: newly,
        edition,
        typed,
        seed: Date.now() >>> 0,
      }),
    );
    if (!r.ok) {
      setError(r);
      return;
    }
    setError(null);
    setHistory([r.value]);
  };

  if (cr) {
    return (
      <main class="st-page fab-assistant">
        <CombatPanel
          cv={assistantView(cr)}
          title={t('fab.as.roundTitle')}
          sideName={(s) => t(`fab.role.${s}`)}
          typedDice={typed}
          onEvent={(e) => {
            const out = applyCombatEvent(cr, e);
            if (!out.ok) return Promise.resolve({ ...out, message: refusalText(out) });
            setHistory([...history, out.state]);
            return Promise.resolve(null);
          }}
        />
        <div class="fab-list">
          <button
            type="button"
            class="st-btn"
            disabled={history.length < 2}
            onClick={() => setHistory(history.slice(0, -1))}
          >
            {t('fab.as.back')}
          </button>
          <button type="button" class="st-btn" onClick={() => setHistory([])}>
            {t('fab.as.edit')}
          </button>
        </div>
      </main>
    );
  }
  return (
    <main class="st-page fab-assistant">
      <h2>{t('fab.tool.combat')}</h2>
      <p class="fab-muted">
        {t('fab.as.intro')} <RuleLink rule="6.2" />
      </p>
      <p class="fab-muted">{defaultCombatTable.label}</p>
      <div class="fab-lines">
        <SideForm side="attacker" rows={rows.attacker} onChange={(r) => setRows({ ...rows, attacker: r })} />
        <SideForm side="defender" rows={rows.defender} onChange={(r) => setRows({ ...rows, defender: r })} />
      </div>
      <fieldset class="fab-as-battle">
        <legend>{t('fab.as.battleFacts')}</legend>
        <label class="fab-field">
          <span>{t('fab.as.terrain')}</span>
          <select value={String(terrain)} onChange={(e) => setTerrain(Number(e.currentTarget.value))}>
            {[0, 1, 2, 3].map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label class="fab-check">
          <input type="checkbox" checked={defences} onChange={(e) => setDefences(e.currentTarget.checked)} />
          <span>{t('fab.marker.defences')}</span>
        </label>
        <label class="fab-check">
          <input type="checkbox" checked={river} onChange={(e) => setRiver(e.currentTarget.checked)} />
          <span>{t('fab.marker.riverAssault')}</span>
        </label>
        <label class="fab-check">
          <input type="checkbox" checked={newly} onChange={(e) => setNewly(e.currentTarget.checked)} />
          <span>{t('fab.marker.newlyContested')}</span>
        </label>
        <label class="fab-field">
          <span>{t('fab.opt.edition')}</span>
          <select value={edition} onChange={(e) => setEdition(oneOf(EDITIONS, e.currentTarget.value))}>
            <option value="revised">{t('fab.opt.ed2016')}</option>
            <option value="original">{t('fab.opt.edOriginal')}</option>
          </select>
        </label>
        <label class="fab-check">
          <input type="checkbox" checked={typed} onChange={(e) => setTyped(e.currentTarget.checked)} />
          <span>{t('fab.as.typed')}</span>
        </label>
      </fieldset>
      {error ? (
        <p class="st-error" role="alert">
          {refusalText(error)} <RuleLink rule={error.rule} />
        </p>
      ) : null}
      <button type="button" class="st-btn fab-primary" onClick={start}>
        {t('fab.as.start')}
      </button>
    </main>
  );
}
