/**
 * FAB options when a game is created: edition (Spanish 2016 by default, or the original text), hidden or
 * open assets (10.0), open table, and the combat table, shown in full and editable for this game only.
 */
import { t } from '../../i18n';
import type { NewGameFormProps } from '../system-ui';
import type { CombatTable } from '../../rules/fab/combat/table';
import { validateCombatTable } from '../../rules/fab/combat/table';
import { fabScenarios } from '../../scenarios/fab/data';
import { RuleLink, reasonLabel } from './RuleLink';

export { defaultOptions } from './options-default';

/** The table a new game would use: the edited one if any, else the scenario's. */
export function tableFor(scenarioId: string, options: Readonly<Record<string, unknown>>): CombatTable | null {
  const edited = options['combatTable'] as CombatTable | undefined;
  return edited ?? fabScenarios[scenarioId]?.combatTable ?? null;
}

/** Change one number of the table; the result is marked as this game's own table. */
export function editTable(table: CombatTable, change: { base?: number; row?: string; delta?: number }): CombatTable {
  return {
    ...table,
    id: 'edited',
    label: t('fab.opt.editedLabel'),
    appDefault: false,
    base: change.base ?? table.base,
    modifiers: table.modifiers.map((m) =>
      m.id === change.row && change.delta !== undefined ? { ...m, delta: change.delta } : m,
    ),
  };
}

const DELTAS = [-3, -2, -1, 0, 1, 2, 3];

export function FabOptionsForm({ scenarioId, options, onOptions }: NewGameFormProps) {
  const table = tableFor(scenarioId, options);
  const set = (patch: Record<string, unknown>) => onOptions({ ...options, ...patch });
  return (
    <div class="fab-options">
      <fieldset>
        <legend>{t('fab.opt.edition')}</legend>
        {(['2016', 'original'] as const).map((ed) => (
          <label key={ed} class="fab-check">
            <input
              type="radio"
              name="fab-edition"
              value={ed}
              checked={(options['edition'] ?? '2016') === ed}
              onChange={() => set({ edition: ed })}
            />
            <span>{t(ed === '2016' ? 'fab.opt.ed2016' : 'fab.opt.edOriginal')}</span>
          </label>
        ))}
      </fieldset>
      <label class="fab-check">
        <input
          type="checkbox"
          checked={options['hiddenAssets'] === true}
          onChange={(e) => set({ hiddenAssets: e.currentTarget.checked })}
        />
        <span>{t('fab.opt.hiddenAssets')}</span> <RuleLink rule="10.0" />
      </label>
      <label class="fab-check">
        <input
          type="checkbox"
          checked={options['openTable'] === true}
          onChange={(e) => set({ openTable: e.currentTarget.checked })}
        />
        <span>{t('fab.opt.openTable')}</span>
      </label>
      {table ? (
        <details class="fab-table-edit">
          <summary>
            {t('fab.opt.combatTable')}: {table.label}
          </summary>
          <CombatTableFields
            table={table}
            edited={!!options['combatTable']}
            onTable={(combatTable) => set({ combatTable })}
            onReset={() => {
              const { combatTable: _drop, ...rest } = options;
              onOptions(rest);
            }}
          />
        </details>
      ) : null}
    </div>
  );
}

/**
 * The combat table's numbers, editable: the base success number and each row's change (a new game's own table,
 * or a scenario's in the scenario editor). Each change makes the table an edited one; Reset goes back.
 */
export function CombatTableFields(props: {
  table: CombatTable;
  edited: boolean;
  onTable: (table: CombatTable) => void;
  onReset: () => void;
}) {
  const { table } = props;
  const problems = validateCombatTable(table);
  return (
    <>
      <p class="fab-muted">{t('fab.opt.tableHelp')}</p>
      <label class="fab-field">
        <span>{t('fab.opt.base')}</span>
        <select
          value={String(table.base)}
          onChange={(e) => props.onTable(editTable(table, { base: Number(e.currentTarget.value) }))}
        >
          {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <table class="fab-table">
        <thead>
          <tr>
            <th scope="col">{t('fab.opt.row')}</th>
            <th scope="col">{t('fab.opt.rule')}</th>
            <th scope="col">{t('fab.opt.delta')}</th>
          </tr>
        </thead>
        <tbody>
          {table.modifiers.map((m) => (
            <tr key={m.id}>
              <th scope="row">{reasonLabel(m.id)}</th>
              <td>{m.rule}</td>
              <td>
                <select
                  aria-label={t('fab.opt.deltaFor', { row: reasonLabel(m.id) })}
                  value={String(m.delta)}
                  onChange={(e) => props.onTable(editTable(table, { row: m.id, delta: Number(e.currentTarget.value) }))}
                >
                  {DELTAS.map((d) => (
                    <option key={d} value={String(d)}>
                      {d > 0 ? `+${d}` : d}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {props.edited ? (
        <button type="button" class="st-btn" onClick={props.onReset}>
          {t('fab.opt.resetTable')}
        </button>
      ) : null}
      {problems.length ? (
        <p class="st-error" role="alert">
          {problems.join('; ')}
        </p>
      ) : null}
    </>
  );
}
