// The profile's query keys in one place.
export const profileKeys = {
  all: ['profile'] as const,
  subscription: () => [...profileKeys.all, 'subscription'] as const,
  notificationPreferences: () => [...profileKeys.all, 'notification-preferences'] as const,
  calendarFeed: () => [...profileKeys.all, 'calendar-feed'] as const,
  colleges: () => [...profileKeys.all, 'colleges'] as const,
};
