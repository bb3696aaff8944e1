/**
 * The editor's scenario tab: name and notes, initial control of the areas not set one by one (24.0), victory
 * conditions (19.0: points per enemy step eliminated, the margin blue must pass), strategic movement limits
 * (14.8), and the combat table: the app's default, or edited with the same form a new game offers.
 */
import { t } from '../../i18n';
import type { Side } from '../../rules/fab/types';
import { defaultCombatTable } from '../../rules/fab/combat/table';
import { editScenario } from '../../app/draft/model';
import { CombatTableFields } from '../fab/Options';
import { Choice, NumberField, TextField } from './fields';
import { change, openDraft } from './state';

export function ScenarioTab() {
  const sc = openDraft().scenario;
  const sides = sc.sides.map((s) => [s.id, s.name] as const);
  const limit = sc.strategicMoveLimit ?? {};
  return (
    <div class="ed-page">
      <section class="ed-section">
        <h2>{t('editor.scenario.title')}</h2>
        <TextField
          label={t('editor.scenario.name')}
          value={sc.name}
          path="name"
          onText={(v) => change((x) => editScenario(x, { name: v }), 'name')}
        />
        <TextField
          label={t('editor.scenario.notes')}
          value={sc.notes ?? ''}
          path="notes"
          max={20_000}
          multiline
          hint={t('editor.scenario.notesHelp')}
          onText={(v) => change((x) => editScenario(x, { notes: v || undefined }), 'notes')}
        />
      </section>
      <section class="ed-section">
        <h2>{t('editor.scenario.control')}</h2>
        <Choice<Side>
          legend={t('editor.scenario.defaultControl')}
          name="default-control"
          value={sc.initialControl.defaultControl}
          path="initialControl.defaultControl"
          options={sides}
          onPick={(v) => change((x) => editScenario(x, { initialControl: { ...x.initialControl, defaultControl: v } }))}
        />
        <p class="st-muted">{t('editor.scenario.controlHelp')}</p>
      </section>
      <section class="ed-section">
        <h2>{t('editor.scenario.victory')}</h2>
        <div class="ed-pair">
          <NumberField
            label={t('editor.scenario.perStep')}
            value={sc.victory.perStepEliminated ?? 0}
            path="victory.perStepEliminated"
            min={0}
            max={100}
            onNumber={(n) =>
              n !== undefined &&
              change((x) => editScenario(x, { victory: { ...x.victory, perStepEliminated: n } }), 'victory.step')
            }
          />
          <NumberField
            label={t('editor.scenario.winsAbove', { side: sc.sides[0].name })}
            value={sc.victory.blueWinsAbove}
            path="victory.blueWinsAbove"
            min={-1000}
            max={1000}
            onNumber={(n) =>
              n !== undefined &&
              change((x) => editScenario(x, { victory: { ...x.victory, blueWinsAbove: n } }), 'victory.above')
            }
          />
        </div>
        <p class="st-muted">{t('editor.scenario.victoryHelp')}</p>
      </section>
      <section class="ed-section">
        <h2>{t('editor.scenario.strategic')}</h2>
        <div class="ed-pair">
          {sc.sides.map((s) => (
            <NumberField
              key={s.id}
              label={t('editor.scenario.limitFor', { side: s.name })}
              value={limit[s.id]}
              path={`strategicMoveLimit.${s.id}`}
              min={0}
              max={100}
              optional
              onNumber={(n) =>
                change((x) => {
                  const next = { ...x.strategicMoveLimit, [s.id]: n };
                  if (n === undefined) delete next[s.id];
                  return editScenario(x, { strategicMoveLimit: Object.keys(next).length ? next : undefined });
                }, `strategic.${s.id}`)
              }
            />
          ))}
        </div>
        <p class="st-muted">{t('editor.scenario.strategicHelp')}</p>
      </section>
      <section class="ed-section fab-table-edit" data-field="combatTable">
        <h2>{t('editor.scenario.table')}</h2>
        <p>{sc.combatTable.appDefault ? t('editor.scenario.tableDefault') : sc.combatTable.label}</p>
        <CombatTableFields
          table={sc.combatTable}
          edited={!sc.combatTable.appDefault}
          onTable={(table) =>
            change(
              (x) =>
                editScenario(x, {
                  combatTable: { ...table, label: t('editor.scenario.tableLabel', { name: x.name }) },
                }),
              'table',
            )
          }
          onReset={() => change((x) => editScenario(x, { combatTable: defaultCombatTable }))}
        />
      </section>
    </div>
  );
}
