import i18next, { type i18n } from 'i18next';
import { en } from './locales/en';
import { es } from './locales/es';
import { defaultLanguage, isLanguage, type Language, languages, readStoredLanguage, storageKey } from './stored-language';

export { languages, type Language } from './stored-language';

/** A feature's texts: English is the reference, Spanish must have exactly its keys (type it `typeof en`). */
export type FeatureTranslations<T extends object> = Record<Language, T>;

const featureNamespaces = new Map<string, FeatureTranslations<object>>();
const liveInstances = new Set<i18n>();

/**
 * A feature registers its own namespace when its (lazily loaded) module runs, so long texts such as the legal
 * pages travel with their route's chunk, not in the first-load bundle. Read them with `useTranslation(namespace)`.
 */
export function registerTranslations<T extends object>(namespace: string, translations: FeatureTranslations<T>): void {
  featureNamespaces.set(namespace, translations);
  for (const instance of liveInstances) {
    for (const language of languages) instance.addResourceBundle(language, namespace, translations[language], true, true);
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
  const resources = Object.fromEntries(
    languages.map((language) => [
      language,
      {
        translation: language === 'en' ? en : es,
        ...Object.fromEntries([...featureNamespaces].map(([namespace, texts]) => [namespace, texts[language]])),
      },
    ]),
  );
  liveInstances.add(instance);
  void instance.init({
    resources,
    lng: readStoredLanguage(),
    fallbackLng: defaultLanguage,
    supportedLngs: languages,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
