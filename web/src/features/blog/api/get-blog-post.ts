import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { BlogPost } from '../../../lib/blog-post';
import { blogKeys } from './blog-keys';

/** One published post; a draft or an unknown slug is a 404. */
export async function getBlogPost(slug: string): Promise<BlogPost> {
  const response = await apiRequest('GET', `/api/blog-posts/${encodeURIComponent(slug)}`);
  return (await response.json()) as BlogPost;
}

export const blogPostQueryOptions = (slug: string) => queryOptions({ queryKey: blogKeys.post(slug), queryFn: () => getBlogPost(slug) });
