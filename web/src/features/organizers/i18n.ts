import { registerTranslations } from '../../lib/i18n';
import { en } from './locales/en';
import { es } from './locales/es';

export const organizersNamespace = 'organizers';

// Runs when an organizers' page's chunk loads: no other screen carries these texts.
registerTranslations(organizersNamespace, { en, es });
