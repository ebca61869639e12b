import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import { describeCatalogEvent } from './event-history.js';

const recorded = (type: string, data: Record<string, unknown>) => ({ type, data }) as unknown as RecordedEvent;

describe('describeCatalogEvent', () => {
  it('given a details change, when described, then each changed field has its old and new value, a field new to the event has null before', () => {
    const changes = describeCatalogEvent(
      recorded('EventDetailsChanged', { eventId: 'e1', changes: { cost: 300, endDate: '2026-07-02' }, previous: { cost: 250 }, occurredAt: '2026-01-01T00:00:00Z' }),
    );
    expect(changes).toEqual([
      { field: 'cost', before: 250, after: 300 },
      { field: 'endDate', before: null, after: '2026-07-02' },
    ]);
  });

  it('given a scraper listing, when described, then the fields are set from nothing and the source is its kind only', () => {
    const changes = describeCatalogEvent(
      recorded('EventListed', { eventId: 'e1', details: { name: 'Summer ID Camp', city: 'Ames' }, source: { kind: 'scraper', scraperId: 's1', sourceKey: 'k' }, occurredAt: 'x' }),
    );
    expect(changes).toEqual([
      { field: 'name', before: null, after: 'Summer ID Camp' },
      { field: 'city', before: null, after: 'Ames' },
      { field: 'source', before: null, after: 'scraper' },
    ]);
  });
});
