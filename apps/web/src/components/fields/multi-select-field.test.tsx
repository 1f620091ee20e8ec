import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MULTISELECT_DEBOUNCE_MS } from '@waliyy/contract/constants';
import { COUNTRIES } from '@waliyy/contract/places';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { loadPlaceNames } from '../../lib/place-names';
import { labelOptions } from '../../lib/use-option-labels';
import { MultiSelectField } from './multi-select-field';

type HarnessProps = {
  initial?: string[];
  error?: string;
  onChange?: (value: string[]) => void;
  onBlur?: () => void;
  onSubmit?: () => void;
};

/** The field as a form holds it, with a control after it to tab to. */
// As the field shows them: Nigeria first, then the rest (use-option-labels.ts).
const SHOWN = labelOptions(COUNTRIES, 'en');

function Harness({ initial = [], error, onChange, onBlur, onSubmit }: HarnessProps) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <MultiSelectField
        label="Country of Residence"
        options={COUNTRIES}
        placeholder="Any"
        value={value}
        error={error}
        onBlur={onBlur}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const trigger = () => screen.getByRole('combobox', { name: 'Country of Residence' });
const listbox = () => screen.getByRole('listbox', { name: 'Country of Residence' });
const optionNames = () =>
  within(listbox())
    .getAllByRole('option')
    .map((option) => option.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('MultiSelectField', () => {
  it('is named by its label and opens a listbox of every option, focused', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByLabelText('Country of Residence')).toBe(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveTextContent('Any');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', listbox().id);
    expect(listbox()).toHaveAttribute('aria-multiselectable', 'true');
    expect(listbox()).toHaveFocus();
    expect(within(listbox()).getAllByRole('option')).toHaveLength(COUNTRIES.length);
    expect(screen.getByRole('searchbox', { name: 'Search Country of Residence' })).toBeVisible();
  });

  it('narrows the list only once typing has paused for the debounce', () => {
    // Fake timers with fireEvent: Testing Library's async wrapper waits on a real timer.
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.click(trigger());
    const search = screen.getByRole('searchbox', { name: 'Search Country of Residence' });
    const typeIn = (text: string) => fireEvent.change(search, { target: { value: text } });

    typeIn('nig');
    act(() => vi.advanceTimersByTime(MULTISELECT_DEBOUNCE_MS - 1));
    expect(within(listbox()).getAllByRole('option')).toHaveLength(COUNTRIES.length);
    act(() => vi.advanceTimersByTime(1));
    // Nigeria leads the list of countries, so the matches too.
    expect(optionNames()).toEqual(['Nigeria', 'Niger']);

    // Accents do not matter; a label that only contains the text comes after those it starts.
    typeIn('curacao');
    act(() => vi.advanceTimersByTime(MULTISELECT_DEBOUNCE_MS));
    expect(optionNames()).toEqual(['Curaçao']);
    typeIn('guinea');
    act(() => vi.advanceTimersByTime(MULTISELECT_DEBOUNCE_MS));
    expect(optionNames()[0]).toBe('Guinea');
    expect(optionNames()).toContain('Papua New Guinea');

    typeIn('zzz');
    act(() => vi.advanceTimersByTime(MULTISELECT_DEBOUNCE_MS));
    expect(screen.getByText('No matches.')).toBeVisible();
    // Emptying the search shows everything again at once.
    typeIn('');
    expect(within(listbox()).getAllByRole('option')).toHaveLength(COUNTRIES.length);
  });

  it('works from the keyboard: open, move, toggle, search, Escape', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    render(<Harness onChange={onChange} onSubmit={onSubmit} />);

    await user.tab();
    expect(trigger()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(listbox()).toHaveFocus();
    const active = () => document.getElementById(listbox().getAttribute('aria-activedescendant')!);
    expect(active()).toHaveTextContent(SHOWN[0]!.label);

    await user.keyboard('{ArrowDown}{ArrowDown} ');
    expect(active()).toHaveTextContent(SHOWN[2]!.label);
    expect(active()).toHaveAttribute('aria-selected', 'true');
    expect(onChange).toHaveBeenLastCalledWith([SHOWN[2]!.value]);
    await user.keyboard('{Enter}');
    expect(active()).toHaveAttribute('aria-selected', 'false');
    expect(onChange).toHaveBeenLastCalledWith([]);
    await user.keyboard('{End}');
    expect(active()).toHaveTextContent(SHOWN.at(-1)!.label);

    // Typing searches; Enter there picks the first match without submitting the form.
    await user.keyboard('Nigeria{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['Nigeria']);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveTextContent('1 selected');

    // Enter and Space open it too, and Escape from the list returns to the button.
    await user.keyboard('{Enter}');
    expect(listbox()).toHaveFocus();
    expect(active()).toHaveTextContent('Nigeria');
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveFocus();
    await user.keyboard(' ');
    expect(listbox()).toHaveFocus();

    // Typing on the closed button opens it straight into the search.
    await user.keyboard('{Escape}gh');
    expect(screen.getByRole('searchbox', { name: 'Search Country of Residence' })).toHaveValue(
      'gh',
    );
    // Tab walks out through the list and its Done button; leaving closes it.
    await user.tab();
    expect(listbox()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Nigeria' })).toHaveFocus();
  });

  it('shows the choices as chips that remove them, keeping focus on the field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={['Nigeria', 'Ghana', 'Senegal']} onChange={onChange} />);
    expect(trigger()).toHaveTextContent('3 selected');

    await user.click(screen.getByRole('button', { name: 'Remove Ghana' }));
    expect(onChange).toHaveBeenLastCalledWith(['Nigeria', 'Senegal']);
    expect(screen.queryByRole('button', { name: 'Remove Ghana' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Senegal' })).toHaveFocus();
    expect(trigger()).toHaveTextContent('2 selected');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Nigeria' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveTextContent('Any');
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('toggles options by click, and closes once focus leaves the field', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    render(<Harness onBlur={onBlur} />);
    await user.click(trigger());
    await user.click(screen.getByRole('option', { name: 'Algeria' }));
    expect(screen.getByRole('option', { name: 'Algeria' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(listbox()).toBeInTheDocument();
    expect(onBlur).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Remove Algeria' })).toBeVisible();
  });

  it('announces its error through aria-describedby', () => {
    render(<Harness error="Choose values from the list" />);
    expect(trigger()).toHaveAttribute('aria-invalid', 'true');
    expect(trigger()).toHaveAccessibleDescription('Choose values from the list');
  });

  it('speaks Arabic: its count, search, empty list and chips', async () => {
    await activateLanguage('ar');
    // Countries in Arabic (a chunk of their own, maybe downloaded by an earlier test already).
    await loadPlaceNames('ar');
    expect(document.documentElement.dir).toBe('rtl');
    const user = userEvent.setup();
    render(<Harness initial={['Nigeria', 'Ghana']} />);
    expect(trigger()).toHaveTextContent('اختير عنصران');
    expect(screen.getByRole('list', { name: 'المختار: Country of Residence' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إزالة نيجيريا' })).toBeInTheDocument();
    await user.click(trigger());
    const search = screen.getByRole('searchbox', { name: 'البحث في Country of Residence' });
    expect(search).toHaveAttribute('placeholder', 'بحث…');
    fireEvent.change(search, { target: { value: 'zzzz' } });
    expect(await screen.findByText('لا نتائج.')).toBeInTheDocument();
  });
});
