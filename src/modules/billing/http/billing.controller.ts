import { Controller, Get, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { type AuthenticatedUser, CurrentUser, SignedIn } from '../../../platform/http/auth.js';
import { Throttled } from '../../../platform/http/throttles.js';
import { ZodBody } from '../../../platform/http/zod-input.js';
import type { SubscriptionSummary } from '../access/access-level.js';
import { AccessQuery } from '../access/access-read-model.js';
import { Checkout, INVALID_DISCOUNT_CODE } from '../checkout/checkout.js';
import { PLAN_TYPES } from '../customer/plans.js';
import { StripeGateway } from '../stripe/stripe-gateway.js';

/** Codes are compared in upper case, as the profile sends them; an empty code is no code (spec section 5). */
const CheckoutInput = z.strictObject({
  planType: z.enum(PLAN_TYPES, { error: 'Must be basic or pro' }),
  discountCode: z
    .string({ error: 'Must be text' })
    .trim()
    .toUpperCase()
    .max(64, INVALID_DISCOUNT_CODE)
    .regex(/^[A-Z0-9_-]*$/, INVALID_DISCOUNT_CODE)
    .nullish()
    .transform((code) => code || null),
});
type CheckoutInput = z.infer<typeof CheckoutInput>;

export type SubscriptionAnswer = SubscriptionSummary & { paymentsConfigured: boolean };

@ApiTags('billing')
@ApiCookieAuth('sid')
@Controller('api')
@UseGuards(SignedIn)
export class BillingController {
  constructor(
    private readonly checkout: Checkout,
    private readonly access: AccessQuery,
    private readonly stripe: StripeGateway,
  ) {}

  @Get('subscription')
  @ApiOperation({ summary: 'The signed-in user’s plan: where it comes from, its status, renewal or end date, and whether payments are set up' })
  async subscription(@CurrentUser() user: AuthenticatedUser): Promise<SubscriptionAnswer> {
    return { ...(await this.access.summaryOf(user.id)), paymentsConfigured: this.stripe.configured };
  }

  @Post('create-subscription')
  @Throttled('checkoutsPerUser')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'A Stripe Checkout URL for a monthly plan (400 invalid discount code, 409 already subscribed, 503 payments not configured)' })
  createSubscription(@CurrentUser() user: AuthenticatedUser, @ZodBody(CheckoutInput) body: CheckoutInput): Promise<{ url: string }> {
    return this.checkout.start(user, body);
  }

  @Post('create-portal-session')
  @Throttled('checkoutsPerUser')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'A Stripe billing portal URL to manage, switch or cancel the plan (409 without a billing account)' })
  createPortalSession(@CurrentUser() user: AuthenticatedUser): Promise<{ url: string }> {
    return this.checkout.portal(user);
  }
}
