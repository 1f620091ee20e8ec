import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PREFERENCE_MESSAGES,
  PREFERENCE_RESULT_MESSAGES,
  type Preference,
} from '@waliyy/contract/preferences';
import { describe, expect, it } from 'vitest';
import { json, mockApi, sentBodies } from '../../../test/api-mock';
import { renderPage } from '../../../test/render';
import { signIn } from '../../../test/session-fixtures';
import { DEFAULT_BODY, openFilter, PATH } from '../filter-fixtures';
import { FilterPage } from './filter-page';

const SAVED: Preference = {
  childId: 'c1',
  minAge: 24,
  maxAge: 35,
  genotypes: ['AA', 'AC'],
  minHeight: 1.6,
  maxHeight: null,
  minWeight: null,
  maxWeight: 90.5,
  maritalStatus: ['SINGLE', 'DIVORCED'],
  levelOfEducation: ['BACHELORS'],
  employmentStatus: [],
  countryOfResidence: ['Nigeria', 'United Kingdom'],
  citizenship: ['Nigerian'],
  willingnessToRelocate: true,
  patternOfSalat: ['I pray 5 times daily'],
  sect: ['SUNNI'],
  hasChildren: false,
  isRevert: null,
  isSmoker: false,
  isDrinker: false,
  hasAddictions: null,
  verifiedPhone: false,
  verifiedSingle: false,
  verifiedGenotype: false,
};

function describedError(element: HTMLElement) {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
}

