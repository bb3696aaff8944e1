/** Choosing who fires what at whom; the engine checks the volley (dry run) before the Fire button is live. */
import { useState } from 'preact/hooks';
import { formatNumber, t } from '../../i18n';
import { type FubarState } from '../../../machines/fubar/engine';
import { fubarEngine } from '../../app/systems/fubar';
import type { FubarEvent } from '../../../machines/fubar/turn';
import * as G from '../../rules/fubar/game';
import { COVER_LEVELS, WEAPONS, type CoverLevel } from '../../rules/fubar/tables';
import { rejectionText, RuleLink, unitLabel } from './parts';
import type { Send } from './types';

export function Volley({
  state,
  shooterId,
  mode,
  send,
  busy,
}: {
  state: FubarState;
  shooterId: string;
  mode: G.ShotMode;
  send: Send;
  busy: boolean;
}) {
  const ctx = state.ctx;
  const shooter = G.unitOf(ctx, shooterId)!;
  const mover = ctx.active ? G.unitOf(ctx, ctx.active) : undefined;
  // shooting: the screen offers the targets legalEvents lists: the mover on overwatch, the one enemy picked for
  // an aimed shot (actions), otherwise every enemy unit still in the game
  const targets =
    mode === 'overwatch' && mover
      ? [mover]
      : ctx.units.filter(
          (u) =>
            u.side !== shooter.side &&
            !G.isOut(u) &&
            !(mode === 'aimed' && shooter.aimedAt !== null && shooter.aimedAt !== u.id),
        );
  const [target, setTarget] = useState<string | null>(mode === 'overwatch' && mover ? mover.id : shooter.aimedAt);
  const [cover, setCover] = useState<CoverLevel>(0);
  const [behind, setBehind] = useState<string | null>(null);
  const [picked, setPicked] = useState<Record<string, number>>({});
  const tgt = target ? G.unitOf(ctx, target) : undefined;
  const shelters = ctx.units.filter((u) => u.vehicle && !u.vehicle.destroyed);

  const shots: G.Shot[] = [];
  const taken = new Set(Object.keys(picked).filter((k) => !k.includes('#')));
  for (const [key, weapon] of Object.entries(picked)) {
    const from = key.includes('#') ? key.split('#')[0]! : key;
    const w = shooter.vehicle
      ? shooter.vehicle.weapons[weapon]!
      : shooter.figures.find((f) => f.id === from)!.weapons[weapon]!;
    if (!shooter.vehicle && (WEAPONS[w].infantryCrew ?? 1) > 1) {
      const mate = shooter.figures.find((f) => f.id !== from && !taken.has(f.id) && G.canFire(f));
      if (mate) taken.add(mate.id);
      shots.push({ from, weapon, ...(mate ? { crew: mate.id } : {}) });
    } else shots.push({ from, weapon });
  }
  const event: FubarEvent | null = target
    ? mode === 'overwatch'
      ? { type: 'OVERWATCH_FIRE', unit: shooter.id, target, shots, cover, behindVehicle: behind }
      : { type: 'SHOOT', target, shots, cover, behindVehicle: behind }
    : null;
  const dry = event ? fubarEngine.apply(state, event) : null;
  const dice = shots.reduce((n, s) => {
    const w = shooter.vehicle
      ? shooter.vehicle.weapons[s.weapon]!
      : shooter.figures.find((f) => f.id === s.from)!.weapons[s.weapon]!;
    return n + WEAPONS[w].firepower;
  }, 0);

  const toggle = (key: string, weapon: number) => {
    const next = { ...picked };
    if (next[key] === weapon) delete next[key];
    else next[key] = weapon;
    setPicked(next);
  };

  return (
    <div class="fubar-volley">
      {mode !== 'overwatch' ? (
        <fieldset class="fubar-pick">
          <legend>{t('fubar.target')}</legend>
          <div class="fubar-choices">
            {targets.map((u) => (
              <button
                type="button"
                class="st-btn fubar-choice"
                aria-pressed={target === u.id}
                data-target={u.id}
                onClick={() => setTarget(u.id)}
              >
                {unitLabel(ctx, u.id)}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset class="fubar-pick">
        <legend>{t('fubar.targetCover')}</legend>
        <div class="st-row">
          {COVER_LEVELS.map((c) => (
            <button type="button" class="st-btn" aria-pressed={cover === c} data-cover={c} onClick={() => setCover(c)}>
              {t(`fubar.cover.${c}`)}
            </button>
          ))}
        </div>
        {tgt && tgt.posture !== 'none' ? <p class="st-muted">{t(`fubar.postureNote.${tgt.posture}`)}</p> : null}
      </fieldset>
      {tgt && !tgt.vehicle && shelters.length ? (
        <fieldset class="fubar-pick">
          <legend>{t('fubar.behindVehicle')}</legend>
          <div class="st-row">
            <button type="button" class="st-btn" aria-pressed={behind === null} onClick={() => setBehind(null)}>
              {t('fubar.no')}
            </button>
            {shelters.map((v) => (
              <button type="button" class="st-btn" aria-pressed={behind === v.id} onClick={() => setBehind(v.id)}>
                {unitLabel(ctx, v.id)}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset class="fubar-pick">
        <legend>{t('fubar.whoFires')}</legend>
        <ul class="fubar-shooters">
          {shooter.vehicle
            ? shooter.vehicle.weapons.map((w, i) => (
                <li>
                  <button
                    type="button"
                    class="st-btn fubar-weapon"
                    aria-pressed={picked[`${shooter.id}#${i}`] === i}
                    disabled={shooter.vehicle!.lost[i] || shooter.vehicle!.fired[i]}
                    onClick={() => toggle(`${shooter.id}#${i}`, i)}
                  >
                    {t(`fubar.weapon.${w}`)} ·{' '}
                    {t('fubar.weaponStats', { range: WEAPONS[w].range, fp: WEAPONS[w].firepower })}
                  </button>
                </li>
              ))
            : shooter.figures
                .filter((f) => f.status !== 'casualty')
                .map((f) => (
                  <li class="fubar-shooter" data-figure={f.id}>
                    <span class="fubar-fig-name">
                      {f.id}
                      {f.status === 'suppressed'
                        ? ` · ${t('fubar.figSuppressed')}`
                        : f.noFire
                          ? ` · ${t('fubar.figStoodUp')}`
                          : f.fired
                            ? ` · ${t('fubar.figFired')}`
                            : ''}
                    </span>
                    {f.weapons.map((w, i) => (
                      <button
                        type="button"
                        class="st-btn fubar-weapon"
                        aria-pressed={picked[f.id] === i}
                        data-weapon={w}
                        disabled={!G.canFire(f)}
                        onClick={() => toggle(f.id, i)}
                      >
                        {t(`fubar.weapon.${w}`)} ·{' '}
                        {t('fubar.weaponStats', { range: WEAPONS[w].range, fp: WEAPONS[w].firepower })}
                      </button>
                    ))}
                  </li>
                ))}
        </ul>
      </fieldset>
      <p>{t('fubar.diceToRoll', { n: formatNumber(dice) })}</p>
      {dry && !dry.ok && shots.length ? (
        <p class="fubar-why" role="status">
          {rejectionText(dry)} <RuleLink rule={dry.rule} />
        </p>
      ) : null}
      <button
        type="button"
        class="st-btn st-btn-primary fubar-big"
        data-testid="fire"
        disabled={busy || !event || !dry?.ok}
        onClick={() => event && send(event).then(() => setPicked({}))}
      >
        {t('fubar.fire')}
      </button>
    </div>
  );
}
