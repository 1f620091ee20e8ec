import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREFERENCE_RESULT_MESSAGES } from '@waliyy/contract/preferences';
import { describe, expect, it } from 'vitest';
import { sentBodies } from '../../../test/api-mock';
import { DEFAULT_BODY, openFilter, PATH } from '../filter-fixtures';

// What filters on /filter (decision 060), and the three checks a family may require as
// must-haves (decision 083).

const PHONE = "Only families whose guardian's phone is verified";
const SINGLE = 'Only singles who confirmed their profile in person';
const GENOTYPE = 'Only singles whose genotype Waliyy staff checked';

// The first render of the form loads its lazy parts: on a busy machine that alone takes ~15 s.
describe('/filter › what filters', { timeout: 30_000 }, () => {
  it('says which choices filter and which only rank (decision 060)', async () => {
    openFilter(null);
    const rules = await screen.findByRole('region', { name: 'How your choices work' });
    expect(rules).toHaveTextContent(/Must-haves: the age, height and weight ranges and every list/);
    expect(rules).toHaveTextContent(/choosing none means any/);
    expect(rules).toHaveTextContent(
      /Only ranking: the lifestyle questions and relocation\. They never rule anyone out\./,
    );
    expect(rules).toHaveTextContent(/close to them, saying what differs/);
    const lifestyle = screen.getByRole('region', { name: 'Lifestyle' });
    expect(lifestyle).toHaveTextContent(/relocation included, never rule anyone out/);
    expect(screen.getByRole('region', { name: 'Background' })).toHaveTextContent(
      /Must-haves once chosen.*choosing none means any/,
    );
  });
});

describe('/filter › Verified families', { timeout: 30_000 }, () => {
  it('offers the three checks unticked, each with its badge, and sends the ones ticked', async () => {
    const user = userEvent.setup();
    const fetchMock = openFilter(null);
    const section = await screen.findByRole('region', { name: 'Verified families' });
    for (const name of [PHONE, SINGLE, GENOTYPE]) {
      expect(within(section).getByRole('checkbox', { name })).not.toBeChecked();
    }
    // The badge beside each is decoration: the checkbox is named by its sentence alone.
    expect(section.querySelectorAll('[data-badge]')).toHaveLength(3);
    await user.click(within(section).getByRole('checkbox', { name: PHONE }));
    await user.click(within(section).getByRole('checkbox', { name: GENOTYPE }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText(PREFERENCE_RESULT_MESSAGES.created)).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST ${PATH}`)[0]).toMatchObject({
      verifiedPhone: true,
      verifiedSingle: false,
      verifiedGenotype: true,
    });
  });

  it('shows the saved checks ticked and can untick one', async () => {
    const user = userEvent.setup();
    const fetchMock = openFilter({
      childId: 'c1',
      ...DEFAULT_BODY,
      verifiedPhone: true,
      verifiedSingle: true,
    });
    const single = await screen.findByRole('checkbox', { name: SINGLE });
    expect(screen.getByRole('checkbox', { name: PHONE })).toBeChecked();
    expect(single).toBeChecked();
    expect(screen.getByRole('checkbox', { name: GENOTYPE })).not.toBeChecked();
    await user.click(single);
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText(PREFERENCE_RESULT_MESSAGES.updated)).toBeInTheDocument();
    expect(sentBodies(fetchMock, `PUT ${PATH}`)[0]).toMatchObject({
      verifiedPhone: true,
      verifiedSingle: false,
      verifiedGenotype: false,
    });
  });
});
