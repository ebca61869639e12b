// The site's languages and the visitor's stored choice, without i18next: the events page's first screen
// (src/first-screen) is drawn in that language before the app, and i18next with it, has downloaded.

export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

export const storageKey = 'language';
export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return languages.some((language) => language === value);
}

export function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    // Storage can be disabled by the browser; the site still works in the default language.
    return defaultLanguage;
  }
}
