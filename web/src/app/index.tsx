import { BrowserRouter } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './router.tsx';

/** The app in the browser. The Worker renders the same tree inside a <StaticRouter> (web/src/server/render-page.tsx). */
export function App() {
  return (
    <AppProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
