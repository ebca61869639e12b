import { Inject, Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../platform/eventsourcing/command-context.js';
import { EVENT_STORE, type EventStore } from '../../../platform/eventstore/event-store.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { type UserEvent, type UserState, registeredUser } from './user.js';
import { UserStreams } from './user-streams.js';
import { USERS_PROJECTION, UsersQuery } from './users-read-model.js';

/** Why a role change is refused: the HTTP layer answers 409 with the message. */
export class AdminRoleError extends Error {
  override readonly name = 'AdminRoleError';
  constructor(readonly reason: 'self' | 'last_admin') {
    super(reason === 'self' ? 'You cannot remove your own admin role' : 'The last admin cannot be removed');
  }
}

export function decideGrantAdminRole(state: UserState, command: { userId: string; now: Date }): UserEvent[] {
  const user = registeredUser(state, command.userId);
  return user.isAdmin ? [] : [{ type: 'AdminRoleGranted', data: { userId: user.id, occurredAt: command.now.toISOString() } }];
}

/**
 * Someone must always be able to administer the site: an admin never revokes their own role (they could lock
 * themselves out by mistake), and the last admin keeps theirs (two admins revoking each other at once would
 * otherwise leave none).
 */
export function decideRevokeAdminRole(
  state: UserState,
  command: { userId: string; actorId: string; admins: number; now: Date },
): UserEvent[] {
  const user = registeredUser(state, command.userId);
  if (!user.isAdmin) return [];
  if (command.actorId === user.id) throw new AdminRoleError('self');
  if (command.admins <= 1) throw new AdminRoleError('last_admin');
  return [{ type: 'AdminRoleRevoked', data: { userId: user.id, occurredAt: command.now.toISOString() } }];
}

/**
 * Grants and revokes the admin role. "How many admins are there" spans users, so role changes take turns
 * (one at a time in this process), and each waits for the users read model to count it before the next one
 * counts admins. Each resolves to the appended position, or null when nothing changed.
 */
@Injectable()
export class AdminRoles {
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly users: UserStreams,
    private readonly query: UsersQuery,
    private readonly projections: ProjectionRunner,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  grant(userId: string, context: CommandContext): Promise<string | null> {
    return this.inTurn(async () => {
      const { state, revision } = await this.users.load(userId);
      const events = decideGrantAdminRole(state, { userId, now: new Date() });
      return events.length > 0 ? this.append(userId, events, revision, context) : null;
    });
  }

  revoke(userId: string, context: CommandContext): Promise<string | null> {
    return this.inTurn(async () => {
      await this.projections.whenProcessed(await this.eventStore.headPosition(), { projections: [USERS_PROJECTION] });
      const admins = await this.query.countAdmins();
      const { state, revision } = await this.users.load(userId);
      const events = decideRevokeAdminRole(state, { userId, actorId: context.actorId, admins, now: new Date() });
      return events.length > 0 ? this.append(userId, events, revision, context) : null;
    });
  }

  private async append(userId: string, events: UserEvent[], revision: bigint | 'no_stream', context: CommandContext): Promise<string> {
    const position = await this.users.append(userId, events, revision, context);
    await this.projections.whenProcessed(position, { projections: [USERS_PROJECTION] });
    return position;
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const result = this.turn.then(work);
    this.turn = result.catch(() => undefined);
    return result;
  }
}
