import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LockIcon } from './icons';

/** 'Included in Pro', linking to the profile where plans are changed: what a Pro feature shows everyone else. */
export function ProHint({ id }: { id?: string }) {
  const { t } = useTranslation('catalog');
  return (
    <p className="pro-hint" id={id}>
      <LockIcon />
      <Link to="/profile">{t('pro.included')}</Link>
    </p>
  );
}
