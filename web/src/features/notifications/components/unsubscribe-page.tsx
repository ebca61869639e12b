import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../lib/api';
import { unsubscribe } from '../api/unsubscribe';
import { notificationsNamespace } from '../i18n';
import './unsubscribe-page.css';

const profileLink = { profile: <Link to="/profile" /> };

function Outcome({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation(notificationsNamespace);
  return (
    <>
      <title>{`${title} | ${t('brand', { ns: 'translation' })}`}</title>
      <h1 id="unsubscribe-title">{title}</h1>
      {children}
    </>
  );
}

/**
 * Where a mail's unsubscribe link lands (`/unsubscribe?token=…`), signed in or not: the signed token says whose
 * mail of which kind to stop. The token is posted once per visit, even when React runs effects twice.
 */
export function UnsubscribePage() {
  const { t } = useTranslation(notificationsNamespace);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const { mutate, data, error, isError } = useMutation({ mutationFn: unsubscribe });
  const posted = useRef<string | null>(null);

  useEffect(() => {
    if (token === null || posted.current === token) return;
    posted.current = token;
    mutate(token);
  }, [token, mutate]);

  const content = () => {
    if (token === null || (error instanceof ApiError && error.status === 400)) {
      return (
        <Outcome title={t('invalid.title')}>
          <p>
            <Trans t={t} i18nKey="invalid.text" components={profileLink} />
          </p>
        </Outcome>
      );
    }
    if (data) {
      return (
        <Outcome title={t('done.title')}>
          <p>{t(`done.kinds.${data.kind}`, { defaultValue: t('done.kinds.other') })}</p>
          <p>
            <Trans t={t} i18nKey="manage" components={profileLink} />
          </p>
        </Outcome>
      );
    }
    if (isError) {
      return (
        <Outcome title={t('failed.title')}>
          <p role="alert">{errorMessage(error)}</p>
          <p>
            <button type="button" className="button button--primary" onClick={() => mutate(token)}>
              {t('failed.retry')}
            </button>
          </p>
        </Outcome>
      );
    }
    return (
      <p role="status" className="unsubscribe__pending">
        {t('pending')}
      </p>
    );
  };

  return (
    <section className="unsubscribe container" aria-labelledby="unsubscribe-title" aria-live="polite">
      {content()}
    </section>
  );
}
