/**
 * The editor's forces tab: the two sides (name, colour, who plays first), their formations (13.2: name,
 * colour and letter, so colour is never the only sign) and their units (2.3: class, steps with the quality of
 * each, set-up area or arrival turn and entry letters, reserve eligibility 14.7).
 */
import { t } from '../../i18n';
import type { FabScenario, Quality, Side, UnitClass, UnitDef } from '../../rules/fab/types';
import {
  addFormation,
  addUnit,
  editItem,
  editScenario,
  editSide,
  formationInUse,
  initialOf as initial,
  removeItem,
  setArrival,
  setStart,
  setStep,
} from '../../app/draft/model';
import { Check, Choice, NumberField, SelectField, TextField } from './fields';
import { BySide, Remove } from './Item';
import { areaTitle } from './MapTab';
import { change, openDraft } from './state';

const QUALITIES: readonly Quality[] = ['recruit', 'veteran', 'elite'];
const CLASSES: readonly UnitClass[] = ['infantry', 'armor'];

export function qualityOptions() {
  return QUALITIES.map((q) => [q, t(`editor.quality.${q}`)] as const);
}
export function classOptions() {
  return CLASSES.map((c) => [c, t(`editor.class.${c}`)] as const);
}

/** The entry letters a reinforcement of `side` may name: each letter (its own side's first), and each range of
 * two (14.2: "AC" is A to C). */
function entryChoices(sc: FabScenario, side: Side, current: string | undefined): [string, string][] {
  const own = (l: string) => sc.entryAreas.some((e) => e.letter === l && e.side === side);
  const letters = [...new Set(sc.entryAreas.map((e) => e.letter))].sort((a, b) =>
    own(a) === own(b) ? a.localeCompare(b) : own(a) ? -1 : 1,
  );
  const out: [string, string][] = letters.map((l) => [l, l]);
  if (letters.length <= 8)
    for (const [i, from] of letters.entries())
      for (const to of letters.slice(i + 1)) out.push([`${from}${to}`, t('editor.unit.range', { from, to })]);
  if (current && !out.some(([v]) => v === current)) out.unshift([current, current]);
  if (!out.length) out.push(['', t('editor.unit.noEntries')]);
  return out;
}

function where(sc: FabScenario, u: UnitDef): string {
  if (u.arrives) return t('editor.unit.arrivesShort', { turn: u.arrives.turn, entry: u.arrives.entry });
  if (u.start) return areaTitle(sc.areas.find((a) => a.id === u.start));
  return t('editor.unit.nowhere');
}

