import { registerTranslations } from '../../lib/i18n';
import { en } from './locales/en';
import { es } from './locales/es';

export const notificationsNamespace = 'notifications';

// Runs when the unsubscribe page's chunk loads: no other screen carries these texts.
registerTranslations(notificationsNamespace, { en, es });
