import { useTranslation } from 'react-i18next';
import type { EventsSearch } from '../hooks/events-search';
import { useDraft } from '../hooks/use-draft';

type EventsToolbarProps = {
  search: EventsSearch;
  onSearchChange: (next: EventsSearch) => void;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  filtersId: string;
};

/** Search box, filter-panel toggle and list/calendar/map switch. */
export function EventsToolbar({ search, onSearchChange, filtersOpen, onToggleFilters, filtersId }: EventsToolbarProps) {
  const { t } = useTranslation('catalog');
  const [text, setText] = useDraft(search.text);
  const views = [
    { view: 'list', label: t('events.listView') },
    { view: 'calendar', label: t('events.calendarView') },
    { view: 'map', label: t('events.mapView') },
  ] as const;

  return (
    <div className="events-toolbar">
      <div className="events-toolbar__search">
        <label htmlFor="events-search" className="visually-hidden">
          {t('events.searchLabel')}
        </label>
        <input
          id="events-search"
          type="search"
          className="catalog-input"
          placeholder={t('events.searchPlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onSearchChange({ ...search, text: event.target.value });
          }}
        />
      </div>
      <button
        type="button"
        className="button button--outline"
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={onToggleFilters}
      >
        {t('events.filtersToggle')}
      </button>
      <div className="segmented" role="group" aria-label={t('events.viewLabel')}>
        {views.map(({ view, label }) => (
          <button
            key={view}
            type="button"
            aria-pressed={search.view === view}
            onClick={() => onSearchChange({ ...search, view })}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
