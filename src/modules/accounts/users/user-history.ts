import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '../../../platform/eventstore/event-store.js';
import { type HistoryChange, type HistoryPage, fieldsSet, readHistory } from '../../../platform/eventsourcing/history.js';
import { USER_ID, type UserEvent, userStream } from './user.js';

/** What each user event changed, for the admin's audit timeline. A password hash is never part of it. */
export function describeUserEvent(recorded: RecordedEvent): HistoryChange[] {
  const event = recorded as unknown as UserEvent;
  switch (event.type) {
    case 'UserRegistered': {
      const { username, email, language } = event.data;
      return fieldsSet(language === undefined ? { username, email } : { username, email, language });
    }
    case 'UserEmailChanged':
      return [{ field: 'email', before: event.data.previousEmail, after: event.data.email }];
    case 'UserPasswordChanged':
      return [];
    case 'UserLanguageChanged':
      return [{ field: 'language', before: event.data.previousLanguage, after: event.data.language }];
    case 'AdminRoleGranted':
      return [{ field: 'isAdmin', before: false, after: true }];
    case 'AdminRoleRevoked':
      return [{ field: 'isAdmin', before: true, after: false }];
    case 'UserDeleted':
      return fieldsSet({ by: event.data.by, reason: event.data.reason });
    case 'UserDeletionWarned':
      return fieldsSet({ deleteOn: event.data.deleteOn });
    // Each records the whole new value (the one before is in the event before it).
    case 'UserHomeSet':
      return fieldsSet({ homeZip: event.data.homeZip });
    case 'UserAthletesSet':
      return fieldsSet({ gradYears: event.data.gradYears });
    case 'UserCollegesFollowed':
      return fieldsSet({ followedColleges: event.data.colleges });
    default:
      return [];
  }
}

/** A user's stream, newest first, as the admin console's audit timeline reads it. */
@Injectable()
export class UserHistory {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  /** Null for an id that names no user. */
  page(userId: string, page: number): Promise<HistoryPage | null> {
    if (!USER_ID.test(userId)) return Promise.resolve(null);
    return readHistory(this.eventStore, userStream(userId), describeUserEvent, page);
  }
}
