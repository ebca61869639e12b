import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import { DialogClose } from '../../../../components/ui/dialog';
import { ApiError, errorMessage } from '../../../../lib/api';
import { ageLevels, eventTypes, organizers, usStates } from '../../../../lib/event-vocabulary';
import { useVocabularyLabels } from '../../../../lib/use-vocabulary-labels';
import { type AdminEvent, type DetailField, type EventDetails, isDetailField } from '../api/admin-event';
import { type SaveEvent, useSaveEvent } from '../hooks/use-event-mutations';
import { adminEventsNamespace } from '../i18n';
import { type EventFormValues, changedDetails, emptyEventForm, eventFormSchema, eventFormValues, indoorChoices } from './event-form-schema';
import { FormField } from './form-field';

/** Another way to send the form than saving an event: a draft published with the values the admin checked. */
export type EventFormSubmit = {
  values: EventFormValues;
  label: string;
  pending: boolean;
  send: (details: EventDetails, onError: (error: unknown) => void) => void;
};

type EventFormProps = {
  /** null: a new event. */
  event: AdminEvent | null;
  onDone: () => void;
  /** Sends the whole event this way instead of saving it (the form pre-filled with `values`). */
  submit?: EventFormSubmit;
};

/**
 * The server names the field it refuses (`"endDate: Must not be before the start date"`, `"collegesAttending.3: …"`
 * for a list's item): shown under that field.
 */
function fieldProblem(error: unknown): { field: DetailField; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const match = /^(\w+)(?:\.\w+)*: (.+)$/s.exec(errorMessage(error));
  return match && isDetailField(match[1]) ? { field: match[1], message: match[2] } : null;
}

const indoorLabels = { unknown: 'form.indoorUnknown', indoor: 'form.indoor', outdoor: 'form.outdoor' } as const;

export function EventForm({ event, onDone, submit }: EventFormProps) {
  const { t } = useTranslation(adminEventsNamespace);
  const labels = useVocabularyLabels();
  const save = useSaveEvent();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(eventFormSchema),
    defaultValues: submit ? submit.values : event ? eventFormValues(event) : emptyEventForm,
  });
  const { errors } = formState;
  // A refusal naming a field is shown under it; any other the caller says in a toast.
  const showProblem = (error: unknown, otherwise: () => void) => {
    const problem = fieldProblem(error);
    if (problem) setError(problem.field, { type: 'server', message: problem.message }, { shouldFocus: true });
    else otherwise();
  };

  const onSubmit = handleSubmit((details) => {
    if (submit) return submit.send(details, (error) => showProblem(error, () => undefined));
    const request: SaveEvent = event ? { id: event.id, details: changedDetails(event, details) } : { id: null, details };
    if (Object.keys(request.details).length === 0) return onDone();
    save.mutate(request, {
      onSuccess: onDone,
      onError: (error) => showProblem(error, () => toast.error(event ? t('toasts.updateFailed') : t('toasts.createFailed'), { description: errorMessage(error) })),
    });
  });
  const pending = submit ? submit.pending : save.isPending;
  const label = submit ? submit.label : event ? t('form.save') : t('form.create');

  const choose = <option value="">{t('form.choose')}</option>;

  return (
    <form className="event-form" noValidate onSubmit={onSubmit}>
      <p className="event-form__note">{t('form.requiredHint')}</p>
      <div className="event-form__grid">
        <FormField id="event-name" label={t('form.name')} error={errors.name?.message} wide>
          {(control) => <input type="text" {...control} {...register('name')} />}
        </FormField>
        <FormField id="event-description" label={t('form.description')} error={errors.description?.message} wide>
          {(control) => <textarea rows={4} {...control} {...register('description')} />}
        </FormField>
        <FormField id="event-type" label={t('form.eventType')} error={errors.eventType?.message}>
          {(control) => (
            <select {...control} {...register('eventType')}>
              {choose}
              {eventTypes.map((type) => (
                <option key={type} value={type}>
                  {labels.eventType(type)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="event-age-level" label={t('form.ageLevel')} error={errors.ageLevel?.message}>
          {(control) => (
            <select {...control} {...register('ageLevel')}>
              {choose}
              {ageLevels.map((level) => (
                <option key={level} value={level}>
                  {labels.ageLevel(level)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="event-start-date" label={t('form.startDate')} error={errors.startDate?.message}>
          {(control) => <input type="date" {...control} {...register('startDate')} />}
        </FormField>
        <FormField id="event-end-date" label={t('form.endDate')} error={errors.endDate?.message}>
          {(control) => <input type="date" {...control} {...register('endDate')} />}
        </FormField>
        <FormField id="event-deadline" label={t('form.registrationDeadline')} error={errors.registrationDeadline?.message}>
          {(control) => <input type="date" {...control} {...register('registrationDeadline')} />}
        </FormField>
        <FormField id="event-city" label={t('form.city')} error={errors.city?.message}>
          {(control) => <input type="text" {...control} {...register('city')} />}
        </FormField>
        <FormField id="event-state" label={t('form.state')} error={errors.state?.message}>
          {(control) => (
            <select {...control} {...register('state')}>
              {choose}
              {usStates.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="event-cost" label={t('form.cost')} hint={t('form.costHint')} error={errors.cost?.message}>
          {(control) => (
            <input type="number" min={0} max={100000} step="any" inputMode="decimal" {...control} {...register('cost')} />
          )}
        </FormField>
        <FormField id="event-organizer" label={t('form.organizer')} error={errors.organizer?.message}>
          {(control) => (
            <>
              <input type="text" list="event-organizers" {...control} {...register('organizer')} />
              <datalist id="event-organizers">
                {organizers.map((organizer) => (
                  <option key={organizer} value={organizer} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
        <FormField id="event-indoor" label={t('form.isIndoor')} error={errors.isIndoor?.message}>
          {(control) => (
            <select {...control} {...register('isIndoor')}>
              {indoorChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {t(indoorLabels[choice])}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="event-link" label={t('form.registrationLink')} error={errors.registrationLink?.message} wide>
          {(control) => <input type="url" placeholder="https://" {...control} {...register('registrationLink')} />}
        </FormField>
        <FormField id="event-grad-years" label={t('form.gradYears')} hint={t('form.gradYearsHint')} error={errors.gradYears?.message}>
          {(control) => <input type="text" inputMode="numeric" {...control} {...register('gradYears')} />}
        </FormField>
        <FormField id="event-zip" label={t('form.zip')} hint={t('form.zipHint')} error={errors.zip?.message}>
          {(control) => <input type="text" inputMode="numeric" maxLength={5} autoComplete="off" {...control} {...register('zip')} />}
        </FormField>
        <FormField
          id="event-colleges"
          label={t('form.collegesAttending')}
          hint={t('form.collegesAttendingHint')}
          error={errors.collegesAttending?.message}
          wide
        >
          {(control) => <textarea rows={4} {...control} {...register('collegesAttending')} />}
        </FormField>
      </div>
      <div className="dialog__actions">
        <DialogClose>{t('form.cancel')}</DialogClose>
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? t('form.saving') : label}
        </button>
      </div>
    </form>
  );
}
