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

let appClient: QueryClient | undefined;

/**
 * The app's one query client, created when the first screen that reads the API loads: the login
 * page never loads TanStack Query, the schemas or the API client before the user acts.
 */
export function appQueryClient(): QueryClient {
  return (appClient ??= createQueryClient());
}

/** Drops every cached query and mutation of the app's client (at logout), if it was ever created. */
export function clearAppQueries(): void {
  appClient?.clear();
}
