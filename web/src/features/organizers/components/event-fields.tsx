import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ageLevels, eventTypes, usStates } from '../../../lib/event-vocabulary';
import { useVocabularyLabels } from '../../../lib/use-vocabulary-labels';
import type { ReadEvidenceOf } from '../api/organizers-api';
import { organizersNamespace } from '../i18n';
import { type EventField, indoorChoices, type SubmissionValues } from './submission-schema';
import { SubmissionField } from './submission-field';

/** The evidence a read gives for a field (dates and place stand under their first field). */
const evidenceOf: Partial<Record<EventField, keyof ReadEvidenceOf>> = {
  name: 'name',
  eventType: 'type',
  ageLevel: 'ages',
  startDate: 'dates',
  registrationDeadline: 'registrationDeadline',
  city: 'place',
  cost: 'cost',
  registrationLink: 'registrationLink',
};

const longest = 160;

const indoorLabels = { unknown: 'submit.event.indoorUnknown', indoor: 'submit.event.indoor', outdoor: 'submit.event.outdoor' } as const;

type EventFieldsProps = {
  register: UseFormRegister<SubmissionValues>;
  errors: FieldErrors<SubmissionValues>['event'];
  /** What the last read found each value in, shown under the fields it filled. */
  evidence: ReadEvidenceOf;
};

/** The event's own fields: the catalog's, as the admins' form asks them. */
export function EventFields({ register, errors, evidence }: EventFieldsProps) {
  const { t } = useTranslation(organizersNamespace);
  const labels = useVocabularyLabels();
  const foundIn = (field: EventField) => {
    const key = evidenceOf[field];
    const text = key ? evidence[key]?.text.trim() : undefined;
    if (!text) return undefined;
    return text.length > longest ? `${text.slice(0, longest - 1)}…` : text;
  };
  const field = (name: EventField) => ({ id: `event-${name}`, error: errors?.[name]?.message, foundIn: foundIn(name) });
  const choose = <option value="">{t('submit.event.choose')}</option>;

  return (
    <fieldset className="submission__group">
      <legend>{t('submit.event.title')}</legend>
      <p className="submission__note">{t('submit.event.requiredHint')}</p>
      <div className="submission__grid">
        <SubmissionField {...field('name')} label={t('submit.event.name')} wide>
          {(control) => <input type="text" autoComplete="off" {...control} {...register('event.name')} />}
        </SubmissionField>
        <SubmissionField {...field('eventType')} label={t('submit.event.eventType')}>
          {(control) => (
            <select {...control} {...register('event.eventType')}>
              {choose}
              {eventTypes.map((type) => (
                <option key={type} value={type}>
                  {labels.eventType(type)}
                </option>
              ))}
            </select>
          )}
        </SubmissionField>
        <SubmissionField {...field('ageLevel')} label={t('submit.event.ageLevel')}>
          {(control) => (
            <select {...control} {...register('event.ageLevel')}>
              {choose}
              {ageLevels.map((level) => (
                <option key={level} value={level}>
                  {labels.ageLevel(level)}
                </option>
              ))}
            </select>
          )}
        </SubmissionField>
        <SubmissionField {...field('startDate')} label={t('submit.event.startDate')}>
          {(control) => <input type="date" {...control} {...register('event.startDate')} />}
        </SubmissionField>
        <SubmissionField {...field('endDate')} label={t('submit.event.endDate')}>
          {(control) => <input type="date" {...control} {...register('event.endDate')} />}
        </SubmissionField>
        <SubmissionField {...field('registrationDeadline')} label={t('submit.event.registrationDeadline')}>
          {(control) => <input type="date" {...control} {...register('event.registrationDeadline')} />}
        </SubmissionField>
        <SubmissionField {...field('city')} label={t('submit.event.city')}>
          {(control) => <input type="text" autoComplete="off" {...control} {...register('event.city')} />}
        </SubmissionField>
        <SubmissionField {...field('state')} label={t('submit.event.state')}>
          {(control) => (
            <select {...control} {...register('event.state')}>
              {choose}
              {usStates.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          )}
        </SubmissionField>
        <SubmissionField {...field('cost')} label={t('submit.event.cost')} hint={t('submit.event.costHint')}>
          {(control) => <input type="number" min={0} max={100000} step="any" inputMode="decimal" {...control} {...register('event.cost')} />}
        </SubmissionField>
        <SubmissionField {...field('isIndoor')} label={t('submit.event.isIndoor')}>
          {(control) => (
            <select {...control} {...register('event.isIndoor')}>
              {indoorChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {t(indoorLabels[choice])}
                </option>
              ))}
            </select>
          )}
        </SubmissionField>
        <SubmissionField {...field('organizer')} label={t('submit.event.organizer')} hint={t('submit.event.organizerHint')}>
          {(control) => <input type="text" autoComplete="organization" {...control} {...register('event.organizer')} />}
        </SubmissionField>
        <SubmissionField {...field('registrationLink')} label={t('submit.event.registrationLink')} hint={t('submit.event.registrationLinkHint')} wide>
          {(control) => <input type="url" inputMode="url" placeholder="https://" {...control} {...register('event.registrationLink')} />}
        </SubmissionField>
        <SubmissionField {...field('description')} label={t('submit.event.description')} wide>
          {(control) => <textarea rows={5} {...control} {...register('event.description')} />}
        </SubmissionField>
      </div>
    </fieldset>
  );
}
