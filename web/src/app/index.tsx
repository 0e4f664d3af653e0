import { BrowserRouter } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The app in the browser. The Worker renders the same tree inside a <StaticRouter> (web/src/server/render-page.tsx).
 * `dataSaver`: the decision the server rendered with when hydrating its HTML, else the browser's own; `origin`: the
 * site origin the server wrote its links with (else the page's own), so the browser's links agree with them.
 */
export function App({ dataSaver, origin }: { dataSaver: boolean; origin: string | null }) {
  return (
    <AppProvider client={queryClient} dataSaver={dataSaver} origin={origin}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
