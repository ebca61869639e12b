import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';

/**
 * A username or an email address belongs to at most one user. Each value has its own stream,
 * `accounts-username-<pseudonym of the lowercased value>` / `accounts-email-<…>`, and the first append to it (expected
 * revision `no_stream`, or the revision of its release) wins: two racing registrations cannot both get it.
 */
export type ReservationKind = 'username' | 'email';

export interface ReservationEvent {
  type: 'UsernameReserved' | 'UsernameReleased' | 'EmailReserved' | 'EmailReleased';
  data: { userId: string; value: string; occurredAt: string };
}

const EVENT_TYPES = {
  username: { reserved: 'UsernameReserved', released: 'UsernameReleased' },
  email: { reserved: 'EmailReserved', released: 'EmailReleased' },
} as const;

/** How a value is turned into a stable stand-in that does not reveal it (`KeyVault.pseudonym`). */
export type Pseudonym = (purpose: string, value: string) => string;

/**
 * `accounts-username-<pseudonym>`: the stream is found again from the value, but its name does not reveal it (it
 * outlives a deleted account, whose value is then free again). Streams were once named after the value itself.
 */
export const reservationStream = (kind: ReservationKind, value: string, pseudonym: Pseudonym) => `accounts-${kind}-${pseudonym(kind, value.toLowerCase())}`;

/** A pseudonym as `KeyVault.pseudonym` makes it: no username (3 to 32 characters) or e-mail address (with an @) looks like one. */
const PSEUDONYM = /^[0-9a-f]{40}$/;

/**
 * The name a stream named after its value before pseudonyms (`accounts-email-ann@example.com`) has now; null when
 * it is not such a stream, or is already named after a pseudonym (a copied store sealed again).
 */
export function renamedReservationStream(kind: ReservationKind, legacyName: string, pseudonym: Pseudonym): string | null {
  const prefix = `accounts-${kind}-`;
  if (!legacyName.startsWith(prefix)) return null;
  const value = legacyName.slice(prefix.length);
  return PSEUDONYM.test(value) ? null : reservationStream(kind, value, pseudonym);
}

export interface ReservationState {
  /** The user holding the value, or null when it was never reserved or has been released. */
  holder: string | null;
}

export const initialReservationState: ReservationState = { holder: null };

export function evolveReservation(state: ReservationState, event: ReservationEvent | RecordedEvent): ReservationState {
  const { type, data } = event as ReservationEvent;
  if (type === 'UsernameReserved' || type === 'EmailReserved') return { holder: data.userId };
  if (type === 'UsernameReleased' || type === 'EmailReleased') return { holder: null };
  return state;
}

export class ReservationTakenError extends Error {
  override readonly name = 'ReservationTakenError';
  constructor(readonly kind: ReservationKind) {
    super(kind === 'username' ? 'Username already taken' : 'Email already registered');
  }
}

export interface ReservationCommand {
  kind: ReservationKind;
  /** As the user entered it (trimmed): the stream name is lower-cased, the event keeps the spelling. */
  value: string;
  userId: string;
  now: Date;
}

/** Reserving what one already holds changes nothing; what someone else holds is refused. */
export function decideReserve(state: ReservationState, command: ReservationCommand): ReservationEvent[] {
  if (state.holder === command.userId) return [];
  if (state.holder !== null) throw new ReservationTakenError(command.kind);
  const { kind, value, userId, now } = command;
  return [{ type: EVENT_TYPES[kind].reserved, data: { userId, value, occurredAt: now.toISOString() } }];
}

/** Only the holder releases; releasing what one does not hold changes nothing. */
export function decideRelease(state: ReservationState, command: ReservationCommand): ReservationEvent[] {
  if (state.holder !== command.userId) return [];
  const { kind, value, userId, now } = command;
  return [{ type: EVENT_TYPES[kind].released, data: { userId, value, occurredAt: now.toISOString() } }];
}
