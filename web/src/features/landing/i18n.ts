import { registerTranslations } from '../../lib/i18n';
import { en } from './locales/en';
import { es } from './locales/es';

// Runs when the landing chunk loads, so its texts never weigh on other pages' first load.
registerTranslations('landing', { en, es });
