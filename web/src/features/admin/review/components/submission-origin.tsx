import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOneOf } from '../../../../lib/is-one-of';
import type { Language } from '../../../../lib/i18n';
import { useLanguage } from '../../../../lib/use-language';
import { adminNamespace } from '../../i18n';
import { submissionChannels, type SubmissionOrigin } from '../api/draft';
import { hasOriginal, originalUrl } from '../api/submissions';
import { SenderHistoryDialog } from './sender-history-dialog';

/** A mail's text is shown this far: enough to recognize it; the whole original stays in the draft's history. */
const excerptLength = 280;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > excerptLength ? `${flat.slice(0, excerptLength - 1).trimEnd()}…` : flat;
}

/** A sender's link is hostile input: only an http(s) address becomes a link to open. */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** "820 kB", "1.4 MB" (Spanish "1,4 MB"). */
function formatFileSize(bytes: number, language: Language): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(megabytes);
  const kilobytes = bytes / 1024;
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: kilobytes < 10 ? 1 : 0 }).format(kilobytes);
}

/**
 * Who sent a submitted draft, how, in which language, and what they sent: the mail's subject and text, the link, the
 * files; then the original to download (a mail or a file: a form or a link has none) and the sender's history.
 */
export function SubmissionOriginNote({ origin }: { origin: SubmissionOrigin }) {
  const { t } = useTranslation(adminNamespace);
  const language = useLanguage();
  const [historyOpen, setHistoryOpen] = useState(false);
  const channel = isOneOf(submissionChannels, origin.channel) ? t(`review.drafts.origin.channels.${origin.channel}`) : origin.channel;
  const text = origin.text ? excerpt(origin.text) : '';

  return (
    <div className="draft__origin">
      <dl className="draft__origin-facts">
        <dt>{t('review.drafts.origin.sender')}</dt>
        <dd>
          {origin.senderName} (<a href={`mailto:${origin.senderEmail}`}>{origin.senderEmail}</a>)
        </dd>
        <dt>{t('review.drafts.origin.channel')}</dt>
        <dd>
          {t('review.drafts.origin.sentHow', { channel, language: t(`review.drafts.origin.languages.${origin.language === 'es' ? 'es' : 'en'}`) })}
        </dd>
        {origin.subject ? (
          <>
            <dt>{t('review.drafts.origin.subject')}</dt>
            <dd>{origin.subject}</dd>
          </>
        ) : null}
        {text ? (
          <>
            <dt>{t('review.drafts.origin.text')}</dt>
            <dd>
              <q>{text}</q>
            </dd>
          </>
        ) : null}
        {origin.link ? (
          <>
            <dt>{t('review.drafts.origin.link')}</dt>
            <dd>
              {isWebAddress(origin.link) ? (
                <a href={origin.link} target="_blank" rel="noopener noreferrer">
                  {origin.link}
                </a>
              ) : (
                origin.link
              )}
            </dd>
          </>
        ) : null}
        {origin.files.length > 0 ? (
          <>
            <dt>{t('review.drafts.origin.files', { count: origin.files.length })}</dt>
            <dd>
              <ul className="draft__files">
                {origin.files.map((file, index) => (
                  <li key={`${index}-${file.name}`}>
                    {file.name} ({formatFileSize(file.size, language)})
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
      <div className="draft__origin-actions">
        {/* A plain download: the server answers it as an attachment, so the hostile original is never shown as a page. */}
        {(origin.hasOriginal ?? hasOriginal(origin.channel)) ? (
          <a className="button button--outline admin-button--small" href={originalUrl(origin.submissionId)} download>
            {t('review.drafts.origin.download')}
          </a>
        ) : null}
        <button
          type="button"
          className="button button--outline admin-button--small"
          aria-label={t('review.drafts.origin.senderHistoryNamed', { name: origin.senderName })}
          onClick={() => setHistoryOpen(true)}
        >
          {t('review.drafts.origin.senderHistory')}
        </button>
      </div>
      {historyOpen ? <SenderHistoryDialog origin={origin} onClose={() => setHistoryOpen(false)} /> : null}
    </div>
  );
}
