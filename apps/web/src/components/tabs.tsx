import { LANGUAGE_DIRECTIONS } from '@waliyy/contract/languages';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useLanguage } from '../i18n/translate';

export type Tab = { id: string; label: string; panel: ReactNode };

type TabsProps = {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly Tab[];
  selected: string;
  onSelect: (id: string) => void;
  /**
   * `pills`: rounded tabs (settings, likes), each label on one line; `grid`: equal columns
   * whose labels may wrap.
   */
  variant?: 'pills' | 'grid';
};

const LOOKS = {
  pills: {
    // A label never wraps inside its pill ("Masu sha’awarku", «أبديتَ اهتمامك بهم» at 390 px):
    // the pills wrap to a second row instead, which the list's corners (the pills' own radius
    // plus its padding) round as one piece (decision 070, "Fitting a phone").
    list: 'flex flex-wrap gap-1 rounded-[1.75rem] border border-cream-300 bg-white p-1',
    tab: 'min-h-11 flex-1 whitespace-nowrap rounded-full px-3 text-sm font-semibold transition-colors sm:px-5 sm:text-base',
  },
  grid: {
    list: 'grid grid-cols-3 gap-1 rounded-2xl border border-cream-300 bg-white p-1',
    tab: 'min-h-11 rounded-xl px-2 py-2 text-sm font-semibold leading-tight transition-colors sm:px-4 sm:text-base',
  },
} as const;

type Move = (index: number, last: number) => number;
const next: Move = (i, last) => (i === last ? 0 : i + 1);
const previous: Move = (i, last) => (i === 0 ? last : i - 1);
const home: Move = () => 0;
const end: Move = (_i, last) => last;

/** Right to left (Arabic) the tabs run from the right: the arrows follow what the eye sees. */
const KEY_MOVES: Record<'ltr' | 'rtl', Record<string, Move>> = {
  ltr: { ArrowRight: next, ArrowLeft: previous, Home: home, End: end },
  rtl: { ArrowLeft: next, ArrowRight: previous, Home: home, End: end },
};

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs and show
 * their panel; Tab goes on into the panel. The `grid` look lets 'My Education and
 * Profession' wrap on a 390 px phone.
 */
export function Tabs({ label, tabs, selected, onSelect, variant = 'pills' }: TabsProps) {
  const look = LOOKS[variant];
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const moves = KEY_MOVES[LANGUAGE_DIRECTIONS[useLanguage()]];

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const target = move(index, tabs.length - 1);
    onSelect(tabs[target]!.id);
    buttons.current[target]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={look.list}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`${look.tab} ${
                isSelected ? 'bg-brand-900 text-cream-50' : 'text-brand-900 hover:bg-brand-50'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern focuses the panel.
          tabIndex={0}
          className="mt-6 rounded-3xl focus-visible:outline-offset-4"
        >
          {tab.id === selected ? tab.panel : null}
        </div>
      ))}
    </div>
  );
}
