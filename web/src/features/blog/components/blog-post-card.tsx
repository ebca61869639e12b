import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BlogPost } from '../../../lib/blog-post';
import { blogNamespace } from '../i18n';
import { CategoryBadge } from './category-badge';
import { PostByline } from './post-byline';

export function BlogPostCard({ post }: { post: BlogPost }) {
  const { t } = useTranslation(blogNamespace);
  return (
    <article className="blog-card">
      {post.featuredImage ? (
        <img className="blog-card__image" src={post.featuredImage} alt={post.title} loading="lazy" decoding="async" />
      ) : (
        <div className="blog-card__image blog-card__image--none" aria-hidden="true" />
      )}
      <div className="blog-card__body">
        <CategoryBadge category={post.category} />
        <h2 className="blog-card__title">{post.title}</h2>
        <p className="blog-card__excerpt">{post.excerpt}</p>
        <PostByline post={post} />
        {/* Every card repeats the visible label: the title makes each link's name unique for screen readers, and the
            same words, out of sight in the link's text, tell search engines what it leads to. */}
        <Link
          to={`/blog/${encodeURIComponent(post.slug)}`}
          className="blog-card__more"
          aria-label={t('card.readMoreNamed', { title: post.title })}
        >
          {t('card.readMore')}
          <span className="visually-hidden">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
