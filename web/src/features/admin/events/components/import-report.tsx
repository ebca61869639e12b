import { useTranslation } from 'react-i18next';
import type { ImportReport as Report } from '../api/admin-event';
import { adminEventsNamespace } from '../i18n';

const counts = ['added', 'updated', 'unchanged', 'rejected'] as const;

export function ImportReport({ report }: { report: Report }) {
  const { t } = useTranslation(adminEventsNamespace);
  return (
    <section className="admin-events-import__report" aria-labelledby="events-import-summary">
      <h3 id="events-import-summary">{t('import.summary')}</h3>
      <dl className="admin-events-import__counts">
        {counts.map((count) => (
          <div key={count}>
            <dt>{t(`import.${count}`)}</dt>
            <dd>{report[count]}</dd>
          </div>
        ))}
      </dl>
      {report.errors.length > 0 ? (
        <div className="admin-table-scroll">
          <table className="admin-table">
            <caption>{t('import.errorsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('import.row')}</th>
                <th scope="col">{t('import.error')}</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((error) => (
                <tr key={error.row}>
                  <td>{error.row}</td>
                  <td>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
