import { Link } from 'react-router';
import { IslamicPattern } from '../../../components/islamic-pattern';
import { Logo } from '../../../components/logo';
import { type MessageKey, useLocalizedTo, useT } from '../../../i18n/translate';
import type { NavItem } from '../content/navigation';

// Here, not in content/navigation.ts with the header's links: the footer is a chunk of its own.
export const FOOTER_NAV: readonly NavItem[] = [
  { label: 'nav.home', to: '/' },
  { label: 'nav.aboutUs', to: '/about' },
  { label: 'nav.resources', to: '/resources' },
  { label: 'nav.blog', to: '/blog' },
  { label: 'nav.terms', to: '/terms' },
];

export const ACCOUNT_NAV: readonly NavItem[] = [
  { label: 'nav.signUp', to: '/sign-up' },
  { label: 'nav.logIn', to: '/login' },
];

export function SiteFooter() {
  const t = useT();
  const localized = useLocalizedTo();
  return (
    <footer className="relative overflow-hidden bg-brand-950 text-cream-100">
      <IslamicPattern className="absolute inset-0 size-full text-gold-400/[0.07]" />
      <div className="relative mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <Link to={localized('/')} className="inline-block rounded-lg">
            <Logo tone="light" />
            <span className="sr-only">{t('header.homeLink')}</span>
          </Link>
          <p className="mt-4 max-w-sm font-serif text-xl text-gold-300">{t('site.tagline')}.</p>
          <p className="mt-3 max-w-sm text-brand-100">{t('footer.about')}</p>
        </div>
        <FooterLinks title="footer.website" items={FOOTER_NAV} />
        <FooterLinks title="footer.account" items={ACCOUNT_NAV} />
      </div>
      <div className="relative border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-brand-100 sm:px-6">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}

/** A column of links, in the language shown (`/ha/about`, `/ha/sign-up`). */
function FooterLinks({ title, items }: { title: MessageKey; items: readonly NavItem[] }) {
  const t = useT();
  const localized = useLocalizedTo();
  return (
    <nav aria-label={t(title)}>
      <h2 className="text-sm font-semibold uppercase tracking-widest text-gold-300">{t(title)}</h2>
      <ul className="mt-4 space-y-1">
        {items.map((item) => (
          <li key={item.label}>
            <Link
              to={localized(item.to)}
              className="inline-block rounded py-1.5 text-cream-100 underline-offset-4 hover:text-gold-300 hover:underline"
            >
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
