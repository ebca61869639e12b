import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import { errorMessage } from '../../../../lib/api';
import { isCurrentUserKey } from '../../../../lib/current-user';
import { type BlogPostInput, createBlogPost, deleteBlogPost, updateBlogPost } from '../api/blog-post-commands';
import { adminBlogNamespace } from '../i18n';

/**
 * A post change moves this page's list and the console's Blog tab, and whatever the public blog cached (never
 * stale on its own). The public blog is another feature whose keys this one may not import, so every query but the
 * signed-in user's is refreshed: the ones on screen now, the others when their screen opens again.
 */
function useRefreshPosts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => !isCurrentUserKey(query.queryKey) });
}

export type SavePost = { id: null; input: BlogPostInput } | { id: string; changes: Partial<BlogPostInput> };

/** Creates or changes a post; failures are left to the form, which may show them under a field. */
export function useSavePost() {
  const { t } = useTranslation(adminBlogNamespace);
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: (save: SavePost) => (save.id === null ? createBlogPost(save.input) : updateBlogPost(save.id, save.changes)),
    onSuccess: async (_post, save) => {
      toast.success(save.id === null ? t('toasts.created') : t('toasts.updated'));
      await refresh();
    },
  });
}

export function useDeletePost() {
  const { t } = useTranslation(adminBlogNamespace);
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: deleteBlogPost,
    onSuccess: () => toast.success(t('toasts.deleted')),
    onError: (error) => toast.error(t('toasts.deleteFailed'), { description: errorMessage(error) }),
    // Also after a failure: a 404 means someone else removed it, and the list should say so.
    onSettled: refresh,
  });
}
