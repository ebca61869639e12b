import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, type ReadStore } from '../../../platform/readstore/read-store.js';
import type { CalendarDate } from '../../../platform/time/calendar-date.js';
import { type CatalogEventDocument, EVENTS } from '../read-models/event-list.js';
import { type Group, type Insights, costBuckets, insightsWindow, monthsFrom } from './insights.js';

interface Facets {
  total: { count: number }[];
  byState: Group<string>[];
  byMonth: Group<string>[];
  byType: Group<string>[];
  byAgeLevel: Group<string>[];
  byCost: Group<number | null>[];
}

/** Most first; equal counts by name, so the answer never reorders between two calls. */
const rankedBy = (field: string) => [{ $group: { _id: `$${field}`, count: { $sum: 1 } } }, { $sort: { count: -1, _id: 1 } }];

/**
 * The catalog in numbers, for Pro's insights page: one aggregation over `catalog_events` in the read store
 * (MongoDB in production, mingo embedded), whatever the catalog's size.
 */
@Injectable()
export class InsightsQuery {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async catalogInsights(today: CalendarDate): Promise<Omit<Insights, 'upcomingDeadlines'>> {
    const { from, to } = insightsWindow(today);
    const [facets] = await this.readStore.collection<CatalogEventDocument>(EVENTS).aggregate<Facets>([
      { $match: { isCancelled: false, isVanished: { $ne: true }, startDate: { $gte: from, $lte: to } } },
      {
        $facet: {
          total: [{ $count: 'count' }],
          byState: rankedBy('state'),
          byMonth: [{ $group: { _id: { $substrCP: ['$startDate', 0, 7] }, count: { $sum: 1 } } }],
          byType: rankedBy('eventType'),
          byAgeLevel: rankedBy('ageLevel'),
          byCost: [{ $group: { _id: '$cost', count: { $sum: 1 } } }],
        },
      },
    ]);
    return {
      total: facets?.total[0]?.count ?? 0,
      byState: (facets?.byState ?? []).map((group) => ({ state: group._id, count: group.count })),
      byMonth: monthsFrom(today, facets?.byMonth ?? []),
      byType: (facets?.byType ?? []).map((group) => ({ eventType: group._id, count: group.count })),
      byAgeLevel: (facets?.byAgeLevel ?? []).map((group) => ({ ageLevel: group._id, count: group.count })),
      costs: costBuckets(facets?.byCost ?? []),
    };
  }
}
