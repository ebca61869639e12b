// English is the reference wording for the profile screen (spec sections 2, 5 and 8); Spanish has exactly these keys.
export const en = {
  subscription: {
    title: 'Subscription',
    loading: 'Loading your subscription',
    error: 'Error loading your subscription',
    paymentsUnavailable: 'Online payments are not available on this server right now.',
    levels: {
      sample: 'Sample Access',
      basic: 'Basic Plan',
      pro: 'Pro Plan',
    },
    status: {
      active: 'Active',
      past_due: 'Past due',
      cancelled: 'Cancelled',
    },
    endedOn: 'Your subscription ended on {{date}}',
    ended: 'Your subscription has ended.',
    renewsOn: 'Renews on {{date}}',
    endsOn: 'Access ends on {{date}}',
    grantedUntil: 'Access granted until {{date}}',
    grantedIndefinitely: 'Access granted until further notice',
    grantedNote: 'This access was granted by our team.',
    contactUs: 'Contact us to change it.',
    manage: 'Manage subscription',
    cancel: 'Cancel subscription',
    openingPortal: 'Opening the billing portal…',
    pastDue: {
      message: 'Your last payment failed. Update your payment method to keep your access.',
      action: 'Update payment method',
    },
    checkout: {
      activating: 'Thank you! Your subscription is being activated…',
      activated: 'Your {{plan}} plan is active.',
      delayed: 'Your payment is still being confirmed. Reload this page in a few minutes to see your plan.',
      cancelled: 'Checkout cancelled. You have not been charged.',
    },
  },
  upgrade: {
    choosePlan: 'Choose a plan',
    plans: {
      basic: {
        name: 'Basic',
        price: '$18/month',
        summary: 'The full event database, for events in the next 3 months.',
      },
      pro: {
        name: 'Pro',
        price: '$28/month',
        summary: 'Everything in Basic plus the full year, 2 years of past events, advanced filters, calendar export and reminders.',
      },
    },
    discountCode: 'Discount code (optional)',
    submit: 'Continue to checkout',
    pending: 'Redirecting to checkout…',
  },
  account: {
    title: 'Account',
    username: 'Username',
    usernameHint: 'Your username cannot be changed.',
    email: 'Email',
    save: 'Save',
    saving: 'Saving…',
  },
  password: {
    title: 'Change password',
    current: 'Current password',
    new: 'New password',
    newHint: '8–128 characters',
    confirm: 'Confirm new password',
    submit: 'Change password',
    pending: 'Changing password…',
  },
  // The form schemas' messages are these keys.
  errors: {
    emailRequired: 'Email is required',
    emailInvalid: 'Enter a valid email address',
    currentPasswordRequired: 'Enter your current password',
    newPasswordRequired: 'Enter a new password',
    newPasswordTooShort: 'Must be at least 8 characters',
    newPasswordTooLong: 'Must be at most 128 characters',
    confirmPasswordRequired: 'Confirm your new password',
    passwordMismatch: 'Passwords do not match',
  },
  toasts: {
    error: 'Error',
    emailUpdated: 'Email updated',
    emailFailed: 'Error updating email',
    passwordChanged: 'Password changed',
    passwordFailed: 'Error changing password',
  },
};

export type ProfileTranslation = typeof en;
export type ProfileErrorKey = keyof ProfileTranslation['errors'];

export function isProfileErrorKey(value: string): value is ProfileErrorKey {
  return Object.hasOwn(en.errors, value);
}
