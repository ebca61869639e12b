import { Inject, Injectable } from '@nestjs/common';
import { SYSTEM_ACTOR } from '../../../platform/eventsourcing/command-context.js';
import { decideAndAppend } from '../../../platform/eventsourcing/streams.js';
import { EVENT_STORE, type EventStore } from '../../../platform/eventstore/event-store.js';
import { LOGGER, type Logger } from '../../../platform/logging/logger.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { Clock } from '../../../platform/time/clock.js';
import { UsersQuery } from '../../accounts/users/users-read-model.js';
import { AccessQuery } from '../access/access-read-model.js';
import { customerFold, customerStream } from '../customer/customer.js';
import { StripeGateway } from '../stripe/stripe-gateway.js';
import { decideStripeFact } from '../subscriptions/decide-stripe-fact.js';
import { type Owner, type StripeEventReading, type StripeEventShape, SubscriptionObject, readStripeEvent, subscriptionReading } from '../subscriptions/stripe-events.js';

export type WebhookOutcome = 'recorded' | 'already-recorded' | 'ignored';

/**
 * Stripe's webhooks are the source of subscription events. Each verified event becomes at most one domain event
 * in its customer's stream, with an id derived from Stripe's event id: a redelivery, in a row or in parallel,
 * appends nothing, and a fact older than what is recorded changes nothing.
 */
@Injectable()
export class StripeWebhooks {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly stripe: StripeGateway,
    private readonly access: AccessQuery,
    private readonly users: UsersQuery,
    private readonly projections: ProjectionRunner,
    private readonly clock: Clock,
  ) {}

  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookOutcome> {
    const event = this.stripe.verifyWebhook(rawBody, signature);
    const reading = await this.complete(readStripeEvent(event, this.stripe.prices), event);
    if (reading.outcome !== 'fact') {
      this.logger.debug({ stripeEventId: event.id, type: event.type, reason: reading.outcome === 'ignored' ? reading.reason : 'unread' }, 'stripe: event ignored');
      return 'ignored';
    }
    const userId = await this.userOf(reading.owner);
    if (!userId) {
      this.logger.warn({ stripeEventId: event.id, type: event.type }, 'stripe: event for a customer no user has (or a deleted account), ignored');
      return 'ignored';
    }
    const { position } = await decideAndAppend(
      this.eventStore,
      customerStream(userId),
      customerFold,
      (state) => ({ events: decideStripeFact(state, { userId, fact: reading.fact, now: this.clock.now() }), result: null }),
      { correlationId: event.id, causationId: event.id, actorId: SYSTEM_ACTOR },
    );
    if (!position) return 'already-recorded';
    await this.projections.whenProcessed(position);
    this.logger.info({ stripeEventId: event.id, type: event.type, userId }, 'stripe: event recorded');
    return 'recorded';
  }

  /** A paid checkout that does not name its plan is read through the subscription it made, fetched from Stripe. */
  private async complete(reading: StripeEventReading, event: StripeEventShape): Promise<StripeEventReading> {
    if (reading.outcome !== 'fetch-subscription') return reading;
    const subscription = SubscriptionObject.safeParse(await this.stripe.retrieveSubscription(reading.subscriptionId));
    if (!subscription.success) return { outcome: 'ignored', reason: `subscription ${reading.subscriptionId} could not be read` };
    const fetched = subscriptionReading(subscription.data, event, this.stripe.prices);
    return fetched.outcome === 'fact' ? { ...fetched, owner: { customerId: reading.owner.customerId, userId: reading.owner.userId ?? fetched.owner.userId } } : fetched;
  }

  /** The customer this app made says whose it is; our user id in the object's metadata is the fallback. */
  private async userOf(owner: Owner): Promise<string | null> {
    const byCustomer = owner.customerId ? await this.access.userIdOfCustomer(owner.customerId) : null;
    if (byCustomer) return byCustomer;
    if (owner.userId && (await this.users.findById(owner.userId))) return owner.userId;
    return null;
  }
}
