import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '../../../platform/eventstore/event-store.js';
import { loadStream } from '../../../platform/eventsourcing/streams.js';
import { PrivacyHooks } from '../../../platform/privacy/privacy-hooks.js';
import { StripeGateway } from '../stripe/stripe-gateway.js';
import { viewOf } from '../subscriptions/subscription-record.js';
import { customerFold, customerStream } from './customer.js';

/**
 * Billing's part in an account's deletion and export. Deletion ends every subscription still running at Stripe now
 * (no proration, no refund: the Refund Policy) and deletes the Stripe customer, which holds the user's name and
 * e-mail there; it runs before the account is marked deleted, so a Stripe failure changes nothing. The export is
 * the customer's subscriptions and paid invoices.
 */
@Injectable()
export class CustomerPrivacy {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly stripe: StripeGateway,
  ) {}

  register(hooks: PrivacyHooks): void {
    hooks.onDeletion('billing', (userId) => this.endAtStripe(userId));
    hooks.onExport('subscriptions', (userId) => this.exportOf(userId));
  }

  private async endAtStripe(userId: string): Promise<void> {
    const { state } = await loadStream(this.eventStore, customerStream(userId), customerFold.evolve, customerFold.initial);
    if (state.stripeCustomerId === null || state.stripeCustomerId === '') return;
    for (const record of state.subscriptions) {
      const view = viewOf(record);
      if (view === null || view.status !== 'cancelled') await this.stripe.cancelSubscriptionNow(record.subscriptionId);
    }
    await this.stripe.deleteCustomer(state.stripeCustomerId);
  }

  private async exportOf(userId: string): Promise<unknown> {
    const events = await this.eventStore.readStream(customerStream(userId));
    const state = events.reduce(customerFold.evolve, customerFold.initial);
    return {
      stripeCustomerId: state.stripeCustomerId,
      subscriptions: state.subscriptions.map(viewOf).filter((view) => view !== null),
      invoices: events
        .filter((event) => event.type === 'InvoicePaid')
        .map(({ data }) => ({ invoiceId: data.invoiceId, amount: data.amount, currency: data.currency, paidAt: data.paidAt })),
      accessGranted: state.grant,
    };
  }
}
