import type { I18n } from '@lingui/core';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The app in the browser. The Worker renders the same tree inside a <StaticRouter> (web/src/server/render-page.tsx).
 * `dataSaver`: the decision the server rendered with when hydrating its HTML, else the browser's own; `origin`: the
 * site origin the server wrote its links with (else the page's own), so the browser's links agree with them; `i18n`:
 * the translations of the page's language.
 */
export function App({ dataSaver, origin, i18n }: { dataSaver: boolean; origin: string | null; i18n: I18n }) {
  return (
    <AppProvider client={queryClient} i18n={i18n} dataSaver={dataSaver} origin={origin}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
