import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportEvents } from '../hooks/use-event-mutations';
import { adminEventsNamespace } from '../i18n';
import { ImportReport } from './import-report';

/** Bulk import from a CSV file: the browser reads the file and sends its text; the server reports row by row. */
export function ImportPanel() {
  const { t } = useTranslation(adminEventsNamespace);
  const [file, setFile] = useState<File | null>(null);
  const importing = useImportEvents();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) importing.mutate(file);
  };

  return (
    <section className="admin-events-import" aria-labelledby="events-import-title" aria-busy={importing.isPending}>
      <h2 id="events-import-title">{t('import.title')}</h2>
      <p id="events-import-help" className="admin-events-import__help">
        {t('import.help')}
      </p>
      <form className="admin-events-import__form" onSubmit={submit}>
        <div className="event-form__field">
          <label htmlFor="events-import-file">{t('import.file')}</label>
          <input
            id="events-import-file"
            type="file"
            accept=".csv,text/csv"
            aria-describedby="events-import-help"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={!file || importing.isPending}>
          {t('import.submit')}
        </button>
      </form>
      {importing.isPending ? (
        <div className="admin-events-import__progress" role="status">
          <progress aria-labelledby="events-import-progress" />
          <span id="events-import-progress">{t('import.progress')}</span>
        </div>
      ) : null}
      {importing.data ? <ImportReport report={importing.data} /> : null}
    </section>
  );
}
