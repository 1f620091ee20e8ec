import { MAIL_SINK_HTTP_PORT } from './ports';

export type Mail = { to: string; subject: string; text: string; html: string };

/**
 * The newest e-mail the app sent to this address through real SMTP (the mail sink started
 * beside the server), waiting up to 10 s; `after` skips messages already seen.
 */
export async function readLatestMail(
  to: string,
  options: { subject?: RegExp; after?: number } = {},
): Promise<Mail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(
      `http://127.0.0.1:${MAIL_SINK_HTTP_PORT}/messages?to=${encodeURIComponent(to)}`,
    );
    const { messages } = (await res.json()) as { messages: Mail[] };
    const fresh = messages.slice(0, Math.max(0, messages.length - (options.after ?? 0)));
    const match = fresh.find((m) => !options.subject || options.subject.test(m.subject));
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const otpFrom = (mail: Mail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
/** A reset e-mail's 6-digit code, on its own line (its token is in the link). */
export const resetCodeFrom = (mail: Mail) => /^ {4}(\d{6})$/m.exec(mail.text)?.[1] ?? '';
export const resetTokenFrom = (mail: Mail) => /token=([A-Z0-9]+)/.exec(mail.text)?.[1] ?? '';
