import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../lib/current-user';
import { AppUserMenuFace } from './app-user-menu-face';

/** The part of the current user the layout shows. */
export type AppUser = Pick<CurrentUser, 'username' | 'email' | 'isAdmin' | 'subscriptionStatus'>;

export type AppUserMenuProps = {
  user: AppUser;
  /** Resolves once signed out (the caller then leaves the page); rejects when the server refused. */
  onLogout: () => Promise<unknown>;
};

// The menu (Radix's dropdown with its positioning code, about 35 kB gzipped) is not needed to show a page: its
// button is drawn at once and the menu loads when the pointer or the keyboard comes near it, opening when asked.
const loadDropdown = () => import('./app-user-menu-dropdown');
const AppUserMenuDropdown = lazy(async () => ({ default: (await loadDropdown()).AppUserMenuDropdown }));
const opensMenu = new Set(['Enter', ' ', 'ArrowDown']);

/** The account menu in the header: who is signed in, their profile, and logout. */
export function AppUserMenu({ user, onLogout }: AppUserMenuProps) {
  const { t } = useTranslation('app');
  const [asked, setAsked] = useState(false);
  const button = (
    <button
      type="button"
      className="app-user-menu__trigger"
      aria-label={t('userMenu.label', { username: user.username })}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onPointerDown={(event) => {
        if (event.button === 0) setAsked(true);
      }}
      onClick={() => setAsked(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (!opensMenu.has(event.key)) return;
        event.preventDefault();
        setAsked(true);
      }}
    >
      <AppUserMenuFace username={user.username} />
    </button>
  );
  if (!asked) return button;
  return (
    <Suspense fallback={button}>
      <AppUserMenuDropdown user={user} onLogout={onLogout} defaultOpen />
    </Suspense>
  );
}
