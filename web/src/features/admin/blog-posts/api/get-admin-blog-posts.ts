import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import type { BlogPost } from '../../../../lib/blog-post';
import { adminKeys } from '../../api/admin-keys';

/** Every post, drafts too, newest created first. */
async function getAdminBlogPosts(): Promise<BlogPost[]> {
  const response = await apiRequest('GET', '/api/admin/blog-posts');
  return (await response.json()) as BlogPost[];
}

export const adminBlogPostsQueryOptions = () => queryOptions({ queryKey: adminKeys.blogPosts(), queryFn: getAdminBlogPosts });
