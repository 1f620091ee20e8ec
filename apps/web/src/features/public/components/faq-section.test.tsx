import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAQ_ITEMS } from '@waliyy/contract/constants';
import { describe, expect, it } from 'vitest';
import { FaqSection } from './faq-section';

function renderFaq() {
  render(<FaqSection />);
  const section = screen.getByRole('region', { name: 'Frequently asked questions' });
  const headers = within(section).getAllByRole('button');
  return { section, headers };
}

describe('FAQ accordion', () => {
  it('renders ten questions, each a button inside a heading, with the first one open', () => {
    const { headers } = renderFaq();
    expect(headers).toHaveLength(FAQ_ITEMS);
    for (const header of headers) expect(header.parentElement?.tagName).toBe('H3');

    expect(headers[0]).toHaveAttribute('aria-expanded', 'true');
    for (const header of headers.slice(1)) expect(header).toHaveAttribute('aria-expanded', 'false');

    const firstPanel = screen.getByRole('region', { name: 'Who signs up for a sister?' });
    expect(firstPanel).toBeVisible();
    expect(headers[0]).toHaveAttribute('aria-controls', firstPanel.id);
    expect(firstPanel).toHaveTextContent('mahram');
  });

  it('toggles a panel on click without closing the others', async () => {
    const user = userEvent.setup();
    const { headers } = renderFaq();
    const second = headers[1]!;
    const panel = document.getElementById(second.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(screen.getByRole('region', { name: 'What is shared when there is a match?' })).toBe(
      panel,
    );
    expect(panel).toHaveAttribute('aria-labelledby', second.id);
    expect(headers[0]).toHaveAttribute('aria-expanded', 'true');

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('toggles with Enter and Space on the focused header', async () => {
    const user = userEvent.setup();
    const { headers } = renderFaq();
    const first = headers[0]!;
    const panel = document.getElementById(first.getAttribute('aria-controls')!)!;

    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();

    await user.tab();
    expect(headers[1]).toHaveFocus();
    await user.keyboard(' ');
    expect(headers[1]).toHaveAttribute('aria-expanded', 'true');
  });
});
