import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { profileKeys } from './profile-keys';

/** The mails a user can switch on or off; `weeklyDigest` is the one Basic gets too. */
export const notificationKinds = ['deadlineReminders', 'eventReminders', 'changeAlerts', 'weeklyDigest'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The weekly digest's choice of new events; an empty list means any. Values are the catalog's (English) ones. */
export type DigestFilters = { states: string[]; eventTypes: string[]; ageLevels: string[] };

export type NotificationPreferences = Record<NotificationKind, boolean> & { digestFilters: DigestFilters };

/** What `GET /api/notification-preferences` answers: the choices, and which mails the user's plan includes. */
export type NotificationSettings = NotificationPreferences & { available: Record<NotificationKind, boolean> };

export async function getNotificationPreferences(): Promise<NotificationSettings> {
  const response = await apiRequest('GET', '/api/notification-preferences');
  return (await response.json()) as NotificationSettings;
}

export const notificationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.notificationPreferences(), queryFn: getNotificationPreferences });
