import { useTranslation } from 'react-i18next';
import { ageLevels, eventTypes, isOneOf } from '../api/catalog-event';

/** The server speaks English values; they are shown in the user's language when known, as sent otherwise. */
export function useVocabularyLabels() {
  const { t } = useTranslation('catalog');
  return {
    eventType: (value: string) => (isOneOf(eventTypes, value) ? t(`eventTypes.${value}`) : value),
    ageLevel: (value: string) => (isOneOf(ageLevels, value) ? t(`ageLevels.${value}`) : value),
  };
}

export function EventTypeBadge({ eventType }: { eventType: string }) {
  const labels = useVocabularyLabels();
  return <span className="badge badge--type">{labels.eventType(eventType)}</span>;
}

export function AgeLevelBadge({ ageLevel }: { ageLevel: string }) {
  const labels = useVocabularyLabels();
  return <span className="badge badge--age">{labels.ageLevel(ageLevel)}</span>;
}

export function CancelledBadge() {
  const { t } = useTranslation('catalog');
  return <span className="badge badge--cancelled">{t('card.cancelled')}</span>;
}

/** Indoor or Outdoor; nothing when the setting is unknown (null). */
export function SettingBadge({ isIndoor }: { isIndoor: boolean | null }) {
  const { t } = useTranslation('catalog');
  if (isIndoor === null) return null;
  return <span className="badge badge--setting">{isIndoor ? t('detail.indoor') : t('detail.outdoor')}</span>;
}
