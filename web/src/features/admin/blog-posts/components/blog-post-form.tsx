import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEvent, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import { DialogClose } from '../../../../components/ui/dialog';
import { Switch } from '../../../../components/ui/switch';
import { ApiError, errorMessage } from '../../../../lib/api';
import { type BlogPost, blogCategories } from '../../../../lib/blog-post';
import { type SavePost, useSavePost } from '../hooks/use-blog-post-mutations';
import { adminBlogNamespace } from '../i18n';
import type { BlogFormErrorKey } from '../locales/en';
import { slugify } from '../slugify';
import {
  type BlogPostField,
  blogPostFormSchema,
  blogPostFormValues,
  changedFields,
  emptyBlogPostForm,
  isBlogPostField,
} from './blog-post-form-schema';
import { ContentPreview } from './content-preview';
import { PostField } from './post-field';

type BlogPostFormProps = {
  /** null: a new post. */
  post: BlogPost | null;
  onDone: () => void;
};

/**
 * Where a refusal belongs: a 400 names its field (`"slug: Use lowercase letters…"`), a 409 is the slug taken by
 * another post. Anything else is not about one field.
 */
function fieldProblem(error: unknown): { field: BlogPostField; message: string | BlogFormErrorKey } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409) return { field: 'slug', message: 'slugTaken' };
  if (error.status !== 400) return null;
  const match = /^(\w+): (.+)$/s.exec(errorMessage(error));
  return match && isBlogPostField(match[1]) ? { field: match[1], message: match[2] } : null;
}

export function BlogPostForm({ post, onDone }: BlogPostFormProps) {
  const { t } = useTranslation(adminBlogNamespace);
  const save = useSavePost();
  const { register, handleSubmit, setError, setValue, control, formState } = useForm({
    resolver: zodResolver(blogPostFormSchema),
    defaultValues: post ? blogPostFormValues(post) : emptyBlogPostForm,
  });
  const { errors } = formState;
  const [content, metaDescription] = useWatch({ control, name: ['content', 'metaDescription'] });
  // A new post's slug follows its title until the admin types one; a saved post keeps its address unless changed
  // by hand. Emptying the slug hands it back to the title.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(post === null);

  const onSubmit = handleSubmit((input) => {
    const request: SavePost = post ? { id: post.id, changes: changedFields(post, input) } : { id: null, input };
    if (request.id !== null && Object.keys(request.changes).length === 0) return onDone();
    save.mutate(request, {
      onSuccess: onDone,
      onError: (error) => {
        const problem = fieldProblem(error);
        if (problem) setError(problem.field, { type: 'server', message: problem.message }, { shouldFocus: true });
        else toast.error(post ? t('toasts.updateFailed') : t('toasts.createFailed'), { description: errorMessage(error) });
      },
    });
  });

  const title = register('title', {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (slugFollowsTitle) setValue('slug', slugify(event.target.value), { shouldValidate: formState.isSubmitted });
    },
  });
  const slug = register('slug', {
    onChange: (event: ChangeEvent<HTMLInputElement>) => setSlugFollowsTitle(event.target.value === ''),
  });
  const metaHint = `${t('form.metaDescriptionHint')} · ${t('form.characterCount', { count: metaDescription.trim().length })}`;

  return (
    <form className="post-form" noValidate onSubmit={onSubmit}>
      <p className="post-form__note">{t('form.requiredHint')}</p>
      <div className="post-form__grid">
        <PostField id="post-title" label={t('form.title')} error={errors.title?.message}>
          {(props) => <input type="text" aria-required="true" {...props} {...title} />}
        </PostField>
        <PostField id="post-slug" label={t('form.slug')} hint={t('form.slugHint')} error={errors.slug?.message}>
          {(props) => <input type="text" aria-required="true" spellCheck={false} autoCapitalize="none" {...props} {...slug} />}
        </PostField>
        <PostField id="post-excerpt" label={t('form.excerpt')} error={errors.excerpt?.message} wide>
          {(props) => <textarea rows={2} aria-required="true" {...props} {...register('excerpt')} />}
        </PostField>
        <PostField id="post-content" label={t('form.content')} hint={t('form.contentHint')} error={errors.content?.message} wide>
          {(props) => <textarea rows={15} aria-required="true" spellCheck={false} className="post-form__code" {...props} {...register('content')} />}
        </PostField>
        <ContentPreview content={content} />
        <PostField id="post-category" label={t('form.category')} error={errors.category?.message}>
          {(props) => (
            <select {...props} {...register('category')}>
              {blogCategories.map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </select>
          )}
        </PostField>
        <PostField id="post-image" label={t('form.featuredImage')} hint={t('form.featuredImageHint')} error={errors.featuredImage?.message}>
          {(props) => <input type="url" placeholder="https://" {...props} {...register('featuredImage')} />}
        </PostField>
        <PostField id="post-author" label={t('form.authorName')} hint={t('form.authorNameHint')} error={errors.authorName?.message}>
          {(props) => <input type="text" autoComplete="off" {...props} {...register('authorName')} />}
        </PostField>
        <PostField id="post-meta" label={t('form.metaDescription')} hint={metaHint} error={errors.metaDescription?.message} wide>
          {(props) => <textarea rows={2} {...props} {...register('metaDescription')} />}
        </PostField>
        <PostField id="post-publish" label={t('form.publish')} hint={t('form.publishHint')} error={errors.isPublished?.message} inline wide>
          {(props) => <Switch {...props} {...register('isPublished')} />}
        </PostField>
      </div>
      <div className="dialog__actions">
        <DialogClose>{t('form.cancel')}</DialogClose>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t('form.saving') : t('form.save')}
        </button>
      </div>
    </form>
  );
}
