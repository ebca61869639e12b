import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';

/** Events of a user's stream, `accounts-user-<id>`. Dates are ISO 8601 strings. */
export interface UserRegistered {
  type: 'UserRegistered';
  data: { userId: string; username: string; email: string; passwordHash: string; occurredAt: string };
}
export interface UserEmailChanged {
  type: 'UserEmailChanged';
  data: { userId: string; email: string; previousEmail: string; occurredAt: string };
}
export interface UserPasswordChanged {
  type: 'UserPasswordChanged';
  data: { userId: string; passwordHash: string; occurredAt: string };
}
export interface AdminRoleGranted {
  type: 'AdminRoleGranted';
  data: { userId: string; occurredAt: string };
}
export interface AdminRoleRevoked {
  type: 'AdminRoleRevoked';
  data: { userId: string; occurredAt: string };
}

export type UserEvent = UserRegistered | UserEmailChanged | UserPasswordChanged | AdminRoleGranted | AdminRoleRevoked;

export const userStream = (userId: string) => `accounts-user-${userId}`;

/** User ids are UUIDs: anything else names no user, and no stream is read for it. */
export const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type UserState =
  | { registered: false }
  | { registered: true; id: string; username: string; email: string; passwordHash: string; isAdmin: boolean };

export const initialUserState: UserState = { registered: false };

export function evolveUser(state: UserState, event: UserEvent | RecordedEvent): UserState {
  const e = event as UserEvent;
  if (e.type === 'UserRegistered') {
    const { userId, username, email, passwordHash } = e.data;
    return { registered: true, id: userId, username, email, passwordHash, isAdmin: false };
  }
  if (!state.registered) return state;
  switch (e.type) {
    case 'UserEmailChanged':
      return { ...state, email: e.data.email };
    case 'UserPasswordChanged':
      return { ...state, passwordHash: e.data.passwordHash };
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
