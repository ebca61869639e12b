import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppPageTitle } from '../../../../components/layout/app-page-title';
import { ConfirmDialog } from '../../../../components/ui/dialog';
import type { BlogPost } from '../../../../lib/blog-post';
import { QueryList } from '../../components/query-list';
import { adminBlogPostsQueryOptions } from '../api/get-admin-blog-posts';
import { useDeletePost } from '../hooks/use-blog-post-mutations';
import { adminBlogNamespace } from '../i18n';
import { BlogPostFormDialog, type BlogPostFormTarget } from './blog-post-form-dialog';
import { BlogPostList } from './blog-post-list';
import '../../components/admin.css';
import './blog-admin.css';

/** /admin/blog: every post, drafts too, with the form to write or change one and the way to delete one. */
export function BlogAdminPage() {
  const { t } = useTranslation(adminBlogNamespace);
  const posts = useQuery(adminBlogPostsQueryOptions());
  const [formTarget, setFormTarget] = useState<BlogPostFormTarget | null>(null);
  const [deleting, setDeleting] = useState<BlogPost | null>(null);
  const deletePost = useDeletePost();

  return (
    <>
      <AppPageTitle title={t('title')} />
      <div className="container blog-admin">
        <div className="blog-admin__toolbar">
          <Link to="/admin?tab=blog" className="button button--ghost">
            <span aria-hidden="true">← </span>
            {t('backToConsole')}
          </Link>
          <button type="button" className="button button--primary" onClick={() => setFormTarget({ post: null })}>
            {t('create')}
          </button>
        </div>
        <section aria-labelledby="blog-admin-posts-title">
          {/* The spec keeps this heading in Spanish in both languages. */}
          <h2 id="blog-admin-posts-title" lang="es" className="admin-panel__title">
            {posts.data ? t('list.titleCount', { count: posts.data.length }) : t('list.title')}
          </h2>
          <QueryList query={posts} loading={t('list.loading')} error={t('list.error')} empty={t('list.empty')}>
            {(items) => <BlogPostList posts={items} onEdit={(post) => setFormTarget({ post })} onDelete={setDeleting} />}
          </QueryList>
        </section>
      </div>
      <BlogPostFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('confirmDelete.title')}
        description={t('confirmDelete.description', { title: deleting?.title ?? '' })}
        confirmLabel={t('confirmDelete.confirm')}
        cancelLabel={t('confirmDelete.cancel')}
        destructive
        lang="es"
        onConfirm={() => deleting && deletePost.mutate(deleting.id)}
      />
    </>
  );
}
