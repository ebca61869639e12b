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

  it('given a registration with a language and a later switch, when described, then the language shows before and after', () => {
    const registered = recorded('UserRegistered', { userId: 'u1', username: 'kim', email: 'k@example.com', passwordHash: 'h', language: 'es', occurredAt: 'x' });
    expect(describeUserEvent(registered)).toContainEqual({ field: 'language', before: null, after: 'es' });
    expect(describeUserEvent(recorded('UserLanguageChanged', { userId: 'u1', language: 'en', previousLanguage: 'es', occurredAt: 'x' }))).toEqual([
      { field: 'language', before: 'es', after: 'en' },
    ]);
  });

  it('given a password change, when described, then it changes no field anyone may read', () => {
    expect(describeUserEvent(recorded('UserPasswordChanged', { userId: 'u1', passwordHash: '$argon2id$new', occurredAt: 'x' }))).toEqual([]);
  });

  it('given the home, the classes and the followed colleges set, when described, then each shows its new value', () => {
    expect(describeUserEvent(recorded('UserHomeSet', { userId: 'u1', homeZip: '02108', occurredAt: 'x' }))).toEqual([{ field: 'homeZip', before: null, after: '02108' }]);
    expect(describeUserEvent(recorded('UserAthletesSet', { userId: 'u1', gradYears: [2029], occurredAt: 'x' }))).toEqual([{ field: 'gradYears', before: null, after: [2029] }]);
    expect(describeUserEvent(recorded('UserCollegesFollowed', { userId: 'u1', colleges: ['Duke'], occurredAt: 'x' }))).toEqual([
      { field: 'followedColleges', before: null, after: ['Duke'] },
    ]);
  });
});
