import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChildProfile } from '@waliyy/contract/children';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { json, mockApi } from '../../../test/api-mock';
import { LAZY, renderPage } from '../../../test/render';
import { account, signIn, USER } from '../../../test/session-fixtures';
import { OWN } from '../../profile-view/profile-fixtures';
import { UserTab } from './user-tab';

// Settings › User in Arabic (decision 070): the fixed details, the profile form, pause and delete.

const PROFILE: ChildProfile = { ...OWN, genotype: 'AS' };

beforeEach(async () => {
  vi.stubGlobal('scrollTo', vi.fn());
  signIn({ childId: 'c1' });
  // The account's language is the page's (decision 070).
  localStorage.setItem('user', JSON.stringify({ ...USER, language: 'ar' }));
  await activateLanguage('ar');
});

describe('Settings › User in Arabic', { timeout: 30_000 }, () => {
  it('shows the fixed details and the profile form in Arabic, right to left', async () => {
    mockApi({
      'GET /account': () =>
        json(200, {
          message: '',
          data: account({ language: 'ar', children: [{ id: 'c1', firstName: 'Aisha' }] }),
        }),
      'GET /parent/child/c1': () => json(200, { message: '', data: PROFILE }),
    });
    renderPage(<UserTab />, '/settings');
    expect(document.documentElement.dir).toBe('rtl');

    const fixed = await screen.findByRole('region', { name: 'بيانات ثابتة' }, LAZY);
    for (const term of ['الاسم الأول', 'تاريخ الميلاد', 'الزمرة الوراثية']) {
      expect(within(fixed).getByText(term).tagName).toBe('DT');
    }
    expect(within(fixed).getByText('AS')).toBeInTheDocument();
    // The support address stays a left-to-right link inside the Arabic sentence.
    const support = within(fixed).getByRole('link', { name: 'support@waliyy.local' });
    expect(support).toHaveAttribute('href', 'mailto:support@waliyy.local');
    expect(support).toHaveAttribute('dir', 'ltr');
    expect(support.parentElement).toHaveTextContent(
      'لا يمكن تغيير تاريخ الميلاد من هنا. راسلوا support@waliyy.local لطلب التغيير.',
    );

    const form = screen.getByRole('region', { name: 'تعديل ملف Aisha' });
    expect(within(form).getByLabelText('المهنة')).toHaveValue('Pharmacist');
    expect(within(form).getByLabelText('الطول (م)')).toHaveValue('1.65');
    expect(within(form).getByRole('group', { name: 'هل تدخّنون؟' })).toBeInTheDocument();
    expect(within(form).getByText('البيانات الشخصية').tagName).toBe('LEGEND');
    expect(within(form).getByText('بيانات التواصل مع الوليّ')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'حفظ التغييرات' })).toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'إيقاف Aisha مؤقتًا' })).toBeInTheDocument();
    const remove = screen.getByRole('region', { name: 'حذف هذا الملف' });
    expect(within(remove).getByRole('button', { name: 'حذف هذا الملف' })).toBeInTheDocument();
    expect(screen.queryByText('Fixed details')).not.toBeInTheDocument();
    expect(screen.queryByText('Save changes')).not.toBeInTheDocument();
  });

  it('says a save went through in Arabic, not in the server’s English', async () => {
    mockApi({
      'GET /account': () =>
        json(200, {
          message: '',
          data: account({ language: 'ar', children: [{ id: 'c1', firstName: 'Aisha' }] }),
        }),
      'GET /parent/child/c1': () => json(200, { message: '', data: PROFILE }),
      'PUT /parent/child/c1': () => json(200, { message: 'Profile updated.', data: null }),
    });
    renderPage(<UserTab />, '/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'حفظ التغييرات' }, LAZY));
    expect(await screen.findByText('حُدّث الملف.', {}, LAZY)).toBeInTheDocument();
    expect(screen.queryByText('Profile updated.')).not.toBeInTheDocument();
  });
});
