import { Controller, Headers, HttpCode, HttpStatus, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { CsrfExempt } from '../../../platform/http/csrf.guard.js';
import { StripeWebhooks, type WebhookOutcome } from '../webhooks/stripe-webhooks.js';

/** Stripe calls this; it is authenticated by the signature over the raw body, not by a session or the CSRF header. */
@ApiExcludeController()
@Controller('api/webhooks/stripe')
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhooks) {}

  @Post()
  @CsrfExempt()
  @HttpCode(HttpStatus.OK)
  async receive(@Req() request: RawBodyRequest<Request>, @Headers('stripe-signature') signature: string | undefined): Promise<{ received: true; outcome: WebhookOutcome }> {
    return { received: true, outcome: await this.webhooks.receive(request.rawBody, signature) };
  }
}
