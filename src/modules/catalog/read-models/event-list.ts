import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import type { Projection } from '../../../platform/projections/projection.js';
import type { BulkOperation, Document, ReadStoreSession } from '../../../platform/readstore/read-store.js';
import { type CatalogEventEvent, type EventSource, type SourceLink, linkOf } from '../events/catalog-event.js';
import type { Coordinates } from '../../../platform/places/us-places.js';
import { type EventDetails, collegesOf, gradYearsOf, zipOf } from '../events/event-details.js';
import type { SampleEventChosen } from '../events/sample-event.js';
import { locationOf } from '../places/event-place.js';

/** One document per event that is listed or cancelled (a removed event's document is deleted). */
export interface CatalogEventDocument extends Document, EventDetails {
  /** For the organizer filter, which ignores letter case. */
  organizerLower: string | null;
  /** Where it is (its ZIP code's, else its city's center), found when written: null when not known. */
  location: Coordinates | null;
  /** `collegesAttending` in lower case, for the college filter and alerts, which ignore letter case. */
  collegesLower: string[];
  isCancelled: boolean;
  /** Every source that listed it stopped listing it: hidden from lists, calendars and feeds, labelled where still shown. */
  isVanished: boolean;
  isSample: boolean;
  source: EventSource;
  /** The scraper records that are this event (users see the sites' host names; admins the records). */
  sources: SourceLink[];
  /** Listings an admin said are other events: never merged with or flagged as duplicates of this one. */
  keptApartFrom: string[];
  listedAt: Date;
  updatedAt: Date;
}

/** One document per event ever listed, removed ones included: the admin growth chart counts listings per day. */
export interface ListingDocument extends Document {
  listedAt: Date;
}

/**
 * The position of the last event that changed `catalog_events`, written in the same transaction: queries that
 * keep the list in memory reload it when this moves (and only then, not on every unrelated event).
 */
export interface EventListVersion extends Document {
  position: string;
}

export const EVENTS = 'catalog_events';
export const LISTINGS = 'catalog_listings';
export const EVENT_LIST_VERSION = 'catalog_events_version';
export const VERSION_ID = 'version';

const HANDLED = [
  'EventListed',
  'EventDetailsChanged',
  'EventCancelled',
  'EventRemoved',
  'EventSourceLinked',
  'EventVanished',
  'EventReturned',
  'EventMergedInto',
  'EventMergeReceived',
  'EventsKeptApart',
  'SampleEventChosen',
] as const;

export const eventListProjection: Projection = {
  name: 'catalog-event-list',
  // 3: sources and vanished events (a store written before is rebuilt with them). 4: location, classes and colleges.
  version: 4,
  handles: HANDLED,
  collections: [EVENTS, LISTINGS, EVENT_LIST_VERSION],
  async setUp(session: ReadStoreSession) {
    const events = session.collection(EVENTS);
    await events.createIndex({ startDate: 1, _id: 1 });
    await events.createIndex({ state: 1, startDate: 1 });
    await events.createIndex({ eventType: 1, startDate: 1 });
    await events.createIndex({ ageLevel: 1, startDate: 1 });
    await events.createIndex({ organizerLower: 1 });
    // Events a college attends (the follow alert), and those stating a class: one key per item of the list.
    await events.createIndex({ collegesLower: 1, startDate: 1 });
    await events.createIndex({ gradYears: 1, startDate: 1 });
    await events.createIndex({ isSample: 1 });
    // The admin console's recent events: the latest listed first, ties by id (EventsQuery.recent).
    await events.createIndex({ listedAt: -1, _id: 1 });
    await session.collection(LISTINGS).createIndex({ listedAt: -1 });
  },
  async handle(batch: readonly RecordedEvent[], { session }) {
    const events: BulkOperation<CatalogEventDocument>[] = [];
    const listings: BulkOperation<ListingDocument>[] = [];
    let position: string | null = null;
    for (const recorded of batch) {
      position = recorded.position;
      const event = recorded as unknown as CatalogEventEvent | SampleEventChosen;
      if (event.type === 'EventListed') {
        const at = new Date(event.data.occurredAt);
        listings.push({ replaceOne: { filter: { _id: event.data.eventId }, replacement: { _id: event.data.eventId, listedAt: at }, upsert: true } });
      }
      if (event.type === 'EventDetailsChanged' && movesPlace(event.data.changes)) {
        // Where it is depends on fields this change may leave as they were: read them, with this batch's writes so far.
        const collection = session.collection<CatalogEventDocument>(EVENTS);
        if (events.length > 0) await collection.bulkWrite(events.splice(0));
        const before = await collection.findOne({ _id: event.data.eventId });
        events.push(...operationsFor(event, before));
      } else {
        events.push(...operationsFor(event, null));
      }
    }
    if (events.length > 0) await session.collection<CatalogEventDocument>(EVENTS).bulkWrite(events);
    if (listings.length > 0) await session.collection<ListingDocument>(LISTINGS).bulkWrite(listings);
    if (position !== null) {
      await session
        .collection<EventListVersion>(EVENT_LIST_VERSION)
        .bulkWrite([{ replaceOne: { filter: { _id: VERSION_ID }, replacement: { _id: VERSION_ID, position }, upsert: true } }]);
    }
  },
};

