import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { isEventsListPath, revealFirstScreen } from '../lib/first-screen';
import { useToasterWanted } from '../lib/toaster-demand';

type AppProps = {
  router: DataRouter;
  i18n: i18n;
  queryClient: QueryClient;
};

// The toaster loads with the first toast (lib/toast, lib/toaster-demand), not with any page.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

// The spec's toasts: one at a time, 5 seconds each; error toasts in the destructive (red) style.
function AppToaster() {
  const { t } = useTranslation();
  if (!useToasterWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster visibleToasts={1} duration={5000} richColors containerAriaLabel={t('notifications')} />
    </Suspense>
  );
}

/**
 * The events page's first screen (src/first-screen) covers the app until that page has its list to show; on any
 * other page (a redirect to sign in, a link followed) the app shows at once.
 */
function useRevealedAwayFromEvents(router: DataRouter): void {
  useLayoutEffect(() => {
    const reveal = (pathname: string) => {
      if (!isEventsListPath(pathname)) revealFirstScreen();
    };
    reveal(router.state.location.pathname);
    return router.subscribe(({ location }) => reveal(location.pathname));
  }, [router]);
}

// Everything is passed in so tests render the real tree with a memory router and fresh state.
export function App({ router, i18n, queryClient }: AppProps) {
  useRevealedAwayFromEvents(router);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <AppToaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