function UnitFields({ sc, u, i }: { sc: FabScenario; u: UnitDef; i: number }) {
  const path = `units[${i}]`;
  const key = (k: string) => `${u.id}.${k}`;
  const forms = sc.formations.filter((f) => f.side === u.side);
  const arrives = u.arrives;
  return (
    <>
      <TextField
        label={t('editor.unit.name')}
        value={u.name}
        path={`${path}.name`}
        onText={(v) => change((s) => editItem(s, 'units', u.id, { name: v }), key('name'))}
      />
      <div class="ed-pair">
        <SelectField
          label={t('editor.unit.formation')}
          value={u.formation}
          path={`${path}.formation`}
          options={[
            ...(forms.some((f) => f.id === u.formation) ? [] : [[u.formation, t('editor.unit.noFormation')] as const]),
            ...forms.map((f) => [f.id, `${f.letter} · ${f.name}`] as const),
          ]}
          onPick={(f) => change((s) => editItem(s, 'units', u.id, { formation: f }))}
        />
        <TextField
          label={t('editor.unit.type')}
          value={u.type ?? ''}
          path={`${path}.type`}
          onText={(v) => change((s) => editItem(s, 'units', u.id, { type: v || undefined }), key('type'))}
        />
      </div>
      <Choice<UnitClass>
        legend={t('editor.unit.class')}
        name={`class-${u.id}`}
        value={u.class}
        path={`${path}.class`}
        options={classOptions()}
        onPick={(c) => change((s) => editItem(s, 'units', u.id, { class: c }))}
      />
      <fieldset class="ed-choice" data-field={`${path}.steps`}>
        <legend>{t('editor.unit.steps')}</legend>
        <p class="st-muted ed-hint">{t('editor.unit.stepsHelp')}</p>
        <div class="ed-steps">
          {u.steps.map((q, k) => (
            <SelectField<Quality>
              key={k}
              label={t('editor.unit.step', { n: k + 1 })}
              value={q}
              path={`${path}.steps[${k}]`}
              options={qualityOptions()}
              onPick={(v) => change((s) => setStep(s, u.id, k, v))}
            />
          ))}
        </div>
        <div class="st-row">
          <button
            type="button"
            class="st-btn"
            disabled={u.steps.length >= 4}
            onClick={() => change((s) => setStep(s, u.id, u.steps.length, u.steps.at(-1) ?? 'veteran'))}
          >
            {t('editor.unit.addStep')}
          </button>
          <button
            type="button"
            class="st-btn"
            disabled={u.steps.length <= 1}
            onClick={() => change((s) => setStep(s, u.id, u.steps.length - 1, null))}
          >
            {t('editor.unit.removeStep')}
          </button>
        </div>
      </fieldset>
      <Choice<'start' | 'arrives'>
        legend={t('editor.unit.setup')}
        name={`setup-${u.id}`}
        value={arrives ? 'arrives' : 'start'}
        path={`${path}.start`}
        options={[
          ['start', t('editor.unit.starts')],
          ['arrives', t('editor.unit.arrives')],
        ]}
        onPick={(v) =>
          change((s) =>
            v === 'arrives'
              ? setArrival(s, u.id, {
                  turn: Math.min(2, s.turns),
                  entry: entryChoices(s, u.side, undefined)[0]?.[0] ?? '',
                })
              : editItem(s, 'units', u.id, { arrives: undefined }),
          )
        }
      />
      {arrives ? (
        <div class="ed-pair">
          <SelectField
            label={t('editor.unit.turn')}
            value={String(arrives.turn)}
            path={`${path}.arrives.turn`}
            options={Array.from({ length: sc.turns }, (_, k) => [String(k + 1), String(k + 1)] as const)}
            onPick={(v) => change((s) => setArrival(s, u.id, { ...arrives, turn: Number(v) }))}
          />
          <SelectField
            label={t('editor.unit.entry')}
            value={arrives.entry}
            path={`${path}.arrives.entry`}
            options={entryChoices(sc, u.side, arrives.entry)}
            onPick={(v) => change((s) => setArrival(s, u.id, { ...arrives, entry: v }))}
          />
        </div>
      ) : (
        <SelectField
          label={t('editor.unit.area')}
          value={u.start ?? ''}
          path={`${path}.start`}
          options={[['', t('editor.unit.pickArea')], ...sc.areas.map((a) => [a.id, areaTitle(a)] as const)]}
          onPick={(v) => (v ? change((s) => setStart(s, u.id, v)) : undefined)}
        />
      )}
      <NumberField
        label={arrives ? t('editor.unit.arrivalSteps') : t('editor.unit.startSteps')}
        value={arrives ? arrives.steps : u.startSteps}
        path={arrives ? `${path}.arrives.steps` : `${path}.startSteps`}
        min={1}
        max={u.steps.length}
        optional
        onNumber={(n) =>
          change(
            (s) =>
              arrives ? setArrival(s, u.id, { ...arrives, steps: n }) : editItem(s, 'units', u.id, { startSteps: n }),
            key('steps'),
          )
        }
      />
      <Check
        label={t('editor.unit.reserve')}
        checked={u.reserveEligible !== false}
        path={`${path}.reserveEligible`}
        onCheck={(on) => change((s) => editItem(s, 'units', u.id, { reserveEligible: on ? undefined : false }))}
      />
      <Remove label={t('editor.unit.remove')} onRemove={() => change((s) => removeItem(s, 'units', u.id))} />
    </>
  );
}

