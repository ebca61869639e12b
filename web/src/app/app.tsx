import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { lazy, Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider, type DataRouter } from 'react-router-dom';

type AppProps = {
  router: DataRouter;
  i18n: i18n;
  queryClient: QueryClient;
};

// Toasts only ever come from lazily loaded screens (auth, signed-in pages), so the toaster stays out of the
// first-load bundle too; it is requested at start-up, long before anything can fail.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

// The spec's toasts: one at a time, 5 seconds each; error toasts in the destructive (red) style.
function AppToaster() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      <Toaster visibleToasts={1} duration={5000} richColors containerAriaLabel={t('notifications')} />
    </Suspense>
  );
}

// Everything is passed in so tests render the real tree with a memory router and fresh state.
export function App({ router, i18n, queryClient }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <AppToaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
