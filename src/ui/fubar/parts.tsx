/** Small FUBAR display pieces: unit cards, dice with what they needed and why, the turn log. */
import { formatNumber, t, tn, td } from '../../i18n';
import * as G from '../../rules/fubar/game';
import { SIDE_LETTER, type FubarCtx, type LogEntry, type LogRoll, type UnitState } from '../../rules/fubar/state';
import { TRAINING } from '../../rules/fubar/tables';
import { Icon } from '../icons';

export function sideClass(side: 0 | 1): string {
  return side === 0 ? 'fubar-side-a' : 'fubar-side-b';
}

export function displayName(u: UnitState): string {
  return u.crewOf ? t('fubar.crewName', { name: u.name }) : u.name;
}

export function unitLabel(ctx: FubarCtx, id: string | undefined): string {
  const u = id ? G.unitOf(ctx, id) : undefined;
  return u ? `${u.id} ${displayName(u)}` : (id ?? '');
}

/** A rejection in the player's language when its code has a translation, else the engine's sentence. */
export function rejectionText(r: {
  message: string;
  code?: string;
  params?: Readonly<Record<string, string | number>>;
}): string {
  if (!r.code) return r.message;
  const key = `fubar.err.${r.code}`;
  let params = r.params;
  if (r.code === 'notNow' && r.params?.phase) params = { phase: td(`fubar.phase.${r.params.phase}`) };
  else if (r.params?.figure !== undefined)
    params = { ...r.params, where: t('fubar.whereFigure', { unit: r.params.unit ?? '', figure: r.params.figure }) };
  else if (r.params?.unit !== undefined) params = { ...r.params, where: t('fubar.whereUnit', { unit: r.params.unit }) };
  const text = td(key, params);
  return text === key ? r.message : text;
}

export function RuleLink({ rule }: { rule: string }) {
  return (
    <a class="fubar-rule" href={`#/rules/fubar/${rule}`}>
      {t('fubar.ruleLink', { topic: td(`fubar.topic.${rule}`) })}
    </a>
  );
}

export function SideTag({ ctx, side }: { ctx: FubarCtx; side: 0 | 1 }) {
  return (
    <span class={`fubar-side-tag ${sideClass(side)}`}>
      <span aria-hidden="true" class="fubar-side-letter">
        {SIDE_LETTER[side]}
      </span>{' '}
      <bdi>{ctx.sides[side].name}</bdi>
    </span>
  );
}

function badges(ctx: FubarCtx, u: UnitState): string[] {
  const out: string[] = [];
  if (G.isOut(u)) out.push(u.vehicle ? 'destroyed' : 'out');
  if (ctx.active === u.id) out.push('active');
  else if (u.activated) out.push('activated');
  else if (u.tried) out.push('failed');
  if (u.overwatch && !G.isOut(u)) out.push(u.overwatchUsed ? 'overwatchUsed' : 'overwatch');
  if (G.isEngaged(ctx, u.id)) out.push('melee');
  if (u.posture !== 'none' && !G.isOut(u)) out.push(u.posture);
  if (u.vehicle?.stunned) out.push('stunned');
  if (u.vehicle?.immobilised) out.push('immobilised');
  return out;
}

