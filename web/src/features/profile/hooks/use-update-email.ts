import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserKey } from '../../../lib/current-user';
import { updateEmail } from '../api/update-email';

/** The server answers the updated user: it replaces the cached one, so the user menu shows the new address at once. */
export function useUpdateEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEmail, onSuccess: (user) => queryClient.setQueryData(currentUserKey, user) });
}
