import { MULTISELECT_DEBOUNCE_MS } from '@waliyy/contract/constants';
import {
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useT } from '../../i18n/translate';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useOptionLabels } from '../../lib/use-option-labels';
import { describedBy, FieldError, FieldHint, LABEL_CLASS } from './field-message';
import { MultiSelectChips } from './multi-select-field-chips';
import { Chevron, filterOptions, MultiSelectPanel, movedIndex } from './multi-select-field-panel';
import type { SelectOption } from './select-field';

export type MultiSelectFieldProps = {
  label: string;
  options: readonly SelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Called when focus leaves the whole field (react-hook-form's `touched`). */
  onBlur?: () => void;
  /** What the closed field shows with nothing chosen. */
  placeholder?: string;
  error?: string;
  hint?: string;
  className?: string;
  /** Given to the trigger, so react-hook-form can focus the field. */
  ref?: Ref<HTMLButtonElement>;
};

const isPrintable = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * A labelled multi-select with search (product.md §2 /filter, §9). Closed, it is a combobox button
 * (Enter, Space or ArrowDown opens it; typing opens it with the search). Open, focus sits on a
 * listbox: arrows, Home/End and PageUp/PageDown move, Space or Enter toggles, Escape closes
 * and returns to the button, and typing goes to the search, which narrows the list after
 * 200 ms. The choices show below as chips, each a 'Remove …' button. Use it with
 * react-hook-form through a Controller (`value` is a string[]).
 */
export function MultiSelectField({
  label,
  options: given,
  value,
  onChange,
  onBlur,
  placeholder,
  error,
  hint,
  className,
  ref,
}: MultiSelectFieldProps) {
  const t = useT();
  const options = useOptionLabels(given);
  const id = useId();
  const labelId = `${id}-label`;
  const triggerId = `${id}-trigger`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const wrapperRef = useRef<HTMLDivElement>(null);
  /** The button and its open list: leaving it closes the list (the chips sit below it). */
  const comboRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const focusOnOpen = useRef<'list' | 'search'>('list');

  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebouncedValue(query, MULTISELECT_DEBOUNCE_MS);
  // Narrowing waits for the debounce; an emptied search shows the whole list at once.
  const appliedQuery = query === '' ? '' : debouncedQuery;
  const visible = useMemo(() => filterOptions(options, appliedQuery), [options, appliedQuery]);

  // The active option follows a value, not an index, so it survives the list narrowing; a new
  // search starts again from the first match.
  const [activeValue, setActiveValue] = useState<string | null>(null);
  const [seenQuery, setSeenQuery] = useState(appliedQuery);
  if (seenQuery !== appliedQuery) {
    setSeenQuery(appliedQuery);
    setActiveValue(null);
  }
  const activeIndex = Math.max(
    0,
    visible.findIndex((option) => option.value === activeValue),
  );
  const active = visible[activeIndex];

  const selected = useMemo(() => new Set(value), [value]);
  const indexOf = useMemo(() => new Map(options.map((o, i) => [o.value, i])), [options]);
  const labelOf = useMemo(() => new Map(options.map((o) => [o.value, o.label])), [options]);
  const optionId = (optionValue: string) => `${id}-option-${indexOf.get(optionValue) ?? -1}`;

  const setTriggerRef = useCallback(
    (element: HTMLButtonElement | null) => {
      triggerRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  const openList = (focus: 'list' | 'search' = 'list', initialQuery = '') => {
    focusOnOpen.current = focus;
    setQuery(initialQuery);
    setActiveValue(options.find((option) => selected.has(option.value))?.value ?? null);
    setOpen(true);
  };

  const closeList = (returnFocus: boolean) => {
    setOpen(false);
    setQuery('');
    if (returnFocus) triggerRef.current?.focus();
  };

  const toggle = (optionValue: string) => {
    setActiveValue(optionValue);
    onChange(
      selected.has(optionValue) ? value.filter((v) => v !== optionValue) : [...value, optionValue],
    );
  };

  useEffect(() => {
    if (!isOpen) return;
    (focusOnOpen.current === 'search' ? searchRef : listRef).current?.focus();
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen || !active) return;
    document.getElementById(optionId(active.value))?.scrollIntoView?.({ block: 'nearest' });
  });

  // A tap outside closes the list even where a touch does not move focus.
  useEffect(() => {
    if (!isOpen) return;
    // Focus goes back to the button first: the list it sits on is about to go, and focus then
    // leaves the field the usual way if the press lands on something focusable.
    const onPointerDown = (event: PointerEvent) => {
      if (comboRef.current?.contains(event.target as Node)) return;
      const hasFocus = comboRef.current?.contains(document.activeElement);
      setOpen(false);
      setQuery('');
      if (hasFocus) triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const onComboBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (isOpen && !comboRef.current?.contains(event.relatedTarget as Node | null)) {
      closeList(false);
    }
  };

  const onWrapperBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) onBlur?.();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') openList();
    else if (isPrintable(event) && event.key !== ' ') openList('search', event.key);
    else return;
    event.preventDefault();
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moved = movedIndex(event.key, activeIndex, visible.length);
    if (event.key === 'ArrowUp' && activeIndex === 0) {
      searchRef.current?.focus();
    } else if (moved !== undefined) {
      const option = visible[moved];
      if (option) setActiveValue(option.value);
    } else if (event.key === 'Enter' || event.key === ' ') {
      if (active) toggle(active.value);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      closeList(true);
    } else if (event.key === 'Backspace' || isPrintable(event)) {
      const key = event.key;
      setQuery((current) => (key === 'Backspace' ? current.slice(0, -1) : current + key));
      searchRef.current?.focus();
    } else {
      return;
    }
    event.preventDefault();
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      listRef.current?.focus();
    } else if (event.key === 'Enter') {
      // Enter must not submit the form; it toggles the first match of what is typed now,
      // even if the debounce has not narrowed the list yet.
      const matches = filterOptions(options, query);
      const target = matches.find((option) => option.value === activeValue) ?? matches[0];
      if (target) toggle(target.value);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      closeList(true);
    } else {
      return;
    }
    event.preventDefault();
  };

  // The chips below name the choices; the button only counts them.
  const summary =
    value.length === 0
      ? (placeholder ?? t('forms.field.selectPlaceholder'))
      : t('forms.field.selectedCount', { count: value.length });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focusout of the whole field, not a control
    <div ref={wrapperRef} onBlur={onWrapperBlur} className={`min-w-0 ${className ?? ''}`.trim()}>
      <label id={labelId} htmlFor={triggerId} className={LABEL_CLASS}>
        {label}
      </label>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: focusout of the button and list */}
      <div ref={comboRef} onBlur={onComboBlur} className="relative">
        <button
          ref={setTriggerRef}
          id={triggerId}
          type="button"
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={isOpen}
          aria-controls={isOpen ? listId : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId, hint, error)}
          onClick={() => (isOpen ? closeList(true) : openList())}
          onKeyDown={onTriggerKeyDown}
          className={`flex min-h-12 w-full items-center justify-between gap-3 rounded-xl border bg-white px-4 text-start text-base shadow-xs ${
            error ? 'border-red-600' : 'border-cream-300 hover:border-brand-600/50'
          }`}
        >
          <span className={`min-w-0 truncate ${value.length === 0 ? 'text-muted' : 'text-ink'}`}>
            {summary}
          </span>
          <Chevron isOpen={isOpen} />
        </button>
        {isOpen ? (
          <MultiSelectPanel
            label={label}
            labelId={labelId}
            listId={listId}
            options={visible}
            selected={selected}
            activeValue={active?.value}
            optionId={optionId}
            query={query}
            isFiltered={appliedQuery !== ''}
            searchRef={searchRef}
            listRef={listRef}
            onQueryChange={setQuery}
            onSearchKeyDown={onSearchKeyDown}
            onListKeyDown={onListKeyDown}
            onToggle={toggle}
            onDone={() => closeList(true)}
          />
        ) : null}
      </div>
      <MultiSelectChips
        label={label}
        value={value}
        labelOf={(v) => labelOf.get(v) ?? v}
        onChange={onChange}
        fallbackFocus={triggerRef}
      />
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
