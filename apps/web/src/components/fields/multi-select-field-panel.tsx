import { OPTION_LIST_MAX_HEIGHT_PX } from '@waliyy/contract/constants';
import type { KeyboardEvent, MouseEvent, Ref } from 'react';
import { useT } from '../../i18n/translate';
import type { SelectOption } from './select-field';

/** Lower case, accents dropped, so 'cote' finds 'Côte d'Ivoire'. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The options whose label holds `query`; those that start with it come first. */
export function filterOptions(
  options: readonly SelectOption[],
  query: string,
): readonly SelectOption[] {
  const needle = fold(query);
  if (!needle) return options;
  const starting: SelectOption[] = [];
  const containing: SelectOption[] = [];
  for (const option of options) {
    const label = fold(option.label);
    if (label.startsWith(needle)) starting.push(option);
    else if (label.includes(needle)) containing.push(option);
  }
  return [...starting, ...containing];
}

/** How far PageUp and PageDown move in the list. */
const PAGE = 8;

/** Where a navigation key moves the active option; undefined for any other key. */
export function movedIndex(key: string, index: number, count: number): number | undefined {
  const clamp = (i: number) => Math.min(Math.max(i, 0), count - 1);
  const targets: Record<string, number> = {
    ArrowDown: index + 1,
    ArrowUp: index - 1,
    Home: 0,
    End: count - 1,
    PageDown: index + PAGE,
    PageUp: index - PAGE,
  };
  return Object.hasOwn(targets, key) ? clamp(targets[key] as number) : undefined;
}

type MultiSelectPanelProps = {
  label: string;
  labelId: string;
  listId: string;
  /** The options that pass the (debounced) search. */
  options: readonly SelectOption[];
  selected: ReadonlySet<string>;
  activeValue: string | undefined;
  optionId: (value: string) => string;
  query: string;
  isFiltered: boolean;
  searchRef: Ref<HTMLInputElement>;
  listRef: Ref<HTMLDivElement>;
  onQueryChange: (query: string) => void;
  onSearchKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onListKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onToggle: (value: string) => void;
  onDone: () => void;
};

/**
 * The open part of a multi-select: a search box, then a listbox of options (aria-selected),
 * scrolling past the spec's 260 px (product.md §9). Focus stays on the listbox and the active option is
 * named by aria-activedescendant; the parent owns the keys.
 */
export function MultiSelectPanel({
  label,
  labelId,
  listId,
  options,
  selected,
  activeValue,
  optionId,
  query,
  isFiltered,
  searchRef,
  listRef,
  onQueryChange,
  onSearchKeyDown,
  onListKeyDown,
  onToggle,
  onDone,
}: MultiSelectPanelProps) {
  const t = useT();
  // A press on the panel keeps focus where it is (listbox or search), so a tap on an option
  // or on the panel's padding does not blur the field and close it. The search box still
  // takes the focus it is given.
  const keepFocus = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLInputElement)) event.preventDefault();
  };
  const count = options.length;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops a press stealing focus
    <div
      onMouseDown={keepFocus}
      className="absolute inset-x-0 top-full z-30 mt-2 rounded-2xl border border-cream-300 bg-white p-2 shadow-lg"
    >
      <input
        ref={searchRef}
        type="search"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={onSearchKeyDown}
        aria-label={t('forms.field.searchLabel', { label })}
        aria-controls={listId}
        placeholder={t('forms.field.searchPlaceholder')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        className="block min-h-11 w-full rounded-xl border border-cream-300 bg-cream-50 px-3 text-base text-ink placeholder:text-muted/70"
      />
      <p role="status" className="sr-only">
        {isFiltered ? t('forms.field.optionCount', { count }) : ''}
      </p>
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-multiselectable="true"
        aria-labelledby={labelId}
        aria-activedescendant={activeValue === undefined ? undefined : optionId(activeValue)}
        tabIndex={0}
        onKeyDown={onListKeyDown}
        style={{ maxHeight: OPTION_LIST_MAX_HEIGHT_PX }}
        className="mt-2 overflow-y-auto overscroll-contain rounded-xl"
      >
        {options.map((option) => {
          const isSelected = selected.has(option.value);
          const isActive = option.value === activeValue;
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox owns the keys (activedescendant)
            <div
              key={option.value}
              id={optionId(option.value)}
              role="option"
              aria-selected={isSelected}
              tabIndex={-1}
              onClick={() => onToggle(option.value)}
              className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-base text-ink ${
                isActive ? 'bg-cream-200' : 'hover:bg-cream-100'
              }`}
            >
              <CheckMark isChecked={isSelected} />
              <span className="min-w-0 break-words">{option.label}</span>
            </div>
          );
        })}
      </div>
      {count === 0 ? <p className="px-3 py-3 text-muted">{t('forms.field.noMatches')}</p> : null}
      <div className="mt-2 flex items-center justify-between gap-3 border-t border-cream-200 px-1 pt-2">
        <span className="text-sm text-muted">
          {t('forms.field.selectedCount', { count: selected.size })}
        </span>
        <button
          type="button"
          onClick={onDone}
          className="min-h-11 rounded-full px-4 font-semibold text-brand-900 hover:bg-brand-50"
        >
          {t('forms.field.done')}
        </button>
      </div>
    </div>
  );
}

function CheckMark({ isChecked }: { isChecked: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`grid size-5 shrink-0 place-items-center rounded-md border-2 ${
        isChecked ? 'border-brand-800 bg-brand-800 text-white' : 'border-cream-300 bg-white'
      }`}
    >
      {isChecked ? (
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="size-3.5">
          <path
            d="M3 8.5l3 3 7-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      ) : null}
    </span>
  );
}

export function Chevron({ isOpen }: { isOpen: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      className={`size-5 shrink-0 text-muted transition-transform ${isOpen ? 'rotate-180' : ''}`}
    >
      <path
        d="M5 7.5l5 5 5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
