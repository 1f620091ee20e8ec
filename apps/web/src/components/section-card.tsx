import type { ReactNode } from 'react';

type SectionCardProps = {
  id: string;
  title: string;
  intro?: ReactNode;
  tone?: 'plain' | 'danger';
  children?: ReactNode;
};

/** One block of a settings tab (User, Billing, Account), named by its heading. */
export function SectionCard({ id, title, intro, tone = 'plain', children }: SectionCardProps) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-3xl border p-5 shadow-sm sm:p-8 ${
        tone === 'danger' ? 'border-red-200 bg-red-50/60' : 'border-cream-300 bg-cream-50'
      }`}
    >
      <h2
        id={id}
        className={`font-serif text-2xl font-semibold ${
          tone === 'danger' ? 'text-red-800' : 'text-brand-900'
        }`}
      >
        {title}
      </h2>
      {intro ? <div className="mt-2 leading-relaxed text-muted">{intro}</div> : null}
      {children ? <div className="mt-6">{children}</div> : null}
    </section>
  );
}
