import type { ReactNode } from 'react';

// Small pieces the three tabs share.

type ProseSectionProps = { id: string; title: string; children: ReactNode };

/** A titled block of the single's own words (About Me, How do I dress…). */
export function ProseSection({ id, title, children }: ProseSectionProps) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h2 id={id} className="font-serif text-xl font-semibold text-brand-900 sm:text-2xl">
        {title}
      </h2>
      {/* The family's own words, in whatever language they wrote them: laid out in theirs. */}
      <div
        dir="auto"
        className="whitespace-pre-line leading-relaxed [overflow-wrap:anywhere] text-ink"
      >
        {children}
      </div>
    </section>
  );
}

type FactsProps = { id: string; title: string; children: ReactNode };

/** Short answers as a definition list, two columns from small screens up. */
export function Facts({ id, title, children }: FactsProps) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="font-serif text-xl font-semibold text-brand-900 sm:text-2xl">
        {title}
      </h2>
      <dl className="grid gap-x-6 gap-y-4 rounded-2xl bg-white p-5 ring-1 ring-cream-300 sm:grid-cols-2">
        {children}
      </dl>
    </section>
  );
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="[overflow-wrap:anywhere] font-medium text-ink">{children}</dd>
    </div>
  );
}
