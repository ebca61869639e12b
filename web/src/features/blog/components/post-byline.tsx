import { useTranslation } from 'react-i18next';
import type { BlogPost } from '../../../lib/blog-post';
import { useLanguage } from '../../../lib/use-language';
import { formatInstantDay } from '../../../lib/date-format';
import { blogNamespace } from '../i18n';

/** Who wrote the post and the day it was published. */
export function PostByline({ post }: { post: BlogPost }) {
  const { t } = useTranslation(blogNamespace);
  const language = useLanguage();
  return (
    <p className="blog-byline">
      <span>{t('card.by', { author: post.authorName })}</span>
      {post.publishedAt ? <time dateTime={post.publishedAt}>{formatInstantDay(post.publishedAt, language)}</time> : null}
    </p>
  );
}
