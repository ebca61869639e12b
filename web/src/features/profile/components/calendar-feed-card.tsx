import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api';
import { formatInstantDay } from '../../../lib/date-format';
import { useLanguage } from '../../../lib/use-language';
import type { CalendarFeed, CalendarFeedLinks } from '../api/get-calendar-feed';
import { useCalendarFeed } from '../hooks/use-calendar-feed';
import { profileNamespace } from '../i18n';
import { UpgradeHint } from './upgrade-hint';

type Actions = ReturnType<typeof useCalendarFeed>;

const linksOf = ({ url, webcalUrl, googleUrl }: CalendarFeed): CalendarFeedLinks | null =>
  url && webcalUrl && googleUrl ? { url, webcalUrl, googleUrl } : null;

function FeedAddress({ feed }: { feed: CalendarFeedLinks }) {
  const { t } = useTranslation(profileNamespace);
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feed.url);
      toast.success(t('toasts.linkCopied'));
    } catch {
      // No clipboard (an insecure page, a refused permission): the link is selected for copying by hand.
      input.current?.focus();
      input.current?.select();
      toast.error(t('toasts.copyFailed'));
    }
  };

  return (
    <>
      <div className="profile-field calendar-feed__link">
        <label htmlFor="calendar-feed-url">{t('calendarFeed.link')}</label>
        <div className="calendar-feed__copy">
          <input
            ref={input}
            id="calendar-feed-url"
            type="text"
            value={feed.url}
            readOnly
            spellCheck={false}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className="button button--outline" onClick={() => void copy()}>
            {t('calendarFeed.copy')}
          </button>
        </div>
      </div>
      <div className="calendar-feed__actions">
        <a className="button button--primary" href={feed.webcalUrl}>
          {t('calendarFeed.apple')}
        </a>
        <a className="button button--primary" href={feed.googleUrl} target="_blank" rel="noopener noreferrer">
          {t('calendarFeed.google')}
          <span className="visually-hidden"> {t('calendarFeed.newTab')}</span>
        </a>
      </div>
    </>
  );
}

function FeedLinks({ feed, actions }: { feed: CalendarFeed; actions: Actions }) {
  const { t } = useTranslation(profileNamespace);
  const language = useLanguage();
  const [confirming, setConfirming] = useState<'regenerate' | 'turnOff' | null>(null);
  const busy = actions.create.isPending || actions.turnOff.isPending;
  const failed = (error: Error) => toast.error(t('toasts.feedFailed'), { description: errorMessage(error) });
  const links = linksOf(feed);

  const regenerate = () =>
    actions.create.mutate(undefined, { onSuccess: () => toast.success(t('toasts.feedRenewed')), onError: failed });
  const turnOff = () =>
    actions.turnOff.mutate(undefined, { onSuccess: () => toast.success(t('toasts.feedTurnedOff')), onError: failed });

  return (
    <>
      {links ? (
        <FeedAddress feed={links} />
      ) : (
        <p>{t('calendarFeed.hidden', { date: formatInstantDay(feed.createdAt, language) })}</p>
      )}
      <div className="calendar-feed__actions">
        <button
          type="button"
          className="button button--outline"
          disabled={busy}
          aria-busy={actions.create.isPending}
          onClick={() => setConfirming('regenerate')}
        >
          {t('calendarFeed.regenerate')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          aria-busy={actions.turnOff.isPending}
          onClick={() => setConfirming('turnOff')}
        >
          {t('calendarFeed.turnOff')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming === 'regenerate'}
        onOpenChange={(open) => setConfirming(open ? 'regenerate' : null)}
        title={t('calendarFeed.regenerateConfirm.title')}
        description={t('calendarFeed.regenerateConfirm.description')}
        confirmLabel={t('calendarFeed.regenerate')}
        cancelLabel={t('calendarFeed.cancel')}
        onConfirm={regenerate}
      />
      <ConfirmDialog
        open={confirming === 'turnOff'}
        onOpenChange={(open) => setConfirming(open ? 'turnOff' : null)}
        title={t('calendarFeed.turnOffConfirm.title')}
        description={t('calendarFeed.turnOffConfirm.description')}
        confirmLabel={t('calendarFeed.turnOff')}
        cancelLabel={t('calendarFeed.cancel')}
        destructive
        onConfirm={turnOff}
      />
    </>
  );
}

function FeedBody({ actions }: { actions: Actions }) {
  const { t } = useTranslation(profileNamespace);
  const { feed, create } = actions;
  if (feed.data?.feed) return <FeedLinks feed={feed.data.feed} actions={actions} />;
  if (feed.data) {
    return (
      <>
        <p>{t('calendarFeed.none')}</p>
        <div>
          <button
            type="button"
            className="button button--primary"
            disabled={create.isPending}
            aria-busy={create.isPending}
            onClick={() =>
              create.mutate(undefined, {
                onSuccess: () => toast.success(t('toasts.feedCreated')),
                onError: (error) => toast.error(t('toasts.feedFailed'), { description: errorMessage(error) }),
              })
            }
          >
            {create.isPending ? t('calendarFeed.creating') : t('calendarFeed.create')}
          </button>
        </div>
      </>
    );
  }
  if (feed.isError) {
    return (
      <p className="profile-error" role="alert">
        {t('calendarFeed.error')}: {errorMessage(feed.error)}
      </p>
    );
  }
  return (
    <div className="profile-skeleton">
      <p className="visually-hidden" role="status">
        {t('calendarFeed.loading')}
      </p>
      <span className="profile-skeleton__line profile-skeleton__line--wide" />
    </div>
  );
}

/** Pro: the private address calendar apps subscribe to, to follow the user's saved events. Others learn what it is. */
export function CalendarFeedCard({ isPro }: { isPro: boolean }) {
  const { t } = useTranslation(profileNamespace);
  const actions = useCalendarFeed(isPro);
  return (
    <section className="profile-card" aria-labelledby="calendar-feed-title" aria-busy={isPro && actions.feed.isPending}>
      <h2 id="calendar-feed-title" className="profile-card__title">
        {t('calendarFeed.title')}
      </h2>
      <p className="profile-note">{t('calendarFeed.what')}</p>
      {isPro ? (
        <>
          <p className="profile-note">{t('calendarFeed.private')}</p>
          <FeedBody actions={actions} />
        </>
      ) : (
        <UpgradeHint text={t('notifications.includedInPro')} />
      )}
    </section>
  );
}
