import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { adminKeys } from '../../api/admin-keys';
import type { ReviewItem } from './review-item';

/** The open Review items, the latest first. */
async function getReview(): Promise<ReviewItem[]> {
  const response = await apiRequest('GET', '/api/admin/review');
  return (await response.json()) as ReviewItem[];
}

export const reviewQueryOptions = () => queryOptions({ queryKey: adminKeys.review(), queryFn: getReview });
