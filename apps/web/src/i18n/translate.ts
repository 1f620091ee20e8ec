import type fieldNames from '@waliyy/contract/field-names/en.json';
import type { Language } from '@waliyy/contract/languages';
import { useMemo, useSyncExternalStore } from 'react';
import type { To } from 'react-router';
import type appAccount from './catalogs/en/app/account.json';
import type appAdmin from './catalogs/en/app/admin.json';
import type appAuth from './catalogs/en/app/auth.json';
import type appBilling from './catalogs/en/app/billing.json';
import type appDashboard from './catalogs/en/app/dashboard.json';
import type appExplore from './catalogs/en/app/explore.json';
import type appForms from './catalogs/en/app/forms.json';
import type appLikes from './catalogs/en/app/likes.json';
import type appOptions from './catalogs/en/app/options.json';
import type appPreferences from './catalogs/en/app/preferences.json';
import type appProfile from './catalogs/en/app/profile.json';
import type appSetup from './catalogs/en/app/setup.json';
import type appShell from './catalogs/en/app/shell.json';
import type appSingles from './catalogs/en/app/singles.json';
import type enPublic from './catalogs/en/public.json';
import type enSite from './catalogs/en/site.json';
import { activeLanguage, onLanguageChange, translate } from './i18n';
import { localizedPath } from './language-choice';

/** A key of the English catalogs: a typo, or a key no catalog has, fails the type check. */
export type MessageKey =
  | keyof typeof enPublic
  | keyof typeof enSite
  | keyof typeof appShell
  | keyof typeof appAdmin
  | keyof typeof appAuth
  | keyof typeof appAccount
  | keyof typeof appBilling
  | keyof typeof appDashboard
  | keyof typeof appExplore
  | keyof typeof appLikes
  | keyof typeof appPreferences
  | keyof typeof appProfile
  | keyof typeof appSetup
  | keyof typeof appSingles
  | keyof typeof appForms
  | keyof typeof appOptions
  | keyof typeof fieldNames;
export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Outside a component (a page title, a toast): the language shown now. */
export const t: Translate = (key, values) => translate(key, values);

// Components follow the language directly (no provider to forget around a page, a test or the
// prerender): a language switch draws every component that reads it again.

/** The language shown, read inside a component (it draws again when the language changes). */
export function useLanguage(): Language {
  return useSyncExternalStore(onLanguageChange, activeLanguage, activeLanguage);
}

/** The words of the language shown; the component draws again when the language changes. */
export function useT(): Translate {
  const language = useLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function per language.
  return useMemo<Translate>(() => (key, values) => translate(key, values), [language]);
}

/** A public page's link in the language shown: `/about` → `/ha/about` (decision 070). */
export function useLocalizedTo(): (to: To) => To {
  const language = useLanguage();
  return (to) =>
    typeof to === 'string'
      ? localizedPath(language, to)
      : { ...to, pathname: localizedPath(language, to.pathname ?? '/') };
}
