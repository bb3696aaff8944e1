/**
 * The editor's turns tab: how many turns, and the turn record (4.2a: pieces each side draws from its cup in its
 * administration phase, in the first player turn and, when they differ, the second; 19.4: sudden death levels).
 */
import { t } from '../../i18n';
import type { FabScenario, Side, TurnRecordEntry } from '../../rules/fab/types';
import { editTurn, setTurns } from '../../app/draft/model';
import { Check, NumberField, TextField } from './fields';
import { Item } from './Item';
import { change, openDraft } from './state';

const SIDES = ['blue', 'red'] as const;

function Draws(props: {
  sc: FabScenario;
  r: TurnRecordEntry;
  path: string;
  value: Readonly<Record<Side, number>>;
  label: (side: string) => string;
  onSide: (side: Side, n: number) => void;
}) {
  return (
    <div class="ed-pair">
      {SIDES.map((side) => (
        <NumberField
          key={side}
          label={props.label(props.sc.sides.find((s) => s.id === side)?.name ?? side)}
          value={props.value[side]}
          path={`${props.path}.${side}`}
          min={0}
          max={20}
          onNumber={(n) => n !== undefined && props.onSide(side, n)}
        />
      ))}
    </div>
  );
}

export function TurnsTab() {
  const sc = openDraft().scenario;
  const sideName = (side: Side) => sc.sides.find((s) => s.id === side)?.name ?? side;
  return (
    <div class="ed-page">
      <section class="ed-section">
        <h2>{t('editor.turns.title')}</h2>
        <div class="st-row ed-stepper">
          <button
            type="button"
            class="st-btn"
            aria-label={t('editor.turns.fewer')}
            disabled={sc.turns <= 1}
            onClick={() => change((x) => setTurns(x, x.turns - 1, (n) => t('editor.turns.label', { n })))}
          >
            −
          </button>
          <span class="ed-count" data-field="turns" role="status">
            {t('editor.turns.count', { n: sc.turns })}
          </span>
          <button
            type="button"
            class="st-btn"
            aria-label={t('editor.turns.more')}
            disabled={sc.turns >= 200}
            onClick={() => change((x) => setTurns(x, x.turns + 1, (n) => t('editor.turns.label', { n })))}
          >
            +
          </button>
        </div>
        <p class="st-muted">{t('editor.turns.help')}</p>
      </section>
      <section class="ed-section">
        <h2>{t('editor.turns.record')}</h2>
        {sc.turnRecord.map((r, i) => {
          const path = `turnRecord[${i}]`;
          const key = (k: string) => `turn.${r.turn}.${k}`;
          return (
            <Item
              key={r.turn}
              path={path}
              summary={
                <span class="ed-sum">
                  <strong>{t('editor.turns.turnN', { n: r.turn })}</strong>
                  {r.label === t('editor.turns.label', { n: r.turn }) ? null : ` ${r.label}`}
                  <span class="st-muted">
                    {t('editor.turns.drawsShort', {
                      blueName: sideName('blue'),
                      blue: r.draws.blue,
                      redName: sideName('red'),
                      red: r.draws.red,
                    })}
                  </span>
                </span>
              }
            >
              <TextField
                label={t('editor.turns.labelField')}
                value={r.label}
                path={`${path}.label`}
                onText={(v) => change((x) => editTurn(x, r.turn, { label: v }), key('label'))}
              />
              <Draws
                sc={sc}
                r={r}
                path={`${path}.draws`}
                value={r.draws}
                label={(side) => t('editor.turns.draws', { side })}
                onSide={(side, n) =>
                  change((x) => editTurn(x, r.turn, { draws: { ...r.draws, [side]: n } }), key(`draws.${side}`))
                }
              />
              <Check
                label={t('editor.turns.second')}
                checked={!!r.drawsSecond}
                path={`${path}.drawsSecond`}
                onCheck={(on) => change((x) => editTurn(x, r.turn, { drawsSecond: on ? { ...r.draws } : undefined }))}
              />
              {r.drawsSecond ? (
                <Draws
                  sc={sc}
                  r={r}
                  path={`${path}.drawsSecond`}
                  value={r.drawsSecond}
                  label={(side) => t('editor.turns.drawsSecond', { side })}
                  onSide={(side, n) =>
                    change(
                      (x) => editTurn(x, r.turn, { drawsSecond: { ...r.drawsSecond!, [side]: n } }),
                      key(`second.${side}`),
                    )
                  }
                />
              ) : null}
              <div class="ed-pair">
                {SIDES.map((side) => (
                  <NumberField
                    key={side}
                    label={t('editor.turns.sudden', { side: sc.sides.find((s) => s.id === side)?.name ?? side })}
                    value={r.suddenDeath?.[side]}
                    path={`${path}.suddenDeath.${side}`}
                    min={-100}
                    max={100}
                    optional
                    onNumber={(n) =>
                      change(
                        (x) => {
                          const sd = { ...r.suddenDeath, [side]: n };
                          if (n === undefined) delete sd[side];
                          return editTurn(x, r.turn, { suddenDeath: Object.keys(sd).length ? sd : undefined });
                        },
                        key(`sudden.${side}`),
                      )
                    }
                  />
                ))}
              </div>
            </Item>
          );
        })}
      </section>
    </div>
  );
}
