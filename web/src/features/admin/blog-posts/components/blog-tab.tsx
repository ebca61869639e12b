import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../../lib/use-language';
import { formatCount } from '../../../../lib/number-format';
import { adminBlogPostsQueryOptions } from '../api/get-admin-blog-posts';
import { adminBlogNamespace } from '../i18n';
import './blog-admin.css';

/** The console's Blog tab: the posts are managed on their own page (spec section 2); the counts say what is there. */
export function BlogTab() {
  const { t } = useTranslation(adminBlogNamespace);
  const language = useLanguage();
  const posts = useQuery(adminBlogPostsQueryOptions());
  const published = posts.data?.filter((post) => post.isPublished).length ?? 0;

  return (
    <section className="admin-panel blog-tab" aria-labelledby="blog-tab-title">
      <h2 id="blog-tab-title" className="admin-panel__title">
        {t('tab.title')}
      </h2>
      <p>{t('tab.text')}</p>
      {posts.data ? (
        <dl className="blog-tab__counts">
          <div>
            <dt>{t('tab.published')}</dt>
            <dd>{formatCount(published, language)}</dd>
          </div>
          <div>
            <dt>{t('tab.drafts')}</dt>
            <dd>{formatCount(posts.data.length - published, language)}</dd>
          </div>
        </dl>
      ) : null}
      <Link to="/admin/blog" className="button button--primary">
        {t('tab.link')}
      </Link>
    </section>
  );
}
