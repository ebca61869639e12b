import { useTranslation } from 'react-i18next';
import type { BlogCategory } from '../../../lib/blog-post';
import { blogNamespace } from '../i18n';

export function CategoryBadge({ category }: { category: BlogCategory }) {
  const { t } = useTranslation(blogNamespace);
  return <span className={`blog-badge blog-badge--${category}`}>{t(`categories.${category}`)}</span>;
}
