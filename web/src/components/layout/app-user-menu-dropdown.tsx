import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppUserMenuFace } from './app-user-menu-face';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/api';

import type { AppUserMenuProps } from './app-user-menu';

/** The account menu itself (Radix's dropdown menu, with its positioning), loaded once the user reaches for it. */
export function AppUserMenuDropdown({ user, onLogout, defaultOpen }: AppUserMenuProps & { defaultOpen: boolean }) {
  const { t } = useTranslation('app');

  const logout = () => {
    onLogout().catch((error: unknown) => toast.error(t('toasts.logoutFailed'), { description: errorMessage(error) }));
  };

  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while its links stay focusable.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className="app-user-menu__trigger" aria-label={t('userMenu.label', { username: user.username })}>
        <AppUserMenuFace username={user.username} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="app-user-menu__content" align="end" sideOffset={6}>
          <DropdownMenu.Label className="app-user-menu__identity">
            <span className="app-user-menu__username">{user.username}</span>
            <span className="app-user-menu__email">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="app-user-menu__separator" />
          <DropdownMenu.Item asChild className="app-user-menu__item">
            <Link to="/profile">{t('userMenu.profile')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className="app-user-menu__item" onSelect={logout}>
            {t('userMenu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
