import { useTranslation } from 'react-i18next';
import { adminNamespace } from '../i18n';

/** What the server sends in place of the username of a deleted account (no real username has a space). */
export const deletedUserName = 'Deleted user';

/** A username as the admin reads it: a deleted account's stand-in in the admin's language, any other as it is. */
export function useUserName(): (username: string) => string {
  const { t } = useTranslation(adminNamespace);
  return (username) => (username === deletedUserName ? t('users.deletedUser') : username);
}
