import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export type Tab = { id: string; label: string; panel: ReactNode };

type TabsProps = {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly Tab[];
  selected: string;
  onSelect: (id: string) => void;
  /** `pills`: one row of rounded tabs (settings); `grid`: equal columns whose labels may wrap. */
  variant?: 'pills' | 'grid';
};

const LOOKS = {
  pills: {
    list: 'flex gap-1 overflow-x-auto rounded-full border border-cream-300 bg-white p-1',
    tab: 'min-h-11 flex-1 rounded-full px-5 font-semibold transition-colors',
  },
  grid: {
    list: 'grid grid-cols-3 gap-1 rounded-2xl border border-cream-300 bg-white p-1',
    tab: 'min-h-11 rounded-xl px-2 py-2 text-sm font-semibold leading-tight transition-colors sm:px-4 sm:text-base',
  },
} as const;

const KEY_MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => (i === last ? 0 : i + 1),
  ArrowLeft: (i, last) => (i === 0 ? last : i - 1),
  Home: () => 0,
  End: (_i, last) => last,
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

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, tabs.length - 1);
    onSelect(tabs[next]!.id);
    buttons.current[next]?.focus();
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
