import type { ReactNode } from 'react';
import { IslamicPattern } from './islamic-pattern';
import { StarMark } from './star-mark';

type StatusScreenProps = { title: string; children: ReactNode; actions: ReactNode };

/**
 * A whole page for moments outside the normal layout (crash, failed chunk): it must work even
 * when the router or the layout could not render.
 */
export function StatusScreen({ title, children, actions }: StatusScreenProps) {
  return (
    <main className="status-screen">
      <IslamicPattern className="absolute inset-0 size-full text-brand-900/[0.06]" />
      <div className="status-card">
        <StarMark className="mx-auto size-14" />
        <h1 className="mt-6 font-serif text-4xl font-semibold text-brand-900">{title}</h1>
        <div className="mt-4 text-lg leading-relaxed text-muted">{children}</div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </main>
  );
}
