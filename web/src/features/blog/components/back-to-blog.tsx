import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { blogNamespace } from '../i18n';

export function BackToBlog() {
  const { t } = useTranslation(blogNamespace);
  return (
    <Link to="/blog" className="button button--ghost blog-post__back">
      <span aria-hidden="true">← </span>
      {t('post.back')}
    </Link>
  );
}
