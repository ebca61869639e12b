import { describe, expect, it } from '@jest/globals';
import {
  type ReservationEvent,
  ReservationTakenError,
  decideRelease,
  decideReserve,
  evolveReservation,
  initialReservationState,
  reservationStream,
  renamedReservationStream,
} from './reservation.js';

const now = new Date('2026-03-01T10:00:00.000Z');
const command = (userId: string, value = 'Ana.Lopez') => ({ kind: 'username', value, userId, now }) as const;
const fold = (events: ReservationEvent[]) => events.reduce(evolveReservation, initialReservationState);

describe('reservations', () => {
  // A stand-in for the vault's keyed hash: what matters is what it is given.
  const pseudonym = (purpose: string, value: string) => `<${purpose}:${value}>`;

  it('given any letter case, when naming the stream, then it is the pseudonym of the lower-cased value', () => {
    expect(reservationStream('username', 'Ana.Lopez', pseudonym)).toBe('accounts-username-<username:ana.lopez>');
    expect(reservationStream('email', 'Ana@Example.COM', pseudonym)).toBe('accounts-email-<email:ana@example.com>');
  });

  it('given a stream named after its value, when renamed, then it is the stream the value has now', () => {
    expect(renamedReservationStream('email', 'accounts-email-ana@example.com', pseudonym)).toBe('accounts-email-<email:ana@example.com>');
    expect(renamedReservationStream('email', 'accounts-user-1', pseudonym)).toBeNull();
  });

  it('given a stream already named after a pseudonym, when renamed, then it is kept (sealing a copied store again renames nothing)', () => {
    const named = 'accounts-username-0123456789abcdef0123456789abcdef01234567';
    expect(renamedReservationStream('username', named, pseudonym)).toBeNull();
    expect(renamedReservationStream('email', named.replace('username', 'email'), pseudonym)).toBeNull();
    expect(renamedReservationStream('username', 'accounts-username-deadbeef', pseudonym)).toBe('accounts-username-<username:deadbeef>');
  });

  it('given a free value, when reserved, then the event keeps the spelling as entered', () => {
    expect(decideReserve(initialReservationState, command('u1'))).toEqual([
      { type: 'UsernameReserved', data: { userId: 'u1', value: 'Ana.Lopez', occurredAt: now.toISOString() } },
    ]);
  });

  it('given a value held by another user, when reserved, then it is refused with the field-specific message', () => {
    const held = fold(decideReserve(initialReservationState, command('u1')));
    expect(() => decideReserve(held, command('u2'))).toThrow(new ReservationTakenError('username'));
    expect(new ReservationTakenError('email').message).toBe('Email already registered');
    expect(new ReservationTakenError('username').message).toBe('Username already taken');
  });

  it('given a value the user holds, when reserved again, then nothing changes', () => {
    const held = fold(decideReserve(initialReservationState, command('u1')));
    expect(decideReserve(held, command('u1'))).toEqual([]);
  });

  it('given a released value, when another user reserves it, then they get it', () => {
    const reserved = decideReserve(initialReservationState, command('u1'));
    const released = decideRelease(fold(reserved), command('u1'));
    expect(released).toEqual([{ type: 'UsernameReleased', data: { userId: 'u1', value: 'Ana.Lopez', occurredAt: now.toISOString() } }]);
    expect(decideReserve(fold([...reserved, ...released]), command('u2'))).toHaveLength(1);
  });

  it('given a value held by someone else, when another user releases it, then nothing changes', () => {
    const held = fold(decideReserve(initialReservationState, command('u1')));
    expect(decideRelease(held, command('u2'))).toEqual([]);
  });
});
