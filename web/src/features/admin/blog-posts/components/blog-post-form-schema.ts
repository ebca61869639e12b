import { z } from '../../../../lib/zod';
import { type BlogPost, blogCategories } from '../../../../lib/blog-post';
import type { BlogPostInput } from '../api/blog-post-commands';
import type { BlogFormErrorKey } from '../locales/en';
import { slugMaxLength, slugPattern } from '../slugify';

// The server's rules for a post (the blog API contract), so a mistake is shown before anything is sent. Messages
// are translation keys, translated when shown.

const message = (key: BlogFormErrorKey) => key;

const contentMaxBytes = 200 * 1024;
const utf8 = new TextEncoder();

const requiredText = (max: number, tooLong: BlogFormErrorKey) =>
  z.string().trim().min(1, message('required')).max(max, message(tooLong));

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

export const blogPostFormSchema = z.object({
  title: requiredText(200, 'titleTooLong'),
  slug: z
    .string()
    .trim()
    .min(1, { error: message('required'), abort: true })
    .max(slugMaxLength, { error: message('slugTooLong'), abort: true })
    .regex(slugPattern, message('slugFormat')),
  excerpt: requiredText(500, 'excerptTooLong'),
  // HTML is sent as written (the server sanitizes and trims it); only blank content is refused here.
  content: z
    .string()
    .refine((value) => value.trim() !== '', { error: message('required'), abort: true })
    .refine((value) => utf8.encode(value).length <= contentMaxBytes, message('contentTooLarge')),
  category: z.enum(blogCategories),
  featuredImage: z
    .string()
    .trim()
    .max(2048, { error: message('imageTooLong'), abort: true })
    .refine((value) => value === '' || isHttpsUrl(value), message('imageUrl'))
    .transform((value) => value || null),
  metaDescription: z
    .string()
    .trim()
    .max(300, message('metaTooLong'))
    .transform((value) => value || null),
  authorName: z
    .string()
    .trim()
    .max(100, message('authorTooLong'))
    .transform((value) => value || null),
  isPublished: z.boolean(),
}) satisfies z.ZodType<BlogPostInput, unknown>;

/** What the inputs hold: text, the category, and the publish switch. */
export type BlogPostFormValues = z.input<typeof blogPostFormSchema>;

export const emptyBlogPostForm: BlogPostFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  category: 'recruiting_tips',
  featuredImage: '',
  metaDescription: '',
  authorName: '',
  isPublished: false,
};

export function blogPostFormValues(post: BlogPost): BlogPostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category,
    featuredImage: post.featuredImage ?? '',
    metaDescription: post.metaDescription ?? '',
    authorName: post.authorName,
    isPublished: post.isPublished,
  };
}

const inputFields = [
  'title',
  'slug',
  'excerpt',
  'content',
  'category',
  'featuredImage',
  'metaDescription',
  'authorName',
  'isPublished',
] as const satisfies readonly (keyof BlogPostInput)[];

export type BlogPostField = (typeof inputFields)[number];

export function isBlogPostField(value: string): value is BlogPostField {
  return inputFields.some((field) => field === value);
}

/** The fields whose value differs from the post's: what a PATCH sends. */
export function changedFields(post: BlogPost, input: BlogPostInput): Partial<BlogPostInput> {
  const changed = inputFields.filter((field) => input[field] !== post[field]);
  return Object.fromEntries(changed.map((field) => [field, input[field]]));
}
