import { Injectable } from '@nestjs/common';
import type { PrivacyHooks } from '../../../platform/privacy/privacy-hooks.js';
import { CalendarFeedsQuery } from '../read-models/calendar-feeds.js';
import { EventsQuery, SavedEventsQuery } from '../read-models/catalog-queries.js';
import { SavedNotesQuery } from '../read-models/saved-notes.js';

/** The catalog's part of a user's data export: saved events with their notes, and whether a calendar feed is on. */
@Injectable()
export class SavedPrivacy {
  constructor(
    private readonly saved: SavedEventsQuery,
    private readonly notes: SavedNotesQuery,
    private readonly feeds: CalendarFeedsQuery,
    private readonly events: EventsQuery,
  ) {}

  register(hooks: PrivacyHooks): void {
    hooks.onExport('savedEvents', (userId) => this.savedOf(userId));
    hooks.onExport('notesOnEventsNotSaved', (userId) => this.strayNotesOf(userId));
    hooks.onExport('calendarFeed', async (userId) => {
      const feed = await this.feeds.feedOf(userId);
      // The address itself is never kept (only its hash): the export says when it was made.
      return feed ? { on: true, createdAt: feed.createdAt.toISOString() } : { on: false };
    });
  }

  private async savedOf(userId: string): Promise<unknown> {
    const [ids, notes] = await Promise.all([this.saved.savedIds(userId), this.notes.notesOf(userId)]);
    const saved = [];
    for (const eventId of ids) {
      const event = await this.events.findById(eventId);
      saved.push({ eventId, name: event?.name ?? null, startDate: event?.startDate ?? null, note: notes.get(eventId) ?? null });
    }
    return saved;
  }

  private async strayNotesOf(userId: string): Promise<unknown> {
    const [ids, notes] = await Promise.all([this.saved.savedIds(userId), this.notes.notesOf(userId)]);
    return [...notes].filter(([eventId]) => !ids.has(eventId)).map(([eventId, text]) => ({ eventId, note: text }));
  }
}
