import { registerTranslations } from '../../lib/i18n';

const en = {
  title: 'Dashboard',
};

export type DashboardTranslation = typeof en;

const es: DashboardTranslation = {
  title: 'Panel',
};

export const dashboardNamespace = 'dashboard';

registerTranslations(dashboardNamespace, { en, es });
