import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { richText } from './rich-text';

describe('richText', () => {
  it('puts the code’s elements around the words the catalog marks, in the catalog’s order', () => {
    const { container } = render(
      <p>
        {richText('Ka karanta <terms>sharuɗɗa</terms> da <privacy>sirri</privacy>.', {
          terms: (words) => <a href="/terms">{words}</a>,
          privacy: (words) => <strong>{words}</strong>,
        })}
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Ka karanta <a href="/terms">sharuɗɗa</a> da <strong>sirri</strong>.</p>',
    );
    expect(screen.getByRole('link', { name: 'sharuɗɗa' })).toBeTruthy();
  });

  it('shows the words of a tag it was not given, and plain text as it is', () => {
    const { container } = render(<p>{richText('a <b>c</b> d', {})}</p>);
    expect(container.textContent).toBe('a c d');
    expect(render(<p>{richText('plain', {})}</p>).container.textContent).toBe('plain');
  });
});
