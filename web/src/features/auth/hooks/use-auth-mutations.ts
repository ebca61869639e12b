import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { currentUserKey, forgetCurrentUser, isCurrentUserKey, type CurrentUser } from '../../../lib/current-user';
import { login, logout, register } from '../api/auth-api';

// Whatever was cached belonged to the previous visitor (or to nobody): a new user sees their own data.
function signedIn(queryClient: QueryClient, user: CurrentUser): Promise<void> {
  queryClient.setQueryData(currentUserKey, user);
  return queryClient.invalidateQueries({ predicate: (query) => !isCurrentUserKey(query.queryKey) });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: login, onSuccess: (user) => void signedIn(queryClient, user) });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: register, onSuccess: (user) => void signedIn(queryClient, user) });
}

/** Signs out: the user becomes `null` and nothing of theirs stays cached. Where to go next is the caller's call. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logout, onSuccess: () => forgetCurrentUser(queryClient) });
}
