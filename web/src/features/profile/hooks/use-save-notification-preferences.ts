import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '../api/profile-keys';
import { updateNotificationPreferences } from '../api/update-notification-preferences';

/** The server answers the settings as saved: they replace the cached ones, so the card shows what holds. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (settings) => queryClient.setQueryData(profileKeys.notificationPreferences(), settings),
  });
}
