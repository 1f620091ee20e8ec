import type { ChildSummary } from '@waliyy/contract/auth';

type ChildGridProps = { singles: readonly ChildSummary[]; onPick: (child: ChildSummary) => void };

/** The choose-an-account grid (product.md §2): one button per single, by first name. */
export function ChildGrid({ singles, onPick }: ChildGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      {singles.map((child) => (
        <li key={child.id}>
          <button
            type="button"
            onClick={() => onPick(child)}
            className="group grid w-full justify-items-center gap-3 rounded-3xl border border-cream-300 bg-white px-3 py-5 text-center sm:p-5 shadow-sm transition-colors hover:border-brand-700 hover:bg-brand-50"
          >
            <span
              aria-hidden="true"
              className="grid size-16 place-items-center rounded-full bg-brand-900 font-serif text-2xl font-semibold text-gold-300"
            >
              {child.firstName.slice(0, 1).toUpperCase()}
            </span>
            <span className="max-w-full font-semibold text-brand-900 [overflow-wrap:anywhere]">
              {child.firstName}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
