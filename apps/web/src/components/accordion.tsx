import { type ReactNode, useId, useState } from 'react';

export type AccordionItem = { title: string; content: ReactNode };

type AccordionProps = {
  items: readonly AccordionItem[];
  /** Indexes open at first (the FAQ opens its first item, product.md §9). */
  defaultOpen?: readonly number[];
  headingLevel?: 2 | 3 | 4;
};

/**
 * WAI-ARIA accordion: each header is a native <button> inside a heading, so Enter and Space
 * toggle it and Tab moves between headers for free. Panels are independent — opening one does
 * not close the others, which lets a reader compare answers.
 */
export function Accordion({ items, defaultOpen = [0], headingLevel = 3 }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(defaultOpen));
  const Heading = `h${headingLevel}` as const;

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <div className="divide-y divide-cream-300 overflow-hidden rounded-2xl border border-cream-300 bg-white shadow-sm">
      {items.map((item, index) => {
        const isOpen = open.has(index);
        const headerId = `${baseId}-header-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.title}>
            <Heading className="m-0">
              <button
                type="button"
                id={headerId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                className="flex w-full items-start justify-between gap-4 px-5 py-4 text-start font-semibold text-brand-900 hover:bg-brand-50 sm:px-6 sm:py-5 sm:text-lg"
              >
                <span>{item.title}</span>
                <span
                  aria-hidden="true"
                  className={`mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-900 transition-transform ${
                    isOpen ? 'rotate-45' : ''
                  }`}
                >
                  +
                </span>
              </button>
            </Heading>
            {/* A <section> named by its header is the region role the pattern asks for. */}
            <section
              id={panelId}
              aria-labelledby={headerId}
              hidden={!isOpen}
              className="px-5 pb-5 leading-relaxed text-muted sm:px-6"
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