export function UnitCard({ ctx, u }: { ctx: FubarCtx; u: UnitState }) {
  const cas = u.figures.filter((f) => f.status === 'casualty').length;
  const sup = u.figures.filter((f) => f.status === 'suppressed').length;
  const standing = u.figures.length - cas - sup;
  const b = badges(ctx, u);
  return (
    <li
      class={`fubar-unit st-card ${sideClass(u.side)}${G.isOut(u) ? ' fubar-out' : ''}${ctx.active === u.id ? ' fubar-active' : ''}`}
      data-unit={u.id}
    >
      <div class="fubar-unit-head">
        <strong>{u.id}</strong> <span>{displayName(u)}</span>
        <span class="st-muted fubar-training">
          {t(`fubar.training.${u.training}`)} ·{' '}
          {t('fubar.needs', { act: TRAINING[u.training].activation, exp: TRAINING[u.training].experience })}
        </span>
      </div>
      {u.vehicle ? (
        <div class="fubar-unit-body">
          <span>
            {t(`fubar.varmour.${u.vehicle.armour}`)}
            {u.vehicle.tank ? ` · ${t('fubar.tank')}` : ''}
          </span>
          <ul class="fubar-weapons">
            {u.vehicle.weapons.map((w, i) => (
              <li class={u.vehicle!.lost[i] ? 'fubar-lost' : ''}>
                {t(`fubar.weapon.${w}`)}
                {u.vehicle!.lost[i] ? ` (${t('fubar.lost')})` : ''}
              </li>
            ))}
          </ul>
          {u.vehicle.destroyed ? (
            <span>{t('fubar.crewFate', { escaped: u.vehicle.crewEscaped, lost: u.vehicle.crewLost })}</span>
          ) : null}
        </div>
      ) : (
        <div class="fubar-unit-body">
          <span class="fubar-figs" aria-label={t('fubar.figuresAria', { standing, sup, cas })}>
            <span aria-hidden="true">
              {u.figures.map((f) => (
                <span class={`fubar-fig fubar-fig-${f.status}`}>
                  <Icon name={f.status === 'casualty' ? 'cross' : f.status === 'suppressed' ? 'caretDown' : 'dot'} />
                </span>
              ))}
            </span>{' '}
            <span>{t('fubar.figureCounts', { standing, sup, cas })}</span>
          </span>
          <span class="st-muted fubar-kit">{kit(u)}</span>
        </div>
      )}
      {b.length ? (
        <ul class="fubar-badges">
          {b.map((k) => (
            <li class={`fubar-badge fubar-badge-${k}`}>{td(`fubar.badge.${k}`)}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** "3× Rifle, 1× Light machine gun" for the figures still in the fight. */
function kit(u: UnitState): string {
  const counts = new Map<string, number>();
  for (const f of u.figures)
    if (f.status !== 'casualty') for (const w of f.weapons) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts].map(([w, n]) => t('fubar.kitItem', { n, weapon: td(`fubar.weapon.${w}`) })).join(', ');
}

export function UnitLists({ ctx }: { ctx: FubarCtx }) {
  return (
    <section class="fubar-units" aria-label={t('fubar.units')}>
      {([0, 1] as const).map((side) => (
        <div class={`fubar-side ${sideClass(side)}`}>
          <h2>
            <SideTag ctx={ctx} side={side} />
            {ctx.initiative === side ? <span class="fubar-initiative-badge"> · {t('fubar.hasInitiative')}</span> : null}
          </h2>
          <ul class="fubar-unit-list">
            {ctx.units
              .filter((u) => u.side === side)
              .map((u) => (
                <UnitCard ctx={ctx} u={u} />
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function rollLabel(r: LogRoll): string {
  if (r.label.startsWith('damage-')) return td(`fubar.damage.${r.label.slice(7)}`);
  if (r.label.startsWith('initiative-')) return t('fubar.dieInitiative', { side: r.label.slice(11).toUpperCase() });
  const known = ['activation', 'save', 'crew', 'melee', 'melee-suppressed'];
  if (known.includes(r.label)) return td(`fubar.die.${r.label}`);
  return td(`fubar.weapon.${r.label}`);
}

/** One die: the face, what it needed and why (modifiers), pass or fail in words as well as colour. */
export function Die({ r }: { r: LogRoll }) {
  const isTable = r.label.startsWith('damage-') || r.label.startsWith('initiative-');
  const isInitiative = r.label.startsWith('initiative-');
  const mods = r.mods
    .map((m) => `${m.value > 0 ? '+' : ''}${formatNumber(m.value)} ${td(`fubar.mod.${m.key}`)}`)
    .join(', ');
  const verdict = isTable ? '' : r.ok ? t('fubar.pass') : t('fubar.fail');
  const natural = r.natural ? t(r.natural === 'six' ? 'fubar.naturalSix' : 'fubar.naturalOne') : '';
  const aria = [
    rollLabel(r),
    t('fubar.rolled', { die: r.die }),
    isTable ? '' : t('fubar.neededN', { need: r.need }),
    mods,
    isInitiative ? t('fubar.totalN', { total: r.total }) : '',
    natural,
    verdict,
  ]
    .filter(Boolean)
    .join('. ');
  return (
    <li
      class={`fubar-die ${isTable ? 'fubar-die-table' : r.ok ? 'fubar-die-ok' : 'fubar-die-fail'}`}
      aria-label={aria}
      title={aria}
    >
      <span class="fubar-die-face" aria-hidden="true">
        {r.die}
      </span>
      <span class="fubar-die-text" aria-hidden="true">
        <span>{rollLabel(r)}</span>
        {isInitiative ? (
          <span>
            {t('fubar.totalN', { total: r.total })}
            {mods ? ` (${mods})` : ''}
          </span>
        ) : null}
        {isTable ? null : (
          <span>
            {t('fubar.neededN', { need: r.need })}
            {mods ? ` (${mods})` : ''}
          </span>
        )}
        {natural ? <span>{natural}</span> : null}
        {verdict ? (
          <strong>
            <Icon name={r.ok ? 'check' : 'cross'} /> {verdict}
          </strong>
        ) : null}
      </span>
    </li>
  );
}

export function entryText(ctx: FubarCtx, e: LogEntry): string {
  const p = e.params;
  const unit = unitLabel(ctx, e.unit);
  const target = unitLabel(ctx, e.target);
  switch (e.kind) {
    case 'initiative':
      return e.side === null
        ? t('fubar.log.initiativeTie')
        : t('fubar.log.initiative', { side: ctx.sides[e.side].name });
    case 'activation':
      return p.ok ? t('fubar.log.activated', { unit }) : t('fubar.log.failed', { unit });
    case 'action':
      return t('fubar.log.action', { unit, action: td(`fubar.action.${p.action}`), move: Number(p.move) });
    case 'shooting':
      return `${t('fubar.log.shot', { unit, target, cover: td(`fubar.cover.${p.cover}`) })} ${tn('fubar.log.hits', Number(p.hits))} ${tn('fubar.log.unsaved', Number(p.unsaved))}`;
    case 'melee':
      return `${t('fubar.log.melee', { unit, target })} ${tn('fubar.log.hits', Number(p.hits))} ${tn('fubar.log.unsaved', Number(p.unsaved))}`;
    case 'allocation':
      return t('fubar.log.allocation', {
        unit,
        what: `${tn('fubar.casualtiesN', Number(p.casualties))}, ${tn('fubar.suppressedN', Number(p.suppressed))}`,
      });
    case 'weapon-lost':
      return t('fubar.log.weaponLost', { unit, weapon: td(`fubar.weapon.${p.weapon}`) });
    case 'turn':
      return t('fubar.log.turn', { turn: Number(p.turn) });
    case 'end':
      return e.side === null ? t('fubar.log.draw') : t('fubar.log.winner', { side: ctx.sides[e.side].name });
    default:
      return '';
  }
}

export function LogView({ ctx }: { ctx: FubarCtx }) {
  const entries = ctx.log.slice(-40).reverse();
  return (
    <section class="fubar-log" aria-label={t('fubar.turnLog')}>
      <h2>{t('fubar.turnLog')}</h2>
      {entries.length === 0 ? <p class="st-muted">{t('fubar.logEmpty')}</p> : null}
      <ol class="fubar-log-list">
        {entries.map((e) => (
          <li class={e.side === null ? '' : sideClass(e.side)}>
            <span class="st-muted">{t('fubar.turnShort', { turn: e.turn })}</span> {entryText(ctx, e)}
            {e.rolls.length ? (
              <ul class="fubar-dice fubar-dice-small">
                {e.rolls.map((r) => (
                  <Die r={r} />
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
