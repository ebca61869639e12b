import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api';
import { forgetCurrentUser } from '../../../lib/current-user';
import { logoutEverywhere } from '../api/logout-everywhere';
import { profileNamespace } from '../i18n';

/** Signs the user out on every device, this one included: for a lost phone or a shared computer left signed in. */
export function SessionsCard() {
  const { t } = useTranslation(profileNamespace);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const signOut = useMutation({
    mutationFn: logoutEverywhere,
    onSuccess: () => {
      toast.success(t('toasts.signedOutEverywhere'));
      // Signed out here too: nothing of the user's stays cached, and the guard sends the page to sign-in.
      forgetCurrentUser(queryClient);
    },
    onError: (error) => toast.error(t('toasts.signOutEverywhereFailed'), { description: errorMessage(error) }),
  });

  return (
    <section className="profile-card" aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="profile-card__title">
        {t('sessions.title')}
      </h2>
      <p className="profile-note">{t('sessions.what')}</p>
      <div>
        <button
          type="button"
          className="button button--outline"
          disabled={signOut.isPending}
          aria-busy={signOut.isPending}
          onClick={() => setConfirming(true)}
        >
          {signOut.isPending ? t('sessions.pending') : t('sessions.signOutEverywhere')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('sessions.confirm.title')}
        description={t('sessions.confirm.description')}
        confirmLabel={t('sessions.signOutEverywhere')}
        cancelLabel={t('sessions.cancel')}
        destructive
        onConfirm={() => signOut.mutate()}
      />
    </section>
  );
}
