import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { appQueryClient } from './query-client';

/**
 * Gives a lazily loaded screen the app's query client (appQueryClient), unless an outer provider
 * already gives one (the tests' client). Every scope shares the one client, so the cache survives
 * navigation between screens.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
