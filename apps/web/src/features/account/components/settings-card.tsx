import type { ReactNode } from 'react';

type SettingsCardProps = { id: string; title: string; intro?: ReactNode; children?: ReactNode };

/** One block of a settings tab, named by its heading. */
export function SettingsCard({ id, title, intro, children }: SettingsCardProps) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-cream-300 bg-cream-50 p-5 shadow-sm sm:p-8"
    >
      <h2 id={id} className="font-serif text-2xl font-semibold text-brand-900">
        {title}
      </h2>
      {intro ? <div className="mt-2 leading-relaxed text-muted">{intro}</div> : null}
      {children ? <div className="mt-6">{children}</div> : null}
    </section>
  );
}
