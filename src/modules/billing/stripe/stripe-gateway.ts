import { BadGatewayException, BadRequestException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import Stripe from 'stripe';
import { APP_CONFIG, type AppConfig, type StripeConfig } from '../../../platform/config/config.js';
import { LOGGER, type Logger } from '../../../platform/logging/logger.js';
import type { PlanType } from '../customer/plans.js';
import { type StripeEventShape, parseStripeEvent } from '../subscriptions/stripe-events.js';

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured on this server';
const PROVIDER_FAILED = 'The payment provider could not be reached: try again in a minute';

export interface CheckoutRequest {
  userId: string;
  customerId: string;
  planType: PlanType;
  promotionCodeId: string | null;
  successUrl: string;
  cancelUrl: string;
}

/**
 * Everything billing asks of Stripe, through stripe-node. Without `STRIPE_SECRET_KEY` every call is a 503 with
 * a clear message; a Stripe failure is a 502 (logged with Stripe's own message, which is not the user's business).
 */
@Injectable()
export class StripeGateway {
  private readonly stripe: Stripe | null;
  private readonly settings: StripeConfig | undefined;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.settings = config.stripe;
    const apiUrl = config.stripe?.apiUrl;
    this.stripe = config.stripe
      ? new Stripe(config.stripe.secretKey, {
          maxNetworkRetries: 1,
          timeout: 20_000,
          telemetry: false,
          ...(apiUrl ? { host: apiUrl.hostname, port: apiUrl.port || (apiUrl.protocol === 'https:' ? 443 : 80), protocol: apiUrl.protocol === 'https:' ? 'https' : 'http' } : {}),
        })
      : null;
  }

  get configured(): boolean {
    return this.stripe !== null;
  }

  /** A 503 before anything else is looked at, when payments are not configured. */
  assertConfigured(): void {
    this.config();
  }

  /** The configured price ids, by plan. */
  get prices(): Record<PlanType, string> {
    return this.config().prices;
  }

  /** Made once per user: the idempotency key makes two racing first checkouts get the same customer. */
  createCustomer(user: { id: string; email: string; username: string }): Promise<string> {
    return this.call('create a customer', async (stripe) => {
      const customer = await stripe.customers.create(
        { email: user.email, name: user.username, metadata: { userId: user.id } },
        { idempotencyKey: `customer-${user.id}` },
      );
      return customer.id;
    });
  }

  /** The id of an active promotion code with redemptions left and not expired, or null. Codes are matched as entered (upper case). */
  findPromotionCode(code: string, now: Date): Promise<string | null> {
    return this.call('look up a promotion code', async (stripe) => {
      const { data } = await stripe.promotionCodes.list({ code, active: true, limit: 1 });
      const found = data.find((promotion) => promotion.code.toUpperCase() === code);
      if (!found?.active) return null;
      if (found.max_redemptions !== null && found.times_redeemed >= found.max_redemptions) return null;
      if (found.expires_at !== null && found.expires_at * 1000 <= now.getTime()) return null;
      return found.id;
    });
  }

  createCheckoutSession(request: CheckoutRequest): Promise<string> {
    return this.call('create a checkout session', async (stripe) => {
      const metadata = { userId: request.userId, planType: request.planType };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: request.customerId,
        client_reference_id: request.userId,
        line_items: [{ price: this.config().prices[request.planType], quantity: 1 }],
        ...(request.promotionCodeId ? { discounts: [{ promotion_code: request.promotionCodeId }] } : {}),
        metadata,
        subscription_data: { metadata },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error(`Checkout session ${session.id} came without a URL`);
      return session.url;
    });
  }

  createPortalSession(customerId: string, returnUrl: string): Promise<string> {
    return this.call('create a billing portal session', async (stripe) => {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    });
  }

  /** Ends a subscription now, without proration or a final invoice; one Stripe no longer has is already ended. */
  cancelSubscriptionNow(subscriptionId: string): Promise<void> {
    return this.call('cancel a subscription', async (stripe) => {
      try {
        await stripe.subscriptions.cancel(subscriptionId, { prorate: false, invoice_now: false });
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    });
  }

  /** Deletes the customer (its name and e-mail at Stripe); one Stripe no longer has is already deleted. */
  deleteCustomer(customerId: string): Promise<void> {
    return this.call('delete a customer', async (stripe) => {
      try {
        await stripe.customers.del(customerId);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    });
  }

  /** For a webhook that lacks what it should carry (a checkout that does not name its plan). */
  retrieveSubscription(subscriptionId: string): Promise<unknown> {
    return this.call('fetch a subscription', (stripe) => stripe.subscriptions.retrieve(subscriptionId));
  }

  /**
   * The event, when the body is exactly what Stripe signed with our secret in the last 5 minutes; otherwise a
   * 400 saying why (Stripe shows it in the dashboard's delivery log).
   */
  verifyWebhook(rawBody: Buffer | undefined, signature: string | undefined): StripeEventShape {
    const { webhookSecret } = this.config();
    if (!signature) throw new BadRequestException('Missing Stripe-Signature header');
    if (!rawBody || rawBody.length === 0) throw new BadRequestException('Missing body: send the event as application/json');
    let event: unknown;
    try {
      event = (this.stripe as Stripe).webhooks.constructEvent(rawBody, signature, webhookSecret, 300);
    } catch (error) {
      throw new BadRequestException(`Webhook signature verification failed: ${error instanceof Error ? error.message.split('\n')[0] : 'invalid'}`);
    }
    const parsed = parseStripeEvent(event);
    if (!parsed) throw new BadRequestException('The body is not a Stripe event');
    return parsed;
  }

  private config(): StripeConfig {
    if (!this.settings) throw new ServiceUnavailableException(PAYMENTS_NOT_CONFIGURED);
    return this.settings;
  }

  private async call<T>(what: string, request: (stripe: Stripe) => Promise<T>): Promise<T> {
    if (!this.stripe) throw new ServiceUnavailableException(PAYMENTS_NOT_CONFIGURED);
    try {
      return await request(this.stripe);
    } catch (error) {
      this.logger.error({ err: error, stripeRequestId: (error as { requestId?: string }).requestId }, `stripe: could not ${what}`);
      throw new BadGatewayException(PROVIDER_FAILED);
    }
  }
}

/** Stripe's answer for an object it does not have (deleted, or never made). */
function isMissing(error: unknown): boolean {
  return (error as { statusCode?: number }).statusCode === 404;
}
