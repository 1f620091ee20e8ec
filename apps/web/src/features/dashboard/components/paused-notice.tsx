import { buttonClass } from '../../../components/button-styles';
import { useT } from '../../../i18n/translate';
import { useChild } from '../../../lib/child';
import { usePauseSingle } from '../../../lib/single-pause';

/**
 * A paused single (decision 012's 'in talks') is hidden from other families; on the dashboard that
 * is said plainly, with Resume (decision 021) — the same call as Settings' Pause card.
 * Nothing is drawn until the single's profile says it is paused.
 */
export function PausedNotice({ childId, firstName }: { childId: string; firstName: string }) {
  const t = useT();
  const child = useChild(childId);
  const resume = usePauseSingle(childId);
  if (child.data?.isPaused !== true) return null;
  return (
    <section
      aria-labelledby="paused-heading"
      className="mt-6 flex flex-col items-start gap-4 rounded-3xl border border-gold-400 bg-gold-200/40 p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="min-w-0">
        <h2
          id="paused-heading"
          className="font-serif text-xl font-semibold text-brand-900 [overflow-wrap:anywhere]"
        >
          {t('dashboard.paused.heading', { name: firstName })}
        </h2>
        <p className="mt-1 leading-relaxed text-ink">
          {t('dashboard.paused.body', { name: firstName })}
        </p>
      </div>
      <button
        type="button"
        className={buttonClass('primary', 'shrink-0 disabled:opacity-60')}
        disabled={resume.isPending}
        onClick={() => resume.mutate(false)}
      >
        {resume.isPending
          ? t('dashboard.paused.resuming')
          : t('dashboard.paused.resume', { name: firstName })}
      </button>
    </section>
  );
}
