import { registerTranslations } from '../../lib/i18n';
import { en, es } from './app-locales';

export type { AppTranslation } from './app-locales';

export const appNamespace = 'app';

// Runs with the signed-in layout's chunk: visitors of the public pages never download these texts.
registerTranslations(appNamespace, { en, es });