export function ForcesTab() {
  const sc = openDraft().scenario;
  const sideOptions = sc.sides.map((s) => [s.id, s.name] as const);
  return (
    <div class="ed-page">
      <section class="ed-section">
        <h2>{t('editor.sides.title')}</h2>
        <div class="ed-sides">
          {sc.sides.map((s, i) => (
            <div key={s.id} class="ed-side" data-side={s.id}>
              <TextField
                label={t('editor.sides.name', { n: i + 1 })}
                value={s.name}
                path={`sides[${i}].name`}
                onText={(v) => change((x) => editSide(x, s.id, { name: v }), `side.${s.id}.name`)}
              />
              <ColourField
                label={t('editor.sides.colour', { n: i + 1 })}
                value={s.colour}
                path={`sides[${i}].colour`}
                onColour={(c) => change((x) => editSide(x, s.id, { colour: c }), `side.${s.id}.colour`)}
              />
            </div>
          ))}
        </div>
        <Choice<Side>
          legend={t('editor.sides.first')}
          name="first-player"
          value={sc.firstPlayer}
          path="firstPlayer"
          options={sideOptions}
          onPick={(v) => change((x) => editScenario(x, { firstPlayer: v }))}
        />
      </section>
      <BySide
        sc={sc}
        list="formations"
        title={t('editor.formations.title')}
        add={t('editor.formations.one')}
        make={(x, side) => addFormation(x, side, t('editor.formations.defaultName', { n: x.formations.length + 1 }))}
        summary={(f) => (
          <span class="ed-sum">
            <span class="ed-swatch" aria-hidden="true" style={{ backgroundColor: f.colour }} />
            <strong>{f.letter}</strong> {f.name}
          </span>
        )}
      >
        {(f, i) => (
          <>
            <TextField
              label={t('editor.formations.name')}
              value={f.name}
              path={`formations[${i}].name`}
              onText={(v) =>
                change(
                  // the letter follows the name while it is the name's first letter
                  (x) =>
                    editItem(x, 'formations', f.id, {
                      name: v,
                      ...(f.letter === initial(f.name) && initial(v) ? { letter: initial(v) } : {}),
                    }),
                  `${f.id}.name`,
                )
              }
            />
            <div class="ed-pair">
              <TextField
                label={t('editor.formations.letter')}
                value={f.letter}
                max={1}
                path={`formations[${i}].letter`}
                onText={(v) =>
                  change((x) => editItem(x, 'formations', f.id, { letter: v.toUpperCase() }), `${f.id}.letter`)
                }
              />
              <ColourField
                label={t('editor.formations.colour')}
                value={f.colour}
                path={`formations[${i}].colour`}
                onColour={(c) => change((x) => editItem(x, 'formations', f.id, { colour: c }), `${f.id}.colour`)}
              />
            </div>
            <Remove
              label={t('editor.formations.remove')}
              disabled={formationInUse(sc, f.id)}
              why={t('editor.formations.inUse')}
              onRemove={() => change((x) => removeItem(x, 'formations', f.id))}
            />
          </>
        )}
      </BySide>
      <BySide
        sc={sc}
        list="units"
        title={t('editor.units.title')}
        add={t('editor.units.one')}
        make={(x, side) => addUnit(x, side, t('editor.units.defaultName', { n: x.units.length + 1 }))}
        summary={(u) => (
          <span class="ed-sum">
            <strong>{u.name}</strong>
            <span class="st-muted">
              {[
                sc.formations.find((x) => x.id === u.formation)?.letter ?? '?',
                t(`editor.class.${u.class}`),
                t('editor.unit.stepsN', { n: u.steps.length }),
                where(sc, u),
              ].join(' · ')}
            </span>
          </span>
        )}
      >
        {(u, i) => <UnitFields sc={sc} u={u} i={i} />}
      </BySide>
    </div>
  );
}

export function ColourField(props: { label: string; value: string; path: string; onColour: (c: string) => void }) {
  return (
    <label class="st-field ed-field ed-colour">
      <span>{props.label}</span>
      <input
        type="color"
        data-field={props.path}
        value={/^#[0-9a-fA-F]{6}$/.test(props.value) ? props.value : '#888888'}
        onInput={(e) => props.onColour(e.currentTarget.value)}
      />
    </label>
  );
}
