import { apiRequest } from '../../../../lib/api';
import type { BlogPost } from '../../../../lib/blog-post';

/**
 * What an admin writes: a POST's body, any subset of it a PATCH's. null: no image, no meta description, and
 * no author name (the post is then signed by the publication, as the server answers it in `authorName`).
 */
export type BlogPostInput = Pick<
  BlogPost,
  'title' | 'slug' | 'excerpt' | 'content' | 'category' | 'featuredImage' | 'metaDescription' | 'isPublished'
> & { authorName: string | null };

const postUrl = (id: string) => `/api/admin/blog-posts/${encodeURIComponent(id)}`;

export async function createBlogPost(input: BlogPostInput): Promise<BlogPost> {
  const response = await apiRequest('POST', '/api/admin/blog-posts', input);
  return (await response.json()) as BlogPost;
}

export async function updateBlogPost(id: string, changes: Partial<BlogPostInput>): Promise<BlogPost> {
  const response = await apiRequest('PATCH', postUrl(id), changes);
  return (await response.json()) as BlogPost;
}

export async function deleteBlogPost(id: string): Promise<void> {
  await apiRequest('DELETE', postUrl(id));
}
