import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { insightsKeys } from './insights-keys';

export const costBuckets = ['free', 'contact', 'under100', '100to249', '250to499', '500plus'] as const;
export type CostBucket = (typeof costBuckets)[number];

/** A saved event whose registration closes today or later: `daysLeft` 0 is today. */
export type UpcomingDeadline = { id: string; name: string; registrationDeadline: string; daysLeft: number };

/** `GET /api/insights` (Pro): upcoming events (today to the end of the 12th month, not cancelled) counted several ways. */
export type Insights = {
  total: number;
  /** Most events first; states without events left out. */
  byState: { state: string; count: number }[];
  /** Twelve months from the current one, `yyyy-MM`, zeros included. */
  byMonth: { month: string; count: number }[];
  byType: { eventType: string; count: number }[];
  byAgeLevel: { ageLevel: string; count: number }[];
  /** All six buckets, in `costBuckets` order. */
  costs: { bucket: CostBucket; count: number }[];
  upcomingDeadlines: UpcomingDeadline[];
};

export async function getInsights(): Promise<Insights> {
  const response = await apiRequest('GET', '/api/insights');
  return (await response.json()) as Insights;
}

// Counts move whenever events are listed or saved: each visit asks again rather than trusting the cache.
export const insightsQueryOptions = () => queryOptions({ queryKey: insightsKeys.summary(), queryFn: getInsights, staleTime: 0 });
