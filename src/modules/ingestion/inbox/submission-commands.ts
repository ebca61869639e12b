import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { type CommandContext, SYSTEM_ACTOR, newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { decideAndAppend, latestPosition, loadStream } from '../../../platform/eventsourcing/streams.js';
import { EVENT_STORE, type EventStore } from '../../../platform/eventstore/event-store.js';
import { LOGGER, type Logger } from '../../../platform/logging/logger.js';
import { MAILER, type Mailer } from '../../../platform/mail/mailer.js';
import { TokenSigner } from '../../../platform/security/token-signer.js';
import type { EventDetails } from '../../catalog/events/event-details.js';
import { EventsQuery } from '../../catalog/read-models/catalog-queries.js';
import type { CatalogEventDocument } from '../../catalog/read-models/event-list.js';
import { SubmissionsQuery } from '../read-models/submissions-read-model.js';
import { crossSourceMatch, sameName } from '../resolve/matching.js';
import { candidateOf } from '../resolve/run-matcher.js';
import { draftIdOf } from '../record/draft.js';
import { DraftCommands } from '../record/draft-commands.js';
import { organizerMail, textsFor } from './organizer-texts.js';
import {
  type Language,
  type SubmissionEvent,
  type SubmissionReceived,
  type SubmissionState,
  type SubmittedEvent,
  SUBMISSIONS_SOURCE,
  decideConfirmation,
  evolveSubmission,
  initialSubmissionState,
  organizerIdOf,
  submissionSourceKey,
  submissionStream,
} from './submission.js';

const PURPOSE = 'organizer-submission';
const fold = { evolve: evolveSubmission, initial: initialSubmissionState };

/** What a submission brings, before it is recorded: everything `SubmissionReceived` holds but its ids and time. */
export type Incoming = Omit<SubmissionReceived['data'], 'submissionId' | 'organizerId' | 'occurredAt'>;

/**
 * An event a submission that gave none becomes, for an admin to fill in from its original: its name the mail's
 * subject, its description the mail's text, every other value left empty (nothing is guessed).
 */
function blankEvent(subject: string | null, text: string | null): SubmittedEvent {
  const details = {
    name: (subject ?? '').slice(0, 200),
    description: text ? text.slice(0, 5_000) : null,
    eventType: 'Clinic',
    startDate: '',
    endDate: null,
    registrationDeadline: null,
    city: '',
    state: '',
    cost: null,
    ageLevel: 'All Ages',
    organizer: null,
    isIndoor: null,
    registrationLink: null,
  } as unknown as EventDetails;
  return { details, evidence: {}, doubts: ['nothing-read'] };
}

/**
 * Organizers' submissions: received (the sender mailed a link to confirm the address), confirmed (each event a draft
 * on the admins' Review list, marked as the organizer's), answered (an admin's decision mailed to the organizer in
 * their language). Everything is an event in the submission's stream, so the audit timeline shows it.
 */
@Injectable()
export class SubmissionCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly signer: TokenSigner,
    private readonly drafts: DraftCommands,
    private readonly submissions: SubmissionsQuery,
    private readonly catalog: EventsQuery,
  ) {}

  /** Records a submission and mails its sender the link that confirms it. */
  async receive(incoming: Incoming, now = new Date()): Promise<{ submissionId: string; position: string }> {
    const submissionId = randomUUID();
    const data: SubmissionReceived['data'] = {
      ...incoming,
      sender: { name: incoming.sender.name, email: incoming.sender.email.trim().toLowerCase() },
      submissionId,
      organizerId: organizerIdOf(incoming.sender.email),
      occurredAt: now.toISOString(),
    };
    const context = newCommandContext(SYSTEM_ACTOR);
    const { position } = await decideAndAppend(
      this.eventStore,
      submissionStream(submissionId),
      fold,
      () => ({ events: [{ type: 'SubmissionReceived', data } satisfies SubmissionEvent], result: null }),
      context,
    );
    const texts = textsFor(data.language);
    const link = `${this.config.publicUrl}/organizers/confirm/${this.signer.sign(PURPOSE, { s: submissionId })}`;
    await this.mailer.send(organizerMail(data.sender.email, texts.confirm(link, texts.what(data.events.length))));
    return { submissionId, position: position as string };
  }

  /** The submission a confirmation token names, or null for a token this server did not sign for it. */
  submissionOf(token: string): string | null {
    return this.signer.verify(PURPOSE, token)?.s ?? null;
  }

  /**
   * The sender opened the link: each event becomes a draft (once; a second click changes nothing). Throws
   * `SubmissionError` (unknown, expired).
   */
  async confirm(submissionId: string, now = new Date()): Promise<{ events: number; language: Language; position: string | null }> {
    const { state } = await loadStream(this.eventStore, submissionStream(submissionId), evolveSubmission, initialSubmissionState);
    if (state.status === 'confirmed') return { events: state.draftIds.length, language: state.language, position: null };
    // Expired or unknown throws before any draft is proposed.
    decideConfirmation(state, { submissionId, draftIds: [], now });
    const received = state as Exclude<SubmissionState, { status: 'none' }>;
    const document = await this.submissions.findById(submissionId);
    const context = newCommandContext(SYSTEM_ACTOR);
    const events = received.events.length > 0 ? received.events : [blankEvent(document?.subject ?? null, document?.text ?? null)];
    const catalog = await this.catalog.all();
    const draftIds: string[] = [];
    let position: string | null = null;
    for (const [index, event] of events.entries()) {
      const sourceKey = submissionSourceKey(submissionId, index);
      const draftId = draftIdOf(SUBMISSIONS_SOURCE, sourceKey);
      draftIds.push(draftId);
      const proposal = {
        draftId,
        scraperId: SUBMISSIONS_SOURCE,
        sourceKey,
        own: true,
        pageUrl: received.link ?? '',
        details: event.details,
        evidence: event.evidence,
        doubts: event.doubts.includes('submitted') ? event.doubts : ['submitted', ...event.doubts],
        origin: { kind: 'submission' as const, submissionId, channel: received.channel },
        ...(await this.listingOf(event.details, document?.organizerId ?? null, catalog)),
      };
      position = latestPosition(position, (await this.drafts.propose(proposal, context, now)).position);
    }
    const appended = await decideAndAppend(this.eventStore, submissionStream(submissionId), fold, (current) => ({ events: decideConfirmation(current, { submissionId, draftIds, now }), result: null }), context);
    return { events: draftIds.length, language: received.language, position: latestPosition(position, appended.position) };
  }

  /**
   * The listing a submitted event already is, so publishing changes it rather than listing it twice: one an earlier
   * submission of the same organizer listed under the same name in the same state (sent again, maybe with new dates),
   * else the same event another source listed (the matching step's "same": name, place, overlapping days, ages).
   */
  private async listingOf(details: EventDetails, organizerId: string | null, catalog: readonly CatalogEventDocument[]): Promise<{ listing?: { eventId: string; why: 'resent' | 'same' } }> {
    if (!details.startDate || !details.state) return {};
    if (organizerId) {
      for (const document of catalog) {
        if (document.source.kind !== 'organizer' || document.state !== details.state || !sameName(details, document)) continue;
        const earlier = await this.submissions.findById(document.source.submissionId);
        if (earlier?.organizerId === organizerId) return { listing: { eventId: document._id, why: 'resent' } };
      }
    }
    const match = crossSourceMatch(details, catalog.map(candidateOf), () => false);
    return match?.kind === 'same' ? { listing: { eventId: match.candidate.id, why: 'same' } } : {};
  }

  /** An admin decided a submission's draft: the organizer is told in their language, and the answer recorded. */
  async answer(draft: { draftId: string; submissionId: string; name: string }, outcome: { kind: 'published'; eventId: string } | { kind: 'rejected'; reason: string }, context: CommandContext): Promise<string | null> {
    const submission = await this.submissions.findById(draft.submissionId);
    if (!submission) return null;
    const texts = textsFor(submission.language);
    const name = draft.name || texts.untitled;
    const content = outcome.kind === 'published' ? texts.published(name, `${this.config.publicUrl}/events/${outcome.eventId}`) : texts.rejected(name, outcome.reason);
    try {
      await this.mailer.send(organizerMail(submission.senderEmail, content));
    } catch (error) {
      // The decision stands; the admin sees the answer was not recorded as sent.
      this.logger.warn({ submissionId: draft.submissionId, error: error instanceof Error ? error.message : String(error) }, 'the organizer could not be mailed the decision');
      return null;
    }
    const data = {
      submissionId: draft.submissionId,
      draftId: draft.draftId,
      outcome: outcome.kind,
      eventId: outcome.kind === 'published' ? outcome.eventId : null,
      reason: outcome.kind === 'rejected' ? outcome.reason : null,
      occurredAt: new Date().toISOString(),
    };
    const { position } = await decideAndAppend(this.eventStore, submissionStream(draft.submissionId), fold, () => ({ events: [{ type: 'SubmissionAnswered', data } satisfies SubmissionEvent], result: null }), context);
    return position;
  }
}

