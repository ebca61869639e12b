import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LabelledInput } from '../../../components/ui/labelled-input';
import { ApiError, errorMessage } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { useMetaDescription } from '../../../lib/use-meta-description';
import { type ReadEvent, type ReadEvidenceOf, type Submission, sendSubmission } from '../api/organizers-api';
import { organizersNamespace } from '../i18n';
import { en } from '../locales/en';
import { EventFields } from './event-fields';
import { type ReadSource, SourceReader } from './source-reader';
import { emptyEvent, emptySubmission, type EventValues, foundValues, isEventField, submissionSchema, type SubmissionValues } from './submission-schema';
import './organizers.css';

type ProblemField = 'name' | 'email' | `event.${keyof EventValues}`;

/**
 * The server names the field it refuses (`"event.endDate: …"`, `"email: …"`): shown under that field, in its words.
 * A bare event field (`"endDate: …"`) is the event's; a bare `name` is the organizer's.
 */
function fieldProblem(error: unknown): { field: ProblemField; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const match = /^(?:(event)\.)?(\w+)(?:\.\w+)*: (.+)$/s.exec(errorMessage(error));
  if (!match) return null;
  const [, event, field, message] = match;
  if (!event && (field === 'name' || field === 'email')) return { field, message };
  return isEventField(field) ? { field: `event.${field}`, message } : null;
}

const errorKeys = new Set(Object.keys(en.errors));

/**
 * Who sends the event. A component of its own, rendered after the event's fields, so its inputs register after
 * theirs: a failed send focuses the first field at fault in the page's order.
 */
function SenderFields({ register, errors }: { register: UseFormRegister<SubmissionValues>; errors: FieldErrors<SubmissionValues> }) {
  const { t } = useTranslation(organizersNamespace);
  const errorText = (field: 'name' | 'email') => {
    const message = errors[field]?.message;
    return message && errorKeys.has(message) ? t(`errors.${message as keyof typeof en.errors}`) : message;
  };
  return (
    <fieldset className="submission__group">
      <legend>{t('submit.sender.title')}</legend>
      <p className="submission__note">{t('submit.sender.intro')}</p>
      <div className="submission__grid">
        <LabelledInput
          id="sender-name"
          block="submission-field"
          label={t('submit.sender.name')}
          autoComplete="name"
          registration={register('name')}
          error={errorText('name')}
        />
        <LabelledInput
          id="sender-email"
          block="submission-field"
          type="email"
          label={t('submit.sender.email')}
          autoComplete="email"
          registration={register('email')}
          error={errorText('email')}
        />
      </div>
    </fieldset>
  );
}

function SentPanel({ onAnother }: { onAnother: () => void }) {
  const { t } = useTranslation(organizersNamespace);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="submission__sent" aria-labelledby="submission-sent-title">
      <h2 id="submission-sent-title" ref={heading} tabIndex={-1}>
        {t('submit.sent.title')}
      </h2>
      <p role="status">{t('submit.sent.text')}</p>
      <p>{t('submit.sent.next')}</p>
      <p>
        <button type="button" className="button button--outline" onClick={onAnother}>
          {t('submit.sent.another')}
        </button>
      </p>
    </section>
  );
}

/**
 * `/organizers/submit`: an organizer, without an account, sends one event for the admins to review. They may start
 * from their event page or flyer, which the server reads to fill in the form, or type it all; what they typed stays
 * when anything fails. The submission waits for them to confirm it from the mail the server sends.
 */
export function SubmitPage() {
  const { t } = useTranslation(organizersNamespace);
  const language = useLanguage();
  useMetaDescription(t('submit.metaDescription'));
  const { register, handleSubmit, setValue, getValues, setError, reset, formState } = useForm({
    resolver: zodResolver(submissionSchema),
    defaultValues: emptySubmission,
  });
  const { errors } = formState;
  const [source, setSource] = useState<ReadSource | null>(null);
  const [evidence, setEvidence] = useState<ReadEvidenceOf>({});
  const [reading, setReading] = useState<ReadEvent['reading']>(undefined);
  // The event as it stood before the last read: picking another of the events it found starts again from there.
  const beforeRead = useRef<EventValues>(emptyEvent);
  // A new submission after one is sent starts the reader afresh too.
  const [round, setRound] = useState(0);
  const send = useMutation({
    mutationFn: sendSubmission,
    onError: (error) => {
      const problem = fieldProblem(error);
      if (problem) setError(problem.field, { type: 'server', message: problem.message }, { shouldFocus: true });
    },
  });

  const fill = (event: ReadEvent | undefined) => {
    const values = { ...beforeRead.current, ...(event ? foundValues(event.details) : {}) };
    setValue('event', values, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    setEvidence(event?.evidence ?? {});
    setReading(event?.reading);
  };

  const onRead = (read: ReadSource, events: ReadEvent[]) => {
    beforeRead.current = getValues('event');
    setSource(read);
    fill(events[0]);
  };

  const onSubmit = handleSubmit(({ name, email, event }) => {
    const submission: Submission = { name, email, language, channel: source?.channel ?? 'form', event };
    if (source?.channel === 'link') submission.link = source.link;
    if (source?.channel === 'file') submission.file = source.file;
    if (source && reading) submission.reading = reading;
    send.mutate(submission);
  });

  const another = () => {
    reset({ ...getValues(), event: emptyEvent });
    beforeRead.current = emptyEvent;
    setSource(null);
    setEvidence({});
    setReading(undefined);
    send.reset();
    setRound((value) => value + 1);
  };

  return (
    <div className="submission container">
      <title>{t('submit.documentTitle', { brand: t('brand', { ns: 'translation' }) })}</title>
      <header className="submission__header">
        <h1>{t('submit.title')}</h1>
        <p className="submission__lead">{t('submit.intro')}</p>
        <p className="submission__review">{t('submit.review')}</p>
      </header>
      {send.isSuccess ? (
        <SentPanel onAnother={another} />
      ) : (
        <>
          <SourceReader key={round} onRead={onRead} onChoose={fill} />
          <form className="submission__form" noValidate onSubmit={onSubmit} aria-label={t('submit.title')}>
            <EventFields register={register} errors={errors.event} evidence={evidence} />
            <SenderFields register={register} errors={errors} />
            {send.isError ? (
              <div role="alert" className="submission__failed">
                <p>{t('submit.sendFailed')}</p>
                <p>{send.error instanceof ApiError ? errorMessage(send.error) : t('unreachable')}</p>
              </div>
            ) : null}
            <button type="submit" className="button button--primary button--large submission__send" disabled={send.isPending}>
              {send.isPending ? t('submit.sending') : t('submit.send')}
            </button>
          </form>
        </>
      )}
    </div>
  );
}
