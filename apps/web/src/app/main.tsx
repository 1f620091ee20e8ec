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
const render = () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });

// The server sends some pages already drawn (scripts/prerender.mjs). Such a page stays until
// its own code has loaded: rendering at once would swap it for the loading screen and back.
if (container.querySelector(':scope > [data-prerendered]') && !router.state.initialized) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
} else {
  render();
}
