import { Inject, Injectable } from '@nestjs/common';
import { type CommandContext, metadataOf } from '../../../platform/eventsourcing/command-context.js';
import { loadStream } from '../../../platform/eventsourcing/streams.js';
import { EVENT_STORE, type EventStore, WrongExpectedRevisionError } from '../../../platform/eventstore/event-store.js';
import { MAIL_SENT_TYPES, type MailFailed, type MailSentEvent, decideClaim, evolveMail, initialMailState, mailStream } from './mail-ledger.js';

/** This run's right to send one mail: where its outcome is appended. */
export interface MailClaim {
  key: string;
  userId: string;
  stream: string;
  revision: bigint;
}

const SENT_TYPES: ReadonlySet<string> = new Set(MAIL_SENT_TYPES);

/** Errors are kept short: a mail server's answer, not a stack. */
const MAX_ERROR_LENGTH = 500;

/**
 * The exactly-once part of sending: a mail is claimed by appending at the revision its stream was read at, so of
 * two runs (or two servers) that find it due at once, one claims it and the other's append is refused.
 */
@Injectable()
export class MailLedger {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  /** The claim, or null when the mail was sent already or someone else is sending it. */
  async claim(key: string, userId: string, now: Date, context: CommandContext): Promise<MailClaim | null> {
    const stream = mailStream(key);
    const { state, revision } = await loadStream(this.eventStore, stream, evolveMail, initialMailState);
    const events = decideClaim(state, { key, userId, now });
    if (events.length === 0) return null;
    try {
      const appended = await this.eventStore.appendToStream(
        stream,
        events.map((event) => ({ ...event, metadata: metadataOf(context) })),
        { expectedRevision: revision },
      );
      return { key, userId, stream, revision: appended.nextExpectedRevision };
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) return null;
      throw error;
    }
  }

  /** What was recorded as sent under this key, or null when nothing was (yet). */
  async sentUnder(key: string): Promise<MailSentEvent | null> {
    const events = await this.eventStore.readStream(mailStream(key));
    const sent = events.find((event) => SENT_TYPES.has(event.type));
    return sent ? (sent as unknown as MailSentEvent) : null;
  }

  async sent(claim: MailClaim, event: MailSentEvent, context: CommandContext): Promise<void> {
    await this.settle(claim, event, context);
  }

  async failed(claim: MailClaim, error: unknown, now: Date, context: CommandContext): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    const event: MailFailed = { type: 'MailFailed', data: { key: claim.key, userId: claim.userId, error: message, occurredAt: now.toISOString() } };
    await this.settle(claim, event, context);
  }

  private async settle(claim: MailClaim, event: MailSentEvent | MailFailed, context: CommandContext): Promise<void> {
    // At the claim's revision: a run that took over a claim it thought abandoned must not be recorded over.
    await this.eventStore.appendToStream(claim.stream, [{ ...event, metadata: metadataOf(context) }], { expectedRevision: claim.revision });
  }
}
