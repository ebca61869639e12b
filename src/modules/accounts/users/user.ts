import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
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

export type UserEvent =
  | UserRegistered
  | UserEmailChanged
  | UserPasswordChanged
  | UserLanguageChanged
  | AdminRoleGranted
  | AdminRoleRevoked;

export const userStream = (userId: string) => `accounts-user-${userId}`;

/** User ids are UUIDs: anything else names no user, and no stream is read for it. */
export const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type UserState =
  | { registered: false }
  | { registered: true; id: string; username: string; email: string; passwordHash: string; language: Language; isAdmin: boolean };

export const initialUserState: UserState = { registered: false };

export function evolveUser(state: UserState, event: UserEvent | RecordedEvent): UserState {
  const e = event as UserEvent;
  if (e.type === 'UserRegistered') {
    const { userId, username, email, passwordHash, language = DEFAULT_LANGUAGE } = e.data;
    return { registered: true, id: userId, username, email, passwordHash, language, isAdmin: false };
  }
  if (!state.registered) return state;
  switch (e.type) {
    case 'UserEmailChanged':
      return { ...state, email: e.data.email };
    case 'UserPasswordChanged':
      return { ...state, passwordHash: e.data.passwordHash };
    case 'UserLanguageChanged':
      return { ...state, language: e.data.language };
    case 'AdminRoleGranted':
      return { ...state, isAdmin: true };
    case 'AdminRoleRevoked':
      return { ...state, isAdmin: false };
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
