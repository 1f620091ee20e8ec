import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { useT } from '../../../i18n/translate';
import { errorMessage } from '../../../lib/api-client';

/** product.md §2: Back goes back one page; opened directly (no history in this tab), the dashboard. */
function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  return (
    <button
      type="button"
      onClick={() => (location.key === 'default' ? navigate('/dashboard') : navigate(-1))}
      className={buttonClass('outline', 'justify-self-start')}
    >
      <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
        ←
      </span>{' '}
      {t('profile.back')}
    </button>
  );
}

/** The page around a profile view, and its states: Back first, phone-first width. */
export function ProfilePageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <BackButton />
      {children}
    </div>
  );
}

export function ProfileSkeleton() {
  const t = useT();
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">{t('profile.loading')}</span>
      <div
        aria-hidden="true"
        className="flex flex-col items-center gap-5 rounded-3xl border border-cream-300 bg-cream-50 p-5 sm:flex-row sm:p-8"
      >
        <div className="size-24 shrink-0 animate-pulse rounded-full bg-cream-300 sm:size-28" />
        <div className="grid w-full flex-1 justify-items-center gap-3 sm:justify-items-start">
          <div className="h-4 w-24 animate-pulse rounded-full bg-cream-300" />
          <div className="h-8 w-48 animate-pulse rounded-full bg-cream-300" />
          <div className="h-5 w-32 animate-pulse rounded-full bg-cream-300" />
          <div className="mt-2 h-12 w-full animate-pulse rounded-2xl bg-cream-200" />
        </div>
      </div>
      <div aria-hidden="true" className="h-14 animate-pulse rounded-2xl bg-cream-200" />
      <div aria-hidden="true" className="h-48 animate-pulse rounded-3xl bg-cream-200" />
    </div>
  );
}

type ProfileNoticeProps = { title: string; children?: ReactNode };

/** A profile that cannot be shown (not found, no longer available). */
export function ProfileNotice({ title, children }: ProfileNoticeProps) {
  const t = useT();
  return (
    <section className="grid justify-items-start gap-4 rounded-3xl border border-cream-300 bg-cream-50 p-6 shadow-sm sm:p-8">
      <h1 className="font-serif text-2xl font-semibold text-brand-900 sm:text-3xl">{title}</h1>
      {children ? <div className="text-lg leading-relaxed text-muted">{children}</div> : null}
      <Link to="/dashboard" className={buttonClass('primary')}>
        {t('profile.notice.toDashboard')}
      </Link>
    </section>
  );
}

type ProfileLoadErrorProps = { error: unknown; onRetry: () => void };

/** Any failure but a 404: the message and Retry. */
export function ProfileLoadError({ error, onRetry }: ProfileLoadErrorProps) {
  const t = useT();
  return (
    <section className="grid justify-items-start gap-4 rounded-3xl bg-red-50 p-6 sm:p-8">
      <h1 className="font-serif text-2xl font-semibold text-red-800">
        {t('profile.loadError.title')}
      </h1>
      <p role="alert" className="text-red-800">
        {errorMessage(error)}
      </p>
      <button type="button" className={buttonClass('outline')} onClick={onRetry}>
        {t('profile.loadError.retry')}
      </button>
    </section>
  );
}
