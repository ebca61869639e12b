import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import type { UserDeletedData } from '../../../platform/privacy/personal-data.js';
import { DEFAULT_LANGUAGE, type Language } from './language.js';

/** Events of a user's stream, `accounts-user-<id>`. Dates are ISO 8601 strings. */
export interface UserRegistered {
  type: 'UserRegistered';
  /** `language` is absent from users registered before it existed: they read as English. */
  data: { userId: string; username: string; email: string; passwordHash: string; language?: Language; occurredAt: string };
}
export interface UserEmailChanged {
  type: 'UserEmailChanged';
  data: { userId: string; email: string; previousEmail: string; occurredAt: string };
}
export interface UserPasswordChanged {
  type: 'UserPasswordChanged';
  data: { userId: string; passwordHash: string; occurredAt: string };
}
/** The language the user reads the site and their mail in, set from the EN/ES switch while signed in. */
export interface UserLanguageChanged {
  type: 'UserLanguageChanged';
  data: { userId: string; language: Language; previousLanguage: Language; occurredAt: string };
}
export interface AdminRoleGranted {
  type: 'AdminRoleGranted';
  data: { userId: string; occurredAt: string };
}
export interface AdminRoleRevoked {
  type: 'AdminRoleRevoked';
  data: { userId: string; occurredAt: string };
}

/** The home the season is planned from ("My athlete"): a US ZIP code, or null when cleared. */
export interface UserHomeSet {
  type: 'UserHomeSet';
  data: { userId: string; homeZip: string | null; occurredAt: string };
}
/** The graduation years of the user's athletes (up to four, ascending), or none when cleared. */
export interface UserAthletesSet {
  type: 'UserAthletesSet';
  data: { userId: string; gradYears: number[]; occurredAt: string };
}
/** The colleges the user follows (Pro), as entered and in the order followed: the whole list each time. */
export interface UserCollegesFollowed {
  type: 'UserCollegesFollowed';
  data: { userId: string; colleges: string[]; occurredAt: string };
}

/** The account is deleted: its personal data is made unreadable (see `DeleteAccount`). */
export interface UserDeleted {
  type: 'UserDeleted';
  data: UserDeletedData;
}
/** The retention warning was mailed: the account is deleted on `deleteOn` unless a subscription starts. */
export interface UserDeletionWarned {
  type: 'UserDeletionWarned';
  data: { userId: string; deleteOn: string; occurredAt: string };
}

export type UserEvent =
  | UserDeleted
  | UserDeletionWarned
  | UserRegistered
  | UserEmailChanged
  | UserPasswordChanged
  | UserLanguageChanged
  | AdminRoleGranted
  | AdminRoleRevoked
  | UserHomeSet
  | UserAthletesSet
  | UserCollegesFollowed;

export const userStream = (userId: string) => `accounts-user-${userId}`;

/** User ids are UUIDs: anything else names no user, and no stream is read for it. */
export const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type UserState =
  | { registered: false; deleted?: true }
  | {
      registered: true;
      id: string;
      username: string;
      email: string;
      /** Every address the account had, the current one included: mails kept for any of them go with it. */
      emails: string[];
      passwordHash: string;
      language: Language;
      isAdmin: boolean;
      /** The retention deadline last warned of, if any. */
      deletionWarnedFor: string | null;
      homeZip: string | null;
      gradYears: number[];
      followedColleges: string[];
    };

export const initialUserState: UserState = { registered: false };

export function evolveUser(state: UserState, event: UserEvent | RecordedEvent): UserState {
  const e = event as UserEvent;
  if (e.type === 'UserRegistered') {
    const { userId, username, email, passwordHash, language = DEFAULT_LANGUAGE } = e.data;
    return { registered: true, id: userId, username, email, emails: [email], passwordHash, language, isAdmin: false, deletionWarnedFor: null, homeZip: null, gradYears: [], followedColleges: [] };
  }
  if (!state.registered) return state;
  switch (e.type) {
    case 'UserDeleted':
      return { registered: false, deleted: true };
    case 'UserDeletionWarned':
      return { ...state, deletionWarnedFor: e.data.deleteOn };
    case 'UserEmailChanged':
      return { ...state, email: e.data.email, emails: [...state.emails, e.data.email] };
    case 'UserPasswordChanged':
      return { ...state, passwordHash: e.data.passwordHash };
    case 'UserLanguageChanged':
      return { ...state, language: e.data.language };
    case 'AdminRoleGranted':
      return { ...state, isAdmin: true };
    case 'AdminRoleRevoked':
      return { ...state, isAdmin: false };
    case 'UserHomeSet':
      return { ...state, homeZip: e.data.homeZip };
    case 'UserAthletesSet':
      return { ...state, gradYears: e.data.gradYears };
    case 'UserCollegesFollowed':
      return { ...state, followedColleges: e.data.colleges };
    default:
      return state;
  }
}

/** A command on a user that does not exist: a bug or a race with nothing to recover, never user input. */
export class UnknownUserError extends Error {
  override readonly name = 'UnknownUserError';
  constructor(userId: string) {
    super(`No user ${userId}`);
  }
}

export function registeredUser(state: UserState, userId: string): Extract<UserState, { registered: true }> {
  if (!state.registered) throw new UnknownUserError(userId);
  return state;
}
