/**
 * "Play against the app" in the FAB new-game form (issue 17): which side the app plays, or none (two players
 * pass the tablet), and its level. Stored in the game record with the seed of its own random choices.
 */
import { t } from '../../i18n';
import type { SoloChoice, SoloFormProps } from '../system-ui';
import { fabScenarios } from '../../scenarios/fab/data';

const LEVELS = ['easy', 'normal', 'hard'] as const;

export function SoloForm({ scenarioId, value, onChange }: SoloFormProps) {
  const sides = fabScenarios[scenarioId]?.sides ?? [];
  const level = value?.level ?? 'normal';
  const pick = (c: SoloChoice) => onChange(c);
  return (
    <div class="fab-options fab-solo">
      <fieldset>
        <legend>{t('solo.legend')}</legend>
        <label class="fab-check">
          <input type="radio" name="fab-solo-side" value="" checked={!value} onChange={() => pick(null)} />
          <span>{t('solo.twoPlayers')}</span>
        </label>
        {sides.map((sd) => (
          <label key={sd.id} class="fab-check">
            <input
              type="radio"
              name="fab-solo-side"
              value={sd.id}
              checked={value?.side === sd.id}
              onChange={() => pick({ side: sd.id, level })}
            />
            <span>{t('solo.appPlays', { side: sd.name })}</span>
          </label>
        ))}
      </fieldset>
      {value ? (
        <fieldset>
          <legend>{t('solo.level')}</legend>
          {LEVELS.map((l) => (
            <label key={l} class="fab-check">
              <input
                type="radio"
                name="fab-solo-level"
                value={l}
                checked={level === l}
                onChange={() => pick({ side: value.side, level: l })}
              />
              <span>{t(`solo.level.${l}`)}</span>
            </label>
          ))}
          <p class="fab-muted">{t('solo.hint')}</p>
        </fieldset>
      ) : null}
    </div>
  );
}
