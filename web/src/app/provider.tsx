import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredToaster } from '../components/deferred-toaster.tsx';
import { SiteOriginProvider } from '../lib/site-origin.ts';

/**
 * App-wide providers, the same in the browser and on the server (web/src/server/render-page.tsx), which passes its
 * own per-request query client and the request's origin. The tooltip provider lives in components/ui/tooltip.tsx
 * (off the landing chunk).
 */
export function AppProvider({
  client,
  origin = null,
  children,
}: {
  client: QueryClient;
  origin?: string | null;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <SiteOriginProvider value={origin}>
        {children}
        <DeferredToaster />
      </SiteOriginProvider>
    </QueryClientProvider>
  );
}
