import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Query client of the app: no retry on API refusals (4xx), one retry on transport errors. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
      },
      mutations: { retry: false },
    },
  });
}
