import { useTranslation } from 'react-i18next';
import type { Language } from './i18n';

/** The language an i18next instance shows, for the formatting functions. */
export function languageOf(i18n: { resolvedLanguage?: string }): Language {
  return i18n.resolvedLanguage === 'es' ? 'es' : 'en';
}

/** The language the screen is shown in, for the formatting functions. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return languageOf(i18n);
}
