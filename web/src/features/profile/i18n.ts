import { registerTranslations } from '../../lib/i18n';
import { en } from './locales/en';
import { es } from './locales/es';

export const profileNamespace = 'profile';

// Runs when the profile screen's chunk loads: no other screen carries these texts.
registerTranslations(profileNamespace, { en, es });
