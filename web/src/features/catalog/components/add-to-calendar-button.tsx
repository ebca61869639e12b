import { useTranslation } from 'react-i18next';
import type { UnlockedEvent } from '../api/catalog-event';
import { getEventCalendar } from '../api/get-event-calendar';
import { useCalendarExport } from '../hooks/use-calendar-export';
import { CalendarIcon } from './icons';

type AddToCalendarButtonProps = {
  event: Pick<UnlockedEvent, 'id' | 'name'>;
  describedBy?: string;
};

/** Pro downloads the event's .ics file; others are shown the upgrade path (useCalendarExport). */
export function AddToCalendarButton({ event, describedBy }: AddToCalendarButtonProps) {
  const { t } = useTranslation('catalog');
  const calendar = useCalendarExport(() => getEventCalendar(event));
  return (
    <button
      type="button"
      className="button button--outline catalog-action"
      aria-describedby={describedBy}
      disabled={calendar.isPending}
      aria-busy={calendar.isPending}
      onClick={calendar.start}
    >
      <CalendarIcon />
      {t('actions.addToCalendar')}
    </button>
  );
}
