import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable } from '@nestjs/common';
import { type CommandContext } from '../../../platform/eventsourcing/command-context.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { ReservationTakenError } from '../reservations/reservation.js';
import { Reservations } from '../reservations/reservations.js';
import { DEFAULT_LANGUAGE, type Language } from './language.js';
import { type UserEvent, type UserState, initialUserState } from './user.js';
import { UserStreams } from './user-streams.js';

export interface RegisterUserCommand {
  userId: string;
  username: string;
  email: string;
  passwordHash: string;
  language: Language;
  now: Date;
}

export function decideRegisterUser(state: UserState, command: RegisterUserCommand): UserEvent[] {
  if (state.registered) throw new Error(`User ${command.userId} is already registered`);
  const { userId, username, email, passwordHash, language, now } = command;
  return [{ type: 'UserRegistered', data: { userId, username, email, passwordHash, language, occurredAt: now.toISOString() } }];
}

@Injectable()
export class RegisterUser {
  constructor(
    private readonly reservations: Reservations,
    private readonly users: UserStreams,
    private readonly hasher: PasswordHasher,
  ) {}

  /**
   * Reserves the username, then the email, and only then hashes the password and records the user, so the
   * losers of a race for one username answer 409 without paying for a hash. A failure after a reservation
   * releases what this attempt reserved (releasing what someone else holds changes nothing). A value already
   * taken is refused before anything is reserved, so only a lost race appends to a refused registration.
   */
  async execute(
    input: { username: string; email: string; password: string; language?: Language },
    context: (userId: string) => CommandContext,
  ): Promise<{ userId: string; position: string }> {
    const userId = randomUUID();
    const ctx = context(userId);
    const now = new Date();
    const username = { kind: 'username', value: input.username, userId, now } as const;
    const email = { kind: 'email', value: input.email, userId, now } as const;
    for (const { kind, value } of [username, email]) {
      if ((await this.reservations.holderOf(kind, value)) !== null) throw new ConflictException(new ReservationTakenError(kind).message);
    }
    await this.reservations.reserve(username, ctx);
    try {
      await this.reservations.reserve(email, ctx);
      const passwordHash = await this.hasher.hash(input.password);
      const events = decideRegisterUser(initialUserState, {
        userId,
        username: input.username,
        email: input.email,
        passwordHash,
        language: input.language ?? DEFAULT_LANGUAGE,
        now,
      });
      const position = await this.users.append(userId, events, 'no_stream', ctx);
      return { userId, position };
    } catch (error) {
      await this.reservations.release(email, ctx);
      await this.reservations.release(username, ctx);
      throw error;
    }
  }
}

