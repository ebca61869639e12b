import { ConflictException, Inject, Injectable } from '@nestjs/common';
import {
  EVENT_STORE,
  type EventStore,
  WrongExpectedRevisionError,
} from '../../../platform/eventstore/event-store.js';
import { KeyVault } from '../../../platform/privacy/key-vault.js';
import type { CommandContext } from '../../../platform/eventsourcing/command-context.js';
import { appendDecided, loadStream } from '../../../platform/eventsourcing/streams.js';
import {
  type ReservationCommand,
  type ReservationKind,
  ReservationTakenError,
  decideRelease,
  decideReserve,
  evolveReservation,
  initialReservationState,
  reservationStream,
} from './reservation.js';

@Injectable()
export class Reservations {
  private readonly pseudonym: (purpose: string, value: string) => string;

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    vault: KeyVault,
  ) {
    this.pseudonym = (purpose, value) => vault.pseudonym(purpose, value);
  }

  /** The user holding a username or email (any letter case), or null. Reads the stream: no read-model lag. */
  async holderOf(kind: ReservationKind, value: string): Promise<string | null> {
    const { state } = await loadStream(this.eventStore, reservationStream(kind, value, this.pseudonym), evolveReservation, initialReservationState);
    return state.holder;
  }

  /** Resolves to the appended position (null when the user already held it); 409 when someone else does. */
  async reserve(command: ReservationCommand, context: CommandContext): Promise<string | null> {
    const stream = reservationStream(command.kind, command.value, this.pseudonym);
    try {
      const { state, revision } = await loadStream(this.eventStore, stream, evolveReservation, initialReservationState);
      const events = decideReserve(state, command);
      if (events.length === 0) return null;
      return await appendDecided(this.eventStore, stream, events, revision, context);
    } catch (error) {
      // A lost race is the same answer as a value already taken.
      if (error instanceof ReservationTakenError || error instanceof WrongExpectedRevisionError) {
        throw new ConflictException(new ReservationTakenError(command.kind).message);
      }
      throw error;
    }
  }

  /**
   * Releases the value, then retires its stream: once released, nothing found from the value (its pseudonym) says
   * that anyone held it, nor who. A release that stopped before retiring (a crash) is retired when repeated.
   */
  async release(command: ReservationCommand, context: CommandContext): Promise<string | null> {
    const stream = reservationStream(command.kind, command.value, this.pseudonym);
    const { state, revision } = await loadStream(this.eventStore, stream, evolveReservation, initialReservationState);
    const events = decideRelease(state, command);
    if (events.length === 0) {
      if (state.holder === null && revision !== 'no_stream') await this.eventStore.retireStream(stream, revision);
      return null;
    }
    const position = await appendDecided(this.eventStore, stream, events, revision, context);
    // Someone reserving the value in between keeps the stream: it is theirs now.
    await this.eventStore.retireStream(stream, revision === 'no_stream' ? 0n : revision + BigInt(events.length));
    return position;
  }
}
