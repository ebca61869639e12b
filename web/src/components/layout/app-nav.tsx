import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

type NavItem = { to: string; label: 'dashboard' | 'events' | 'saved' | 'admin' };

const memberItems: NavItem[] = [
  { to: '/dashboard', label: 'dashboard' },
  { to: '/events', label: 'events' },
  { to: '/saved', label: 'saved' },
];
const adminItem: NavItem = { to: '/admin', label: 'admin' };

/** NavLink marks the current page with aria-current="page", which the styles also use. */
export function AppNav({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('app');
  const items = isAdmin ? [...memberItems, adminItem] : memberItems;
  return (
    <nav className="app-nav" aria-label={t('nav.label')}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to}>{t(`nav.${item.label}`)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
