import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { BlogCategory, BlogPost } from '../../../lib/blog-post';
import { blogKeys } from './blog-keys';

/** The published posts, newest first; null: every category. */
export async function getBlogPosts(category: BlogCategory | null): Promise<BlogPost[]> {
  const response = await apiRequest('GET', category ? `/api/blog-posts?category=${category}` : '/api/blog-posts');
  return (await response.json()) as BlogPost[];
}

export const blogPostsQueryOptions = (category: BlogCategory | null) =>
  queryOptions({ queryKey: blogKeys.list(category), queryFn: () => getBlogPosts(category) });
