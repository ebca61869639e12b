import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../platform/eventsourcing/command-context.js';
import { type UserEvent, type UserState, registeredUser } from './user.js';
import { UserStreams } from './user-streams.js';

export function decideGrantAdminRole(state: UserState, command: { userId: string; now: Date }): UserEvent[] {
  const user = registeredUser(state, command.userId);
  return user.isAdmin ? [] : [{ type: 'AdminRoleGranted', data: { userId: user.id, occurredAt: command.now.toISOString() } }];
}

/** The admin console (a later issue) revokes through this decider; nothing revokes at boot. */
export function decideRevokeAdminRole(state: UserState, command: { userId: string; now: Date }): UserEvent[] {
  const user = registeredUser(state, command.userId);
  return user.isAdmin ? [{ type: 'AdminRoleRevoked', data: { userId: user.id, occurredAt: command.now.toISOString() } }] : [];
}

@Injectable()
export class GrantAdminRole {
  constructor(private readonly users: UserStreams) {}

  /** Resolves to the appended position, or null when the user already was an admin. */
  async execute(userId: string, context: CommandContext): Promise<string | null> {
    const { state, revision } = await this.users.load(userId);
    const events = decideGrantAdminRole(state, { userId, now: new Date() });
    return events.length > 0 ? this.users.append(userId, events, revision, context) : null;
  }
}
