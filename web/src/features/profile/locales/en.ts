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
        summary: 'The full event database for the next 3 months: save events, see conflicts and get the weekly digest.',
      },
      pro: {
        name: 'Pro',
        price: '$28/month',
        summary:
          'Everything in Basic plus the full year, 2 years of past events, advanced filters, reminders and change alerts, private notes, calendar export and feed, and insights.',
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
  sessions: {
    title: 'Signed-in devices',
    what: 'Lost a phone, or left a shared computer signed in? Sign out everywhere ends every session of your account, this one included; you then sign in again with your password. Changing your password does the same.',
    signOutEverywhere: 'Sign out everywhere',
    pending: 'Signing out…',
    confirm: {
      title: 'Sign out on every device?',
      description: 'Every browser and device signed in to your account is signed out, this one too.',
    },
    cancel: 'Cancel',
  },
  yourData: {
    title: 'Your data',
    exportWhat:
      'One JSON file with your account, subscription history, saved events, notes, notification preferences and the e-mails we sent you.',
    download: 'Download my data',
    deleteWhat: 'Deleting your account erases it and its personal data for good.',
    delete: 'Delete my account',
    confirm: {
      title: 'Delete your account?',
      description:
        'This deletes your account for good: your username, e-mail address, saved events, notes, notification preferences and calendar feed. Your username and e-mail address become free to use again. A paid subscription ends now, without a refund for the rest of the period (see our Refund Policy). Records the law requires us to keep (invoice dates and amounts) stay, no longer tied to you. This cannot be undone.',
      password: 'Password',
      submit: 'Delete my account',
      pending: 'Deleting…',
    },
    cancel: 'Cancel',
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
    passwordRequired: 'Enter your password',
  },
  notifications: {
    title: 'Email notifications',
    intro: 'We send these emails to {{email}}, in the language you use on this site.',
    loading: 'Loading your notification settings',
    error: 'Error loading your notification settings',
    kinds: {
      deadlineReminders: {
        label: 'Registration deadline reminders',
        description: '7 days and 1 day before the registration deadline of each saved upcoming event.',
      },
      eventReminders: {
        label: 'Event date reminders',
        description: '3 days before each saved event starts.',
      },
      changeAlerts: {
        label: 'Change alerts',
        description:
          'When a saved event’s dates, location, cost, registration link or deadline change, or it is cancelled: what changed, old and new.',
      },
      weeklyDigest: {
        label: 'Weekly digest',
        description: 'Monday mornings: new events that match your filters, and your saved events with deadlines in the next 14 days.',
      },
    },
    includedInPro: 'Included in Pro',
    includedInPlans: 'Included in Basic and Pro',
    upgrade: 'Upgrade',
    filters: {
      title: 'Weekly digest filters',
      hint: 'Choose what the digest lists. Leave a list empty to get every state, event type or age level.',
      states: 'States',
      eventTypes: 'Event types',
      ageLevels: 'Age levels',
    },
    save: 'Save notification settings',
    saving: 'Saving…',
  },
  calendarFeed: {
    title: 'Calendar feed',
    what: 'Subscribe your calendar app to your saved upcoming events: they appear in Google Calendar or Apple Calendar and follow every change of date, place or cost on their own.',
    private: 'Your feed is private: anyone with the link can see your saved events. Keep it to yourself; if it got out, get a new link.',
    loading: 'Loading your calendar feed',
    error: 'Error loading your calendar feed',
    none: 'You have no calendar feed yet.',
    create: 'Create my calendar feed',
    creating: 'Creating…',
    link: 'Your feed link',
    hidden:
      'Your calendar feed is on (link made {{date}}). For your privacy its link is shown only once, when it is made: to subscribe another calendar, get a new link (the current one then stops working).',
    copy: 'Copy link',
    apple: 'Subscribe in Apple Calendar',
    google: 'Add to Google Calendar',
    newTab: '(opens in a new tab)',
    regenerate: 'Get a new link',
    turnOff: 'Turn off',
    regenerateConfirm: {
      title: 'Get a new link?',
      description:
        'The current link stops working at once: calendars subscribed to it stop updating. Subscribe again with the new link.',
    },
    turnOffConfirm: {
      title: 'Turn off your calendar feed?',
      description: 'The link stops working at once: calendars subscribed to it stop updating. You can create a new feed anytime.',
    },
    cancel: 'Cancel',
  },
  toasts: {
    error: 'Error',
    notificationsSaved: 'Notification settings saved',
    notificationsFailed: 'Error saving notification settings',
    linkCopied: 'Link copied',
    copyFailed: 'Could not copy the link: select it and copy it yourself',
    feedCreated: 'Calendar feed created',
    feedRenewed: 'New link created: the old one no longer works',
    feedTurnedOff: 'Calendar feed turned off',
    feedFailed: 'Error changing your calendar feed',
    emailUpdated: 'Email updated',
    emailFailed: 'Error updating email',
    passwordChanged: 'Password changed',
    passwordFailed: 'Error changing password',
    signedOutEverywhere: 'Signed out on every device',
    signOutEverywhereFailed: 'Error signing out everywhere',
    accountDeleted: 'Your account has been deleted',
    deleteAccountFailed: 'Error deleting your account',
  },
};

export type ProfileTranslation = typeof en;
export type ProfileErrorKey = keyof ProfileTranslation['errors'];

export function isProfileErrorKey(value: string): value is ProfileErrorKey {
  return Object.hasOwn(en.errors, value);
}
