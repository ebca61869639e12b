import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { adminNamespace } from '../i18n';
import { HistoryTimeline } from './history-timeline';

export type HistorySubject = { kind: 'user' | 'event' | 'scraper' | 'draft'; id: string; title: string };

type HistoryDialogProps = { subject: HistorySubject | null; onClose: () => void };

/** A user's account and subscription live in two streams: one tab each, the subscription fetched when opened. */
function UserHistory({ id }: { id: string }) {
  const { t } = useTranslation(adminNamespace);
  return (
    <Tabs.Root defaultValue="account">
      <Tabs.List className="admin-tabs" aria-label={t('history.sectionsLabel')}>
        <Tabs.Trigger value="account" className="admin-tabs__tab">
          {t('history.sections.account')}
        </Tabs.Trigger>
        <Tabs.Trigger value="subscription" className="admin-tabs__tab">
          {t('history.sections.subscription')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="account" className="admin-tabs__panel">
        <HistoryTimeline stream="users" id={id} />
      </Tabs.Content>
      <Tabs.Content value="subscription" className="admin-tabs__panel">
        <HistoryTimeline stream="subscriptions" id={id} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** The audit trail of a user, an event, a scraper or a draft, as the server recorded it; `subject` null keeps it closed. */
export function HistoryDialog({ subject, onClose }: HistoryDialogProps) {
  const { t } = useTranslation(adminNamespace);
  return (
    <Dialog
      open={subject !== null}
      onOpenChange={(open) => !open && onClose()}
      title={subject ? t('history.title', { title: subject.title }) : ''}
      size="wide"
    >
      {subject?.kind === 'user' ? <UserHistory key={subject.id} id={subject.id} /> : null}
      {subject?.kind === 'event' ? <HistoryTimeline key={subject.id} stream="events" id={subject.id} /> : null}
      {subject?.kind === 'scraper' ? <HistoryTimeline key={subject.id} stream="scrapers" id={subject.id} /> : null}
      {subject?.kind === 'draft' ? <HistoryTimeline key={subject.id} stream="drafts" id={subject.id} /> : null}
      <div className="dialog__actions">
        <DialogClose>{t('common.close')}</DialogClose>
      </div>
    </Dialog>
  );
}
