import { QueryClient } from '@tanstack/react-query';

// The spec's fetch defaults: data changes only through our own mutations, so never refetch on our own.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
