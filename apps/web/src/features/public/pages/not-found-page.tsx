import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { IslamicPattern } from '../../../components/islamic-pattern';
import { type MessageKey, useLocalizedTo, useT } from '../../../i18n/translate';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** React Router numbers its history entries; 0 means this document started on this page. */
function hasPreviousAppPage(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** A full page load that came from one of our own pages (a typed or pasted link, say). */
function cameFromOurSite(): boolean {
  if (window.history.length < 2 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

function goBack(navigate: ReturnType<typeof useNavigate>, home: string) {
  if (hasPreviousAppPage()) navigate(-1);
  else if (cameFromOurSite()) window.history.back();
  else navigate(home);
}

type NotFoundPageProps = {
  /** Where 'home' is: the home page (in the language shown), or a signed-in family's dashboard. */
  home?: { to: string; label: MessageKey };
};

/** Any unknown path (product.md §2); framed by app/not-found-route.tsx. */
export function NotFoundPage({ home = { to: '/', label: 'notFound.home' } }: NotFoundPageProps) {
  const t = useT();
  const localized = useLocalizedTo();
  useDocumentTitle(t('notFound.pageTitle'));
  const navigate = useNavigate();
  const homeTo = home.to === '/' ? (localized('/') as string) : home.to;

  return (
    <div className="relative overflow-hidden px-4 py-20 sm:px-6 sm:py-28">
      <IslamicPattern className="absolute inset-0 size-full text-brand-900/[0.05]" />
      <div className="relative mx-auto max-w-xl rounded-3xl bg-cream-50 p-8 text-center shadow-sm ring-1 ring-cream-300 sm:p-12">
        <p className="font-serif text-6xl font-semibold text-gold-700">404</p>
        <h1 className="mt-4 font-serif text-4xl font-semibold text-brand-900">
          {t('notFound.title')}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">{t('notFound.text')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => goBack(navigate, homeTo)}
          >
            {t('notFound.back')}
          </button>
          <Link to={homeTo} className={buttonClass('outline')}>
            {t(home.label)}
          </Link>
        </div>
      </div>
    </div>
  );
}
