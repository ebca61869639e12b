import { useTranslation } from 'react-i18next';
import type { CatalogEvent } from '../api/catalog-event';
import { addMonths, monthOf } from '../calendar-date';
import { formatMonth } from '../../../lib/date-format';
import { formatDayHeading } from '../format';
import { useLanguage } from '../../../lib/use-language';
import { EventGrid } from './event-grid';
import { ChevronIcon } from './icons';

type EventsCalendarProps = {
  events: readonly CatalogEvent[];
  /** `yyyy-MM` */
  month: string;
  onMonthChange: (month: string) => void;
};

/** The month's events grouped under their start day, in date order. */
function eventsByDay(events: readonly CatalogEvent[], month: string): [string, CatalogEvent[]][] {
  const days = new Map<string, CatalogEvent[]>();
  for (const event of events) {
    if (monthOf(event.startDate) !== month) continue;
    days.set(event.startDate, [...(days.get(event.startDate) ?? []), event]);
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b));
}

export function EventsCalendar({ events, month, onMonthChange }: EventsCalendarProps) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const days = eventsByDay(events, month);
  return (
    <section className="events-calendar" aria-labelledby="events-calendar-month">
      <div className="events-calendar__header">
        <button type="button" className="button button--outline icon-button" onClick={() => onMonthChange(addMonths(month, -1))}>
          <ChevronIcon direction="left" />
          <span className="visually-hidden">{t('calendar.previousMonth')}</span>
        </button>
        <h2 id="events-calendar-month" aria-live="polite">
          {formatMonth(month, language)}
        </h2>
        <button type="button" className="button button--outline icon-button" onClick={() => onMonthChange(addMonths(month, 1))}>
          <ChevronIcon direction="right" />
          <span className="visually-hidden">{t('calendar.nextMonth')}</span>
        </button>
      </div>
      {days.length === 0 ? (
        <p className="catalog-empty">{t('calendar.noEvents')}</p>
      ) : (
        days.map(([day, dayEvents]) => {
          const heading = formatDayHeading(day, language);
          return (
            <section key={day} className="events-calendar__day" aria-labelledby={`calendar-day-${day}`}>
              <h3 id={`calendar-day-${day}`}>{heading}</h3>
              <EventGrid events={dayEvents} headingLevel={4} label={heading} />
            </section>
          );
        })
      )}
    </section>
  );
}
