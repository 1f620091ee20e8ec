import type { ReactNode } from 'react';

type SetupSectionProps = {
  id: string;
  /** Its place among the five sections, shown beside the heading. */
  step: number;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
};

/** One of the form's five sections: a card named by its h2, two columns from tablet width. */
export function SetupSection({ id, step, title, intro, children }: SetupSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-cream-300 bg-cream-50 p-5 shadow-sm sm:p-8"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-900 font-serif text-lg font-semibold text-gold-300"
        >
          {step}
        </span>
        <h2 id={id} className="font-serif text-2xl font-semibold text-brand-900">
          {title}
        </h2>
      </div>
      {intro ? <div className="mt-3 leading-relaxed text-muted">{intro}</div> : null}
      <div className="mt-6 grid gap-x-6 gap-y-5 md:grid-cols-2">{children}</div>
    </section>
  );
}

export { WIDE } from '../../../../components/fields/profile-fields';