const saveButton = () => screen.getByRole('button', { name: 'Save preferences' });
const choice = (group: string, answer: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('radio', { name: answer });

describe('/filter', () => {
  it('with nothing saved, creates the preference with minAge 18 and everything open', async () => {
    const user = userEvent.setup();
    const fetchMock = openFilter(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Set your preference' })).toBeVisible();
    expect(screen.getByText('Choose what you want')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading preferences…');

    expect(await screen.findByLabelText('Min Age')).toHaveValue('18');
    expect(screen.getByLabelText('Max Age')).toHaveValue('');
    expect(screen.getByLabelText('Min Height (m)')).toHaveValue('');
    for (const name of ['Genotype', 'Marital Status', 'Level of Education', 'Employment Status']) {
      expect(screen.getByRole('combobox', { name })).toHaveTextContent('Any');
    }
    for (const name of [
      'Country of Residence',
      'Nationality',
      'Pattern of Salat',
      'Islamic Sect',
    ]) {
      expect(screen.getByRole('combobox', { name })).toHaveTextContent('Any');
    }
    for (const name of ['Has Children', 'Revert', 'Smokes', 'Drinks', 'Has an Addiction']) {
      expect(choice(name, 'No preference')).toBeChecked();
    }
    expect(choice('Willing to relocate', 'No preference')).toBeChecked();
    expect(screen.getByRole('note')).toHaveTextContent(/sickle-cell/);

    await user.click(saveButton());
    expect(await screen.findByText(PREFERENCE_RESULT_MESSAGES.created)).toBeInTheDocument();
    // The toast may come before the dashboard's lazy route has drawn: wait for the address.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(sentBodies(fetchMock, `POST ${PATH}`)).toEqual([DEFAULT_BODY]);
    expect(sentBodies(fetchMock, `PUT ${PATH}`)).toEqual([]);
  });

  it('sends what was chosen: a country from the list, a number, a three-way answer', async () => {
    const user = userEvent.setup();
    const fetchMock = openFilter(null);
    await user.click(await screen.findByRole('combobox', { name: 'Country of Residence' }));
    await user.keyboard('Ghana{Enter}{Escape}');
    expect(screen.getByRole('button', { name: 'Remove Ghana' })).toBeVisible();
    // Any script's digits are digits (decision 074).
    await user.type(screen.getByLabelText('Max Weight (kg)'), '٨٠');
    await user.type(screen.getByLabelText('Max Age'), '۴۰');
    await user.click(choice('Smokes', 'Prefer not'));
    await user.click(choice('Willing to relocate', 'Prefers someone willing'));
    await user.click(saveButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(sentBodies(fetchMock, `POST ${PATH}`)).toEqual([
      {
        ...DEFAULT_BODY,
        countryOfResidence: ['Ghana'],
        maxAge: 40,
        maxWeight: 80,
        isSmoker: false,
        willingnessToRelocate: true,
      },
    ]);
  });

  it('shows the saved preference and puts it back unchanged', async () => {
    const user = userEvent.setup();
    const fetchMock = openFilter(SAVED);
    expect(await screen.findByLabelText('Min Age')).toHaveValue('24');
    expect(screen.getByLabelText('Max Age')).toHaveValue('35');
    expect(screen.getByLabelText('Min Height (m)')).toHaveValue('1.6');
    expect(screen.getByLabelText('Max Weight (kg)')).toHaveValue('90.5');
    expect(screen.getByRole('combobox', { name: 'Genotype' })).toHaveTextContent('2 selected');
    expect(screen.getByRole('combobox', { name: 'Country of Residence' })).toHaveTextContent(
      '2 selected',
    );
    for (const chip of [
      'AA',
      'AC',
      'Single',
      'Divorced',
      "Bachelor's degree",
      'Nigeria',
      'United Kingdom',
      'Nigerian',
      'I pray 5 times daily',
      'Sunni',
    ]) {
      expect(screen.getByRole('button', { name: `Remove ${chip}` })).toBeVisible();
    }
    expect(choice('Has Children', 'Prefer not')).toBeChecked();
    expect(choice('Revert', 'No preference')).toBeChecked();
    expect(choice('Willing to relocate', 'Prefers someone willing')).toBeChecked();

    await user.click(saveButton());
    expect(await screen.findByText(PREFERENCE_RESULT_MESSAGES.updated)).toBeInTheDocument();
    // The toast may come before the dashboard's lazy route has drawn: wait for the address.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    const { childId: _, ...body } = SAVED;
    expect(sentBodies(fetchMock, `PUT ${PATH}`)).toEqual([body]);
    expect(sentBodies(fetchMock, `POST ${PATH}`)).toEqual([]);
  });

  it('keeps a saved "not willing to relocate" when saved again', async () => {
    const user = userEvent.setup();
    const fetchMock = openFilter({ ...SAVED, willingnessToRelocate: false });
    expect(await screen.findByRole('radio', { name: 'Prefers someone not willing' })).toBeChecked();
    await user.click(saveButton());
    await waitFor(() => expect(sentBodies(fetchMock, `PUT ${PATH}`)).toHaveLength(1));
    expect(sentBodies(fetchMock, `PUT ${PATH}`)[0]).toMatchObject({ willingnessToRelocate: false });
  });

  it('says when the ages are the wrong way round, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = openFilter(null);
    const minAge = await screen.findByLabelText('Min Age');
    await user.clear(minAge);
    await user.type(minAge, '40');
    await user.type(screen.getByLabelText('Max Age'), '30');
    await user.tab();
    expect(describedError(screen.getByLabelText('Max Age'))).toBe(PREFERENCE_MESSAGES.ageOrder);

    await user.clear(screen.getByLabelText('Min Height (m)'));
    await user.type(screen.getByLabelText('Min Height (m)'), '3');
    await user.tab();
    expect(describedError(screen.getByLabelText('Min Height (m)'))).toBe(
      PREFERENCE_MESSAGES.height,
    );

    await user.click(saveButton());
    expect(screen.getByLabelText('Max Age')).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock, `POST ${PATH}`)).toEqual([]);
  });

  it('puts the server’s field errors under the fields, and only there', async () => {
    const user = userEvent.setup();
    signIn({ childId: 'c1' });
    mockApi({
      [`GET ${PATH}`]: () => json(200, { message: '', data: null }),
      [`POST ${PATH}`]: () =>
        json(400, {
          message: 'Check the highlighted fields.',
          code: 'VALIDATION',
          errors: { 'countryOfResidence.0': 'Choose values from the list', maxAge: 'Too high' },
        }),
    });
    renderPage(<FilterPage />, '/filter');
    await user.click(await screen.findByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(describedError(screen.getByLabelText('Max Age'))).toBe('Too high'));
    // Said under its fields, not in a toast besides (decision 022).
    expect(screen.queryByText('Check the highlighted fields.')).not.toBeInTheDocument();
    expect(describedError(screen.getByRole('combobox', { name: 'Country of Residence' }))).toBe(
      'Choose values from the list',
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('has a Back button only when opened from /dashboard', async () => {
    openFilter(null, { from: '/dashboard' });
    expect(await screen.findByRole('button', { name: /Back/ })).toBeVisible();
  });

  it('has no Back button otherwise', async () => {
    openFilter(null, { from: '/settings' });
    await screen.findByLabelText('Min Age');
    expect(screen.queryByRole('button', { name: /Back/ })).not.toBeInTheDocument();
  });

  it('offers another try when the preference does not load', async () => {
    const user = userEvent.setup();
    signIn({ childId: 'c1' });
    let isDown = true;
    mockApi({
      [`GET ${PATH}`]: () =>
        isDown
          ? json(503, { message: 'Service unavailable.', code: 'UNAVAILABLE' })
          : json(200, { message: '', data: null }),
    });
    renderPage(<FilterPage />, '/filter');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Service unavailable.');
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Min Age')).toHaveValue('18');
  });

  it('asks for a single first when none is active', () => {
    signIn();
    const fetchMock = mockApi({});
    renderPage(<FilterPage />, '/filter');
    expect(screen.getByRole('link', { name: 'Choose a single' })).toHaveAttribute(
      'href',
      '/select-child',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
