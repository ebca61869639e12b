import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useVocabularyLabels } from '../../../lib/use-vocabulary-labels';
import { ageLevels, eventTypes, isOneOf, organizers, usStates } from '../api/catalog-event';
import { catalogKeys } from '../api/catalog-keys';
import { getColleges, sameCollege } from '../api/planning-user';
import { isCalendarDate } from '../calendar-date';
import {
  clearedFilters,
  collegeLimits,
  costBounds,
  gradYearRange,
  nearChoices,
  type EventsSearch,
  type IndoorSetting,
} from '../hooks/events-search';
import { useDraft } from '../hooks/use-draft';
import { ProHint } from './pro-hint';

type EventFiltersPanelProps = {
  id: string;
  hidden: boolean;
  search: EventsSearch;
  onSearchChange: (next: EventsSearch) => void;
  /**
   * Cost, organizer and indoor/outdoor are Pro filters: nobody else sees them (the server refuses them too). The
   * season planning filters show everyone else locked, with the way to get them.
   */
  isPro: boolean;
  /** Distance filters need a home ZIP code on the account. */
  hasHome: boolean;
};

export function EventFiltersPanel({ id, hidden, search, onSearchChange, isPro, hasHome }: EventFiltersPanelProps) {
  const { t } = useTranslation('catalog');
  const change = (patch: Partial<EventsSearch>) => onSearchChange({ ...search, ...patch });
  // Its fields (a select of every state, a few dozen checkboxes) are drawn the first time it opens, not with every
  // list: the events page shows its cards sooner on a slow phone.
  const [opened, setOpened] = useState(!hidden);
  if (!hidden && !opened) setOpened(true);

  return (
    <section id={id} className="filters-panel" aria-label={t('filters.label')} hidden={hidden}>
      {opened ? (
        <FilterFields search={search} change={change} onReset={() => onSearchChange(clearedFilters(search))} isPro={isPro} hasHome={hasHome} />
      ) : null}
    </section>
  );
}

/** The panel's fields. */
type FilterFieldsProps = {
  search: EventsSearch;
  change: (patch: Partial<EventsSearch>) => void;
  onReset: () => void;
  isPro: boolean;
  hasHome: boolean;
};

function FilterFields({ search, change, onReset, isPro, hasHome }: FilterFieldsProps) {
  const { t } = useTranslation('catalog');
  const labels = useVocabularyLabels();
  return (
    <>
      <div className="filters-panel__grid">
        <div className="filter-field">
          <label htmlFor="filter-state">{t('filters.state')}</label>
          <select
            id="filter-state"
            className="catalog-input"
            value={search.state}
            onChange={(event) => change({ state: isOneOf(usStates, event.target.value) ? event.target.value : 'all' })}
          >
            <option value="all">{t('filters.allStates')}</option>
            {usStates.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </div>
        <DateField
          id="filter-start-date"
          label={t('filters.startDate')}
          value={search.startDate}
          // A start after the chosen end would match nothing: the end date gives way.
          onChange={(startDate) => change({ startDate, endDate: startDate && search.endDate < startDate ? '' : search.endDate })}
        />
        <DateField
          id="filter-end-date"
          label={t('filters.endDate')}
          value={search.endDate}
          min={search.startDate}
          onChange={(endDate) => change({ endDate })}
        />
        <CheckboxGroup
          wide
          legend={t('filters.eventType')}
          options={eventTypes}
          selected={search.eventTypes}
          label={labels.eventType}
          onChange={(selected) => change({ eventTypes: selected })}
        />
        <CheckboxGroup
          wide
          legend={t('filters.ageLevel')}
          options={ageLevels}
          selected={search.ageLevels}
          label={labels.ageLevel}
          onChange={(selected) => change({ ageLevels: selected })}
        />
      </div>
      {isPro ? (
        <fieldset className="filters-panel__pro">
          <legend>{t('filters.proFilters')}</legend>
          <div className="filters-panel__grid">
            <CostRange min={search.minCost} max={search.maxCost} onChange={(minCost, maxCost) => change({ minCost, maxCost })} />
            <CheckboxGroup
              legend={t('filters.organizer')}
              options={organizers}
              selected={search.organizers}
              label={(organizer) => organizer}
              onChange={(selected) => change({ organizers: selected })}
            />
            <SettingChoice value={search.setting} onChange={(setting) => change({ setting })} />
          </div>
        </fieldset>
      ) : null}
      <PlanningFilters search={search} change={change} isPro={isPro} hasHome={hasHome} />
      <button type="button" className="button button--ghost filters-panel__reset" onClick={() => onReset()}>
        {t('filters.reset')}
      </button>
    </>
  );
}

type DateFieldProps = { id: string; label: string; value: string; min?: string; onChange: (value: string) => void };

/** A native date input: the browser's own picker, keyboard entry and accessibility; `min` greys out earlier days. */
function DateField({ id, label, value, min, onChange }: DateFieldProps) {
  const [draft, setDraft] = useDraft(value);
  return (
    <div className="filter-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        className="catalog-input"
        value={draft}
        min={min || undefined}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          if (next === '' || isCalendarDate(next)) onChange(next);
        }}
      />
    </div>
  );
}

