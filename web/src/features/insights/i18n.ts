import { registerTranslations } from '../../lib/i18n';
import { en } from './locales/en';
import { es } from './locales/es';

export const insightsNamespace = 'insights';

// Runs when the insights page's chunk loads: no other screen carries these texts.
registerTranslations(insightsNamespace, { en, es });
