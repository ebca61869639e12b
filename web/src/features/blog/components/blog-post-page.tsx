import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../../lib/api';
import { blogPostQueryOptions } from '../api/get-blog-post';
import { blogNamespace } from '../i18n';
import { BackToBlog } from './back-to-blog';
import { BlogPostArticle } from './blog-post-article';
import './blog.css';

function PostSkeleton() {
  const { t } = useTranslation(blogNamespace);
  return (
    <div className="blog-post__skeleton" role="status">
      <span className="visually-hidden">{t('post.loading')}</span>
      <span className="blog-fake-line blog-fake-line--badge" aria-hidden="true" />
      <span className="blog-fake-line blog-fake-line--heading" aria-hidden="true" />
      <span className="blog-fake-line blog-fake-line--short" aria-hidden="true" />
      <span className="blog-post__image blog-card__image--none" aria-hidden="true" />
      <span className="blog-fake-line" aria-hidden="true" />
      <span className="blog-fake-line" aria-hidden="true" />
      <span className="blog-fake-line blog-fake-line--short" aria-hidden="true" />
    </div>
  );
}

/** A draft or an unknown slug (404) is "not found"; any other failure says what went wrong. */
function PostProblem({ error }: { error: Error }) {
  const { t, i18n } = useTranslation(blogNamespace);
  const notFound = error instanceof ApiError && error.status === 404;
  const title = notFound ? t('post.notFoundTitle') : t('post.errorTitle');
  return (
    <div className="blog-post__problem" role={notFound ? undefined : 'alert'}>
      <title>{t('post.documentTitle', { title, brand: i18n.t('brand') })}</title>
      <h1>{title}</h1>
      <p>{notFound ? t('post.notFoundText') : errorMessage(error) || t('post.unknownError')}</p>
    </div>
  );
}

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useQuery(blogPostQueryOptions(slug));
  return (
    <div className="container blog-post">
      <BackToBlog />
      {post.isPending ? <PostSkeleton /> : post.isError ? <PostProblem error={post.error} /> : <BlogPostArticle post={post.data} />}
      <BackToBlog />
    </div>
  );
}
