import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { adminKeys } from '../../api/admin-keys';

/** The content exactly as the server would store it: sanitized with the same allowlist. */
async function previewContent(content: string): Promise<string> {
  const response = await apiRequest('POST', '/api/admin/blog-posts/preview', { content });
  return ((await response.json()) as { content: string }).content;
}

// A query rather than a mutation: only the answer for the latest content is shown, whatever order answers arrive in.
export const contentPreviewQueryOptions = (content: string) =>
  queryOptions({ queryKey: adminKeys.blogPreview(content), queryFn: () => previewContent(content) });
