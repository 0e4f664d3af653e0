import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredToaster } from '../components/deferred-toaster.tsx';
import { DataSaverProvider } from '../lib/data-saver.tsx';
import { SiteOriginProvider } from '../lib/site-origin.ts';

/**
 * App-wide providers, the same in the browser and on the server (web/src/server/render-page.tsx), which passes its
 * own per-request query client, the request's origin and its data-saver decision; the browser passes the decision
 * the server's HTML was rendered with, so the first render matches it. The tooltip provider lives in
 * components/ui/tooltip.tsx (off the landing chunk).
 */
export function AppProvider({
  client,
  origin = null,
  dataSaver,
  children,
}: {
  client: QueryClient;
  origin?: string | null;
  dataSaver: boolean;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <SiteOriginProvider value={origin}>
        <DataSaverProvider initial={dataSaver}>{children}</DataSaverProvider>
        <DeferredToaster />
      </SiteOriginProvider>
    </QueryClientProvider>
  );
}