type CheckboxGroupProps<T extends string> = {
  legend: string;
  /** A full-width row of choices instead of a column. */
  wide?: boolean;
  options: readonly T[];
  selected: readonly T[];
  label: (option: T) => string;
  onChange: (selected: T[]) => void;
};

function CheckboxGroup<T extends string>({ legend, wide = false, options, selected, label, onChange }: CheckboxGroupProps<T>) {
  return (
    <fieldset className={wide ? 'filter-group filter-group--wide' : 'filter-group'}>
      <legend>{legend}</legend>
      <div className="filter-group__options">
        {options.map((option) => (
          <label key={option} className="filter-choice">
            <input
              type="checkbox"
              checked={selected.includes(option)}
              onChange={(event) =>
                onChange(options.filter((known) => (known === option ? event.target.checked : selected.includes(known))))
              }
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function dollars(value: number): string {
  return `$${value}`;
}

type CostRangeProps = { min: number; max: number; onChange: (min: number, max: number) => void };

/** Two native sliders, one per end of the range; neither can pass the other. */
function CostRange({ min, max, onChange }: CostRangeProps) {
  const { t } = useTranslation('catalog');
  const [low, setLow] = useDraft(min);
  const [high, setHigh] = useDraft(max);
  const set = (nextLow: number, nextHigh: number) => {
    setLow(nextLow);
    setHigh(nextHigh);
    onChange(nextLow, nextHigh);
  };
  return (
    <fieldset className="filter-group cost-range">
      <legend>{t('filters.cost')}</legend>
      <output className="cost-range__value" htmlFor="filter-min-cost filter-max-cost">
        {t('filters.costRange', { min: dollars(low), max: dollars(high) })}
      </output>
      <label htmlFor="filter-min-cost" className="cost-range__label">
        {t('filters.minCost')}
      </label>
      <input
        id="filter-min-cost"
        type="range"
        min={costBounds.min}
        max={costBounds.max}
        step={costBounds.step}
        value={low}
        aria-valuetext={dollars(low)}
        onChange={(event) => set(Math.min(Number(event.target.value), high), high)}
      />
      <label htmlFor="filter-max-cost" className="cost-range__label">
        {t('filters.maxCost')}
      </label>
      <input
        id="filter-max-cost"
        type="range"
        min={costBounds.min}
        max={costBounds.max}
        step={costBounds.step}
        value={high}
        aria-valuetext={dollars(high)}
        onChange={(event) => set(low, Math.max(Number(event.target.value), low))}
      />
    </fieldset>
  );
}

const settings: readonly IndoorSetting[] = ['any', 'indoor', 'outdoor'];

function SettingChoice({ value, onChange }: { value: IndoorSetting; onChange: (setting: IndoorSetting) => void }) {
  const { t } = useTranslation('catalog');
  const label = { any: t('filters.anySetting'), indoor: t('filters.indoor'), outdoor: t('filters.outdoor') };
  return (
    <fieldset className="filter-group">
      <legend>{t('filters.setting')}</legend>
      <div className="filter-group__options">
        {settings.map((setting) => (
          <label key={setting} className="filter-choice">
            <input type="radio" name="filter-setting" value={setting} checked={value === setting} onChange={() => onChange(setting)} />
            {label[setting]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type PlanningFiltersProps = Omit<FilterFieldsProps, 'onReset'>;

/** Issue 24's Pro filters: distance from home, nearest first, a graduation class, colleges attending. */
function PlanningFilters({ search, change, isPro, hasHome }: PlanningFiltersProps) {
  const { t } = useTranslation('catalog');
  const hintId = useId();
  const homeId = useId();
  const distanceLocked = !isPro || !hasHome;
  return (
    <fieldset className="filters-panel__pro filters-panel__planning" disabled={!isPro} aria-describedby={isPro ? undefined : hintId}>
      <legend>{t('filters.planning')}</legend>
      {isPro ? null : <ProHint id={hintId} />}
      <div className="filters-panel__grid">
        <div className="filter-field">
          <label htmlFor="filter-near">{t('filters.distance')}</label>
          <select
            id="filter-near"
            className="catalog-input"
            value={search.near}
            disabled={distanceLocked}
            aria-describedby={isPro && !hasHome ? homeId : undefined}
            onChange={(event) => change({ near: nearChoices.find((miles) => String(miles) === event.target.value) ?? 0 })}
          >
            {nearChoices.map((miles) => (
              <option key={miles} value={miles}>
                {miles === 0 ? t('filters.anyDistance') : t('filters.withinMiles', { miles })}
              </option>
            ))}
          </select>
          <label className="filter-choice">
            <input
              type="checkbox"
              checked={search.sortByDistance}
              disabled={distanceLocked}
              aria-describedby={isPro && !hasHome ? homeId : undefined}
              onChange={(event) => change({ sortByDistance: event.target.checked })}
            />
            {t('filters.sortByDistance')}
          </label>
          {isPro && !hasHome ? (
            <p id={homeId} className="filter-field__note">
              <Link to="/profile">{t('filters.addHome')}</Link>
            </p>
          ) : null}
        </div>
        <div className="filter-field">
          <label htmlFor="filter-grad-year">{t('filters.gradYear')}</label>
          <select
            id="filter-grad-year"
            className="catalog-input"
            value={search.gradYear}
            onChange={(event) => change({ gradYear: Number(event.target.value) })}
          >
            <option value={0}>{t('filters.anyClass')}</option>
            {gradYearRange().map((year) => (
              <option key={year} value={year}>
                {t('card.classOf', { year })}
              </option>
            ))}
          </select>
        </div>
        <CollegesField selected={search.colleges} isPro={isPro} onChange={(colleges) => change({ colleges })} />
      </div>
    </fieldset>
  );
}

type CollegesFieldProps = { selected: readonly string[]; isPro: boolean; onChange: (colleges: string[]) => void };

/** Colleges typed or picked from the suggestions (the colleges named on upcoming events), each removable. */
function CollegesField({ selected, isPro, onChange }: CollegesFieldProps) {
  const { t } = useTranslation('catalog');
  const [draft, setDraft] = useState('');
  const listId = useId();
  const suggestions = useQuery({ queryKey: catalogKeys.colleges(), queryFn: getColleges, enabled: isPro, staleTime: 5 * 60_000 });
  const full = selected.length >= collegeLimits.count;
  const add = () => {
    const name = draft.trim().slice(0, collegeLimits.length);
    if (!name || full) return;
    if (!selected.some((known) => sameCollege(known, name))) onChange([...selected, name]);
    setDraft('');
  };
  return (
    <div className="filter-field">
      <label htmlFor="filter-college">{t('filters.colleges')}</label>
      <div className="filter-college">
        <input
          id="filter-college"
          className="catalog-input"
          list={listId}
          value={draft}
          maxLength={collegeLimits.length}
          disabled={full}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <button type="button" className="button button--outline" disabled={full} onClick={add}>
          {t('filters.addCollege')}
        </button>
      </div>
      <datalist id={listId}>
        {suggestions.data?.map((college) => <option key={college.name} value={college.name} />)}
      </datalist>
      {full ? <p className="filter-field__note">{t('filters.collegesFull', { count: collegeLimits.count })}</p> : null}
      {selected.length > 0 ? (
        <ul className="filter-colleges">
          {selected.map((name) => (
            <li key={name}>
              {name}
              <button
                type="button"
                className="filter-colleges__remove"
                aria-label={t('filters.removeCollege', { name })}
                onClick={() => onChange(selected.filter((known) => known !== name))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
