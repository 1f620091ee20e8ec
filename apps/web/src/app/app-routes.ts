import { PREFIXED_LANGUAGES } from '@waliyy/contract/languages';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { adminRoute } from '../features/admin/admin-routes';
import { languageToShow } from '../i18n/i18n';
import { lazyRoute } from '../lib/chunk-load';

// Everything here loads lazily, each page in its own chunk: this file is part of the `/`
// bundle, and the app's libraries (forms, zod, TanStack Query, toasts) must stay out of it
// (decision 057).

function page(chunk: string, load: () => Promise<ComponentType>) {
  return lazyRoute(chunk, async () => ({ Component: await load() }));
}

/**
 * A page that names countries and nationalities (the cards, the profiles): its language's place
 * names (lib/place-names.ts, in the chunk the page loads anyway) come with its code, so it is
 * drawn once in that language, not in English and again — on a slow phone a second render of
 * every card. A failed download leaves the names in English, as before.
 */
function placesPage(chunk: string, load: () => Promise<ComponentType>) {
  return page(chunk, async () => {
    const places = import('../lib/place-names').then((module) =>
      module.loadPlaceNames(languageToShow()),
    );
    const [Component] = await Promise.all([load(), places.catch(() => undefined)]);
    return Component;
  });
}

/**
 * The sign-in pages, under `/` and, like the public pages, under `/ha`, `/yo`, `/ar` (decision
 * 070): `/ha/login` shows the login page in Hausa. A function: each language's branch needs
 * route objects of its own (React Router writes a lazy route's result into its object).
 */
const guestOnlyPages = (): RouteObject[] => [
  {
    path: 'sign-up',
    lazy: page(
      'sign-up',
      async () => (await import('../features/auth/pages/sign-up-page')).SignUpPage,
    ),
  },
  {
    path: 'login',
    lazy: page('login', async () => (await import('../features/auth/pages/login-page')).LoginPage),
  },
  {
    path: 'forgot-password',
    lazy: page(
      'forgot-password',
      async () => (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage,
    ),
  },
  {
    path: 'reset-password',
    lazy: page(
      'reset-password',
      async () => (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage,
    ),
  },
  {
    path: 'verify-email',
    lazy: page(
      'verify-email',
      async () => (await import('../features/auth/pages/verify-email-page')).VerifyEmailPage,
    ),
  },
  {
    path: 'verify-otp',
    lazy: page(
      'verify-otp',
      async () => (await import('../features/auth/pages/verify-otp-page')).VerifyOtpPage,
    ),
  },
];

/** Signed-in pages inside the top bar with the account menu. */
const shellPages: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: placesPage(
      'dashboard',
      async () => (await import('../features/dashboard/pages/dashboard-page')).DashboardPage,
    ),
  },
  {
    path: 'explore',
    lazy: placesPage(
      'explore',
      async () => (await import('../features/explore/pages/explore-page')).ExplorePage,
    ),
  },
  {
    path: 'settings',
    lazy: page('settings', async () => (await import('./settings-page')).SettingsPage),
  },
  {
    // product.md §2: /likes and /match show the upgrade page until the account has a plan.
    id: 'require-plan',
    lazy: page('require-plan', async () => (await import('./require-plan')).RequirePlan),
    children: [
      {
        path: 'likes',
        lazy: placesPage(
          'likes',
          async () => (await import('../features/likes/pages/likes-page')).LikesPage,
        ),
      },
      {
        path: 'match',
        lazy: placesPage(
          'match',
          async () => (await import('../features/likes/pages/match-page')).MatchPage,
        ),
      },
    ],
  },
  {
    path: 'pricing',
    lazy: page(
      'pricing',
      async () => (await import('../features/billing/pages/pricing-page')).PricingPage,
    ),
  },
  {
    path: 'confirm-payment',
    lazy: page(
      'confirm-payment',
      async () =>
        (await import('../features/billing/pages/confirm-payment-page')).ConfirmPaymentPage,
    ),
  },
  {
    path: 'select-child',
    lazy: page(
      'select-child',
      async () => (await import('../features/account/pages/select-child-page')).SelectChildPage,
    ),
  },
  {
    path: 'filter',
    lazy: page(
      'filter',
      async () => (await import('../features/preferences/pages/filter-page')).FilterPage,
    ),
  },
  {
    path: 'get-started',
    lazy: page(
      'get-started',
      async () => (await import('../features/setup/pages/get-started-page')).GetStartedPage,
    ),
  },
  {
    path: 'profile/:id',
    lazy: placesPage(
      'profile',
      async () => (await import('../features/profile-view/pages/own-profile-page')).OwnProfilePage,
    ),
  },
  {
    path: 'recommended/:id',
    lazy: placesPage(
      'recommended-profile',
      async () =>
        (await import('../features/profile-view/pages/other-profile-page')).RecommendedProfilePage,
    ),
  },
  {
    path: 'explore/:id',
    lazy: placesPage(
      'explore-profile',
      async () =>
        (await import('../features/profile-view/pages/other-profile-page')).ExploreProfilePage,
    ),
  },
];

/**
 * The pathless layout route for the app (guest-only and signed-in pages). Its code, with
 * TanStack Query and the session, loads only when one of these routes matches, never for a
 * public page.
 */
export const appLayout: RouteObject = {
  id: 'app',
  lazy: lazyRoute('app', async () => ({ Component: (await import('./app-layout')).AppLayout })),
  children: [
    // `/ha/pricing` and the like: the home page's plans in that language (decision 075). Here,
    // not among the public pages, so that `/` carries no byte of it; a guest's English
    // `/pricing` goes to the same place (guards.tsx).
    ...PREFIXED_LANGUAGES.map((language) => ({
      path: `${language}/pricing`,
      lazy: page(
        'pricing-redirect',
        async () => (await import('../features/public/pages/pricing-redirect')).PricingRedirect,
      ),
    })),
    {
      id: 'guest-only',
      lazy: page('guards', async () => (await import('./guards')).GuestOnly),
      children: [
        ...guestOnlyPages(),
        ...PREFIXED_LANGUAGES.map((language) => ({
          path: language,
          children: guestOnlyPages(),
        })),
      ],
    },
    {
      id: 'require-auth',
      lazy: page('guards', async () => (await import('./guards')).RequireAuth),
      children: [
        {
          path: 'login-successful',
          lazy: page(
            'login-successful',
            async () =>
              (await import('../features/account/pages/login-successful-page')).LoginSuccessfulPage,
          ),
        },
        {
          id: 'shell',
          lazy: page('shell', async () => (await import('./protected-shell')).ProtectedShell),
          children: shellPages,
        },
        // Staff only (decisions 012 and 024): its own frame, not the family shell; the layout refuses
        // anyone else, and so does the API.
        adminRoute,
      ],
    },
    {
      // The single's own page (decision 083), from her link: no account, its token the proof.
      path: 'confirm-profile',
      lazy: page(
        'confirm-profile',
        async () =>
          (await import('../features/profile-view/pages/confirm-profile-page')).ConfirmProfilePage,
      ),
    },
    {
      // Her answer before a match (decision 084), from her link: no account, its token the proof.
      path: 'consent',
      lazy: page(
        'consent',
        async () => (await import('../features/profile-view/pages/consent-page')).ConsentPage,
      ),
    },
    {
      // From an e-mailed link: works signed in or not (its token is the proof).
      path: 'confirm-alternate-email',
      lazy: page(
        'confirm-alternate-email',
        async () =>
          (await import('../features/account/pages/confirm-alternate-email-page'))
            .ConfirmAlternateEmailPage,
      ),
    },
  ],
};
