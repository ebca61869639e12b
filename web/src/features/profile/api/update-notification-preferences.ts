import { apiRequest } from '../../../lib/api';
import type { NotificationPreferences, NotificationSettings } from './get-notification-preferences';

/** Sends only what changed; answers the settings as they now stand (400 naming the field for a bad value). */
export async function updateNotificationPreferences(changes: Partial<NotificationPreferences>): Promise<NotificationSettings> {
  const response = await apiRequest('PATCH', '/api/notification-preferences', changes);
  return (await response.json()) as NotificationSettings;
}
