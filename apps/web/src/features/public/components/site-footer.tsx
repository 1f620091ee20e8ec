import { TAGLINE } from '@waliyy/contract/constants';
import { Link } from 'react-router';
import { IslamicPattern } from '../../../components/islamic-pattern';
import { Logo } from '../../../components/logo';
import { ACCOUNT_NAV, FOOTER_NAV, type NavItem } from '../content/navigation';

export function SiteFooter() {
  return (
    <footer className="relative overflow-hidden bg-brand-950 text-cream-100">
      <IslamicPattern className="absolute inset-0 size-full text-gold-400/[0.07]" />
      <div className="relative mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <Link to="/" className="inline-block rounded-lg">
            <Logo tone="light" />
            <span className="sr-only"> — home</span>
          </Link>
          <p className="mt-4 max-w-sm font-serif text-xl text-gold-300">{TAGLINE}.</p>
          <p className="mt-3 max-w-sm text-brand-100">
            Halal matchmaking for Muslim singles and their guardians — private, guardian-led and
            rooted in faith.
          </p>
        </div>
        <FooterLinks title="Website" items={FOOTER_NAV} />
        <FooterLinks title="Your account" items={ACCOUNT_NAV} />
      </div>
      <div className="relative border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-brand-100 sm:px-6">
          © {new Date().getFullYear()} Waliyy. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({ title, items }: { title: string; items: readonly NavItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold uppercase tracking-widest text-gold-300">{title}</h2>
      <ul className="mt-4 space-y-1">
        {items.map((item) => (
          <li key={item.label}>
            <Link
              to={item.to}
              className="inline-block rounded py-1.5 text-cream-100 underline-offset-4 hover:text-gold-300 hover:underline"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
