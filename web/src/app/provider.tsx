import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BeeWatchThemeProvider } from '@/components/theme/color-mode';
import { AlertProvider } from '@/components/ui/alerts';
import { SessionProvider } from '@/features/auth/lib/session';

/**
 * Providers of the app, inside a router: theme and colour mode, session, alert banner. Server
 * state comes with each lazily loaded screen (QueryScope), so the login page loads no query
 * library; tests pass their own `queryClient`, which every screen then uses.
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const app = (
    <SessionProvider>
      <AlertProvider>{children}</AlertProvider>
    </SessionProvider>
  );
  return (
    <BeeWatchThemeProvider>
      {queryClient ? <QueryClientProvider client={queryClient}>{app}</QueryClientProvider> : app}
    </BeeWatchThemeProvider>
  );
}
