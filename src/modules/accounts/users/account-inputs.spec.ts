import { describe, expect, it } from '@jest/globals';
import { parseInput } from '../../../platform/http/zod-input.js';
import { commonPasswordCount } from '../passwords/common-passwords.js';
import { ChangePasswordInput, LoginInput, RegisterInput, UpdateUserInput } from './account-inputs.js';

const valid = { username: 'ana_lopez-9.x', email: 'ana@example.com', password: 'stick and ball 2026', ageConfirmed: true };
const messageFor = (schema: Parameters<typeof parseInput>[0], input: unknown): string => {
  try {
    parseInput(schema, input);
    return 'accepted';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('account input rules', () => {
  it('given valid input, when parsed, then it is accepted with the email trimmed but not lower-cased', () => {
    expect(parseInput(RegisterInput, { ...valid, email: '  Ana@Example.com ' })).toEqual({ ...valid, email: 'Ana@Example.com' });
  });

  it.each([
    ['ab', 'username: Must be 3 to 32 characters'],
    ['a'.repeat(33), 'username: Must be 3 to 32 characters'],
    ['ana lopez', 'username: Use only letters, digits, _ . or -'],
    ['añá', 'username: Use only letters, digits, _ . or -'],
    [undefined, 'username: Required'],
    [42, 'username: Must be text'],
  ])('given username %p, when registering, then it is refused with %p', (username, message) => {
    expect(messageFor(RegisterInput, { ...valid, username })).toBe(message);
  });

  it.each([
    ['not-an-email', 'email: Enter a valid email address'],
    ['ana@', 'email: Enter a valid email address'],
    [`${'a'.repeat(250)}@x.co`, 'email: Must be at most 254 characters'],
    [undefined, 'email: Required'],
  ])('given email %p, when registering, then it is refused with %p', (email, message) => {
    expect(messageFor(RegisterInput, { ...valid, email })).toBe(message);
  });

  it.each([
    ['short12', 'password: Must be at least 8 characters'],
    ['x'.repeat(129), 'password: Must be at most 128 characters'],
    ['password123', 'password: This password is too common'],
    ['BaseBall', 'password: This password is too common'],
    [undefined, 'password: Required'],
  ])('given password %p, when registering, then it is refused with %p', (password, message) => {
    expect(messageFor(RegisterInput, { ...valid, password })).toBe(message);
  });

  it('given 8 and 128 characters, when registering, then both lengths are accepted', () => {
    expect(messageFor(RegisterInput, { ...valid, password: 'k9#Tq2!v' })).toBe('accepted');
    expect(messageFor(RegisterInput, { ...valid, password: 'k9#Tq2!v'.repeat(16) })).toBe('accepted');
  });

  it('given an extra field, when registering, then it is refused by name', () => {
    expect(messageFor(RegisterInput, { ...valid, confirmPassword: valid.password })).toBe('Unknown field: confirmPassword');
  });

  it('given a language, when registering, then en and es are accepted and anything else is refused by name', () => {
    expect(parseInput(RegisterInput, { ...valid, language: 'es' })).toEqual({ ...valid, language: 'es' });
    expect(messageFor(RegisterInput, { ...valid, language: 'fr' })).toBe('language: Must be en or es');
    expect(messageFor(RegisterInput, { ...valid, language: null })).toBe('language: Must be en or es');
  });

  it('given the user update, when it carries nothing, an unknown field or a bad language, then it is refused with the reason', () => {
    expect(messageFor(UpdateUserInput, {})).toBe('Nothing to change: send email, language, homeZip, gradYears or followedColleges');
    expect(messageFor(UpdateUserInput, { username: 'x' })).toBe('Unknown field: username');
    expect(messageFor(UpdateUserInput, { language: 'EN' })).toBe('language: Must be en or es');
    expect(parseInput(UpdateUserInput, { email: ' a@b.co ', language: 'es' })).toEqual({ email: 'a@b.co', language: 'es' });
  });

  it('given the shipped list, when loaded, then it holds at least 1,000 common passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(1000);
  });

  it('given an old short password, when signing in, then no registration rule applies', () => {
    expect(messageFor(LoginInput, { username: 'ana', password: 'abc' })).toBe('accepted');
    expect(messageFor(LoginInput, { username: 'ana' })).toBe('password: Required');
  });

  it('given the account card, when changing email or password, then the same rules apply', () => {
    expect(messageFor(UpdateUserInput, { email: 'nope' })).toBe('email: Enter a valid email address');
    expect(messageFor(ChangePasswordInput, { currentPassword: 'whatever', newPassword: 'sunshine' })).toBe('newPassword: This password is too common');
    expect(messageFor(ChangePasswordInput, { newPassword: 'k9#Tq2!v-long' })).toBe('currentPassword: Required');
  });
});
