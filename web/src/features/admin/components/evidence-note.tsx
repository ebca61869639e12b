import { useTranslation } from 'react-i18next';
import type { Evidence } from '../api/evidence';
import { adminNamespace } from '../i18n';

/**
 * A value's evidence under it: the page's own words (quoted as the page wrote them, in its language), the rule that
 * read them and where they stand. Nothing when the value has none.
 */
export function EvidenceNote({ evidence }: { evidence: Evidence | undefined }) {
  const { t } = useTranslation(adminNamespace);
  if (!evidence) return null;
  return (
    <small className="evidence-note">
      {t('evidence.from')} “<span lang="en">{evidence.text}</span>” · {t('evidence.rule', { rule: evidence.rule })} ·{' '}
      {t(`evidence.regions.${evidence.region}`)}
    </small>
  );
}
