import { useTranslation } from 'react-i18next';
import { blogNamespace } from '../i18n';

const placeholderCount = 6;

/** Six grey cards while the posts load (spec section 9), announced once as "Loading posts". */
export function BlogPostPlaceholders() {
  const { t } = useTranslation(blogNamespace);
  return (
    <ul className="blog-grid" aria-label={t('list.loading')} aria-busy="true">
      {Array.from({ length: placeholderCount }, (_, index) => (
        <li key={index} className="blog-card blog-card--placeholder">
          <span className="blog-card__image blog-card__image--none" />
          <span className="blog-card__body">
            <span className="blog-fake-line blog-fake-line--badge" />
            <span className="blog-fake-line blog-fake-line--title" />
            <span className="blog-fake-line" />
            <span className="blog-fake-line blog-fake-line--short" />
          </span>
        </li>
      ))}
    </ul>
  );
}
