import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api';
import type { CurrentUser } from '../../lib/current-user';

/** The part of the current user the layout shows. */
export type AppUser = Pick<CurrentUser, 'username' | 'email' | 'isAdmin' | 'subscriptionStatus'>;

type AppUserMenuProps = {
  user: AppUser;
  /** Resolves once signed out (the caller then leaves the page); rejects when the server refused. */
  onLogout: () => Promise<unknown>;
};

export function AppUserMenu({ user, onLogout }: AppUserMenuProps) {
  const { t } = useTranslation('app');

  const logout = () => {
    onLogout().catch((error: unknown) => toast.error(t('toasts.logoutFailed'), { description: errorMessage(error) }));
  };

  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while its links stay focusable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="app-user-menu__trigger" aria-label={t('userMenu.label', { username: user.username })}>
        <span className="app-user-menu__avatar" aria-hidden="true">
          {user.username.charAt(0).toUpperCase()}
        </span>
        <span className="app-user-menu__name">{user.username}</span>
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
