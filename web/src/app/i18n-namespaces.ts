// The shape of every translation namespace, for typed `t()` keys. The common texts live in lib/locales;
// each feature registers its own namespace (lib/i18n registerTranslations) and is listed here once.
import type { AppTranslation } from '../components/layout/app-translations';
import type { AdminBlogTranslation } from '../features/admin/blog-posts/locales/en';
import type { AdminEventsTranslation } from '../features/admin/events/locales/en';
import type { AdminTranslation } from '../features/admin/locales/en';
import type { AuthTranslation } from '../features/auth/auth-translations';
import type { BlogTranslation } from '../features/blog/locales/en';
import type { CatalogTranslation } from '../features/catalog/locales/en';
import type { InsightsTranslation } from '../features/insights/locales/en';
import type { LandingTranslation } from '../features/landing/locales/en';
import type { LegalTranslation } from '../features/legal/locales/en';
import type { NotificationsTranslation } from '../features/notifications/locales/en';
import type { OrganizersTranslation } from '../features/organizers/locales/en';
import type { ProfileTranslation } from '../features/profile/locales/en';
import type { Translation } from '../lib/locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: Translation;
      admin: AdminTranslation;
      adminBlog: AdminBlogTranslation;
      adminEvents: AdminEventsTranslation;
      app: AppTranslation;
      auth: AuthTranslation;
      blog: BlogTranslation;
      catalog: CatalogTranslation;
      insights: InsightsTranslation;
      landing: LandingTranslation;
      legal: LegalTranslation;
      notifications: NotificationsTranslation;
      organizers: OrganizersTranslation;
      profile: ProfileTranslation;
    };
  }
}
