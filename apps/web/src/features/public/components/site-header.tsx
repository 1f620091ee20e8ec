import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { LanguageSelect } from '../../../components/language-select';
import { Logo } from '../../../components/logo';
import { loadLanguage } from '../../../i18n/i18n';
import { localizedPath, rememberLanguage } from '../../../i18n/language-choice';
import { useLocalizedTo, useT } from '../../../i18n/translate';
import { MAIN_NAV } from '../content/navigation';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `site-nav-link ${
    isActive
      ? 'text-brand-900 underline decoration-gold-500 decoration-2 underline-offset-8'
      : 'text-ink hover:text-brand-900'
  }`;

/** Logo, main navigation, language and the account links; below `xl` they fold into a menu. */
export function SiteHeader() {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const localized = useLocalizedTo();

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
    <header className="site-header">
      <div className="site-header-bar">
        <Link to={localized('/')} className="rounded-lg">
          <Logo />
          <span className="sr-only">{t('header.homeLink')}</span>
        </Link>
        <nav aria-label={t('header.mainNav')} className="flex items-center">
          <button
            ref={menuButton}
            type="button"
            aria-expanded={isMenuOpen}
            aria-controls="site-menu"
            onClick={() => setMenuOpen((open) => !open)}
            className="site-menu-button xl:hidden"
          >
            <MenuIcon isOpen={isMenuOpen} />
            {t('header.menu')}
          </button>
          <div id="site-menu" className={`site-menu ${isMenuOpen ? 'block' : 'hidden'} xl:flex`}>
            <ul className="flex flex-col gap-1 xl:flex-row xl:gap-0">
              {MAIN_NAV.map((item) => (
                <li key={item.label}>
                  {typeof item.to === 'string' ? (
                    <NavLink to={localized(item.to)} className={linkClass}>
                      {t(item.label)}
                    </NavLink>
                  ) : (
                    <Link to={localized(item.to)} className={linkClass({ isActive: false })}>
                      {t(item.label)}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
            <div className="mt-4 flex flex-wrap gap-3 xl:mt-0 xl:flex-nowrap xl:gap-2">
              <LanguageSelect
                onChange={async (language) => {
                  // A public page's address carries its language: PublicLayout shows the one
                  // it names. Downloaded first, so the page switches in one step; if the
                  // download fails, or the visitor has moved on meanwhile, nothing changes.
                  const { pathname, search, hash } = location;
                  rememberLanguage(language);
                  const ready = await loadLanguage(language).then(
                    () => true,
                    () => false,
                  );
                  if (!ready || window.location.pathname !== pathname) return;
                  navigate(`${localizedPath(language, pathname)}${search}${hash}`);
                }}
                className="basis-full xl:basis-auto"
              />
              <Link
                to={localized('/login')}
                className={buttonClass('outline', 'flex-1 whitespace-nowrap xl:flex-none')}
              >
                {t('nav.logIn')}
              </Link>
              <Link
                to={localized('/sign-up')}
                className={buttonClass('primary', 'flex-1 whitespace-nowrap xl:flex-none')}
              >
                {t('nav.signUp')}
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
