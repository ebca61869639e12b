import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../platform/eventsourcing/command-context.js';
import { Reservations } from '../reservations/reservations.js';
import { latestPosition } from '../../../platform/eventsourcing/streams.js';
import { type UserEvent, type UserState, registeredUser } from './user.js';
import { UserStreams } from './user-streams.js';

export function decideChangeEmail(state: UserState, command: { userId: string; email: string; now: Date }): UserEvent[] {
  const user = registeredUser(state, command.userId);
  if (user.email === command.email) return [];
  return [
    {
      type: 'UserEmailChanged',
      data: { userId: user.id, email: command.email, previousEmail: user.email, occurredAt: command.now.toISOString() },
    },
  ];
}

@Injectable()
export class ChangeEmail {
  constructor(
    private readonly reservations: Reservations,
    private readonly users: UserStreams,
  ) {}

  /**
   * Moves the email reservation: the new address is reserved first (409 when someone holds it), the old one
   * released once the change is recorded. A change of letter case only keeps the reservation it has.
   * Resolves to the last position appended, or null when nothing changed.
   */
  async execute(command: { userId: string; email: string }, context: CommandContext): Promise<string | null> {
    const now = new Date();
    const { state, revision } = await this.users.load(command.userId);
    const events = decideChangeEmail(state, { ...command, now });
    if (events.length === 0) return null;
    const previous = registeredUser(state, command.userId).email;
    if (previous.toLowerCase() === command.email.toLowerCase()) {
      return this.users.append(command.userId, events, revision, context);
    }
    const next = { kind: 'email', value: command.email, userId: command.userId, now } as const;
    const reserved = await this.reservations.reserve(next, context);
    let changed: string;
    try {
      changed = await this.users.append(command.userId, events, revision, context);
    } catch (error) {
      await this.reservations.release(next, context);
      throw error;
    }
    const released = await this.reservations.release({ ...next, value: previous }, context);
    return latestPosition(reserved, changed, released);
  }
}
