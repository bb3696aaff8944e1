import { t } from '../../i18n';
import { toasts } from './toast';

export function Toasts() {
  return (
    <div class="st-toasts" role="status" aria-live="polite">
      {toasts.value.map((x) => (
        <div key={x.id} class={`st-toast st-toast-${x.kind}`}>
          <span>{x.text}</span>
          {x.rule && x.system ? (
            <a class="st-btn" href={`#/rules/${x.system}/${encodeURIComponent(x.rule)}`}>
              {t('core.rule', { rule: x.rule })}
            </a>
          ) : null}
        </div>
      ))}
    </div>
  );
}
