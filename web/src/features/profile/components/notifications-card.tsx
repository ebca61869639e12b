import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';
import {
  notificationKinds,
  type NotificationPreferences,
  notificationPreferencesQueryOptions,
  type NotificationSettings,
} from '../api/get-notification-preferences';
import { useSaveNotificationPreferences } from '../hooks/use-save-notification-preferences';
import { profileNamespace } from '../i18n';
import { changedPreferences, preferencesOf } from '../notification-changes';
import { DigestFiltersFields } from './digest-filters-fields';
import { NotificationSwitch } from './notification-switch';

function NotificationsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation(profileNamespace);
  const save = useSaveNotificationPreferences();
  const [draft, setDraft] = useState<NotificationPreferences>(() => preferencesOf(settings));
  const changes = changedPreferences(preferencesOf(settings), draft);
  const dirty = Object.keys(changes).length > 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty) return;
    save.mutate(changes, {
      onSuccess: (saved) => {
        setDraft(preferencesOf(saved));
        toast.success(t('toasts.notificationsSaved'));
      },
      onError: (error) => toast.error(t('toasts.notificationsFailed'), { description: errorMessage(error) }),
    });
  };

  return (
    <form className="profile-form" noValidate onSubmit={onSubmit}>
      <div className="notification-switches">
        {notificationKinds.map((kind) => (
          <NotificationSwitch
            key={kind}
            kind={kind}
            checked={draft[kind]}
            available={settings.available[kind]}
            onChange={(checked) => setDraft({ ...draft, [kind]: checked })}
          />
        ))}
      </div>
      <DigestFiltersFields
        filters={draft.digestFilters}
        disabled={!settings.available.weeklyDigest}
        onChange={(digestFilters) => setDraft({ ...draft, digestFilters })}
      />
      <div>
        <button type="submit" className="button button--primary" disabled={!dirty || save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t('notifications.saving') : t('notifications.save')}
        </button>
      </div>
    </form>
  );
}

/** Which mails the user gets (what their plan includes, switched on or off) and what the weekly digest lists. */
export function NotificationsCard({ email }: { email: string }) {
  const { t } = useTranslation(profileNamespace);
  const settings = useQuery(notificationPreferencesQueryOptions());

  const body = () => {
    // A plan change (an upgrade in another tab, say) starts the form over from what the server now says.
    if (settings.data) return <NotificationsForm key={JSON.stringify(settings.data.available)} settings={settings.data} />;
    if (settings.isError) {
      return (
        <p className="profile-error" role="alert">
          {t('notifications.error')}: {errorMessage(settings.error)}
        </p>
      );
    }
    return (
      <div className="profile-skeleton">
        <p className="visually-hidden" role="status">
          {t('notifications.loading')}
        </p>
        <span className="profile-skeleton__line profile-skeleton__line--wide" />
        <span className="profile-skeleton__block" />
      </div>
    );
  };

  return (
    <section className="profile-card" aria-labelledby="notifications-title" aria-busy={settings.isPending}>
      <h2 id="notifications-title" className="profile-card__title">
        {t('notifications.title')}
      </h2>
      <p className="profile-note">{t('notifications.intro', { email })}</p>
      {body()}
    </section>
  );
}
