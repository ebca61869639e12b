import { useQuery } from '@tanstack/react-query';
import { authKeys, fetchCurrentUser } from '../api/auth-api';

/** The current user: `undefined` while loading, `null` when signed out. */
export function useUser() {
  return useQuery({ queryKey: authKeys.user(), queryFn: fetchCurrentUser });
}
