import { useTranslation } from 'react-i18next';
import { useVocabularyLabels } from '../../../lib/use-vocabulary-labels';

export function EventTypeBadge({ eventType }: { eventType: string }) {
  const labels = useVocabularyLabels();
  return <span className="badge badge--type">{labels.eventType(eventType)}</span>;
}

export function AgeLevelBadge({ ageLevel }: { ageLevel: string }) {
  const labels = useVocabularyLabels();
  return <span className="badge badge--age">{labels.ageLevel(ageLevel)}</span>;
}

/** Both badges of a card from one set of labels (a card in a long list mounts as few translation hooks as it can). */
export function TypeAndAgeBadges({ eventType, ageLevel }: { eventType: string; ageLevel: string }) {
  const labels = useVocabularyLabels();
  return (
    <>
      <span className="badge badge--type">{labels.eventType(eventType)}</span>
      <span className="badge badge--age">{labels.ageLevel(ageLevel)}</span>
    </>
  );
}

export function CancelledBadge() {
  const { t } = useTranslation('catalog');
  return <span className="badge badge--cancelled">{t('card.cancelled')}</span>;
}

/** Every site that listed the event stopped listing it: it may be cancelled, or only taken down. */
export function VanishedBadge() {
  const { t } = useTranslation('catalog');
  return <span className="badge badge--vanished">{t('card.vanished')}</span>;
}

/** Indoor or Outdoor; nothing when the setting is unknown (null). */
export function SettingBadge({ isIndoor }: { isIndoor: boolean | null }) {
  const { t } = useTranslation('catalog');
  if (isIndoor === null) return null;
  return <span className="badge badge--setting">{isIndoor ? t('detail.indoor') : t('detail.outdoor')}</span>;
}
