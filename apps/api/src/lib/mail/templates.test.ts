import { describe, expect, it } from 'vitest';
import { reportHandledEmail } from '../../modules/admin/admin.emails';
import { resetPasswordEmail } from '../../modules/auth/auth.emails';
import { renderEmail } from './templates';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const CONTROL_BUT_LF = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const links = { appUrl: 'https://waliyy.test', supportEmail: 'support@waliyy.test' };

describe('e-mails carry no control characters (decision 018)', () => {
  // A name stored before the contract refused these, or any text put into a template.
  const name = 'Ai\u0000sha\r\nBcc: victim@example.com\u0007\u202E\t!';

  it('keeps a name on one line in the subject, the text and the HTML', () => {
    const email = renderEmail(
      {
        subject: `Hello ${name}`,
        heading: `Assalamu alaikum, ${name}`,
        paragraphs: [`Dear ${name},`, 'Second paragraph.'],
        code: `12\r\n34`,
        button: { label: `Open ${name}`, url: 'https://waliyy.test/x' },
        footnote: `Sent to ${name}`,
      },
      'en',
    );
    expect(email.subject).toBe('Hello Aisha Bcc: victim@example.com !');
    expect(email.subject).not.toMatch(/[\r\n]/);
    for (const part of [email.subject, email.text, email.html]) {
      expect(part).not.toMatch(CONTROL_BUT_LF);
    }
    // The text part's line breaks are the template's own: one per block line.
    expect(email.text.split('\n')).toEqual([
      'Assalamu alaikum, Aisha Bcc: victim@example.com !',
      '',
      'Dear Aisha Bcc: victim@example.com !,',
      '',
      'Second paragraph.',
      '',
      '    12 34',
      '',
      'Open Aisha Bcc: victim@example.com !: https://waliyy.test/x',
      '',
      'Sent to Aisha Bcc: victim@example.com !',
      '',
      expect.stringContaining('Waliyy'),
    ]);
  });

  it('leaves the e-mail builders’ own text and any script alone', () => {
    const email = reportHandledEmail('en', 'عائشة\u200C', 'WLY-ABC123', 'other', links);
    expect(email.subject).toBe('Your report has been handled');
    expect(email.text).toContain('Assalamu alaikum, عائشة\u200C\n');
    const reset = resetPasswordEmail(
      'en',
      'Aisha',
      { token: 'ABCDEFGHJKLM', code: '042917' },
      30,
      links,
    );
    expect(reset.text).toContain('https://waliyy.test/reset-password?token=ABCDEFGHJKLM');
    expect(reset.text).toContain('    042917\n');
  });

  it('writes labelled details on their own lines, escaped, an address left to right (DECISIONS.md 44)', () => {
    const email = renderEmail(
      {
        subject: 'Match',
        heading: 'Salaam',
        paragraphs: ['Her wali:'],
        details: [
          { label: 'الوليّ', value: 'Musa <i>\r\nBcc: x@example.com' },
          { label: 'الهاتف', value: '+2348031112233', isLtr: true },
        ],
      },
      'ar',
    );
    expect(email.text.split('\n').slice(2, 6)).toEqual([
      'Her wali:',
      '',
      // In Arabic an address and a left-to-right value are isolated (bidi.ts).
      'الوليّ: Musa <i> Bcc: \u2068x@example.com\u2069',
      'الهاتف: \u2068+2348031112233\u2069',
    ]);
    expect(email.html).toContain('dir="auto">Musa &#60;i&#62; Bcc: \u2068x@example.com\u2069</td>');
    expect(email.html).toContain('dir="ltr">\u2068+2348031112233\u2069</td>');
    // No control but the template's own isolates: the typed CR LF is gone.
    expect(email.html.replace(/\u2068[^\u2069]*\u2069/g, '')).not.toMatch(CONTROL_BUT_LF);
  });
});
