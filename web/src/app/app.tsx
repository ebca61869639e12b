import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type DataRouter } from 'react-router-dom';

type AppProps = {
  router: DataRouter;
  i18n: i18n;
  queryClient: QueryClient;
};

// Everything is passed in so tests render the real tree with a memory router and fresh state.
export function App({ router, i18n, queryClient }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
