import { useMutationState } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { AppSpinner } from '../components/layout/app-spinner';
import { useLogout } from '../features/auth/hooks/use-auth-mutations';
import { signOutHomeKey, useCurrentUser } from '../lib/current-user';

/**
 * Every signed-in page renders inside this: a spinner while the current user loads, the page in the signed-in
 * layout when there is one, otherwise the auth screen. A failed user request counts as signed out (spec section 2).
 */
export function ProtectedLayout() {
  const { data: user, isPending } = useCurrentUser();
  const logout = useLogout();
  const [mountedAt] = useState(Date.now);
  // Deleting the account signs out from a page and goes home too. Only one sent during this visit of the
  // signed-in pages counts (a later visit signs in as usual), and not one the server refused.
  const leavingHome =
    useMutationState({
      filters: {
        mutationKey: signOutHomeKey,
        predicate: ({ state }) => state.status !== 'error' && state.submittedAt >= mountedAt,
      },
    }).length > 0;

  if (isPending) return <AppSpinner />;
  // The guard also does the logout's "go home": a navigation started elsewhere would race this very redirect,
  // since the user turns null while this page is still on screen.
  if (!user) return <Navigate to={logout.isIdle && !leavingHome ? '/auth' : '/'} replace />;
  return (
    <AppLayout user={user} onLogout={logout.mutateAsync}>
      <Outlet />
    </AppLayout>
  );
}

/** Nested in ProtectedLayout, so the user is loaded: anyone but an admin is sent back to the dashboard. */
export function AdminOnly() {
  const { data: user } = useCurrentUser();
  if (!user?.isAdmin) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
