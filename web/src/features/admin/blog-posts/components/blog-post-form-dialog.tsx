import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import type { BlogPost } from '../../../../lib/blog-post';
import { adminBlogNamespace } from '../i18n';
import { BlogPostForm } from './blog-post-form';

/** What the form is open for (spec section 4: closed, creating or editing): a new post, or changing one. */
export type BlogPostFormTarget = { post: BlogPost | null };

type BlogPostFormDialogProps = { target: BlogPostFormTarget | null; onClose: () => void };

/** The form mounts afresh each time the dialog opens, so saving or cancelling leaves nothing behind for next time. */
export function BlogPostFormDialog({ target, onClose }: BlogPostFormDialogProps) {
  const { t } = useTranslation(adminBlogNamespace);
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={target?.post ? t('form.editTitle') : t('form.createTitle')}
      size="wide"
    >
      {target ? <BlogPostForm key={target.post?.id ?? 'new'} post={target.post} onDone={onClose} /> : null}
    </Dialog>
  );
}
