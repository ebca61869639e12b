import { USER_DELETED } from '../../../platform/privacy/personal-data.js';
import { Inject, Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import type { Projection } from '../../../platform/projections/projection.js';
import { type Document, READ_STORE, type ReadStore, type ReadStoreSession } from '../../../platform/readstore/read-store.js';
import { DEFAULT_PREFERENCES, type NotificationPreferences, PREFERENCES_EVENT_TYPES, type PreferencesEvent, evolvePreferences } from './notification-preferences.js';

/** One document per user who ever changed a preference; the others have the defaults. */
export interface PreferencesDocument extends Document, NotificationPreferences {}

const PREFERENCES = 'notifications_preferences';

export const preferencesProjection: Projection = {
  name: 'notifications-preferences',
  version: 2,
  handles: [...PREFERENCES_EVENT_TYPES, USER_DELETED],
  collections: [PREFERENCES],
  async setUp(session: ReadStoreSession) {
    await session.collection(PREFERENCES).createIndex({ weeklyDigest: 1 });
  },
  async handle(batch: readonly RecordedEvent[], { session }) {
    const collection = session.collection<PreferencesDocument>(PREFERENCES);
    const byUser = new Map<string, PreferencesEvent[]>();
    for (const event of batch as unknown as readonly PreferencesEvent[]) byUser.set(event.data.userId, [...(byUser.get(event.data.userId) ?? []), event]);
    for (const [userId, events] of byUser) {
      if (events.some((event) => (event.type as string) === USER_DELETED)) {
        await collection.bulkWrite([{ deleteOne: { filter: { _id: userId } } }]);
        continue;
      }
      const stored = await collection.findOne({ _id: userId });
      const state = events.reduce(evolvePreferences, stored ? withoutId(stored) : DEFAULT_PREFERENCES);
      await collection.bulkWrite([{ replaceOne: { filter: { _id: userId }, replacement: { _id: userId, ...state }, upsert: true } }]);
    }
  },
};

function withoutId(document: PreferencesDocument): NotificationPreferences {
  const { deadlineReminders, eventReminders, changeAlerts, weeklyDigest, digestFilters } = document;
  return { deadlineReminders, eventReminders, changeAlerts, weeklyDigest, digestFilters };
}

@Injectable()
export class PreferencesQuery {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  private get collection() {
    return this.readStore.collection<PreferencesDocument>(PREFERENCES);
  }

  async of(userId: string): Promise<NotificationPreferences> {
    const document = await this.collection.findOne({ _id: userId });
    return document ? withoutId(document) : DEFAULT_PREFERENCES;
  }

  /** Everyone who chose a preference, by user id: a run reads them once instead of once per saved event. */
  async chosen(): Promise<Map<string, NotificationPreferences>> {
    return new Map((await this.collection.find({})).map((document) => [document._id, withoutId(document)]));
  }
}
