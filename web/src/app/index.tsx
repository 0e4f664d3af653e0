import { BrowserRouter } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The app in the browser. The Worker renders the same tree inside a <StaticRouter> (web/src/server/render-page.tsx).
 * `dataSaver`: the decision the server rendered with when hydrating its HTML, else the browser's own.
 */
export function App({ dataSaver }: { dataSaver: boolean }) {
  return (
    <AppProvider client={queryClient} dataSaver={dataSaver}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
