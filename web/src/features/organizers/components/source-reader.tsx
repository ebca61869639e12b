import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api';
import { isCalendarDate } from '../../../lib/calendar-date';
import { formatCalendarDay } from '../../../lib/date-format';
import { useLanguage } from '../../../lib/use-language';
import { type FilePayload, type ReadEvent, readSource } from '../api/organizers-api';
import { checkFile, filePayload } from '../file-payload';
import { organizersNamespace } from '../i18n';
import type { OrganizersErrorKey } from '../locales/en';
import { isHttpUrl } from './submission-schema';

/** What was read: the page's link or the flyer, sent along with the submission so admins see the original. */
export type ReadSource = { channel: 'link'; link: string } | { channel: 'file'; file: FilePayload };

type SourceReaderProps = {
  /** A read answered: the events it found (maybe none), the first of them to fill the form with. */
  onRead: (source: ReadSource, events: ReadEvent[]) => void;
  /** The organizer picked another of the events a read found. */
  onChoose: (event: ReadEvent) => void;
};

type Read = { source: ReadSource; events: ReadEvent[] };

function ErrorText({ id, error }: { id: string; error: OrganizersErrorKey | null }) {
  const { t } = useTranslation(organizersNamespace);
  return error ? (
    <p id={id} className="submission-field__error">
      {t(`errors.${error}`)}
    </p>
  ) : null;
}

/** The events a read found, to pick the one this submission sends. */
function EventChoice({ events, onChoose }: { events: ReadEvent[]; onChoose: (event: ReadEvent) => void }) {
  const { t } = useTranslation(organizersNamespace);
  const language = useLanguage();
  const [chosen, setChosen] = useState(0);
  const labelOf = ({ details }: ReadEvent) =>
    t('submit.reader.choice', {
      name: details.name?.trim() || t('submit.reader.unnamed'),
      date: isCalendarDate(details.startDate) ? formatCalendarDay(details.startDate, language) : t('submit.reader.noDate'),
      place: [details.city, details.state].filter(Boolean).join(', ') || t('submit.reader.noPlace'),
    });
  return (
    <fieldset className="source-reader__choice">
      <legend>{t('submit.reader.several', { count: events.length })}</legend>
      {events.map((event, index) => (
        <label key={index} className="source-reader__option">
          <input
            type="radio"
            name="read-event"
            checked={chosen === index}
            onChange={() => {
              setChosen(index);
              onChoose(event);
            }}
          />
          {labelOf(event)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Reads the organizer's event page (a link) or flyer (a PDF or .ics file) so the form below comes back filled in.
 * Optional: the form works without it. Nothing here touches what the organizer typed in the form unless a read
 * succeeds, and then only the fields it found.
 */
export function SourceReader({ onRead, onChoose }: SourceReaderProps) {
  const { t } = useTranslation(organizersNamespace);
  const language = useLanguage();
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<OrganizersErrorKey | null>(null);
  const [fileError, setFileError] = useState<OrganizersErrorKey | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [read, setRead] = useState<Read | null>(null);
  const reading = useMutation({
    mutationFn: async (source: ReadSource): Promise<Read> => {
      const request = source.channel === 'link' ? { language, link: source.link } : { language, file: source.file };
      return { source, events: await readSource(request) };
    },
    onMutate: () => setRead(null),
    onSuccess: (result) => {
      setRead(result);
      onRead(result.source, result.events);
    },
  });
  const channel = reading.variables?.channel;

  const readLink = (event: FormEvent) => {
    event.preventDefault();
    const value = link.trim();
    const problem = value === '' ? 'linkRequired' : value.length > 2000 ? 'linkTooLong' : isHttpUrl(value) ? null : 'invalidLink';
    setLinkError(problem);
    if (problem === null) reading.mutate({ channel: 'link', link: value });
  };

  const chosenFile = (): { file: File; type: string } | null => {
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setFileError('fileRequired');
      return null;
    }
    const checked = checkFile(file);
    setFileError('problem' in checked ? checked.problem : null);
    return 'problem' in checked ? null : { file, type: checked.type };
  };

  const readFile = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = chosenFile();
    if (!chosen) return;
    let file: FilePayload;
    try {
      file = await filePayload(chosen.file, chosen.type);
    } catch {
      setFileError('fileUnreadable');
      return;
    }
    reading.mutate({ channel: 'file', file });
  };

  const status = () => {
    if (reading.isPending) return t(channel === 'file' ? 'submit.reader.readingFile' : 'submit.reader.readingLink');
    if (!read) return null;
    if (read.events.length === 0) return t('submit.reader.nothingFound');
    return t(read.source.channel === 'file' ? 'submit.reader.filledFromFile' : 'submit.reader.filledFromLink');
  };

  return (
    <section className="source-reader" aria-labelledby="source-reader-title">
      <h2 id="source-reader-title">{t('submit.reader.title')}</h2>
      <p className="submission__intro">{t('submit.reader.intro')}</p>
      <div className="source-reader__ways">
        <form className="source-reader__way" noValidate onSubmit={readLink}>
          <div className="submission-field">
            <label htmlFor="read-link">{t('submit.reader.link')}</label>
            <input
              id="read-link"
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              value={link}
              aria-invalid={linkError ? true : undefined}
              aria-describedby={linkError ? 'read-link-error' : undefined}
              onChange={(event) => {
                setLink(event.target.value);
                setLinkError(null);
              }}
            />
            <ErrorText id="read-link-error" error={linkError} />
          </div>
          <button type="submit" className="button button--outline" disabled={reading.isPending}>
            {t('submit.reader.readLink')}
          </button>
        </form>
        <form className="source-reader__way" noValidate onSubmit={(event) => void readFile(event)}>
          <div className="submission-field">
            <label htmlFor="read-file">{t('submit.reader.file')}</label>
            <input
              id="read-file"
              ref={fileInput}
              type="file"
              accept=".pdf,application/pdf,.ics,text/calendar"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? 'read-file-error read-file-hint' : 'read-file-hint'}
              onChange={() => (fileInput.current?.files?.length ? void chosenFile() : setFileError(null))}
            />
            <ErrorText id="read-file-error" error={fileError} />
            <p id="read-file-hint" className="submission-field__hint">
              {t('submit.reader.fileHint')}
            </p>
          </div>
          <button type="submit" className="button button--outline" disabled={reading.isPending}>
            {t('submit.reader.readFile')}
          </button>
        </form>
      </div>
      <p role="status" className="source-reader__status">
        {status()}
      </p>
      {reading.isError ? (
        <p role="alert" className="source-reader__error">
          {reading.error instanceof ApiError ? errorMessage(reading.error) : t('submit.reader.readFailed')}
        </p>
      ) : null}
      {read && read.events.length > 1 ? <EventChoice key={reading.submittedAt} events={read.events} onChoose={onChoose} /> : null}
    </section>
  );
}
