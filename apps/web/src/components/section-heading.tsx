import type { ReactNode } from 'react';

type SectionHeadingProps = {
  id: string;
  kicker?: string;
  title: string;
  children?: ReactNode;
  align?: 'center' | 'start';
};

/** The h2 of a page section with an optional kicker line and intro; `id` labels the section. */
export function SectionHeading({
  id,
  kicker,
  title,
  children,
  align = 'center',
}: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {kicker ? (
        <p className="text-sm font-semibold uppercase tracking-widest text-gold-700">{kicker}</p>
      ) : null}
      <h2 id={id} className="mt-2 font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">
        {title}
      </h2>
      {children ? <div className="mt-4 text-lg leading-relaxed text-muted">{children}</div> : null}
    </div>
  );
}
