import type { PersonalDataDeclaration } from '../../platform/privacy/personal-data.js';

/** Billing's personal field: the Stripe customer a user is. Invoices (dates, amounts) are records the law requires. */
export const billingPersonalData: PersonalDataDeclaration = {
  fields: [{ type: 'StripeCustomerCreated', subject: 'userId', fields: { stripeCustomerId: '' } }],
};
