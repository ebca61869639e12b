import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '../../../platform/eventstore/event-store.js';
import { type HistoryChange, type HistoryPage, fieldsSet, readHistory } from '../../../platform/eventsourcing/history.js';
import { SCRAPER_ID, type ScraperEvent, type ScraperSettings, runCompleted, scraperStream } from './scraper.js';

/** What each event of a scraper's stream changed or counted, for the admin's audit timeline. */
export function describeScraperEvent(recorded: RecordedEvent): HistoryChange[] {
  const event = recorded as unknown as ScraperEvent;
  switch (event.type) {
    case 'ScraperConfigured':
      return fieldsSet({ ...event.data.settings });
    case 'ScraperReconfigured':
      return Object.entries(event.data.changes).map(([field, after]) => ({
        field,
        before: event.data.previous[field as keyof ScraperSettings] ?? null,
        after,
      }));
    case 'ScraperActivated':
      return [{ field: 'isActive', before: false, after: true }];
    case 'ScraperDeactivated':
      return [{ field: 'isActive', before: true, after: false }];
    case 'ScraperRunStarted':
      return fieldsSet({ trigger: event.data.trigger });
    case 'ScraperRunCompleted': {
      const data = runCompleted(event.data);
      return fieldsSet({
        eventsFound: data.eventsFound,
        eventsAdded: data.eventsAdded,
        eventsUpdated: data.eventsUpdated,
        eventsRejected: data.eventsRejected,
        ...(data.eventsDrafted === undefined ? {} : { eventsDrafted: data.eventsDrafted }),
        pagesVisited: data.pagesVisited,
        ...(data.warning === null ? {} : { warning: data.warning }),
      });
    }
    case 'ScraperRunFailed':
      return fieldsSet({ errorMessage: event.data.errorMessage, eventsFound: event.data.eventsFound, pagesVisited: event.data.pagesVisited });
    default:
      return [];
  }
}

/** A scraper's stream (its edits and runs), newest first. */
@Injectable()
export class ScraperHistory {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  /** Null for an id that names no scraper. */
  page(scraperId: string, page: number): Promise<HistoryPage | null> {
    if (!SCRAPER_ID.test(scraperId)) return Promise.resolve(null);
    return readHistory(this.eventStore, scraperStream(scraperId), describeScraperEvent, page);
  }
}
