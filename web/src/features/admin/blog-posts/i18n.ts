import { registerTranslations } from '../../../lib/i18n';
import { en } from './locales/en';
import { es } from './locales/es';

export const adminBlogNamespace = 'adminBlog';

registerTranslations(adminBlogNamespace, { en, es });
