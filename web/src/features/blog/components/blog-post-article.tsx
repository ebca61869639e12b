import { useTranslation } from 'react-i18next';
import { ArticleHtml } from '../../../components/ui/article-html';
import type { BlogPost } from '../../../lib/blog-post';
import { useMetaDescription } from '../../../lib/use-meta-description';
import { blogNamespace } from '../i18n';
import { CategoryBadge } from './category-badge';
import { PostByline } from './post-byline';

/** The post itself; React hoists its title into the document's head, and the page's description is the post's. */
export function BlogPostArticle({ post }: { post: BlogPost }) {
  const { t, i18n } = useTranslation(blogNamespace);
  useMetaDescription(post.metaDescription ?? post.excerpt);
  return (
    <article className="blog-post__article" aria-labelledby="blog-post-title">
      <title>{t('post.documentTitle', { title: post.title, brand: i18n.t('brand') })}</title>
      <header className="blog-post__header">
        <CategoryBadge category={post.category} />
        <h1 id="blog-post-title">{post.title}</h1>
        <PostByline post={post} />
      </header>
      {post.featuredImage ? <img className="blog-post__image" src={post.featuredImage} alt={post.title} /> : null}
      <ArticleHtml html={post.content} />
    </article>
  );
}
