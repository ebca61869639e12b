import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../platform/eventsourcing/command-context.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { Sessions } from '../sessions/sessions.js';
import { latestPosition } from '../../../platform/eventsourcing/streams.js';
import { type UserEvent, type UserState, registeredUser } from './user.js';
import { UserStreams } from './user-streams.js';

export function decideChangePassword(
  state: UserState,
  command: { userId: string; passwordHash: string; now: Date },
): UserEvent[] {
  const user = registeredUser(state, command.userId);
  return [{ type: 'UserPasswordChanged', data: { userId: user.id, passwordHash: command.passwordHash, occurredAt: command.now.toISOString() } }];
}

@Injectable()
export class ChangePassword {
  constructor(
    private readonly users: UserStreams,
    private readonly hasher: PasswordHasher,
    private readonly sessions: Sessions,
  ) {}

  /**
   * Records the new password's hash and ends every other session of the user: whoever knew the old
   * password is signed out everywhere but where the change was made (`keepSession`, null for none).
   * The caller checks the current password: the admin set up at boot has none to give.
   */
  async execute(
    command: { userId: string; newPassword: string; keepSession: string | null },
    context: CommandContext,
  ): Promise<string | null> {
    const { state, revision } = await this.users.load(command.userId);
    const passwordHash = await this.hasher.hash(command.newPassword);
    const events = decideChangePassword(state, { userId: command.userId, passwordHash, now: new Date() });
    const changed = await this.users.append(command.userId, events, revision, context);
    const ended = await this.sessions.endOthers(command.userId, command.keepSession, 'password_changed', context);
    return latestPosition(changed, ended);
  }
}
