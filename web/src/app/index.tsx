import { RouterProvider } from 'react-router';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
