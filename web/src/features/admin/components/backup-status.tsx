import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { localDateFormat } from '../../../lib/date-format';
import type { Language } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/use-language';
import { healthQueryOptions } from '../api/get-health';
import { adminNamespace } from '../i18n';

const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** "512 B", "1.5 MB" / "1,5 MB". */
export function formatBytes(bytes: number, language: Language): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

/** The backups the server takes itself (health detail's `backups`): the last one, its size, and the last failure. */
export function BackupStatus() {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  const health = useQuery(healthQueryOptions());
  const when = (at: string) => localDateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
  const backups = health.data?.backups;

  const body = () => {
    if (health.isPending) return <p role="status">{t('overview.backups.loading')}</p>;
    if (health.isError) {
      return (
        <p className="admin-error" role="alert">
          {t('overview.backups.error')}: {errorMessage(health.error)}
        </p>
      );
    }
    if (!backups) return <p>{t('overview.backups.off')}</p>;
    return (
      <>
        {backups.failing && backups.lastFailure ? (
          <p className="admin-error" role="alert">
            {t('overview.backups.failing', { at: when(backups.lastFailure.at), error: backups.lastFailure.error })}
          </p>
        ) : null}
        <dl className="backup-status">
          <dt>{t('overview.backups.lastBackup')}</dt>
          <dd>{backups.lastBackup ? when(backups.lastBackup.at) : t('overview.backups.none')}</dd>
          <dt>{t('overview.backups.size')}</dt>
          <dd>{backups.lastBackup ? formatBytes(backups.lastBackup.sizeBytes, language) : t('common.empty')}</dd>
          <dt>{t('overview.backups.lastFailure')}</dt>
          <dd>{backups.lastFailure ? `${when(backups.lastFailure.at)}: ${backups.lastFailure.error}` : t('common.empty')}</dd>
          <dt>{t('overview.backups.schedule')}</dt>
          <dd>
            <code>{backups.schedule}</code> {t('overview.backups.keeps', { count: backups.keep })}
          </dd>
          <dt>{t('overview.backups.folder')}</dt>
          <dd>
            <code>{backups.dir}</code>
          </dd>
        </dl>
      </>
    );
  };

  return (
    <section className="admin-panel" aria-labelledby="admin-backups-title" aria-busy={health.isPending}>
      <h2 id="admin-backups-title" className="admin-panel__title">
        {t('overview.backups.title')}
      </h2>
      {body()}
    </section>
  );
}
