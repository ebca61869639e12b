import { registerTranslations } from '../../lib/i18n';
import { en } from './locales/en';
import { es } from './locales/es';

export const blogNamespace = 'blog';

// Runs when a blog page's chunk loads, so these texts never weigh on the landing page.
registerTranslations(blogNamespace, { en, es });
