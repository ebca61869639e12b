import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArticleHtml } from '../../../../components/ui/article-html';
import { errorMessage } from '../../../../lib/api';
import { contentPreviewQueryOptions } from '../api/preview-content';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { adminBlogNamespace } from '../i18n';

/** Long enough to wait out a burst of typing, short enough to feel live. */
const previewDelay = 300;

/**
 * The content as the server will store it (sanitized), asked for once typing pauses. The server's answer is the
 * HTML the public page will show, so it is rendered as is.
 */
export function ContentPreview({ content }: { content: string }) {
  const { t } = useTranslation(adminBlogNamespace);
  const settled = useDebouncedValue(content, previewDelay);
  const hasContent = settled.trim() !== '';
  // The last preview stays while the next one loads, so the panel does not flicker on every pause.
  const preview = useQuery({ ...contentPreviewQueryOptions(settled), enabled: hasContent, placeholderData: keepPreviousData });

  let body;
  if (!hasContent) body = <p className="post-preview__note">{t('preview.empty')}</p>;
  else if (preview.isPending) body = <p className="post-preview__note">{t('preview.loading')}</p>;
  else if (preview.isError)
    body = (
      <p className="admin-field__error">
        {t('preview.error')}: {errorMessage(preview.error)}
      </p>
    );
  else body = <ArticleHtml html={preview.data} />;

  return (
    <section className="post-preview post-form__wide" aria-labelledby="post-preview-title" aria-busy={preview.isFetching}>
      <h3 id="post-preview-title" className="post-preview__title">
        {t('preview.title')}
      </h3>
      {body}
    </section>
  );
}
