import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { blogPostsQueryOptions } from '../api/get-blog-posts';
import { useBlogCategory } from '../hooks/use-blog-category';
import { blogNamespace } from '../i18n';
import { BlogPostCard } from './blog-post-card';
import { BlogPostPlaceholders } from './blog-post-placeholders';
import { CategoryFilter } from './category-filter';
import './blog.css';

/** The public blog: published posts, newest first, filtered by one category or none. */
export function BlogPage() {
  const { t, i18n } = useTranslation(blogNamespace);
  const [category, setCategory] = useBlogCategory();
  // The previous list stays on screen while another category loads, instead of flashing placeholders.
  const posts = useQuery({ ...blogPostsQueryOptions(category), placeholderData: keepPreviousData });

  let results: ReactNode;
  if (posts.isPending) {
    results = <BlogPostPlaceholders />;
  } else if (posts.isError) {
    results = (
      <div className="blog-error" role="alert">
        <h2>{t('list.errorTitle')}</h2>
        <p>{errorMessage(posts.error) || t('list.unknownError')}</p>
      </div>
    );
  } else if (posts.data.length === 0) {
    results = (
      <div className="blog-empty">
        <h2>{t('list.emptyTitle')}</h2>
        <p>{t('list.emptyText')}</p>
      </div>
    );
  } else {
    results = (
      <ul className="blog-grid" aria-label={t('list.posts')}>
        {posts.data.map((post) => (
          <li key={post.id}>
            <BlogPostCard post={post} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="container blog">
      <title>{t('list.documentTitle', { brand: i18n.t('brand') })}</title>
      <header className="blog__header">
        <h1>{t('list.title')}</h1>
        <p className="blog__intro">{t('list.intro')}</p>
      </header>
      <CategoryFilter category={category} onChange={setCategory} />
      <div aria-busy={posts.isFetching}>{results}</div>
    </div>
  );
}
