import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '../../../platform/eventstore/event-store.js';
import { type CommandContext, SYSTEM_ACTOR, newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { LOGGER, type Logger } from '../../../platform/logging/logger.js';
import { MAILER, type Mailer } from '../../../platform/mail/mailer.js';
import { KeyVault, restoredErasureMark } from '../../../platform/privacy/key-vault.js';
import type { UserDeletedData } from '../../../platform/privacy/personal-data.js';
import { PrivacyHooks } from '../../../platform/privacy/privacy-hooks.js';
import { Reservations } from '../reservations/reservations.js';
import { type UserEvent, type UserState, UnknownUserError, evolveUser, initialUserState, userStream } from './user.js';
import { UserStreams } from './user-streams.js';

type Registered = Extract<UserState, { registered: true }>;

export interface DeleteAccountCommand {
  userId: string;
  by: UserDeletedData['by'];
  reason: string | null;
}

/**
 * Deletes an account, in an order a crash can interrupt anywhere:
 *   1. every module's deletion step (billing ends the subscription at Stripe now): a failure there changes nothing;
 *   2. the deletion is recorded as pending in the key vault, then `UserDeleted` is appended: read models drop the
 *      user's documents (sessions included, so every session ends), and the audit trail keeps who asked and why;
 *   3. the username and every e-mail address the account had are released, the outbox's mails to them deleted;
 *   4. the user's key is destroyed: every personal field of theirs, in every event, reads as its placeholder.
 * A restart finishes any deletion still pending (steps are idempotent). Deleting a deleted account changes nothing.
 */
@Injectable()
export class DeleteAccount implements OnApplicationBootstrap {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly users: UserStreams,
    private readonly reservations: Reservations,
    private readonly vault: KeyVault,
    private readonly hooks: PrivacyHooks,
  ) {}

  /** Resolves to the position of `UserDeleted`, or null when the account was already deleted. */
  async execute(command: DeleteAccountCommand, context: CommandContext, { external = true }: { external?: boolean } = {}): Promise<string | null> {
    const { state, revision } = await this.users.load(command.userId);
    if (!state.registered) {
      if (!state.deleted) throw new UnknownUserError(command.userId);
      await this.finish(command.userId, context, { external });
      return null;
    }
    if (external) for (const { step } of this.hooks.deletionSteps()) await step(command.userId, context);
    this.vault.markPending(command.userId, new Date());
    const deleted: UserEvent = { type: 'UserDeleted', data: { userId: command.userId, by: command.by, reason: command.reason, occurredAt: new Date().toISOString() } };
    const position = await this.users.append(command.userId, [deleted], revision, context);
    await this.finish(command.userId, context, { known: state });
    return position;
  }

  /**
   * The retention warning, once per deadline: `send` mails it (given the account's name, address and language), then
   * `UserDeletionWarned` records it. False when this deadline was already warned of, or the account is gone.
   */
  async warnOnce(userId: string, deleteOn: string, send: (user: Registered) => Promise<void>, context: CommandContext): Promise<boolean> {
    const { state, revision } = await this.users.load(userId);
    if (!state.registered || state.deletionWarnedFor === deleteOn) return false;
    await send(state);
    await this.users.append(userId, [{ type: 'UserDeletionWarned', data: { userId, deleteOn, occurredAt: new Date().toISOString() } }], revision, context);
    return true;
  }

  /** Finishes the deletions a crash or a failure left pending. */
  async onApplicationBootstrap(): Promise<void> {
    await this.resumePending();
  }

  async resumePending(): Promise<void> {
    for (const userId of this.vault.pendingSubjects()) {
      try {
        const { state } = await this.users.load(userId);
        const context = newCommandContext(SYSTEM_ACTOR);
        // A deletion made before a restore brought back an older log: Stripe was told then; the rest is done again here.
        const restored = this.vault.meta(restoredErasureMark(userId)) !== null;
        if (state.registered) await this.execute({ userId, by: 'user', reason: restored ? 'Deleted before a restore from an older backup' : null }, context, { external: !restored });
        else await this.finish(userId, context, { external: !restored });
        if (restored) this.vault.deleteMeta(restoredErasureMark(userId));
        this.logger.info({ userId }, restored ? 'an account deleted before the restore was deleted again' : 'an account deletion left pending was finished');
      } catch (error) {
        this.logger.error({ err: error, userId }, 'an account deletion is still pending: the next start or retention run retries it');
      }
    }
  }

  private async finish(userId: string, context: CommandContext, { known, external = true }: { known?: Registered; external?: boolean } = {}): Promise<void> {
    if (this.vault.state(userId) === 'erased') return;
    const before = known ?? (await this.lastRegisteredState(userId));
    if (before) {
      if (!known && external) for (const { step } of this.hooks.deletionSteps()) await step(userId, context);
      const now = new Date();
      await this.reservations.release({ kind: 'username', value: before.username, userId, now }, context);
      for (const email of new Set(before.emails)) {
        await this.reservations.release({ kind: 'email', value: email, userId, now }, context);
        await this.mailer.forget(email);
      }
    }
    this.vault.erase(userId, new Date());
  }

  /** The account as it was before `UserDeleted`, read while its key still opens it. */
  private async lastRegisteredState(userId: string): Promise<Registered | null> {
    let state: UserState = initialUserState;
    let last: Registered | null = null;
    for (const event of await this.eventStore.readStream(userStream(userId))) {
      state = evolveUser(state, event);
      if (state.registered) last = state;
    }
    return last;
  }
}
