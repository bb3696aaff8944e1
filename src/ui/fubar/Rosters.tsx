/** The roster builder (a tool usable without a game) and the new-game form that picks two rosters. */
import { useEffect, useState } from 'preact/hooks';
import type { NewGameFormProps } from '../system-ui';
import { formatNumber, t, td } from '../../i18n';
import { validateRoster, type FigureSpec, type Roster, type UnitSpec } from '../../rules/fubar/roster';
import type { FubarSetupData, FubarSideSetup } from '../../rules/fubar/state';
import {
  ARMOUR_TYPES,
  TRAINING_LEVELS,
  VEHICLE_ARMOURS,
  WEAPON_IDS,
  WEAPONS,
  type WeaponId,
} from '../../rules/fubar/tables';
import { PRESET_ROSTERS, PRESET_SCENARIOS } from '../../scenarios/fubar/presets';
import { rejectionText, RuleLink } from './parts';
import { oneOf } from '../choice';

export const ROSTER_KIND = 'fubar-roster';

interface Saved {
  id: string;
  name: string;
  data: Roster;
}

async function loadSaved(): Promise<Saved[]> {
  try {
    const lib = await import('../../app/library');
    return (await lib.listItems<Roster>(ROSTER_KIND)).map((i) => ({ id: i.id, name: i.name, data: i.data }));
  } catch {
    return [];
  }
}

const FIGURE_PRESETS = {
  rifleman: { weapons: ['rifle'], armour: 'none' },
  trooper: { weapons: ['assault-rifle'], armour: 'light' },
  grenadier: { weapons: ['assault-rifle', 'grenade-launcher'], armour: 'light' },
  gunner: { weapons: ['lmg'], armour: 'none' },
  hmgTeam: { weapons: ['hmg'], armour: 'none' },
  sniper: { weapons: ['sniper-rifle'], armour: 'none' },
  flamer: { weapons: ['flamethrower'], armour: 'medium' },
  officer: { weapons: ['pistol', 'grenades'], armour: 'none' },
  powered: { weapons: ['assault-rifle'], armour: 'powered' },
} satisfies Record<string, FigureSpec>;

const VEHICLE_PRESETS: Record<string, UnitSpec> = {
  carrier: {
    kind: 'vehicle',
    name: 'Carrier',
    training: 'seasoned',
    armour: 'light',
    tank: false,
    crew: 2,
    weapons: ['hmg'],
  },
  lightTank: {
    kind: 'vehicle',
    name: 'Light tank',
    training: 'seasoned',
    armour: 'medium',
    tank: true,
    crew: 3,
    weapons: ['light-gun', 'lmg'],
  },
  mediumTank: {
    kind: 'vehicle',
    name: 'Medium tank',
    training: 'veteran',
    armour: 'heavy',
    tank: true,
    crew: 4,
    weapons: ['light-gun', 'lmg'],
  },
  heavyTank: {
    kind: 'vehicle',
    name: 'Heavy tank',
    training: 'veteran',
    armour: 'very-heavy',
    tank: true,
    crew: 5,
    weapons: ['heavy-gun', 'hmg'],
  },
};

function WeaponPicker({
  list,
  onChange,
  tank,
}: {
  list: readonly WeaponId[];
  onChange: (l: WeaponId[]) => void;
  tank: boolean;
}) {
  return (
    <div class="fubar-weapon-picker">
      {WEAPON_IDS.filter((w) => tank || !WEAPONS[w].tankOnly).map((w) => (
        <button
          type="button"
          class="st-btn fubar-chip"
          aria-pressed={list.includes(w)}
          onClick={() => onChange(list.includes(w) ? list.filter((x) => x !== w) : [...list, w])}
        >
          {t(`fubar.weapon.${w}`)}
        </button>
      ))}
    </div>
  );
}

