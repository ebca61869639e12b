import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { ACCESS_RESOLVER } from '../../platform/http/access.js';
import { PrivacyHooks } from '../../platform/privacy/privacy-hooks.js';
import { ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { AccountsModule } from '../accounts/accounts.module.js';
import { SubscriptionHistory } from './access/access-history.js';
import { AccessQuery, accessProjection } from './access/access-read-model.js';
import { Checkout } from './checkout/checkout.js';
import { CustomerPrivacy } from './customer/customer-privacy.js';
import { AdminAccessController } from './http/admin-access.controller.js';
import { BillingController } from './http/billing.controller.js';
import { StripeWebhookController } from './http/stripe-webhook.controller.js';
import { RetentionJob } from './retention/retention-job.js';
import { StripeGateway } from './stripe/stripe-gateway.js';
import { StripeWebhooks } from './webhooks/stripe-webhooks.js';

/**
 * Who has paid for what: Stripe subscriptions (checkout, portal, webhooks) and access admins grant. It provides
 * the platform's `AccessResolver` globally, so accounts can put the access level on every request's user
 * without importing billing.
 */
@Global()
@Module({
  imports: [AccountsModule],
  controllers: [BillingController, StripeWebhookController, AdminAccessController],
  providers: [AccessQuery, CustomerPrivacy, RetentionJob, SubscriptionHistory, StripeGateway, Checkout, StripeWebhooks, { provide: ACCESS_RESOLVER, useExisting: AccessQuery }],
  exports: [ACCESS_RESOLVER, AccessQuery, RetentionJob, SubscriptionHistory],
})
export class BillingModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRunner,
    private readonly privacy: PrivacyHooks,
    private readonly customers: CustomerPrivacy,
  ) {}

  onModuleInit(): void {
    this.projections.register(accessProjection);
    this.customers.register(this.privacy);
  }
}
