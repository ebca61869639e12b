// English is the reference wording for the unsubscribe page; Spanish must provide exactly these keys.
export const en = {
  pending: 'Unsubscribing…',
  done: {
    title: 'You’re unsubscribed',
    // One per kind of mail: the unsubscribe link in each mail names its own kind.
    kinds: {
      deadlineReminders: 'You will no longer receive registration deadline reminders.',
      eventReminders: 'You will no longer receive event date reminders.',
      changeAlerts: 'You will no longer receive change alerts.',
      weeklyDigest: 'You will no longer receive the weekly digest.',
      other: 'You will no longer receive these emails.',
    },
  },
  manage: 'You can turn it back on anytime in your <profile>profile</profile>.',
  invalid: {
    title: 'This unsubscribe link is not valid',
    text: 'It may have been cut short: open it again from the email, or choose which emails you get in your <profile>profile</profile>.',
  },
  failed: {
    title: 'We could not unsubscribe you',
    retry: 'Try again',
  },
};

export type NotificationsTranslation = typeof en;
