import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { type HistoryEntry, type HistoryStream, historyQueryOptions } from '../api/get-history';
import { adminNamespace } from '../i18n';
import { formatInstant } from './admin-format';
import { currencyOf, useHistoryText } from './use-history-text';
import { useLanguage } from '../../../lib/use-language';

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  const text = useHistoryText();
  // An entry that only sets values from nothing (a registration, a listing) shows what it set, not its empty fields.
  const initial = entry.changes.every((change) => change.before === null);
  const shown = initial ? entry.changes.filter((change) => change.after !== null) : entry.changes;
  const context = { initial, currency: currencyOf(entry) };
  return (
    <li className="history-entry">
      <h3 className="history-entry__title">{text.entryLabel(entry)}</h3>
      <p className="history-entry__meta">
        <time dateTime={entry.occurredAt}>{formatInstant(entry.occurredAt, language)}</time>
        <span aria-hidden="true"> · </span>
        {t('history.by', { actor: text.actorName(entry.actor) })}
      </p>
      {shown.length > 0 ? (
        <ul className="history-entry__changes">
          {shown.map((change) => (
            <li key={change.field}>{text.change(change, context)}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** One stream's audit trail, newest first, a page of 50 at a time. Key it by stream and id: the page restarts. */
export function HistoryTimeline({ stream, id }: { stream: HistoryStream; id: string }) {
  const { t } = useTranslation(adminNamespace);
  const [page, setPage] = useState(1);
  const history = useQuery(historyQueryOptions(stream, id, page));

  if (history.isPending) {
    return (
      <p className="admin-loading" role="status">
        {t('history.loading')}
      </p>
    );
  }
  if (history.isError) {
    return (
      <p className="admin-error" role="alert">
        {t('history.error')}: {errorMessage(history.error)}
      </p>
    );
  }
  const { entries, totalPages } = history.data;
  if (entries.length === 0) return <p className="admin-empty">{t('history.empty')}</p>;
  return (
    <div aria-busy={history.isPlaceholderData}>
      <ol className="history-list">
        {entries.map((entry) => (
          <HistoryItem key={entry.revision} entry={entry} />
        ))}
      </ol>
      {totalPages > 1 ? (
        <nav className="history-paging" aria-label={t('history.paging')}>
          <button
            type="button"
            className="button button--outline admin-button--small"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('history.newer')}
          </button>
          <span>{t('history.page', { page: history.data.page, totalPages })}</span>
          <button
            type="button"
            className="button button--outline admin-button--small"
            disabled={page >= totalPages}
            onClick={() => setPage(page + 1)}
          >
            {t('history.older')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
