import '../index.css';

// The entry is this small on purpose. The server sends each page already drawn, or the loading
// screen (scripts/prerender.mjs), and the browser paints that as soon as the CSS is in. The app
// (React, the router, the routes: boot.tsx) is fetched at once beside the entry, through the
// page's modulepreload links, but it runs only after that first paint: on a slow phone the
// page shows while the JavaScript is still being evaluated.
const afterPaint = new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
  // A tab opened in the background has no frames until it is shown: start anyway.
  setTimeout(resolve, 100);
});

afterPaint
  .then(() => import('./boot'))
  .catch(() => {
    const root = document.getElementById('root');
    if (root) {
      root.textContent = 'Waliyy could not load. Please check your connection and reload the page.';
      root.setAttribute('role', 'alert');
      root.className = 'p-8 text-center';
    }
  });
