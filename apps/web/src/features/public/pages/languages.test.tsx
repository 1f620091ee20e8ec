import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { mockApi } from '../../../test/api-mock';
import { LAZY, renderApp } from '../../../test/render';

// Decision 070: the public pages' bodies and the 404 in Hausa, Arabic and Yoruba, whole pages as a
// visitor reaches them (the address names the language).

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
});

describe('the public pages in other languages', { timeout: 30_000 }, () => {
  it('/ha/about: the story, mission and values in Hausa, its links staying in Hausa', async () => {
    renderApp('/ha/about');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Aure, kamar yadda addininmu ya koyar' },
        LAZY,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Manufarmu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Labarinmu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: /Addini da farko/ })).toBeInTheDocument();
    expect(screen.getByText(/ƙaddara ce/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /bi-idhnillāh/ })).toHaveTextContent(
      'Ku fara tafiyarku',
    );
    expect(screen.queryByText('Our mission')).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ha');
    // The title is set by an effect after the page is drawn (useDocumentTitle): under load the
    // heading can be found before it has run (CI once read the previous test's title).
    await waitFor(() => expect(document.title).toBe('Game da mu — Waliyy'));
  });

  it('/ar/terms: every section in Arabic, right to left, numbered in its contents', async () => {
    renderApp('/ar/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'الشروط والأحكام' }, LAZY),
    ).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    const contents = screen.getByRole('navigation', { name: 'أقسام الشروط' });
    expect(within(contents).getByRole('link', { name: '1. قبول هذه الشروط' })).toHaveAttribute(
      'href',
      '#acceptance',
    );
    expect(within(contents).getAllByRole('link')).toHaveLength(12);
    expect(
      screen.getByRole('heading', { level: 2, name: '10. حدود المسؤولية' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/لا نستخدم معلوماتكم إلا لتشغيل الخدمة/)).toBeInTheDocument();
    expect(screen.getByText('آخر تحديث: 28 يونيو 2025')).toBeInTheDocument();
    expect(screen.queryByText(/Limitation of liability/)).not.toBeInTheDocument();
  });

  it('the not-found page in Yoruba, its way home to the Yoruba home page', async () => {
    mockApi({});
    await activateLanguage('yo');
    renderApp('/yo/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ó dàbí pé ẹ ti ṣìnà' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByText('Ojú-ìwé tí ẹ ń wá kò sí tàbí a ti gbé e lọ síbòmíràn.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Padà sẹ́yìn' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lọ sí ojú-ìwé àkọ́kọ́' })).toHaveAttribute(
      'href',
      '/yo',
    );
    expect(screen.getByRole('link', { name: 'Fo lọ sí àkóónú' })).toHaveAttribute('href', '#main');
    await waitFor(() => expect(document.title).toBe('A kò rí ojú-ìwé náà — Waliyy'));
  });
});
