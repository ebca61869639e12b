// The blog's vocabulary as the server sends and expects it. Shared because the public blog and the admin
// console's blog screen both read posts; each translates the categories for display.

export const blogCategories = ['recruiting_tips', 'showcase_reviews', 'college_prep', 'success_stories'] as const;
export type BlogCategory = (typeof blogCategories)[number];

export function isBlogCategory(value: unknown): value is BlogCategory {
  return blogCategories.some((category) => category === value);
}

/** A post as every blog endpoint answers it; the public ones answer published posts only. */
export type BlogPost = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  /** HTML the server sanitized when it was written (an allowlist): shown as it is. */
  content: string;
  category: BlogCategory;
  /** An https URL. */
  featuredImage: string | null;
  metaDescription: string | null;
  isPublished: boolean;
  /** The byline: the name the admin gave the post, else the publication's. */
  authorName: string;
  /** ISO 8601; null for a post never published. */
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};
