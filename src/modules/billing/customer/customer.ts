import type { RecordedEvent } from '../../../platform/eventstore/event-store.js';
import { type SubscriptionFact, type SubscriptionRecord, type SubscriptionView, newRecord, withFact } from '../subscriptions/subscription-record.js';
import type { PlanType } from './plans.js';

/**
 * A customer's stream, `billing-customer-<userId>`: everything that decides what a user has paid for. Stripe's
 * webhooks, the Stripe customer made for the user, and access an admin grants by hand all land here, so one
 * fold gives the user's access and the admin's audit timeline reads one stream.
 */
export const customerStream = (userId: string) => `billing-customer-${userId}`;

/** `until`: last day of access (`yyyy-MM-dd`, included), or null until revoked. */
export type GrantState = { planType: PlanType; until: string | null } | null;

export interface StripeCustomerCreated {
  type: 'StripeCustomerCreated';
  data: { userId: string; stripeCustomerId: string; occurredAt: string };
}

/** `byAdmin`: the admin's user id. */
export interface AccessGranted {
  type: 'AccessGranted';
  data: { userId: string; planType: PlanType; until: string | null; byAdmin: string; occurredAt: string };
}
export interface AccessRevoked {
  type: 'AccessRevoked';
  data: { userId: string; byAdmin: string; occurredAt: string };
}

/** Named for what changed most visibly; `SubscriptionUpdated` moves the record on without a visible change. */
export const SUBSCRIPTION_EVENT_TYPES = [
  'SubscriptionActivated',
  'SubscriptionPlanChanged',
  'SubscriptionRenewed',
  'SubscriptionPastDue',
  'SubscriptionCancellationScheduled',
  'SubscriptionCancellationWithdrawn',
  'SubscriptionCancelled',
  'SubscriptionUpdated',
] as const;
export type SubscriptionEventType = (typeof SUBSCRIPTION_EVENT_TYPES)[number];

/**
 * One Stripe event taken in. `fact` is what the fold applies; `previous` and `subscription` are the
 * subscription as the product read it before and after, for the audit timeline.
 */
export interface SubscriptionEvent {
  type: SubscriptionEventType;
  data: {
    userId: string;
    subscriptionId: string;
    stripeEventId: string;
    fact: SubscriptionFact;
    previous: SubscriptionView | null;
    subscription: SubscriptionView | null;
    occurredAt: string;
  };
}

/** An invoice paid: revenue, and (when it is a subscription's and newer than what is known) a payment outcome. */
export interface InvoicePaid {
  type: 'InvoicePaid';
  data: {
    userId: string;
    invoiceId: string;
    subscriptionId: string | null;
    /** In the currency's smallest unit (cents). */
    amount: number;
    currency: string;
    paidAt: string;
    stripeEventId: string;
    fact: Extract<SubscriptionFact, { kind: 'payment' }> | null;
    previous: SubscriptionView | null;
    subscription: SubscriptionView | null;
    occurredAt: string;
  };
}

export type BillingEvent = StripeCustomerCreated | AccessGranted | AccessRevoked | SubscriptionEvent | InvoicePaid;

export const BILLING_EVENT_TYPES = [
  'StripeCustomerCreated',
  'AccessGranted',
  'AccessRevoked',
  'InvoicePaid',
  ...SUBSCRIPTION_EVENT_TYPES,
] as const satisfies readonly BillingEvent['type'][];

export interface CustomerState {
  stripeCustomerId: string | null;
  grant: GrantState;
  subscriptions: SubscriptionRecord[];
  /** Invoices already counted, so a redelivered `invoice.paid` counts once. */
  paidInvoices: string[];
}

export const initialCustomer: CustomerState = { stripeCustomerId: null, grant: null, subscriptions: [], paidInvoices: [] };

export function recordOf(state: Pick<CustomerState, 'subscriptions'>, subscriptionId: string): SubscriptionRecord {
  return state.subscriptions.find((record) => record.subscriptionId === subscriptionId) ?? newRecord(subscriptionId);
}

function withSubscriptionFact(state: CustomerState, subscriptionId: string, fact: SubscriptionFact | null): CustomerState {
  if (!fact) return state;
  const record = withFact(recordOf(state, subscriptionId), fact);
  if (!record) return state;
  return { ...state, subscriptions: [...state.subscriptions.filter((other) => other.subscriptionId !== subscriptionId), record] };
}

export function evolveCustomer(state: CustomerState, recorded: BillingEvent | RecordedEvent): CustomerState {
  const event = recorded as BillingEvent;
  switch (event.type) {
    case 'StripeCustomerCreated':
      return { ...state, stripeCustomerId: event.data.stripeCustomerId };
    case 'AccessGranted':
      return { ...state, grant: { planType: event.data.planType, until: event.data.until } };
    case 'AccessRevoked':
      return { ...state, grant: null };
    case 'InvoicePaid': {
      const counted = { ...state, paidInvoices: [...state.paidInvoices, event.data.invoiceId] };
      return event.data.subscriptionId ? withSubscriptionFact(counted, event.data.subscriptionId, event.data.fact) : counted;
    }
    default:
      return (SUBSCRIPTION_EVENT_TYPES as readonly string[]).includes(event.type)
        ? withSubscriptionFact(state, event.data.subscriptionId, event.data.fact)
        : state;
  }
}

/** How commands rebuild a customer from its stream. */
export const customerFold = { evolve: evolveCustomer, initial: initialCustomer };
