import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export type SettingsTab = { id: string; label: string; panel: ReactNode };

type SettingsTabsProps = {
  tabs: readonly SettingsTab[];
  selected: string;
  onSelect: (id: string) => void;
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and
 * show their panel; Tab goes on into the panel.
 */
export function SettingsTabs({ tabs, selected, onSelect }: SettingsTabsProps) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next]!.id);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="Settings"
        className="flex gap-1 overflow-x-auto rounded-full border border-cream-300 bg-white p-1"
      >
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
              className={`min-h-11 flex-1 rounded-full px-5 font-semibold transition-colors ${
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
