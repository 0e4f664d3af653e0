import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/index.tsx';
import { currentUserQueryOptions } from './lib/auth/current-user.ts';
import { queryClient } from './lib/query-client.ts';
import './styles.css';

// Ask who is signed in before the first render: `/` shows a spinner until the answer arrives.
// (index.html preloads the same URL, so on a slow connection the answer is usually already here.)
void queryClient.prefetchQuery(currentUserQueryOptions);

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
