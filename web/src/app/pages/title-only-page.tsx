import { useTranslation } from 'react-i18next';
import { AppPageTitle } from '../../components/layout/app-page-title';
import '../../components/layout/app-translations';

type TitleOnlyPageProps = { page: 'profile' };

/** A signed-in route whose screen comes with a later issue: it already has its place, nav entry and title. */
export function TitleOnlyPage({ page }: TitleOnlyPageProps) {
  const { t } = useTranslation('app');
  return <AppPageTitle title={t(`pages.${page}`)} />;
}
