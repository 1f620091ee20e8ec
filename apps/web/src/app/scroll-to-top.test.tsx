import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

describe('ScrollToTop', () => {
  it('scrolls to the top on every path change', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollToTop />
        <Routes>
          <Route path="/" element={<Link to="/about">About</Link>} />
          <Route path="/about" element={<Link to="/">Home</Link>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });
});

describe('ScrollToTop with a hash', () => {
  it('lands on the section the hash names when the page has it', () => {
    vi.stubGlobal('scrollTo', vi.fn());
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(
      <MemoryRouter initialEntries={['/#pricing']}>
        <ScrollToTop />
        <section id="pricing" />
      </MemoryRouter>,
    );
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('pricing'));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
