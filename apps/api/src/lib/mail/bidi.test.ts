import { describe, expect, it } from 'vitest';
import { matchForManEmail } from '../../modules/likes/likes.emails';
import { FSI, isolateIds, PDI } from './bidi';
import { renderEmail } from './templates';

const iso = (s: string) => `${FSI}${s}${PDI}`;

describe('bidi isolates around ids and addresses in right-to-left e-mails', () => {
  it('isolates display ids, references and addresses in Arabic only', () => {
    const line = 'تطابق WY-26ZF8FJ8 و WY-7K3M9QAR، راسلونا على support@waliyy.test (WLY-ab12)';
    expect(isolateIds('ar', line)).toBe(
      `تطابق ${iso('WY-26ZF8FJ8')} و ${iso('WY-7K3M9QAR')}، راسلونا على ${iso('support@waliyy.test')} (${iso('WLY-ab12')})`,
    );
    for (const language of ['en', 'ha', 'yo'] as const) {
      expect(isolateIds(language, line)).toBe(line);
    }
  });

  it('puts them in the text and HTML bodies, never a typed isolate, and not in the subject', () => {
    const block = {
      subject: 'WY-26ZF8FJ8 و WY-7K3M9QAR',
      heading: 'السلام عليكم',
      // A typed isolate is stripped by the cleaning before ours go in.
      paragraphs: ['تطابق WY-26ZF8FJ8 و \u2066WY-7K3M9QAR\u2069'],
      footnote: 'support@waliyy.test',
    };
    const ar = renderEmail(block, 'ar');
    const body = `تطابق ${iso('WY-26ZF8FJ8')} و ${iso('WY-7K3M9QAR')}`;
    expect(ar.text).toContain(body);
    expect(ar.html).toContain(body);
    expect(ar.text).toContain(iso('support@waliyy.test'));
    expect(ar.html).toContain(iso('support@waliyy.test'));
    expect(ar.subject).toBe('WY-26ZF8FJ8 و WY-7K3M9QAR');
    const en = renderEmail(block, 'en');
    expect(en.text).not.toMatch(/[\u2066-\u2069]/);
    expect(en.html).not.toMatch(/[\u2066-\u2069]/);
  });

  it("isolates the released contact's address and phone in an Arabic match e-mail", () => {
    const email = matchForManEmail(
      { firstName: 'عائشة', language: 'ar' },
      'Yusuf',
      'WY-26ZF8FJ8',
      'https://waliyy.test',
      { fullName: 'Abdullahi', email: 'wali@example.com', phone: '+2348031234567', isWali: true },
    );
    expect(email.text).toContain(iso('WY-26ZF8FJ8'));
    expect(email.text).toContain(iso('wali@example.com'));
    expect(email.text).toContain(iso('+2348031234567'));
    expect(email.html).toContain(iso('+2348031234567'));
  });
});
