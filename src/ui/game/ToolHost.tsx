import { useEffect, useState } from 'preact/hooks';
import { t, td } from '../../i18n';
import type { SystemId } from '../../rules/common/engine';
import { loadSystem } from '../registry';
import type { ToolRoute } from '../system-ui';
import { Icon } from '../icons';

export function ToolHost({ system, tool }: { system: SystemId; tool: string }) {
  const [found, setFound] = useState<ToolRoute | null | undefined>(undefined);
  useEffect(() => {
    loadSystem(system).then(
      (ui) => setFound(ui.tools?.find((x) => x.id === tool) ?? null),
      () => setFound(null),
    );
  }, [system, tool]);
  if (found === undefined)
    return (
      <main class="st-page" aria-busy="true">
        <p class="st-muted">{t('core.loading')}</p>
      </main>
    );
  if (found === null)
    return (
      <main class="st-page">
        <p role="alert">{t('core.unknownTool')}</p>
        <a class="st-btn" href="#/">
          {t('core.home')}
        </a>
      </main>
    );
  const Screen = found.Screen;
  return (
    <div class="st-game-host">
      <header class="st-gamebar">
        <a class="st-btn" href="#/">
          <Icon name="home" /> <span class="st-hide-narrow">{t('core.home')}</span>
        </a>
        <h1 class="st-gamebar-title">{td(found.titleKey)}</h1>
        <a class="st-btn" href={`#/rules/${system}`}>
          {t('core.rules')}
        </a>
      </header>
      <Screen />
    </div>
  );
}
