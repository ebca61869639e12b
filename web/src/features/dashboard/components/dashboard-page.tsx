import { useTranslation } from 'react-i18next';
import { AppPageTitle } from '../../../components/layout/app-page-title';
import '../dashboard-translations';

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  return <AppPageTitle title={t('title')} />;
}
