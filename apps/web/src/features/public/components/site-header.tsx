import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { Logo } from '../../../components/logo';
import { MAIN_NAV } from '../content/navigation';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 font-medium hover:bg-brand-50 hover:text-brand-900 ${
    isActive
      ? 'text-brand-900 underline decoration-gold-500 decoration-2 underline-offset-8'
      : 'text-ink'
  }`;

/** Logo, main navigation and the account links; below `lg` the links fold into a menu. */
export function SiteHeader() {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // A followed link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the location changes.
  useEffect(() => setMenuOpen(false), [location.key]);

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-cream-300 bg-cream-100/95 backdrop-blur supports-[backdrop-filter]:bg-cream-100/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="rounded-lg">
          <Logo />
          <span className="sr-only"> — home</span>
        </Link>
        <nav aria-label="Main" className="flex items-center">
          <button
            ref={menuButton}
            type="button"
            aria-expanded={isMenuOpen}
            aria-controls="site-menu"
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand-900 px-4 font-semibold text-brand-900 hover:bg-brand-50 lg:hidden"
          >
            <MenuIcon isOpen={isMenuOpen} />
            Menu
          </button>
          <div
            id="site-menu"
            className={`${isMenuOpen ? 'block' : 'hidden'} absolute inset-x-0 top-16 border-b border-cream-300 bg-cream-100 px-4 pb-6 pt-2 shadow-lg sm:px-6 lg:static lg:flex lg:items-center lg:gap-6 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none`}
          >
            <ul className="flex flex-col gap-1 lg:flex-row lg:gap-1">
              {MAIN_NAV.map((item) => (
                <li key={item.label}>
                  {typeof item.to === 'string' ? (
                    <NavLink to={item.to} className={linkClass}>
                      {item.label}
                    </NavLink>
                  ) : (
                    <Link to={item.to} className={linkClass({ isActive: false })}>
                      {item.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
            <div className="mt-4 flex gap-3 lg:mt-0">
              <Link to="/login" className={buttonClass('outline', 'flex-1 lg:flex-none')}>
                Log in
              </Link>
              <Link to="/sign-up" className={buttonClass('primary', 'flex-1 lg:flex-none')}>
                Sign up
              </Link>
            </div>
          </div>
        </nav>
      </div>
    </header>
  );
}

function MenuIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5">
      <path
        d={isOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
