/**
 * The first path segment of every page the web app's router knows (apps/web/src/app/routes.tsx
 * and app-routes.ts; a web test keeps the two lists equal). The API server answers these with
 * the app's index.html; any other path is a 404 unless a browser asks for a page (decision 026:
 * a probe of /healthz or /metrics must not see the app's HTML with 200).
 * Not exported from the package's index: only the server and that test read it.
 */
export const WEB_PAGE_SEGMENTS: readonly string[] = [
  // Public pages (the `/` bundle)
  'about',
  'resources',
  'blog',
  'terms',
  // The public pages in another language (decision 070): /ha, /yo/about, /ar/terms…
  'ha',
  'yo',
  'ar',
  // Guest-only pages
  'sign-up',
  'login',
  'forgot-password',
  'reset-password',
  'verify-email',
  'verify-otp',
  // Signed-in pages
  'login-successful',
  'dashboard',
  'explore',
  'settings',
  'likes',
  'match',
  'admin',
  'pricing',
  'confirm-payment',
  'select-child',
  'filter',
  'get-started',
  'profile',
  'recommended',
  // From an e-mailed link
  'confirm-alternate-email',
  // The single's own page, from her link (decision 083)
  'confirm-profile',
  // Her answer before a match, from her link (decision 084)
  'consent',
];

/**
 * The public pages' addresses in English (apps/web/src/app/routes.tsx `PUBLIC_PATHS`; a web
 * test keeps the two equal); each also exists under /ha, /yo and /ar (decision 070). The API
 * server links each to its other languages (`<link rel="alternate" hreflang>`).
 */
export const PUBLIC_PAGE_PATHS: readonly string[] = [
  '/',
  '/about',
  '/resources',
  '/blog',
  '/terms',
];

/**
 * The sign-in pages' addresses in English (the guest-only routes of apps/web/src/app/app-routes.ts;
 * a web test keeps the two equal). Like the public pages, each also exists under /ha, /yo and /ar
 * (decision 070), is drawn ahead in its language and linked to its other languages (hreflang).
 * @internal For the web's route test and the e2e walk, which hold the router to it.
 */
export const GUEST_PAGE_PATHS: readonly string[] = [
  '/sign-up',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/verify-otp',
];

/**
 * The sign-in pages a search engine should know in every language (hreflang, canonical): the
 * others are steps reached from an e-mail or a form (a code, a reset), not pages to land on.
 */
export const LINKED_GUEST_PAGE_PATHS: readonly string[] = [
  '/sign-up',
  '/login',
  '/forgot-password',
];
