import { useTranslation } from 'react-i18next';
import { ageLevels, eventTypes, usStates } from '../../../lib/event-vocabulary';
import { useVocabularyLabels } from '../../../lib/use-vocabulary-labels';
import type { DigestFilters } from '../api/get-notification-preferences';
import { profileNamespace } from '../i18n';

type ChoiceListProps = {
  name: keyof DigestFilters;
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  label: (option: string) => string;
  disabled: boolean;
  onChange: (selected: string[]) => void;
};

function ChoiceList({ name, legend, options, selected, label, disabled, onChange }: ChoiceListProps) {
  return (
    <fieldset className={`digest-choices digest-choices--${name}`} disabled={disabled}>
      <legend>{legend}</legend>
      <div className="digest-choices__options">
        {options.map((option) => (
          <label key={option} className="digest-choice">
            <input
              type="checkbox"
              checked={selected.includes(option)}
              // Kept in the vocabulary's order, whatever order they were ticked in.
              onChange={(event) => onChange(options.filter((known) => (known === option ? event.target.checked : selected.includes(known))))}
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The weekly digest's states, event types and age levels; an empty list means all of them. */
export function DigestFiltersFields({
  filters,
  disabled,
  onChange,
}: {
  filters: DigestFilters;
  disabled: boolean;
  onChange: (filters: DigestFilters) => void;
}) {
  const { t } = useTranslation(profileNamespace);
  const labels = useVocabularyLabels();
  const change = (list: keyof DigestFilters) => (selected: string[]) => onChange({ ...filters, [list]: selected });
  return (
    <fieldset className="digest-filters" disabled={disabled} aria-describedby="digest-filters-hint">
      <legend>{t('notifications.filters.title')}</legend>
      <p id="digest-filters-hint" className="profile-field__hint">
        {t('notifications.filters.hint')}
      </p>
      <ChoiceList
        name="states"
        legend={t('notifications.filters.states')}
        options={usStates}
        selected={filters.states}
        label={(state) => state}
        disabled={disabled}
        onChange={change('states')}
      />
      <ChoiceList
        name="eventTypes"
        legend={t('notifications.filters.eventTypes')}
        options={eventTypes}
        selected={filters.eventTypes}
        label={labels.eventType}
        disabled={disabled}
        onChange={change('eventTypes')}
      />
      <ChoiceList
        name="ageLevels"
        legend={t('notifications.filters.ageLevels')}
        options={ageLevels}
        selected={filters.ageLevels}
        label={labels.ageLevel}
        disabled={disabled}
        onChange={change('ageLevels')}
      />
    </fieldset>
  );
}
