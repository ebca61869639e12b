import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { newCommandContext } from '../../../platform/eventsourcing/command-context.js';
import { uuidFromKey } from '../../../platform/eventsourcing/ids.js';
import { decideAndAppend, loadStream } from '../../../platform/eventsourcing/streams.js';
import { EVENT_STORE, type EventStore } from '../../../platform/eventstore/event-store.js';
import type { AuthenticatedUser } from '../../../platform/http/auth.js';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.js';
import { Clock } from '../../../platform/time/clock.js';
import { AccessQuery } from '../access/access-read-model.js';
import { type StripeCustomerCreated, customerFold, customerStream } from '../customer/customer.js';
import type { PlanType } from '../customer/plans.js';
import { StripeGateway } from '../stripe/stripe-gateway.js';

export const INVALID_DISCOUNT_CODE = 'Invalid discount code';
export const ALREADY_SUBSCRIBED = 'You already have an active subscription: manage it from the billing portal';
export const NO_BILLING_ACCOUNT = 'No billing account yet: subscribe to a plan first';

/** Sends a user to Stripe: Checkout to subscribe, the billing portal to manage, switch plan or cancel. */
@Injectable()
export class Checkout {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly stripe: StripeGateway,
    private readonly access: AccessQuery,
    private readonly projections: ProjectionRunner,
    private readonly clock: Clock,
  ) {}

  async start(user: AuthenticatedUser, input: { planType: PlanType; discountCode: string | null }): Promise<{ url: string }> {
    this.stripe.assertConfigured();
    if ((await this.access.summaryOf(user.id)).source === 'subscription') throw new ConflictException(ALREADY_SUBSCRIBED);
    const promotionCodeId = input.discountCode ? await this.stripe.findPromotionCode(input.discountCode, this.clock.now()) : null;
    if (input.discountCode && !promotionCodeId) throw new BadRequestException(INVALID_DISCOUNT_CODE);
    const customerId = await this.customerOf(user);
    const url = await this.stripe.createCheckoutSession({
      userId: user.id,
      customerId,
      planType: input.planType,
      promotionCodeId,
      successUrl: `${this.config.publicUrl}/profile?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${this.config.publicUrl}/profile?checkout=cancelled`,
    });
    return { url };
  }

  async portal(user: AuthenticatedUser): Promise<{ url: string }> {
    this.stripe.assertConfigured();
    const { state } = await loadStream(this.eventStore, customerStream(user.id), customerFold.evolve, customerFold.initial);
    if (!state.stripeCustomerId) throw new ConflictException(NO_BILLING_ACCOUNT);
    return { url: await this.stripe.createPortalSession(state.stripeCustomerId, `${this.config.publicUrl}/profile`) };
  }

  /** The user's Stripe customer, made and recorded on the first checkout. */
  private async customerOf(user: AuthenticatedUser): Promise<string> {
    const stream = customerStream(user.id);
    const { state } = await loadStream(this.eventStore, stream, customerFold.evolve, customerFold.initial);
    if (state.stripeCustomerId) return state.stripeCustomerId;
    const created = await this.stripe.createCustomer(user);
    const event: StripeCustomerCreated & { id: string } = {
      id: uuidFromKey(`stripe-customer|${user.id}|${created}`),
      type: 'StripeCustomerCreated',
      data: { userId: user.id, stripeCustomerId: created, occurredAt: this.clock.now().toISOString() },
    };
    // Two first checkouts at once get the same customer from Stripe (idempotency key) and record it once.
    const { result, position } = await decideAndAppend(
      this.eventStore,
      stream,
      customerFold,
      (current) => (current.stripeCustomerId ? { events: [], result: current.stripeCustomerId } : { events: [event], result: created }),
      newCommandContext(user.id),
    );
    if (position) await this.projections.whenProcessed(position);
    return result;
  }
}
