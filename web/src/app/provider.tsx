import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BeeWatchThemeProvider } from '@/components/theme/color-mode';
import { AlertProvider } from '@/components/ui/alerts';
import { SessionProvider } from '@/features/auth/lib/session';
import { createQueryClient } from '@/lib/query-client';

/** Providers of the app, inside a router: theme and colour mode, server state, session, alert banner. */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <BeeWatchThemeProvider>
      <QueryClientProvider client={client}>
        <SessionProvider>
          <AlertProvider>{children}</AlertProvider>
        </SessionProvider>
      </QueryClientProvider>
    </BeeWatchThemeProvider>
  );
}
