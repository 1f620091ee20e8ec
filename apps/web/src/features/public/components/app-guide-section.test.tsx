import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_GUIDE } from '../content/home-sections';
import { AppGuideSection } from './app-guide-section';

// The stylesheet that draws the icons (vite.config.ts builds it as the app's one CSS file).
const css = readFileSync(path.resolve(import.meta.dirname, '../../../index.css'), 'utf8');

describe("the home page's guide to the app (decision 021)", () => {
  it('names each page in words: no emoji, no raw paths like /dashboard', () => {
    render(<AppGuideSection />);
    const section = screen.getByRole('region', { name: 'A guide to your pages' });
    const items = within(section).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Recommended', 'Likes', 'Match', 'Explore', 'Profile', 'Settings', 'Filter']);
    const text = section.textContent ?? '';
    expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(text).not.toMatch(/(^|\s)\/[a-z]/);
    expect(section.querySelector('code')).toBeNull();
    // Filter is not in the menu: the guide says where to find it.
    expect(items.at(-1)).toHaveTextContent('Set preferences');
  });

  it('draws each icon with a CSS line icon that the stylesheet defines, hidden from screen readers', () => {
    render(<AppGuideSection />);
    const section = screen.getByRole('region', { name: 'A guide to your pages' });
    const icons = section.querySelectorAll('.guide-icon');
    expect(icons).toHaveLength(APP_GUIDE.length);
    for (const [index, icon] of [...icons].entries()) {
      const name = APP_GUIDE[index]?.icon;
      expect(icon).toHaveClass(`guide-icon-${name}`);
      expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(css).toMatch(
        new RegExp(`\\.guide-icon-${name} \\{\\s*--guide-icon: url\\("data:image/svg\\+xml,`),
      );
    }
    expect(css).toMatch(/\.guide-icon \{[^}]*mask: var\(--guide-icon\)/);
  });
});
