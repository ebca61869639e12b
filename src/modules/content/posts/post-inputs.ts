import { z } from 'zod';
import { required, requiredText } from '../../../platform/http/zod-input.js';
import { BLOG_CATEGORIES } from './blog-post.js';
import { SLUG, SLUG_MAX } from './slug.js';

export const CONTENT_MAX_BYTES = 200 * 1024;

const slug = z
  .string(required())
  .trim()
  .min(1, 'Required')
  .max(SLUG_MAX, `Must be at most ${SLUG_MAX} characters`)
  .regex(SLUG, 'Use lowercase letters, digits and single hyphens');

const content = z
  .string(required())
  .refine((html) => html.trim().length > 0, 'Required')
  .refine((html) => Buffer.byteLength(html) <= CONTENT_MAX_BYTES, 'Must be at most 200 KB');

const category = z.enum(BLOG_CATEGORIES, { error: `Must be one of ${BLOG_CATEGORIES.join(', ')}` });

const metaDescription = z.string({ error: 'Must be text' }).trim().max(300, 'Must be at most 300 characters');

const featuredImage = z
  .string({ error: 'Must be text' })
  .trim()
  .max(2048, 'Must be at most 2048 characters')
  .refine((value) => value === '' || isHttpsUrl(value), 'Must be an https URL');

/** An optional field: empty or null means none; left out (when editing) means unchanged. */
const clearable = (schema: z.ZodString) => schema.nullish().transform((value) => (value === undefined ? undefined : value || null));

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The byline; empty means the publication's own. */
const authorName = z.string({ error: 'Must be text' }).trim().max(100, 'Must be at most 100 characters');

const isPublished = z.boolean({ error: 'Must be true or false' });

export const CreatePostInput = z.strictObject({
  title: requiredText(200),
  slug,
  excerpt: requiredText(500),
  content,
  category: category.default('recruiting_tips'),
  featuredImage: clearable(featuredImage).transform((value) => value ?? null),
  metaDescription: clearable(metaDescription).transform((value) => value ?? null),
  authorName: clearable(authorName).transform((value) => value ?? null),
  isPublished: isPublished.default(false),
});
export type CreatePostInput = z.infer<typeof CreatePostInput>;

export const EditPostInput = z.strictObject({
  title: requiredText(200).optional(),
  slug: slug.optional(),
  excerpt: requiredText(500).optional(),
  content: content.optional(),
  category: category.optional(),
  featuredImage: clearable(featuredImage),
  metaDescription: clearable(metaDescription),
  authorName: clearable(authorName),
  isPublished: isPublished.optional(),
});
export type EditPostInput = z.infer<typeof EditPostInput>;

export const PreviewInput = z.strictObject({ content });
export type PreviewInput = z.infer<typeof PreviewInput>;

export const CategoryQuery = z.strictObject({ category: category.optional() });
/** Named apart from the schema: swagger reads a query parameter's declared type as a model class. */
export type CategoryParams = z.infer<typeof CategoryQuery>;
