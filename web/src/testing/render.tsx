import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** A query client for tests: no retries, so failures show at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders the whole app at `path` (fetch must be mocked first). */
export function renderApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProvider queryClient={testQueryClient()}>
        <AppRoutes />
        <LocationProbe />
      </AppProvider>
    </MemoryRouter>,
  );
}

/** Renders `ui` inside the app providers at `path`. */
export function renderWithProviders(ui: ReactNode, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProvider queryClient={testQueryClient()}>
        {ui}
        <LocationProbe />
      </AppProvider>
    </MemoryRouter>,
  );
}
