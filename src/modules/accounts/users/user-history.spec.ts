import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import { describeUserEvent } from './user-history.js';

const recorded = (type: string, data: Record<string, unknown>) => ({ type, data }) as unknown as RecordedEvent;

describe('describeUserEvent', () => {
  it('given a registration, when described, then username and email are shown and the password hash is not', () => {
    const changes = describeUserEvent(recorded('UserRegistered', { userId: 'u1', username: 'kim', email: 'kim@example.com', passwordHash: '$argon2id$secret', occurredAt: 'x' }));
    expect(changes).toEqual([
      { field: 'username', before: null, after: 'kim' },
      { field: 'email', before: null, after: 'kim@example.com' },
    ]);
  });

  it('given a password change, when described, then it changes no field anyone may read', () => {
    expect(describeUserEvent(recorded('UserPasswordChanged', { userId: 'u1', passwordHash: '$argon2id$new', occurredAt: 'x' }))).toEqual([]);
  });
});
