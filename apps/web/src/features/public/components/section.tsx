import type { ReactNode } from 'react';

type SectionProps = {
  id?: string;
  labelledBy: string;
  tone?: 'cream' | 'paper' | 'green';
  children: ReactNode;
};

const TONES = {
  cream: 'bg-cream-100',
  paper: 'bg-cream-50',
  green: 'bg-brand-50',
} as const;

/** A full-width band of a page with the site's spacing; labelled by its own heading. */
export function Section({ id, labelledBy, tone = 'cream', children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`${TONES[tone]} py-16 sm:py-24`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">{children}</div>
    </section>
  );
}
