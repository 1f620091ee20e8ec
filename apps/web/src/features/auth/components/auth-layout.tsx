import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IslamicPattern } from '../../../components/islamic-pattern';
import { Logo } from '../../../components/logo';
import { useLocalizedTo, useT } from '../../../i18n/translate';

type AuthLayoutProps = {
  title: string;
  intro?: ReactNode;
  /** Sign-up and login carry the tagline (product.md §1, decision 050). */
  hasTagline?: boolean;
  children: ReactNode;
};

/**
 * The frame of the guest-only pages: a green band with the logo (a side panel on wide screens)
 * and the page's card on cream. 'Back to the Website' returns to the public site.
 */
export function AuthLayout({ title, intro, hasTagline = false, children }: AuthLayoutProps) {
  const t = useT();
  const localized = useLocalizedTo();
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <header className="relative overflow-hidden bg-brand-900 text-cream-50">
        <IslamicPattern className="absolute inset-0 size-full text-gold-400/[0.12]" />
        <div className="relative flex h-full flex-col gap-6 px-4 py-6 sm:px-8 lg:sticky lg:top-0 lg:max-h-dvh lg:justify-between lg:px-12 lg:py-12">
          <div className="flex items-center justify-between gap-4">
            <Link to={localized('/')} className="rounded-lg">
              <Logo tone="light" />
              <span className="sr-only">{t('header.homeLink')}</span>
            </Link>
            <Link
              to={localized('/')}
              className="rounded-full px-1 text-sm font-semibold text-gold-200 underline decoration-gold-400/60 underline-offset-4 hover:text-cream-50"
            >
              {t('auth.layout.backToWebsite')}
            </Link>
          </div>
          {hasTagline ? (
            <p className="max-w-md font-serif text-2xl font-semibold leading-snug text-balance sm:text-3xl lg:text-5xl">
              {t('site.tagline')}
            </p>
          ) : null}
          <p className="hidden max-w-md text-lg leading-relaxed text-brand-100 lg:block">
            {t('auth.layout.lead')}
          </p>
        </div>
      </header>
      <main id="main" className="px-4 py-8 sm:px-8 sm:py-12 lg:grid lg:place-items-center">
        <div className="mx-auto w-full max-w-lg rounded-3xl border border-cream-300 bg-cream-50 p-6 shadow-sm sm:p-10">
          <h1 className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">{title}</h1>
          {intro ? <div className="mt-3 leading-relaxed text-muted">{intro}</div> : null}
          <div className="mt-8">{children}</div>
        </div>
      </main>
    </div>
  );
}

/** An in-text link in the auth cards. */
export const TEXT_LINK =
  'font-semibold text-brand-800 underline decoration-gold-500 decoration-2 underline-offset-4 hover:text-brand-900';
