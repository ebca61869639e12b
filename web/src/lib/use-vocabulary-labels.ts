import { useTranslation } from 'react-i18next';
import { ageLevels, eventTypes } from './event-vocabulary';
import { isOneOf } from './is-one-of';

/**
 * The server speaks English values; they are shown in the user's language when known, as sent otherwise (a value
 * added on the server before the client knows it still shows).
 */
export function useVocabularyLabels() {
  const { t } = useTranslation();
  return {
    eventType: (value: string) => (isOneOf(eventTypes, value) ? t(`vocabulary.eventTypes.${value}`) : value),
    ageLevel: (value: string) => (isOneOf(ageLevels, value) ? t(`vocabulary.ageLevels.${value}`) : value),
  };
}
