import type { ReactNode } from 'react';

type PreferenceSectionProps = {
  id: string;
  title: string;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
};

/**
 * One card of the /filter form, named by its heading. It looks like the settings cards, which
 * live in other features this one may not import (STYLE: no feature → feature imports).
 */
export function PreferenceSection({
  id,
  title,
  intro,
  className,
  children,
}: PreferenceSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-3xl border border-cream-300 bg-cream-50 p-5 shadow-sm sm:p-8 ${
        className ?? ''
      }`.trim()}
    >
      <h2 id={id} className="font-serif text-2xl font-semibold text-brand-900">
        {title}
      </h2>
      {intro ? <div className="mt-2 leading-relaxed text-muted">{intro}</div> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
