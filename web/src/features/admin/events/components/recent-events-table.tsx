import { useTranslation } from 'react-i18next';
import type { AdminEvent } from '../api/admin-event';
import { formatCalendarDay } from '../../../../lib/date-format';
import { useLanguage } from '../../../../lib/use-language';
import { useVocabularyLabels } from '../../../../lib/use-vocabulary-labels';
import { adminEventsNamespace } from '../i18n';

type RecentEventsTableProps = {
  events: AdminEvent[];
  onEdit: (event: AdminEvent) => void;
  onDelete: (event: AdminEvent) => void;
  onCancel: (event: AdminEvent) => void;
  onMarkSample: (event: AdminEvent) => void;
  onHistory: (event: AdminEvent) => void;
  /** The event a sample change is under way for, its button disabled meanwhile. */
  markingSample: string | null;
};

type RowActionProps = {
  label: string;
  /** The label with the event's name: rows repeat the same labels, so screen readers hear which event. */
  name: string;
  variant?: 'outline' | 'ghost' | 'danger';
  disabled?: boolean;
  onClick: () => void;
};

function RowAction({ label, name, variant = 'outline', disabled, onClick }: RowActionProps) {
  return (
    <button type="button" className={`button button--${variant}`} aria-label={name} disabled={disabled} onClick={onClick}>
      {label}
    </button>
  );
}

export function RecentEventsTable({ events, onEdit, onDelete, onCancel, onMarkSample, onHistory, markingSample }: RecentEventsTableProps) {
  const { t } = useTranslation(adminEventsNamespace);
  const language = useLanguage();
  const labels = useVocabularyLabels();

  return (
    <div className="admin-table-scroll">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('list.name')}</th>
            <th scope="col">{t('list.city')}</th>
            <th scope="col">{t('list.state')}</th>
            <th scope="col">{t('list.organizer')}</th>
            <th scope="col">{t('list.startDate')}</th>
            <th scope="col">{t('list.type')}</th>
            <th scope="col">{t('list.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <th scope="row">
                <span className="admin-events__name">{event.name}</span>
                {event.isCancelled ? <span className="event-badge event-badge--cancelled">{t('badges.cancelled')}</span> : null}
                {event.isSample ? <span className="event-badge event-badge--sample">{t('badges.sample')}</span> : null}
              </th>
              <td>{event.city}</td>
              <td>{event.state}</td>
              <td>{event.organizer ?? '—'}</td>
              <td>{formatCalendarDay(event.startDate, language)}</td>
              <td>
                <span className="event-badge event-badge--type">{labels.eventType(event.eventType)}</span>
              </td>
              <td>
                <div className="admin-events__actions">
                  <RowAction label={t('actions.edit')} name={t('actions.editNamed', { name: event.name })} onClick={() => onEdit(event)} />
                  {event.isCancelled ? null : (
                    <RowAction label={t('actions.cancel')} name={t('actions.cancelNamed', { name: event.name })} onClick={() => onCancel(event)} />
                  )}
                  {event.isSample || event.isCancelled ? null : (
                    <RowAction
                      label={t('actions.markSample')}
                      name={t('actions.markSampleNamed', { name: event.name })}
                      disabled={markingSample === event.id}
                      onClick={() => onMarkSample(event)}
                    />
                  )}
                  <RowAction
                    label={t('actions.history')}
                    name={t('actions.historyNamed', { name: event.name })}
                    variant="ghost"
                    onClick={() => onHistory(event)}
                  />
                  <RowAction
                    label={t('actions.delete')}
                    name={t('actions.deleteNamed', { name: event.name })}
                    variant="danger"
                    onClick={() => onDelete(event)}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
