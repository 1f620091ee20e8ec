import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { HomeSections } from './home-sections';

// Decision 070: the home page below the hero speaks the language shown.
describe('the home sections in Hausa', () => {
  it('draws every section, the FAQ and the Free card in Hausa, links kept in Hausa', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await activateLanguage('ha');
    render(
      <MemoryRouter initialEntries={['/ha']}>
        <HomeSections />
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'An gina shi bisa addininku' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Matakai huɗu don farawa' })).toBeInTheDocument();
    const faq = screen.getByRole('region', { name: 'Tambayoyin da aka fi yi' });
    expect(
      within(faq).getByRole('button', { name: 'Wane ne yake yin rajista a madadin ʼyarʼuwa?' }),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('article', { name: 'Kyauta' })).toHaveTextContent(
      'Ƙirƙiri bayanan masu neman aure har 2',
    );
    expect(await screen.findByRole('button', { name: 'Sake gwadawa' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sharuɗɗa da ka’idojinmu' })).toHaveAttribute(
      'href',
      '/ha/terms',
    );
    expect(screen.getByRole('link', { name: 'Ƙara karantawa game da manufarmu' })).toHaveAttribute(
      'href',
      '/ha/about',
    );
    expect(screen.queryByText('Frequently asked questions')).not.toBeInTheDocument();
  });
});

describe('the home sections, arriving after the route', () => {
  it('land on the section the address names (/#pricing), which was not there before them', () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    window.history.replaceState(null, '', '/#pricing');
    try {
      render(
        <MemoryRouter initialEntries={['/#pricing']}>
          <HomeSections />
        </MemoryRouter>,
      );
      expect(scrollIntoView).toHaveBeenCalledOnce();
      expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('pricing'));
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
