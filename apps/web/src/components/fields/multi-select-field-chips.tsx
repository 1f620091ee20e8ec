import { type RefObject, useEffect, useRef } from 'react';
import { useT } from '../../i18n/translate';

type MultiSelectChipsProps = {
  label: string;
  value: readonly string[];
  labelOf: (value: string) => string;
  onChange: (value: string[]) => void;
  /** Where focus goes when the last chip is removed. */
  fallbackFocus: RefObject<HTMLElement | null>;
};

/**
 * The chosen values of a multi-select, each a button that removes it ('Remove Nigeria').
 * Focus moves to the chip that takes the removed one's place (or the field), never to the page.
 */
export function MultiSelectChips({
  label,
  value,
  labelOf,
  onChange,
  fallbackFocus,
}: MultiSelectChipsProps) {
  const t = useT();
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfterRemove = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the new value is shown
  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const chips = listRef.current?.querySelectorAll('button');
    (index >= 0 ? chips?.[index] : fallbackFocus.current)?.focus();
  }, [value, fallbackFocus]);

  if (value.length === 0) return null;

  const removeAt = (index: number) => {
    const next = value.filter((_, i) => i !== index);
    focusAfterRemove.current = Math.min(index, next.length - 1);
    onChange(next);
  };

  return (
    <ul
      ref={listRef}
      aria-label={t('forms.field.chosen', { label })}
      className="mt-2 flex flex-wrap gap-2"
    >
      {value.map((item, index) => (
        <li key={item} className="max-w-full">
          <button
            type="button"
            aria-label={t('forms.field.remove', { label: labelOf(item) })}
            onClick={() => removeAt(index)}
            className="inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full border border-brand-800/20 bg-brand-50 py-1 pe-2 ps-3 text-start text-sm font-medium text-brand-900 hover:bg-brand-100"
          >
            <span className="min-w-0 break-words">{labelOf(item)}</span>
            <svg
              viewBox="0 0 16 16"
              aria-hidden="true"
              focusable="false"
              className="size-4 shrink-0"
            >
              <path
                d="M4.5 4.5l7 7m0-7l-7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}