export function RosterEditor({ roster, onChange }: { roster: Roster; onChange: (r: Roster) => void }) {
  const setUnit = (i: number, u: UnitSpec | null) => {
    const units = roster.units.slice();
    if (u) units[i] = u;
    else units.splice(i, 1);
    onChange({ ...roster, units });
  };
  return (
    <div class="fubar-roster-editor">
      <label class="st-field">
        {t('fubar.rosterName')}
        <input
          value={roster.name}
          maxLength={60}
          onInput={(e) => onChange({ ...roster, name: e.currentTarget.value })}
        />
      </label>
      {roster.units.map((u, i) => (
        <fieldset class="st-card fubar-unit-edit">
          <legend>
            {u.kind === 'vehicle' ? t('fubar.vehicle') : t('fubar.infantry')} {formatNumber(i + 1)}
          </legend>
          <div class="st-row">
            <label class="st-field">
              {t('fubar.unitName')}
              <input value={u.name} maxLength={40} onInput={(e) => setUnit(i, { ...u, name: e.currentTarget.value })} />
            </label>
            <label class="st-field">
              {t('fubar.trainingLabel')}
              <select
                value={u.training}
                onChange={(e) => setUnit(i, { ...u, training: oneOf(TRAINING_LEVELS, e.currentTarget.value) })}
              >
                {TRAINING_LEVELS.map((l) => (
                  <option value={l}>{t(`fubar.training.${l}`)}</option>
                ))}
              </select>
            </label>
            <button type="button" class="st-btn st-btn-danger" onClick={() => setUnit(i, null)}>
              {t('fubar.removeUnit')}
            </button>
          </div>
          {u.kind === 'vehicle' ? (
            <>
              <div class="st-row">
                <label class="st-field">
                  {t('fubar.vehicleArmour')}
                  <select
                    value={u.armour}
                    onChange={(e) => setUnit(i, { ...u, armour: oneOf(VEHICLE_ARMOURS, e.currentTarget.value) })}
                  >
                    {VEHICLE_ARMOURS.map((a) => (
                      <option value={a}>{t(`fubar.varmour.${a}`)}</option>
                    ))}
                  </select>
                </label>
                <label class="fubar-check">
                  <input
                    type="checkbox"
                    checked={u.tank}
                    onChange={(e) => setUnit(i, { ...u, tank: e.currentTarget.checked })}
                  />{' '}
                  {t('fubar.tank')}
                </label>
                <label class="st-field">
                  {t('fubar.crew')}
                  <input
                    type="number"
                    min={1}
                    max={10}
                    value={u.crew}
                    onInput={(e) => setUnit(i, { ...u, crew: Number(e.currentTarget.value) })}
                  />
                </label>
              </div>
              <WeaponPicker list={u.weapons} tank={u.tank} onChange={(weapons) => setUnit(i, { ...u, weapons })} />
            </>
          ) : (
            <>
              <ol class="fubar-figure-list">
                {u.figures.map((f, j) => (
                  <li class="fubar-figure-edit">
                    <div class="st-row">
                      <span>{t('fubar.figure', { n: j + 1 })}</span>
                      <select
                        aria-label={t('fubar.armourLabel')}
                        value={f.armour}
                        onChange={(e) =>
                          setUnit(i, {
                            ...u,
                            figures: u.figures.map((x, k) =>
                              k === j ? { ...x, armour: oneOf(ARMOUR_TYPES, e.currentTarget.value) } : x,
                            ),
                          })
                        }
                      >
                        {ARMOUR_TYPES.map((a) => (
                          <option value={a}>{t(`fubar.armour.${a}`)}</option>
                        ))}
                      </select>
                      <button
                        type="button"
                        class="st-btn st-btn-danger"
                        onClick={() => setUnit(i, { ...u, figures: u.figures.filter((_, k) => k !== j) })}
                      >
                        {t('fubar.removeFigure')}
                      </button>
                    </div>
                    <WeaponPicker
                      list={f.weapons}
                      tank={false}
                      onChange={(weapons) =>
                        setUnit(i, { ...u, figures: u.figures.map((x, k) => (k === j ? { ...x, weapons } : x)) })
                      }
                    />
                  </li>
                ))}
              </ol>
              <div class="st-row">
                {Object.entries(FIGURE_PRESETS).map(([k, f]) => (
                  <button type="button" class="st-btn" onClick={() => setUnit(i, { ...u, figures: [...u.figures, f] })}>
                    + {td(`fubar.preset.${k}`)}
                  </button>
                ))}
              </div>
            </>
          )}
        </fieldset>
      ))}
      <div class="st-row">
        <button
          type="button"
          class="st-btn"
          onClick={() =>
            onChange({
              ...roster,
              units: [
                ...roster.units,
                {
                  kind: 'infantry',
                  name: t('fubar.newUnitName', { n: roster.units.length + 1 }),
                  training: 'seasoned',
                  figures: [FIGURE_PRESETS.rifleman, FIGURE_PRESETS.rifleman, FIGURE_PRESETS.rifleman],
                },
              ],
            })
          }
        >
          + {t('fubar.addInfantry')}
        </button>
        {Object.entries(VEHICLE_PRESETS).map(([k, v]) => (
          <button type="button" class="st-btn" onClick={() => onChange({ ...roster, units: [...roster.units, v] })}>
            + {td(`fubar.preset.${k}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

export function RosterTool() {
  const [saved, setSaved] = useState<Saved[]>([]);
  const [editing, setEditing] = useState<Saved | null>(null);
  const [msg, setMsg] = useState<{ text: string; rule?: string } | null>(null);
  const refresh = () => loadSaved().then(setSaved);
  useEffect(() => void refresh(), []);
  if (editing) {
    const check = validateRoster(editing.data);
    return (
      <main class="st-page fubar-tool">
        <h1>{t('fubar.tool.rosters')}</h1>
        <RosterEditor roster={editing.data} onChange={(data) => setEditing({ ...editing, data })} />
        {!check.ok ? (
          <p class="fubar-why" role="status">
            {rejectionText(check)} <RuleLink rule={check.rule} />
          </p>
        ) : null}
        <div class="st-row">
          <button
            type="button"
            class="st-btn st-btn-primary"
            disabled={!check.ok}
            onClick={async () => {
              if (!check.ok) return;
              const lib = await import('../../app/library');
              await lib.putItem({ id: editing.id, kind: ROSTER_KIND, name: check.value.name, data: check.value });
              setMsg({ text: t('fubar.rosterSaved', { name: check.value.name }) });
              setEditing(null);
              await refresh();
            }}
          >
            {t('fubar.saveRoster')}
          </button>
          <button type="button" class="st-btn" onClick={() => setEditing(null)}>
            {t('fubar.cancel')}
          </button>
        </div>
      </main>
    );
  }
  const fresh = (data: Roster): Saved => ({ id: `roster-${Date.now().toString(36)}`, name: data.name, data });
  return (
    <main class="st-page fubar-tool">
      <h1>{t('fubar.tool.rosters')}</h1>
      {msg ? <p role="status">{msg.text}</p> : null}
      <h2>{t('fubar.savedRosters')}</h2>
      {saved.length === 0 ? <p class="st-muted">{t('fubar.noSavedRosters')}</p> : null}
      <ul class="fubar-roster-list">
        {saved.map((s) => (
          <li class="st-row">
            <strong>
              <bdi>{s.name}</bdi>
            </strong>
            <button type="button" class="st-btn" onClick={() => setEditing(s)}>
              {t('fubar.edit')}
            </button>
            <button
              type="button"
              class="st-btn st-btn-danger"
              onClick={async () => {
                const lib = await import('../../app/library');
                await lib.deleteItem(s.id);
                await refresh();
              }}
            >
              {t('fubar.delete')}
            </button>
          </li>
        ))}
      </ul>
      <h2>{t('fubar.newRoster')}</h2>
      <div class="st-row">
        <button
          type="button"
          class="st-btn"
          onClick={() => setEditing(fresh({ name: t('fubar.newRosterName'), units: [] }))}
        >
          {t('fubar.blankRoster')}
        </button>
        {Object.entries(PRESET_ROSTERS).map(([k, r]) => (
          <button type="button" class="st-btn" onClick={() => setEditing(fresh(structuredClone(r)))}>
            {t('fubar.fromPreset', { name: td(`fubar.presetRoster.${k}`) })}
          </button>
        ))}
      </div>
    </main>
  );
}

/** The two sides with side `i` replaced by `next`. */
const withSide = (sides: FubarSetupData['sides'], i: 0 | 1, next: FubarSideSetup): FubarSetupData['sides'] =>
  i === 0 ? [next, sides[1]] : [sides[0], next];

/** New game: pick each side's roster (presets or saved), its name and initiative modifier. */
export function NewGameOptions({ scenarioId, onData }: NewGameFormProps) {
  const base = PRESET_SCENARIOS[scenarioId];
  const [saved, setSaved] = useState<Saved[]>([]);
  const [data, setData] = useState<FubarSetupData | null>(base ?? null);
  useEffect(() => {
    // the rosters always travel in GameSetup.data, so an exported game carries them
    if (base) onData?.(base);
    void loadSaved().then(setSaved);
  }, []);
  if (!data) return null;
  const choices: [string, string, Roster][] = [
    ...Object.entries(PRESET_ROSTERS).map(([k, r]): [string, string, Roster] => [
      `preset:${k}`,
      td(`fubar.presetRoster.${k}`),
      r,
    ]),
    ...saved.map((s): [string, string, Roster] => [`saved:${s.id}`, s.name, s.data]),
  ];
  const update = (next: FubarSetupData) => {
    setData(next);
    onData?.(next);
  };
  return (
    <div class="fubar-newgame">
      {([0, 1] as const).map((i) => {
        const side = data.sides[i];
        const current = choices.find((c) => JSON.stringify(c[2]) === JSON.stringify(side.roster));
        return (
          <fieldset class="st-card">
            <legend>{t('fubar.sideN', { letter: i === 0 ? 'A' : 'B' })}</legend>
            <label class="st-field">
              {t('fubar.sideName')}
              <input
                value={side.name ?? ''}
                maxLength={30}
                onInput={(e) => {
                  update({ ...data, sides: withSide(data.sides, i, { ...side, name: e.currentTarget.value }) });
                }}
              />
            </label>
            <label class="st-field">
              {t('fubar.roster')}
              <select
                value={current?.[0] ?? ''}
                onChange={(e) => {
                  const c = choices.find((x) => x[0] === e.currentTarget.value);
                  if (!c) return;
                  update({ ...data, sides: withSide(data.sides, i, { ...side, roster: c[2] }) });
                }}
              >
                {current ? null : <option value="">{side.roster.name}</option>}
                {choices.map((c) => (
                  <option value={c[0]}>{c[1]}</option>
                ))}
              </select>
            </label>
            <label class="st-field">
              {t('fubar.initiativeModifier')}
              <input
                type="number"
                min={-6}
                max={6}
                value={side.initiativeModifier ?? 0}
                onInput={(e) => {
                  const initiativeModifier = Math.trunc(Number(e.currentTarget.value) || 0);
                  update({ ...data, sides: withSide(data.sides, i, { ...side, initiativeModifier }) });
                }}
              />
            </label>
          </fieldset>
        );
      })}
      <p>
        <a class="st-btn" href="#/tool/fubar/rosters">
          {t('fubar.tool.rosters')}
        </a>
      </p>
    </div>
  );
}
