import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/i18n';

/** The language the console is shown in, for the Intl formatters. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'es' ? 'es' : 'en';
}
