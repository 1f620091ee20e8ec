import { LANGUAGE_DIRECTIONS, type Language, PRODUCT_NAME, plainTextLine } from '@waliyy/contract';
import { emailText, emailTextIn } from '../../i18n/email-text';
import { escapeHtml } from '../html';
import { isolateIds, isolateWhole } from './bidi';

export type EmailContent = { subject: string; text: string; html: string };

type Detail = { label: string; value: string; isLtr?: boolean };

type Block = {
  subject: string;
  heading: string;
  paragraphs: string[];
  /**
   * Labelled lines under the paragraphs, e.g. a released contact. `isLtr` values (an e-mail
   * address, a phone number) read left to right in a right-to-left e-mail too; the others take
   * their own direction (a name in Arabic or Latin letters).
   */
  details?: Detail[];
  /** A code shown in large type, e.g. the sign-up OTP or the reset token. */
  code?: string;
  button?: { label: string; url: string };
  /** Shown small under everything else. */
  footnote?: string;
};

/**
 * The body's display ids and e-mail addresses in isolates in a right-to-left language (bidi.ts).
 * Not the subject: some mail clients show the isolates there as boxes.
 */
function isolateBlock(block: Block, language: Language): Block {
  const iso = (text: string) => isolateIds(language, text);
  return {
    ...block,
    heading: iso(block.heading),
    paragraphs: block.paragraphs.map(iso),
    ...(block.details === undefined
      ? {}
      : {
          details: block.details.map((d) => ({
            ...d,
            // An address or a phone number whole: '+234…' would show its '+' at the far end.
            value: d.isLtr ? isolateWhole(language, d.value) : iso(d.value),
          })),
        }),
    ...(block.footnote === undefined ? {} : { footnote: iso(block.footnote) }),
  };
}

/**
 * Every piece of a block on one line with no control or invisible character: names and other
 * stored text go into subjects (a CR LF there would start a new header) and into the text part,
 * whose only line breaks are the template's own (decision 018).
 */
function cleanBlock(block: Block): Block {
  return {
    subject: plainTextLine(block.subject),
    heading: plainTextLine(block.heading),
    paragraphs: block.paragraphs.map(plainTextLine),
    ...(block.details === undefined
      ? {}
      : {
          details: block.details.map((d) => ({
            ...d,
            label: plainTextLine(d.label),
            value: plainTextLine(d.value),
          })),
        }),
    ...(block.code === undefined ? {} : { code: plainTextLine(block.code) }),
    ...(block.button === undefined
      ? {}
      : {
          button: {
            label: plainTextLine(block.button.label),
            url: plainTextLine(block.button.url),
          },
        }),
    ...(block.footnote === undefined ? {} : { footnote: plainTextLine(block.footnote) }),
  };
}

/**
 * One e-mail in the product's look, in the recipient's language: an HTML part (its root names the
 * language, and Arabic's direction) and a plain-text part saying the same.
 */
export function renderEmail(raw: Block, language: Language): EmailContent {
  const block = isolateBlock(cleanBlock(raw), language);
  const tagline = emailText(language, 'email.common.tagline');
  const text = [
    block.heading,
    '',
    ...block.paragraphs.flatMap((p) => [p, '']),
    ...(block.details?.length ? [...block.details.map((d) => `${d.label}: ${d.value}`), ''] : []),
    ...(block.code ? [`    ${block.code}`, ''] : []),
    ...(block.button ? [`${block.button.label}: ${block.button.url}`, ''] : []),
    ...(block.footnote ? [block.footnote, ''] : []),
    `— ${PRODUCT_NAME}: ${tagline}`,
  ].join('\n');

  const paragraphs = block.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`)
    .join('');
  // dir="auto" on a name keeps an Arabic name and a Latin one each whole beside its label.
  const details = block.details?.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;padding:12px 16px;border-radius:12px;background:#f6efe0;line-height:1.6">${block.details
        .map(
          (d) =>
            `<tr><td style="padding:2px 8px;color:#6b6b6b;font-weight:700;vertical-align:top">${escapeHtml(d.label)}</td><td style="padding:2px 8px;font-weight:700" dir="${d.isLtr ? 'ltr' : 'auto'}">${escapeHtml(d.value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const code = block.code
    ? `<p style="margin:8px 0 24px;text-align:center"><span style="display:inline-block;padding:14px 22px;border-radius:12px;background:#f6efe0;color:#0b3b2c;font:700 32px/1.2 'Courier New',monospace;letter-spacing:6px">${escapeHtml(block.code)}</span></p>`
    : '';
  const button = block.button
    ? `<p style="margin:8px 0 24px;text-align:center"><a href="${escapeHtml(block.button.url)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#0b3b2c;color:#ffffff;font-weight:700;text-decoration:none">${escapeHtml(block.button.label)}</a></p>`
    : '';
  const footnote = block.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;color:#6b6b6b;line-height:1.5">${escapeHtml(block.footnote)}</p>`
    : '';
  const html = `<!doctype html><html lang="${language}"${LANGUAGE_DIRECTIONS[language] === 'rtl' ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(block.subject)}</title></head>
<body style="margin:0;padding:0;background:#fbf8f1;font-family:Arial,Helvetica,sans-serif;color:#1f2a24">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fbf8f1"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden;border:1px solid #eadfca">
<tr><td style="background:#0b3b2c;padding:20px 28px;color:#e8b94a;font:700 22px Georgia,serif">${PRODUCT_NAME}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font:700 24px/1.3 Georgia,serif;color:#0b3b2c">${escapeHtml(block.heading)}</h1>
${paragraphs}${details}${code}${button}${footnote}
</td></tr>
<tr><td style="padding:16px 28px;background:#f6efe0;font-size:12px;color:#6b6b6b">${PRODUCT_NAME} — ${escapeHtml(tagline)}.</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: block.subject, text, html };
}

/** The strings of the recipient's language, as a letter's writer is given them (`letterTo`). */
type Words = ReturnType<typeof emailTextIn>;

/**
 * An e-mail that greets `firstName` by name in `language`, as every e-mail the API sends but the
 * receipt begins: `write` is given the language's strings and answers all but the greeting.
 */
export function letterTo(
  language: Language,
  firstName: string,
  write: (t: Words) => Omit<Block, 'heading'>,
): EmailContent {
  const t = emailTextIn(language);
  return renderEmail({ heading: t('email.common.greeting', { firstName }), ...write(t) }, language);
}
