import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type BlogCategory, isBlogCategory } from '../../../lib/blog-post';

/**
 * The category the blog list is filtered by, kept in the address (`?category=college_prep`) so a filtered list can
 * be shared and survives a reload; null (or a value that is no category) means every post. A change replaces the
 * history entry, as the events filters do.
 */
export function useBlogCategory(): [BlogCategory | null, (category: BlogCategory | null) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('category');
  const category = isBlogCategory(requested) ? requested : null;
  const setCategory = useCallback(
    (next: BlogCategory | null) => setParams(next ? { category: next } : {}, { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return [category, setCategory];
}
