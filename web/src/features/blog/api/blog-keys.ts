import type { BlogCategory } from '../../../lib/blog-post';

// The public blog's query keys in one place: a list per category filter, and one entry per post.
export const blogKeys = {
  all: ['blog'] as const,
  list: (category: BlogCategory | null) => [...blogKeys.all, 'list', category ?? 'all'] as const,
  post: (slug: string) => [...blogKeys.all, 'post', slug] as const,
};
