import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogEvent } from '../api/catalog-event';
import { addMonths, monthOf } from '../calendar-date';
import { formatMonth } from '../../../lib/date-format';
import { formatDayHeading } from '../format';
import { useLanguage } from '../../../lib/use-language';
import { WindowedGrid } from '../../../components/ui/windowed-grid';
import { EventGrid } from './event-grid';
import { ChevronIcon } from './icons';

/**
 * Events a day shows before "+k more": a month at catalog scale has hundreds of events, and a calendar is for
 * seeing which days are busy, not for reading them all at once.
 */
const eventsShownPerDay = 3;

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
    const day = days.get(event.startDate);
    if (day) day.push(event);
    else days.set(event.startDate, [event]);
  }
  return [...days].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A day of three cards under its heading, on a phone; days are measured once they render. */
const estimatedDayHeight = 1_100;

const dayKey = ([day]: [string, CatalogEvent[]]) => day;
const renderDay = ([day, events]: [string, CatalogEvent[]]) => <CalendarDay day={day} events={events} />;

type CalendarDayProps = { day: string; events: readonly CatalogEvent[] };

/** One day: its first events, and the rest behind "+k more". */
function CalendarDay({ day, events }: CalendarDayProps) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const [expanded, setExpanded] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const revealed = useRef(false);
  const gridId = useId();
  const headingId = `calendar-day-${day}`;
  const heading = formatDayHeading(day, language);
  const shown = expanded ? events : events.slice(0, eventsShownPerDay);

  // Opening the day takes the keyboard to the first event it revealed, the next one to read.
  useEffect(() => {
    if (!expanded || !revealed.current) return;
    revealed.current = false;
    const next = sectionRef.current?.querySelector(`[aria-posinset="${eventsShownPerDay + 1}"]`);
    next?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [expanded]);

  return (
    <section ref={sectionRef} className="events-calendar__day" aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      <EventGrid id={gridId} events={shown} headingLevel={4} label={heading} />
      {events.length > eventsShownPerDay ? (
        <button
          type="button"
          className="button button--ghost events-calendar__more"
          aria-expanded={expanded}
          aria-controls={gridId}
          aria-describedby={headingId}
          onClick={() => {
            revealed.current = !expanded;
            setExpanded(!expanded);
          }}
        >
          {expanded ? t('calendar.showFewer') : t('calendar.more', { count: events.length - eventsShownPerDay })}
        </button>
      ) : null}
    </section>
  );
}

export function EventsCalendar({ events, month, onMonthChange }: EventsCalendarProps) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const days = useMemo(() => eventsByDay(events, month), [events, month]);
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
        // Only the days near the viewport are in the page, like the cards of the list view.
        <WindowedGrid
          items={days}
          itemKey={dayKey}
          renderItem={renderDay}
          label={t('calendar.days', { month: formatMonth(month, language) })}
          className="events-calendar__days"
          estimatedRowHeight={estimatedDayHeight}
        />
      )}
    </section>
  );
}
