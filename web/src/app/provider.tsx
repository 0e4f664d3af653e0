import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredToaster } from '../components/deferred-toaster.tsx';
import { DataSaverProvider, readClientDataSaver } from '../lib/data-saver.tsx';
import { queryClient } from '../lib/query-client.ts';

/** App-wide providers. The tooltip provider lives in components/ui/tooltip.tsx (off the landing chunk). */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <DataSaverProvider initial={readClientDataSaver()}>{children}</DataSaverProvider>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
