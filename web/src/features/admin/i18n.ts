import { registerTranslations } from '../../lib/i18n';
import { en } from './locales/en';
import { es } from './locales/es';

export const adminNamespace = 'admin';

// Runs when the admin console's chunk loads: no other screen carries these texts.
registerTranslations(adminNamespace, { en, es });
