import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../../lib/number-format';
import { useLanguage } from '../../../../lib/use-language';
import { adminNamespace } from '../../i18n';
import type { PageReading, RunNote } from '../api/scraper';

const knownReaders = ['json-ld', 'microdata', 'table', 'labeled-text', 'blocks', 'prose', 'ical', 'selectors'] as const;

/** The reader's name in the admin's language; a reader the client does not know yet shows as the server names it. */
export function useReaderName() {
  const { t } = useTranslation(adminNamespace);
  return (strategy: string | null) => {
    if (strategy === null) return t('scrapers.readers.none');
    return knownReaders.some((reader) => reader === strategy) ? t(`scrapers.readers.${strategy as (typeof knownReaders)[number]}`) : strategy;
  };
}

/** A compact table: each page a run or a preview read, the reader that gave its records, how many it found and rejected. */
export function PageReadings({ pages, omitted = 0 }: { pages: readonly PageReading[]; omitted?: number }) {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  const readerName = useReaderName();
  if (pages.length === 0) return null;
  return (
    <div className="scraper-pages">
      <table className="scraper-pages__table">
        <caption>{t('scrapers.pages.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('scrapers.pages.url')}</th>
            <th scope="col">{t('scrapers.pages.reader')}</th>
            <th scope="col">{t('scrapers.pages.found')}</th>
            <th scope="col">{t('scrapers.pages.rejected')}</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page, index) => (
            <tr key={`${index}-${page.url}`}>
              <th scope="row" className="scraper-pages__url">
                <span title={page.url}>{page.url}</span>
                {page.kind === 'feed' ? <span className="scraper-card__hint"> ({t('scrapers.pages.feed')})</span> : null}
                {page.kind === 'document' ? <span className="scraper-card__hint"> ({t('scrapers.pages.document')})</span> : null}
              </th>
              <td className={page.strategy === null ? 'scraper-pages__none' : undefined}>{readerName(page.strategy)}</td>
              <td>{formatCount(page.found, language)}</td>
              <td>{formatCount(page.rejected, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {omitted > 0 ? <p className="scraper-card__hint">{t('scrapers.pages.more', { count: omitted })}</p> : null}
    </div>
  );
}

/** Rejected records or unreadable pages, each with why; `level` keeps the outline (h3 in a log, h4 in the preview). */
export function RunNotes({ title, notes, level = 'h4' }: { title: string; notes: readonly RunNote[]; level?: 'h3' | 'h4' }) {
  const { t } = useTranslation(adminNamespace);
  if (notes.length === 0) return null;
  const Heading = level;
  return (
    <div className="scraper-notes">
      <Heading className="scraper-notes__title">{title}</Heading>
      <ul className="scraper-notes__list">
        {notes.map((note, index) => (
          <li key={`${index}-${note.url}`}>
            {note.name !== undefined ? <span className="scraper-notes__name">{note.name ?? t('scrapers.notes.unnamed')}: </span> : null}
            <span className="scraper-notes__reason">{note.reason}</span>
            {note.url ? (
              <span className="scraper-notes__url" title={note.url}>
                {' '}
                ({note.url})
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
