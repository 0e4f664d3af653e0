import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredToaster } from '../components/deferred-toaster.tsx';
import { DataSaverProvider } from '../lib/data-saver.tsx';
import { SiteOriginProvider } from '../lib/site-origin.ts';

/**
 * App-wide providers, the same in the browser and on the server (web/src/server/render-page.tsx), which passes its
 * own per-request query client, the request's origin and its data-saver decision; the browser passes the decision
 * the server's HTML was rendered with, so the first render matches it; both pass the translations of the language the
 * page is rendered in (lib/i18n/i18n.ts). The tooltip provider lives in
 * components/ui/tooltip.tsx (off the landing chunk).
 */
export function AppProvider({
  client,
  i18n,
  origin = null,
  dataSaver,
  children,
}: {
  client: QueryClient;
  i18n: I18n;
  origin?: string | null;
  dataSaver: boolean;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SiteOriginProvider value={origin}>
          <DataSaverProvider initial={dataSaver}>{children}</DataSaverProvider>
          <DeferredToaster />
        </SiteOriginProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
