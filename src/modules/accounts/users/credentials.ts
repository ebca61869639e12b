import { Injectable } from '@nestjs/common';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { Reservations } from '../reservations/reservations.js';
import { UserStreams } from './user-streams.js';

/**
 * Checks a password against the user's stream (not a read model: a password just changed counts at once).
 * An unknown username costs the same hash verification as a wrong password, so timing does not tell them apart.
 */
@Injectable()
export class Credentials {
  constructor(
    private readonly reservations: Reservations,
    private readonly users: UserStreams,
    private readonly hasher: PasswordHasher,
  ) {}

  /** The user id when the username (any letter case) and password match, else null. */
  async verify(username: string, password: string): Promise<string | null> {
    const userId = await this.reservations.holderOf('username', username);
    return (await this.verifyFor(userId, password)) ? userId : null;
  }

  /** With no user (null), or one whose stream is gone, it is false after the same work. */
  async verifyFor(userId: string | null, password: string): Promise<boolean> {
    const state = userId === null ? null : (await this.users.load(userId)).state;
    return this.hasher.verify(state?.registered ? state.passwordHash : null, password);
  }
}
