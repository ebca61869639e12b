import { registerTranslations } from '../../lib/i18n';
import { en } from './locales/en';
import { es } from './locales/es';

export const catalogNamespace = 'catalog';

// Runs when the first catalog screen's chunk loads, so these texts never weigh on the public pages.
registerTranslations(catalogNamespace, { en, es });
