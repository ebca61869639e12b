import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/dialog';
import type { AdminUser } from '../api/get-users';
import { adminNamespace } from '../i18n';
import { DeleteUserDialog } from './delete-user-dialog';
import { GrantAccessDialog } from './grant-access-dialog';
import { useUserChange } from './use-user-change';

type ConfirmedAction = 'makeAdmin' | 'removeAdmin' | 'revokeAccess';

type UserActionsProps = {
  user: AdminUser;
  /** The signed-in admin's own row: the server refuses to remove one's own role, so it is not offered. */
  isSelf: boolean;
  onShowHistory: () => void;
};

/** A user's row buttons; every change is confirmed first (the grant in its own form). */
export function UserActions({ user, isSelf, onShowHistory }: UserActionsProps) {
  const { t } = useTranslation(adminNamespace);
  const change = useUserChange();
  const [confirming, setConfirming] = useState<ConfirmedAction | null>(null);
  const [granting, setGranting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const button = (label: string, onClick: () => void) => (
    <button type="button" className="button button--outline admin-button--small" disabled={change.isPending} onClick={onClick}>
      {label}
    </button>
  );
  const actionButton = (action: ConfirmedAction) => button(t(`users.actions.${action}`), () => setConfirming(action));

  return (
    <div className="user-actions" role="group" aria-label={t('users.actionsFor', { username: user.username })}>
      {!user.isAdmin ? actionButton('makeAdmin') : null}
      {user.isAdmin && !isSelf ? actionButton('removeAdmin') : null}
      {user.isAdmin && isSelf ? <span className="user-actions__note">{t('users.ownRole')}</span> : null}
      {button(t('users.actions.grantAccess'), () => setGranting(true))}
      {user.accessLevel !== 'sample' ? actionButton('revokeAccess') : null}
      {/* The server refuses to delete an admin: their role is removed first. */}
      {!user.isAdmin ? button(t('users.actions.deleteAccount'), () => setDeleting(true)) : null}
      <button type="button" className="button button--ghost admin-button--small" onClick={onShowHistory}>
        {t('users.actions.history')}
      </button>
      {confirming ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          title={t(`users.confirm.${confirming}.title`, { username: user.username })}
          description={t(`users.confirm.${confirming}.description`)}
          confirmLabel={t(`users.confirm.${confirming}.confirm`)}
          cancelLabel={t('common.cancel')}
          destructive={confirming !== 'makeAdmin'}
          onConfirm={() => change.mutate({ action: confirming, user })}
        />
      ) : null}
      {granting ? <GrantAccessDialog user={user} onClose={() => setGranting(false)} /> : null}
      {deleting ? <DeleteUserDialog user={user} onClose={() => setDeleting(false)} /> : null}
    </div>
  );
}
