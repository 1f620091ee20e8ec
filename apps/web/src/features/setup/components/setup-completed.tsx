import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { useT } from '../../../i18n/translate';

type SetupCompletedProps = { firstName: string };

/**
 * After a successful set-up (product.md §2 'a completed view'): the new single is the active one,
 * and the next step is to say what they are looking for. Focus moves to the heading so a
 * screen reader hears the outcome and the page shows its top.
 */
export function SetupCompleted({ firstName }: SetupCompletedProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="rounded-3xl border border-cream-300 bg-cream-50 p-6 text-center shadow-sm sm:p-10">
      <span
        aria-hidden="true"
        className="mx-auto grid size-16 place-items-center rounded-full bg-brand-100 text-brand-800"
      >
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          className="size-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
        >
          <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <p className="mt-5 text-sm font-semibold uppercase tracking-widest text-gold-700">
        {t('setup.completed.eyebrow')}
      </p>
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-2 font-serif text-3xl font-semibold text-brand-900 sm:text-4xl"
      >
        {t('setup.completed.title', { firstName })}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-ink">
        {t('setup.completed.text', { firstName })}
      </p>
      <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        <Link to="/filter" className={buttonClass('primary')}>
          {t('setup.completed.preferences')}
        </Link>
        <Link to="/dashboard" className={buttonClass('outline')}>
          {t('setup.completed.dashboard')}
        </Link>
      </div>
    </div>
  );
}
