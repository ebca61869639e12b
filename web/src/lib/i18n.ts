import i18next, { type i18n } from 'i18next';
import { en, type Translation } from './locales/en';
import { es } from './locales/es';

export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

const storageKey = 'language';
const defaultLanguage: Language = 'en';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Translation };
  }
}

function isLanguage(value: unknown): value is Language {
  return languages.some((language) => language === value);
}

function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    // Storage can be disabled by the browser; the site still works in the default language.
    return defaultLanguage;
  }
}

function rememberLanguage(language: Language): void {
  document.documentElement.lang = language;
  try {
    window.localStorage.setItem(storageKey, language);
  } catch {
    // Same as above: without storage the choice lasts for this page only.
  }
}

/** One instance per page load: the stored choice is read once, every later change is stored and mirrored on <html lang>. */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (language) => {
    if (isLanguage(language)) rememberLanguage(language);
  });
  void instance.init({
    resources: { en: { translation: en }, es: { translation: es } },
    lng: readStoredLanguage(),
    fallbackLng: defaultLanguage,
    supportedLngs: languages,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
