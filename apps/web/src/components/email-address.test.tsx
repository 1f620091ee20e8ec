import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';

/** The address as drawn: `|` where a line may end, `[…]` held together. */
function drawn(address: string): string {
  const { container } = render(<EmailAddress address={address} />);
  const span = container.firstElementChild as HTMLElement;
  return span.innerHTML
    .replaceAll('<wbr>', '|')
    .replaceAll(/<span class="whitespace-nowrap">(.*?)<\/span>/g, '[$1]');
}

describe('EmailAddress', () => {
  it('may break after the @ and before a dot, nowhere else in a plain address', () => {
    expect(drawn('hauwa.sani@example.com')).toBe('hauwa|.sani@|example|.com');
  });

  it('breaks before a hyphen, never after it', () => {
    expect(drawn('lang-ha-her@mail.example.ng')).toBe('lang|[-h]a|[-h]er@|mail|.example|.ng');
  });

  it('reads left to right, isolated, and its text is the address itself', () => {
    const { container } = render(<EmailAddress address="a.b-c@d.ng" />);
    const span = container.firstElementChild as HTMLElement;
    expect(span.getAttribute('dir')).toBe('ltr');
    expect(span.textContent).toBe('a.b-c@d.ng');
    expect(span.className).not.toContain('break-all');
  });
});
