import { registerTranslations } from '../../lib/i18n';
import { en } from './locales/en';
import { es } from './locales/es';

// Runs when the legal chunk loads: these long texts stay out of every other page's download.
registerTranslations('legal', { en, es });
