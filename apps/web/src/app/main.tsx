import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import '../index.css';
import { patchRoutesOnNavigation, routes } from './routes';

const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// A transition lets React render the long home page in small slices instead of one task that
// blocks the main thread on a slow phone (Lighthouse 'Total Blocking Time').
startTransition(() => {
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
