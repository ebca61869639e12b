// The shape of every translation namespace, for typed `t()` keys. The common texts live in lib/locales;
// each feature registers its own namespace (lib/i18n registerTranslations) and is listed here once.
import type { Translation } from '../lib/locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: Translation;
    };
  }
}
