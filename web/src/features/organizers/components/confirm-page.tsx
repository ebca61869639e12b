import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { confirmSubmission } from '../api/organizers-api';
import { organizersNamespace } from '../i18n';
import './organizers.css';

function Outcome({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation(organizersNamespace);
  return (
    <>
      <h1 id="confirm-title">{title}</h1>
      {children}
      <p>
        <Link to="/">{t('confirm.home')}</Link>
      </p>
    </>
  );
}

/**
 * Where the link mailed to an organizer lands (`/organizers/confirm/<token>`): the token is posted once per visit,
 * even when React runs effects twice or the language changes, and the page then speaks the language the organizer
 * wrote in.
 */
export function ConfirmPage() {
  const { t, i18n } = useTranslation(organizersNamespace);
  const { token = '' } = useParams();
  const language = useLanguage();
  const { mutate, data, error, isError } = useMutation({
    mutationFn: confirmSubmission,
    onSuccess: ({ language }) => {
      if (language !== i18n.resolvedLanguage) void i18n.changeLanguage(language);
    },
  });
  const posted = useRef<string | null>(null);

  useEffect(() => {
    if (posted.current === token) return;
    posted.current = token;
    mutate({ token, language });
  }, [token, language, mutate]);

  const content = () => {
    if (data) {
      return (
        <Outcome title={t('confirm.done', { count: data.events })}>
          <p>{t('confirm.next')}</p>
        </Outcome>
      );
    }
    if (isError) {
      const invalid = error instanceof ApiError && error.status === 400;
      return (
        <Outcome title={t('confirm.failed')}>
          <p role="alert">{error instanceof ApiError ? errorMessage(error) : t('unreachable')}</p>
          {invalid ? (
            <p>
              {t('confirm.invalidHelp')} <Link to="/organizers/submit">{t('confirm.submitAgain')}</Link>
            </p>
          ) : (
            <p>
              <button type="button" className="button button--primary" onClick={() => mutate({ token, language })}>
                {t('confirm.retry')}
              </button>
            </p>
          )}
        </Outcome>
      );
    }
    return (
      <p role="status" className="submission-confirm__pending">
        {t('confirm.pending')}
      </p>
    );
  };

  return (
    <section className="submission-confirm container" aria-labelledby="confirm-title" aria-live="polite">
      <title>{t('confirm.documentTitle', { brand: t('brand', { ns: 'translation' }) })}</title>
      {content()}
    </section>
  );
}
