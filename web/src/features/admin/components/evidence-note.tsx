import { useTranslation } from 'react-i18next';
import { type DoubtCode, type Evidence, isDoubtCode, isEvidenceRule } from '../api/evidence';
import { adminNamespace } from '../i18n';

/**
 * A value's evidence under it: the page's own words (quoted as the page wrote them, in its language), the rule that
 * read them and where they stand. Nothing when the value has none.
 */
export function EvidenceNote({ evidence }: { evidence: Evidence | undefined }) {
  const { t } = useTranslation(adminNamespace);
  if (!evidence) return null;
  const rule = isEvidenceRule(evidence.rule) ? t(`evidence.rules.${evidence.rule}`) : evidence.rule;
  return (
    <small className="evidence-note">
      {t('evidence.from')} “<span lang="en">{evidence.text}</span>” · {t('evidence.rule', { rule })} · {t(`evidence.regions.${evidence.region}`)}
      {evidence.year ? <> · {t(`evidence.years.${evidence.year.from}`, { value: evidence.year.value })}</> : null}
      {evidence.meetings ? <> · {t('evidence.meetings', { count: evidence.meetings })}</> : null}
    </small>
  );
}

/** A draft's doubts in the admin's language (one the client does not know yet as the server words it). */
export function useDoubtText() {
  const { t } = useTranslation(adminNamespace);
  return (doubt: string) => (isDoubtCode(doubt) ? t(`evidence.doubts.${doubt satisfies DoubtCode}`) : doubt);
}