const movesPlace = (changes: Partial<EventDetails>) => changes.zip !== undefined || changes.city !== undefined || changes.state !== undefined;

/** The fields written from an event's details (old events' missing ones as unknown), with what is derived from them. */
function detailFields(details: EventDetails) {
  const collegesAttending = collegesOf(details);
  return {
    ...details,
    gradYears: gradYearsOf(details),
    collegesAttending,
    zip: zipOf(details),
    location: locationOf(details),
    collegesLower: collegesAttending.map((name) => name.toLowerCase()),
  };
}

/** `before`: the event's document, read for a change that may move it (see `movesPlace`). */
function operationsFor(event: CatalogEventEvent | SampleEventChosen, before: CatalogEventDocument | null): BulkOperation<CatalogEventDocument>[] {
  switch (event.type) {
    case 'EventListed': {
      const { eventId, details, source, occurredAt } = event.data;
      const at = new Date(occurredAt);
      const replacement: CatalogEventDocument = {
        _id: eventId,
        ...detailFields(details),
        organizerLower: details.organizer?.toLowerCase() ?? null,
        isCancelled: false,
        isVanished: false,
        isSample: false,
        source,
        sources: [linkOf(source)].filter((link): link is SourceLink => link !== null),
        keptApartFrom: [],
        listedAt: at,
        updatedAt: at,
      };
      return [{ replaceOne: { filter: { _id: eventId }, replacement, upsert: true } }];
    }
    case 'EventDetailsChanged': {
      const { eventId, changes, occurredAt } = event.data;
      const set: Record<string, unknown> = { ...changes, updatedAt: new Date(occurredAt) };
      if (changes.organizer !== undefined) set.organizerLower = changes.organizer?.toLowerCase() ?? null;
      if (changes.collegesAttending !== undefined) set.collegesLower = changes.collegesAttending.map((name) => name.toLowerCase());
      if (before && movesPlace(changes)) set.location = locationOf({ zip: zipOf(before), city: before.city, state: before.state, ...changes });
      return [{ updateOne: { filter: { _id: eventId }, update: { $set: set } } }];
    }
    case 'EventCancelled':
      return [{ updateOne: { filter: { _id: event.data.eventId }, update: { $set: { isCancelled: true, isVanished: false, updatedAt: new Date(event.data.occurredAt) } } } }];
    case 'EventRemoved':
    case 'EventMergedInto':
      return [{ deleteOne: { filter: { _id: event.data.eventId } } }];
    case 'EventVanished':
    case 'EventReturned':
      return [{ updateOne: { filter: { _id: event.data.eventId }, update: { $set: { isVanished: event.type === 'EventVanished', updatedAt: new Date(event.data.occurredAt) } } } }];
    case 'EventSourceLinked':
      return linked(event.data.eventId, [event.data.source]);
    case 'EventMergeReceived':
      return linked(event.data.eventId, event.data.sources);
    case 'EventsKeptApart':
      return [{ updateOne: { filter: { _id: event.data.eventId }, update: { $addToSet: { keptApartFrom: event.data.otherEventId } } } }];
    default:
      return sampleOperations(event);
  }
}

/** Adds or replaces (same scraper and key) each link, as `withLinks` does in the event's state. */
function linked(eventId: string, links: readonly SourceLink[]): BulkOperation<CatalogEventDocument>[] {
  return links.flatMap((link): BulkOperation<CatalogEventDocument>[] => [
    { updateOne: { filter: { _id: eventId }, update: { $pull: { sources: { scraperId: link.scraperId, sourceKey: link.sourceKey } } } } },
    { updateOne: { filter: { _id: eventId }, update: { $push: { sources: link } } } },
  ]);
}

function sampleOperations(event: CatalogEventEvent | SampleEventChosen): BulkOperation<CatalogEventDocument>[] {
  switch (event.type) {
    case 'SampleEventChosen': {
      const { eventId, previousEventId } = event.data;
      const chosen: BulkOperation<CatalogEventDocument> = { updateOne: { filter: { _id: eventId }, update: { $set: { isSample: true } } } };
      return previousEventId === null
        ? [chosen]
        : [{ updateOne: { filter: { _id: previousEventId }, update: { $set: { isSample: false } } } }, chosen];
    }
    default:
      // Review flags, kept-apart pairs and dismissals change nothing the list shows.
      return [];
  }
}
