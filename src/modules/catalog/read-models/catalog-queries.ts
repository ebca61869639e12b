import { Inject, Injectable } from '@nestjs/common';
import { type Filter, READ_STORE, type ReadStore } from '../../../platform/readstore/read-store.js';
import type { CalendarDate } from '../../../platform/time/calendar-date.js';
import { type EventStub, type Viewer, effectiveSampleId, isUnlocked, listingFloorFor, toStub } from '../access/access-window.js';
import type { EventDetails } from '../events/event-details.js';
import { type CatalogEventDocument, EVENTS } from './event-list.js';
import { SAVED, type SavedDocument } from './saved-list.js';

/** An unlocked event as the API answers it. */
export interface EventView extends EventDetails {
  id: string;
  isSample: boolean;
  isCancelled: boolean;
  isLocked: false;
  isSaved: boolean;
}

export type ListedEvent = EventView | EventStub;

export interface EventFilters {
  states?: string[];
  eventTypes?: string[];
  ageLevels?: string[];
  startDate?: CalendarDate;
  endDate?: CalendarDate;
  /** Pro only (the HTTP layer refuses them for others). */
  minCost?: number;
  maxCost?: number;
  isIndoor?: boolean;
  organizers?: string[];
}

export function toEventView(document: CatalogEventDocument, isSaved: boolean): EventView {
  return {
    id: document._id,
    name: document.name,
    description: document.description,
    eventType: document.eventType,
    startDate: document.startDate,
    endDate: document.endDate,
    registrationDeadline: document.registrationDeadline,
    city: document.city,
    state: document.state,
    cost: document.cost,
    ageLevel: document.ageLevel,
    organizer: document.organizer,
    isIndoor: document.isIndoor,
    registrationLink: document.registrationLink,
    isSample: document.isSample,
    isCancelled: document.isCancelled,
    isLocked: false,
    isSaved,
  };
}

const byStart = { startDate: 1, _id: 1 } as const;

/**
 * Filters on a field a stub does not show (age level, cost, indoor, organizer) would tell, by a locked event's
 * presence, what that field is: with any of them, locked events are left out of the answer.
 */
function filtersOnHiddenFields(filters: EventFilters): boolean {
  return (
    filters.ageLevels !== undefined ||
    filters.minCost !== undefined ||
    filters.maxCost !== undefined ||
    filters.isIndoor !== undefined ||
    filters.organizers !== undefined
  );
}

/** The catalog as each viewer may see it: every answer that carries events goes through here. */
@Injectable()
export class EventsQuery {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  private get events() {
    return this.readStore.collection<CatalogEventDocument>(EVENTS);
  }

  /**
   * The events list: sorted by start date, upcoming only unless the filter's start date reaches back (Pro,
   * within two years; admins, any), each unlocked in full or locked as a stub.
   */
  async list(viewer: Viewer, filters: EventFilters, today: CalendarDate, savedIds: ReadonlySet<string>): Promise<ListedEvent[]> {
    const floor = listingFloorFor(viewer, today);
    const asked = filters.startDate ?? today;
    const from = floor === null ? asked : asked > floor ? asked : floor;
    const startDate: Record<string, string> = { $gte: from };
    if (filters.endDate !== undefined) startDate.$lte = filters.endDate;
    const query: Filter = { startDate };
    if (!viewer.isAdmin) query.isCancelled = false;
    if (filters.states) query.state = { $in: filters.states };
    if (filters.eventTypes) query.eventType = { $in: filters.eventTypes };
    if (filters.ageLevels) query.ageLevel = { $in: filters.ageLevels };
    if (filters.minCost !== undefined || filters.maxCost !== undefined) {
      const cost: Record<string, number> = {};
      if (filters.minCost !== undefined) cost.$gte = filters.minCost;
      if (filters.maxCost !== undefined) cost.$lte = filters.maxCost;
      query.cost = cost;
    }
    if (filters.isIndoor !== undefined) query.isIndoor = filters.isIndoor;
    if (filters.organizers) query.organizerLower = { $in: filters.organizers.map((name) => name.toLowerCase()) };

    const [documents, sampleId] = await Promise.all([this.events.find(query, { sort: byStart }), this.sampleIdFor(viewer, today)]);
    const hideLocked = filtersOnHiddenFields(filters);
    const answer: ListedEvent[] = [];
    for (const document of documents) {
      if (isUnlocked(viewer, { id: document._id, startDate: document.startDate }, today, sampleId)) {
        answer.push(toEventView(document, savedIds.has(document._id)));
      } else if (!hideLocked) {
        answer.push(toStub({ id: document._id, eventType: document.eventType, state: document.state, startDate: document.startDate }));
      }
    }
    return answer;
  }

  /** The event in full when the viewer may see it; null when it is missing or locked (both answer 404). */
  async unlocked(viewer: Viewer, eventId: string, today: CalendarDate): Promise<CatalogEventDocument | null> {
    const document = await this.events.findOne({ _id: eventId });
    if (!document) return null;
    const sampleId = await this.sampleIdFor(viewer, today);
    return isUnlocked(viewer, { id: document._id, startDate: document.startDate }, today, sampleId) ? document : null;
  }

  /** These events as the viewer sees them (missing ones left out), sorted by start date: the saved list. */
  async views(viewer: Viewer, eventIds: readonly string[], today: CalendarDate): Promise<ListedEvent[]> {
    if (eventIds.length === 0) return [];
    const [documents, sampleId] = await Promise.all([
      this.events.find({ _id: { $in: [...eventIds] } }, { sort: byStart }),
      this.sampleIdFor(viewer, today),
    ]);
    return documents.map((document) =>
      isUnlocked(viewer, { id: document._id, startDate: document.startDate }, today, sampleId)
        ? toEventView(document, true)
        : toStub({ id: document._id, eventType: document.eventType, state: document.state, startDate: document.startDate }),
    );
  }

  findById(eventId: string): Promise<CatalogEventDocument | null> {
    return this.events.findOne({ _id: eventId });
  }

  /** The event a sample account sees today (see `effectiveSampleId`). */
  async sampleId(today: CalendarDate): Promise<string | null> {
    const [chosen, soonest] = await Promise.all([
      this.events.findOne({ isSample: true }),
      this.events.findOne({ isCancelled: false, startDate: { $gte: today } }, { sort: byStart }),
    ]);
    return effectiveSampleId(
      chosen && { id: chosen._id, startDate: chosen.startDate, isCancelled: chosen.isCancelled },
      soonest && { id: soonest._id },
      today,
    );
  }

  private sampleIdFor(viewer: Viewer, today: CalendarDate): Promise<string | null> {
    return viewer.level === 'sample' && !viewer.isAdmin ? this.sampleId(today) : Promise.resolve(null);
  }

  /** Upcoming, not cancelled: what the landing page and the dashboard count. */
  countUpcoming(today: CalendarDate): Promise<number> {
    return this.events.count({ isCancelled: false, startDate: { $gte: today } });
  }

  /** The latest listed first: the admin console's recent events. */
  recent(limit: number): Promise<CatalogEventDocument[]> {
    return this.events.find({}, { sort: { listedAt: -1, _id: 1 }, limit });
  }

  /** Every listed or cancelled event, by start date: the CSV export. */
  all(): Promise<CatalogEventDocument[]> {
    return this.events.find({}, { sort: byStart });
  }
}

@Injectable()
export class SavedEventsQuery {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async savedIds(userId: string): Promise<Set<string>> {
    const saved = await this.readStore.collection<SavedDocument>(SAVED).find({ userId });
    return new Set(saved.map((document) => document.eventId));
  }
}
