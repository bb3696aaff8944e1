/** A link from a banner, a rejection or a decision to the rules reference section it cites. */
import { t, td } from '../../i18n';

export function RuleLink({ rule }: { rule: string }) {
  if (!/^\d+(\.\d+)?[a-z]?$/.test(rule)) return null;
  const section = rule.replace(/[a-z]$/, '');
  return (
    <a class="fab-rule" href={`#/rules/fab/${encodeURIComponent(section)}`} aria-label={t('fab.ruleAria', { rule })}>
      §{rule}
    </a>
  );
}

const KNOWN_REASONS = new Set([
  'elite',
  'recruit',
  'armor-vs-infantry',
  'infantry-vs-armor',
  'artillery-vs-armor',
  'defences',
  'terrain',
  'disordered',
  'unsupplied',
]);

/** A success-number modifier in plain words (edited tables may carry their own ids: shown as typed). */
export function reasonLabel(code: string): string {
  return KNOWN_REASONS.has(code) ? td(`fab.reason.${code}`) : code;
}
