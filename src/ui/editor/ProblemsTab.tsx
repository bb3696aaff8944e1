/**
 * Every problem of the draft, in plain words: errors first (a draft with any is kept, but does not start a
 * game nor leave as a file), then warnings. Tapping one shows its field.
 */
import { t } from '../../i18n';
import type { FabScenario } from '../../rules/fab/types';
import { PROBLEM_LIMIT, type Problem } from '../../app/draft/checks';
import { Icon } from '../icons';
import { show } from './jump';
import { problemText } from './say';
import { problems, openDraft } from './state';

/** What a problem is about, by name: "Unit 1st Rifles", "Area 3 Old Mill". */
function about(sc: FabScenario, path: string): string {
  const m = /^(\w+)\[(\d+)\]/.exec(path);
  if (!m) return '';
  const i = Number(m[2]);
  const key = m[1];
  switch (key) {
    case 'areas': {
      const a = sc.areas[i];
      return a ? t('editor.about.area', { name: `${a.number} ${a.name}`.trim() }) : '';
    }
    case 'units':
    case 'formations':
    case 'assets':
    case 'events':
    case 'specialActions': {
      const list: readonly { readonly name: string }[] = sc[key];
      return list[i]?.name ?? '';
    }
    case 'turnRecord':
      return t('editor.turns.turnN', { n: sc.turnRecord[i]?.turn ?? i + 1 });
    default:
      return '';
  }
}

function Row({ p, sc }: { p: Problem; sc: FabScenario }) {
  // a map warning names its area itself
  const what = p.level === 'warning' ? '' : about(sc, p.path);
  return (
    <li>
      <button type="button" class={`st-btn ed-wide ed-prob ed-prob-${p.level}`} onClick={() => show(p.path)}>
        <Icon name={p.level === 'error' ? 'stop' : 'warning'} />
        <span>
          {what ? <strong>{what}: </strong> : null}
          {problemText(p)}
        </span>
      </button>
    </li>
  );
}

export function ProblemsTab() {
  const sc = openDraft().scenario;
  const list = problems.value;
  const errors = list.filter((p) => p.level === 'error');
  const warnings = list.filter((p) => p.level === 'warning');
  return (
    <div class="ed-page">
      <section class="ed-section" aria-labelledby="ed-errors">
        <h2 id="ed-errors">{t('editor.problems.errors', { n: errors.length })}</h2>
        {errors.length ? (
          <>
            <p>{t('editor.problems.errorsHelp')}</p>
            <ul class="ed-plain">
              {errors.map((p, i) => (
                <Row key={i} p={p} sc={sc} />
              ))}
            </ul>
          </>
        ) : (
          <p class="ed-ok">{t('editor.problems.none')}</p>
        )}
        {list.length >= PROBLEM_LIMIT ? (
          <p class="st-muted">{t('editor.problems.more', { n: PROBLEM_LIMIT })}</p>
        ) : null}
      </section>
      <section class="ed-section" aria-labelledby="ed-warnings">
        <h2 id="ed-warnings">{t('editor.problems.warnings', { n: warnings.length })}</h2>
        {warnings.length ? (
          <ul class="ed-plain">
            {warnings.map((p, i) => (
              <Row key={i} p={p} sc={sc} />
            ))}
          </ul>
        ) : (
          <p class="st-muted">{t('editor.problems.noWarnings')}</p>
        )}
      </section>
    </div>
  );
}
