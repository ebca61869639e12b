import { uuidFromKey } from '../../../platform/eventsourcing/ids.js';
import { type CustomerState, type InvoicePaid, type SubscriptionEvent, type SubscriptionEventType, recordOf } from '../customer/customer.js';
import { type SubscriptionFact, type SubscriptionView, viewOf, withFact } from './subscription-record.js';

/** What a Stripe event says, once read (see `stripe-events.ts`), before it is known whose it is. */
export type StripeFact =
  | { kind: 'subscription'; stripeEventId: string; subscriptionId: string; fact: SubscriptionFact }
  | {
      kind: 'invoice-paid';
      stripeEventId: string;
      invoiceId: string;
      subscriptionId: string | null;
      amount: number;
      currency: string;
      paidAt: string;
      fact: Extract<SubscriptionFact, { kind: 'payment' }> | null;
    };

/** The domain event a Stripe event becomes carries an id derived from the Stripe event's: a redelivery appends nothing. */
export const domainEventIdOf = (stripeEventId: string) => uuidFromKey(`stripe-event|${stripeEventId}`);

type Decided = (SubscriptionEvent | InvoicePaid) & { id: string };

/**
 * One Stripe event, at most one domain event: none when it tells nothing newer than what is recorded (a
 * redelivery, an update overtaken by a later one, an invoice already counted).
 */
export function decideStripeFact(state: CustomerState, command: { userId: string; fact: StripeFact; now: Date }): Decided[] {
  const { userId, fact } = command;
  const occurredAt = command.now.toISOString();
  const id = domainEventIdOf(fact.stripeEventId);
  if (fact.kind === 'invoice-paid') {
    if (state.paidInvoices.includes(fact.invoiceId)) return [];
    const before = fact.subscriptionId ? recordOf(state, fact.subscriptionId) : null;
    const after = before && fact.fact ? withFact(before, fact.fact) : null;
    const previous = before ? viewOf(before) : null;
    const { stripeEventId, invoiceId, subscriptionId, amount, currency, paidAt } = fact;
    return [
      {
        id,
        type: 'InvoicePaid',
        data: {
          userId,
          invoiceId,
          subscriptionId,
          amount,
          currency,
          paidAt,
          stripeEventId,
          fact: after ? fact.fact : null,
          previous,
          subscription: after ? viewOf(after) : previous,
          occurredAt,
        },
      },
    ];
  }
  const before = recordOf(state, fact.subscriptionId);
  const after = withFact(before, fact.fact);
  if (!after) return [];
  const previous = viewOf(before);
  const subscription = viewOf(after);
  return [
    {
      id,
      type: eventTypeFor(previous, subscription, fact.fact),
      data: { userId, subscriptionId: fact.subscriptionId, stripeEventId: fact.stripeEventId, fact: fact.fact, previous, subscription, occurredAt },
    },
  ];
}

/** The most visible change, in the order a subscriber would name it. */
function eventTypeFor(previous: SubscriptionView | null, next: SubscriptionView | null, fact: SubscriptionFact): SubscriptionEventType {
  if (fact.kind === 'payment' && fact.outcome === 'failed') return 'SubscriptionPastDue';
  if (!next) return 'SubscriptionUpdated';
  if (next.status === 'cancelled') return previous?.status === 'cancelled' ? 'SubscriptionUpdated' : 'SubscriptionCancelled';
  if (next.status === 'past_due' && previous?.status !== 'past_due') return 'SubscriptionPastDue';
  if (next.status === 'active' && previous?.status !== 'active') return 'SubscriptionActivated';
  if (previous && next.planType !== previous.planType) return 'SubscriptionPlanChanged';
  if (next.cancelAt && next.cancelAt !== previous?.cancelAt) return 'SubscriptionCancellationScheduled';
  if (!next.cancelAt && previous?.cancelAt) return 'SubscriptionCancellationWithdrawn';
  if (previous?.currentPeriodEnd && next.currentPeriodEnd && next.currentPeriodEnd > previous.currentPeriodEnd) return 'SubscriptionRenewed';
  return 'SubscriptionUpdated';
}
