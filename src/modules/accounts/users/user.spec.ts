import { describe, expect, it } from '@jest/globals';
import { AdminRoleError, decideGrantAdminRole, decideRevokeAdminRole } from './admin-role.js';
import { decideChangeEmail } from './change-email.js';
import { decideChangeLanguage } from './change-language.js';
import { decideChangePassword } from './change-password.js';
import { decideRegisterUser } from './register-user.js';
import { decideSeasonProfile } from './season-profile.js';
import { type UserEvent, type UserState, UnknownUserError, evolveUser, initialUserState } from './user.js';

const now = new Date('2026-03-01T10:00:00.000Z');
const occurredAt = now.toISOString();
const registered: UserEvent[] = decideRegisterUser(initialUserState, {
  userId: 'u1',
  username: 'Ana.Lopez',
  email: 'Ana@Example.com',
  passwordHash: '$argon2id$hash',
  language: 'en',
  now,
});
const fold = (...events: UserEvent[][]): UserState => events.flat().reduce(evolveUser, initialUserState);

describe('user decisions', () => {
  it('given no user, when registering, then UserRegistered keeps username and email as entered', () => {
    expect(registered).toEqual([
      {
        type: 'UserRegistered',
        data: { userId: 'u1', username: 'Ana.Lopez', email: 'Ana@Example.com', passwordHash: '$argon2id$hash', language: 'en', occurredAt },
      },
    ]);
    expect(fold(registered)).toEqual({
      registered: true,
      id: 'u1',
      username: 'Ana.Lopez',
      email: 'Ana@Example.com',
      emails: ['Ana@Example.com'],
      passwordHash: '$argon2id$hash',
      language: 'en',
      isAdmin: false,
      deletionWarnedFor: null,
      homeZip: null,
      gradYears: [],
      followedColleges: [],
    });
  });

  it('given a registered user, when deleted, then the state remembers the deletion and nothing of the person', () => {
    const deleted = fold([...registered, { type: 'UserDeleted', data: { userId: 'u1', by: 'admin', reason: 'Under 13', occurredAt } }]);
    expect(deleted).toEqual({ registered: false, deleted: true });
  });

  it('given a registered user, when registering the same id again, then it is refused', () => {
    expect(() => decideRegisterUser(fold(registered), { userId: 'u1', username: 'x', email: 'x@y.z', passwordHash: 'h', language: 'en', now })).toThrow();
  });

  it('given a registered user, when changing the email, then UserEmailChanged records the previous one', () => {
    expect(decideChangeEmail(fold(registered), { userId: 'u1', email: 'ana@new.example', now })).toEqual([
      { type: 'UserEmailChanged', data: { userId: 'u1', email: 'ana@new.example', previousEmail: 'Ana@Example.com', occurredAt } },
    ]);
  });

  it('given a registered user, when changing the email to the same address, then nothing changes', () => {
    expect(decideChangeEmail(fold(registered), { userId: 'u1', email: 'Ana@Example.com', now })).toEqual([]);
  });

  it('given a user registered before languages existed, when folded, then the user reads English', () => {
    const { language: _language, ...older } = (registered[0] as Extract<UserEvent, { type: 'UserRegistered' }>).data;
    expect(fold([{ type: 'UserRegistered', data: older }])).toEqual(expect.objectContaining({ language: 'en' }));
  });

  it('given an English user, when switching to Spanish, then UserLanguageChanged records the previous language', () => {
    const changed = decideChangeLanguage(fold(registered), { userId: 'u1', language: 'es', now });
    expect(changed).toEqual([{ type: 'UserLanguageChanged', data: { userId: 'u1', language: 'es', previousLanguage: 'en', occurredAt } }]);
    expect(fold(registered, changed)).toEqual(expect.objectContaining({ language: 'es' }));
  });

  it('given a user who chose Spanish at registration, when choosing Spanish again, then nothing changes', () => {
    const spanish = decideRegisterUser(initialUserState, { userId: 'u2', username: 'luz', email: 'luz@example.com', passwordHash: 'h', language: 'es', now });
    expect(decideChangeLanguage(fold(spanish), { userId: 'u2', language: 'es', now })).toEqual([]);
  });

  it('given a registered user, when changing the password, then the new hash replaces the old', () => {
    const changed = decideChangePassword(fold(registered), { userId: 'u1', passwordHash: '$argon2id$new', now });
    expect(changed).toEqual([{ type: 'UserPasswordChanged', data: { userId: 'u1', passwordHash: '$argon2id$new', occurredAt } }]);
    expect(fold(registered, changed)).toEqual(expect.objectContaining({ passwordHash: '$argon2id$new' }));
  });

  it('given a user, when granted the admin role twice, then only the first grant is an event', () => {
    const granted = decideGrantAdminRole(fold(registered), { userId: 'u1', now });
    expect(granted).toEqual([{ type: 'AdminRoleGranted', data: { userId: 'u1', occurredAt } }]);
    expect(fold(registered, granted)).toEqual(expect.objectContaining({ isAdmin: true }));
    expect(decideGrantAdminRole(fold(registered, granted), { userId: 'u1', now })).toEqual([]);
  });

  it('given an admin among two, when another admin revokes the role, then AdminRoleRevoked; revoking a non-admin changes nothing', () => {
    const granted = decideGrantAdminRole(fold(registered), { userId: 'u1', now });
    const revoked = decideRevokeAdminRole(fold(registered, granted), { userId: 'u1', actorId: 'u2', admins: 2, now });
    expect(revoked).toEqual([{ type: 'AdminRoleRevoked', data: { userId: 'u1', occurredAt } }]);
    expect(fold(registered, granted, revoked)).toEqual(expect.objectContaining({ isAdmin: false }));
    expect(decideRevokeAdminRole(fold(registered), { userId: 'u1', actorId: 'u2', admins: 2, now })).toEqual([]);
  });

  it('given an admin, when revoking their own role, then it is refused', () => {
    const granted = decideGrantAdminRole(fold(registered), { userId: 'u1', now });
    expect(() => decideRevokeAdminRole(fold(registered, granted), { userId: 'u1', actorId: 'u1', admins: 3, now })).toThrow(
      new AdminRoleError('self'),
    );
  });

  it('given the only admin, when anyone else revokes the role, then it is refused', () => {
    const granted = decideGrantAdminRole(fold(registered), { userId: 'u1', now });
    expect(() => decideRevokeAdminRole(fold(registered, granted), { userId: 'u1', actorId: 'system', admins: 1, now })).toThrow(
      new AdminRoleError('last_admin'),
    );
  });

  it('given no user, when changing anything, then it is refused as an unknown user', () => {
    expect(() => decideChangeEmail(initialUserState, { userId: 'u9', email: 'a@b.co', now })).toThrow(UnknownUserError);
    expect(() => decideChangePassword(initialUserState, { userId: 'u9', passwordHash: 'h', now })).toThrow(UnknownUserError);
    expect(() => decideChangeLanguage(initialUserState, { userId: 'u9', language: 'es', now })).toThrow(UnknownUserError);
    expect(() => decideGrantAdminRole(initialUserState, { userId: 'u9', now })).toThrow(UnknownUserError);
  });
});

describe('the season profile (My athlete, followed colleges)', () => {
  it('given a new user, when home, classes and colleges are set, then an event each, folded into the state', () => {
    const events = decideSeasonProfile(fold(registered), { userId: 'u1', homeZip: '02108', gradYears: [2029], followedColleges: ['Duke'], now });
    expect(events.map((event) => event.type)).toEqual(['UserHomeSet', 'UserAthletesSet', 'UserCollegesFollowed']);
    expect(fold(registered, events)).toMatchObject({ homeZip: '02108', gradYears: [2029], followedColleges: ['Duke'] });
  });

  it('given the same values again, when set, then nothing; a cleared value is an event', () => {
    const set = decideSeasonProfile(fold(registered), { userId: 'u1', homeZip: '02108', gradYears: [2029, 2031], now });
    expect(decideSeasonProfile(fold(registered, set), { userId: 'u1', homeZip: '02108', gradYears: [2029, 2031], followedColleges: [], now })).toEqual([]);
    expect(decideSeasonProfile(fold(registered, set), { userId: 'u1', homeZip: null, now })).toEqual([
      { type: 'UserHomeSet', data: { userId: 'u1', homeZip: null, occurredAt } },
    ]);
  });
});
