// Answers of the profile's endpoints as the server sends them, for the profile's component tests.
import type { CalendarFeed } from './api/get-calendar-feed';
import type { NotificationPreferences, NotificationSettings } from './api/get-notification-preferences';
import type { PlanType, SubscriptionSummary } from './api/get-subscription';

/** A free account that never subscribed, on a server that takes payments. */
export function aSampleSummary(overrides: Partial<SubscriptionSummary> = {}): SubscriptionSummary {
  return {
    accessLevel: 'sample',
    source: null,
    status: null,
    planType: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    endedAt: null,
    grant: null,
    hasBillingAccount: false,
    paymentsConfigured: true,
    ...overrides,
  };
}

/** A paid subscription in good standing, renewing on 2026-07-15 (noon UTC: the same day in every time zone). */
export function aSubscriptionSummary(plan: PlanType, overrides: Partial<SubscriptionSummary> = {}): SubscriptionSummary {
  return aSampleSummary({
    accessLevel: plan,
    source: 'subscription',
    status: 'active',
    planType: plan,
    currentPeriodEnd: '2026-07-15T12:00:00.000Z',
    hasBillingAccount: true,
    ...overrides,
  });
}

/** Access an admin granted, without any billing account. */
export function aGrantedSummary(plan: PlanType, until: string | null): SubscriptionSummary {
  return aSampleSummary({ accessLevel: plan, source: 'granted', planType: plan, grant: { planType: plan, until } });
}

/** `GET /api/notification-preferences` for a user of `level`, with the defaults a new account starts with. */
export function aNotificationSettings(
  level: 'sample' | PlanType,
  overrides: Partial<NotificationPreferences> = {},
): NotificationSettings {
  const pro = level === 'pro';
  return {
    deadlineReminders: true,
    eventReminders: true,
    changeAlerts: true,
    weeklyDigest: false,
    digestFilters: { states: [], eventTypes: [], ageLevels: [] },
    ...overrides,
    available: { deadlineReminders: pro, eventReminders: pro, changeAlerts: pro, weeklyDigest: level !== 'sample' },
  };
}

/** A feed as `GET /api/calendar-feed` answers it, for the secret `token`. */
/** A feed as read back later: the server keeps only a hash of its secret, so there is no link to show. */
export function aStoredCalendarFeed(): CalendarFeed {
  return { createdAt: '2026-03-02T15:00:00.000Z' };
}

/** A feed as the answer that made it gives it: the one time its links are known. */
export function aCalendarFeed(token = 'c4l3nd4r-s3cr3t'): CalendarFeed {
  const url = `https://fieldhockeyevents.com/api/calendar/${token}.ics`;
  const webcalUrl = url.replace(/^https:/, 'webcal:');
  return {
    url,
    webcalUrl,
    googleUrl: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl)}`,
    createdAt: '2026-03-02T15:00:00.000Z',
  };
}
