import type { ReactNode } from 'react';
import { IslamicPattern } from '../../../components/islamic-pattern';

type PageHeaderProps = { kicker?: string; title: string; children?: ReactNode };

/** The green band with the page's h1 that opens every inner public page. */
export function PageHeader({ kicker, title, children }: PageHeaderProps) {
  return (
    <div className="relative overflow-hidden bg-brand-900 text-cream-50">
      <IslamicPattern className="absolute inset-0 size-full text-gold-400/[0.12]" />
      <div className="relative mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        {kicker ? (
          <p className="text-sm font-semibold uppercase tracking-widest text-gold-300">{kicker}</p>
        ) : null}
        <h1 className="mt-3 max-w-3xl font-serif text-4xl font-semibold leading-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {children ? (
          <div className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">{children}</div>
        ) : null}
      </div>
    </div>
  );
}
