import { useTranslation } from 'react-i18next';
import type { BlogPost } from '../../../../lib/blog-post';
import { useLanguage } from '../../../../lib/use-language';
import { formatInstantDay } from '../../../../lib/date-format';
import { adminBlogNamespace } from '../i18n';

type BlogPostListProps = {
  posts: readonly BlogPost[];
  onEdit: (post: BlogPost) => void;
  onDelete: (post: BlogPost) => void;
};

export function BlogPostList({ posts, onEdit, onDelete }: BlogPostListProps) {
  const { t } = useTranslation(adminBlogNamespace);
  const language = useLanguage();
  return (
    <ul className="post-list">
      {posts.map((post) => (
        <li key={post.id} className="post-item">
          <div className="post-item__header">
            <h3 className="post-item__title">{post.title}</h3>
            {/* The spec keeps the status in Spanish in both languages. */}
            <span lang="es" className={post.isPublished ? 'admin-badge admin-badge--active' : 'admin-badge'}>
              {post.isPublished ? t('list.published') : t('list.draft')}
            </span>
          </div>
          <p className="post-item__excerpt">{post.excerpt}</p>
          <dl className="post-item__facts">
            <div>
              <dt>{t('list.category')}</dt>
              <dd>{t(`categories.${post.category}`)}</dd>
            </div>
            <div>
              <dt>{t('list.slug')}</dt>
              <dd>
                <code>{post.slug}</code>
              </dd>
            </div>
            <div>
              <dt>{t('list.created')}</dt>
              <dd>
                <time dateTime={post.createdAt}>{formatInstantDay(post.createdAt, language)}</time>
              </dd>
            </div>
          </dl>
          <div className="post-item__actions">
            <button
              type="button"
              className="button button--outline admin-button--small"
              aria-label={t('actions.editNamed', { title: post.title })}
              onClick={() => onEdit(post)}
            >
              {t('actions.edit')}
            </button>
            <button
              type="button"
              className="button button--danger admin-button--small"
              aria-label={t('actions.deleteNamed', { title: post.title })}
              onClick={() => onDelete(post)}
            >
              {t('actions.delete')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
