import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/dialog';
import { errorMessage } from '../../../../lib/api';
import { HistoryDialog, type HistorySubject } from '../../components/history-dialog';
import type { AdminEvent } from '../api/admin-event';
import { recentEventsQueryOptions } from '../api/recent-events';
import { useCancelEvent, useDeleteEvent, useMarkSample } from '../hooks/use-event-mutations';
import { adminEventsNamespace } from '../i18n';
import { EventFormDialog, type EventFormTarget } from './event-form-dialog';
import { ImportPanel } from './import-panel';
import { RecentEventsTable } from './recent-events-table';
import './admin-events.css';

/** The admin console's Events tab: the latest events with their actions, the event form, CSV import and export. */
export function EventsTab() {
  const { t } = useTranslation(adminEventsNamespace);
  const events = useQuery(recentEventsQueryOptions());
  const [formTarget, setFormTarget] = useState<EventFormTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminEvent | null>(null);
  const [cancelling, setCancelling] = useState<AdminEvent | null>(null);
  const [history, setHistory] = useState<HistorySubject | null>(null);
  const deleteEvent = useDeleteEvent();
  const markSample = useMarkSample();
  const cancelEvent = useCancelEvent();

  return (
    <div className="admin-events">
      <section aria-labelledby="admin-events-title">
        <div className="admin-events__header">
          <h2 id="admin-events-title">{t('title')}</h2>
          <div className="admin-events__toolbar">
            <button type="button" className="button button--primary" onClick={() => setFormTarget({ event: null })}>
              {t('add')}
            </button>
            <a className="button button--outline" href="/api/admin/events/export" download>
              {t('export')}
            </a>
          </div>
        </div>
        {events.isPending ? (
          <p role="status">{t('list.loading')}</p>
        ) : events.isError ? (
          <p role="alert" className="admin-events__error">
            {t('list.loadFailed')}: {errorMessage(events.error)}
          </p>
        ) : events.data.length === 0 ? (
          <p className="admin-events__empty">{t('list.empty')}</p>
        ) : (
          <RecentEventsTable
            events={events.data}
            onEdit={(event) => setFormTarget({ event })}
            onDelete={setDeleting}
            onCancel={setCancelling}
            onMarkSample={(event) => markSample.mutate(event.id)}
            onHistory={(event) => setHistory({ kind: 'event', id: event.id, title: event.name })}
            markingSample={markSample.isPending ? (markSample.variables ?? null) : null}
          />
        )}
      </section>
      <ImportPanel />
      <EventFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('confirmDelete.title')}
        description={t('confirmDelete.description', { name: deleting?.name ?? '' })}
        confirmLabel={t('confirmDelete.confirm')}
        cancelLabel={t('confirmDelete.cancel')}
        destructive
        onConfirm={() => deleting && deleteEvent.mutate(deleting.id)}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t('confirmCancel.title')}
        description={t('confirmCancel.description', { name: cancelling?.name ?? '' })}
        confirmLabel={t('confirmCancel.confirm')}
        cancelLabel={t('confirmCancel.cancel')}
        destructive
        onConfirm={() => cancelling && cancelEvent.mutate(cancelling.id)}
      />
      <HistoryDialog subject={history} onClose={() => setHistory(null)} />
    </div>
  );
}
