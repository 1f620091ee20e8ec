import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMime } from './mime';

export type ReceivedMail = { to: string; subject: string; text: string; html: string };

/** A real SMTP server on 127.0.0.1 that keeps what it receives (tests read codes from it). */
export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  let failNext = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (failNext > 0) {
        failNext -= 1;
        stream.resume();
        stream.on('end', () => callback(new Error('451 try again later')));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        try {
          received.push(parseMime(Buffer.concat(chunks).toString('utf8')));
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    /** The next `n` messages are refused with a temporary error. */
    failNext(n: number) {
      failNext = n;
    },
    /** The newest message to this address. */
    latestTo(address: string): ReceivedMail | undefined {
      return received.filter((m) => m.to === address.toLowerCase()).at(-1);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

export const otpFrom = (mail: ReceivedMail | undefined) =>
  /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
/** The 6-digit code of a reset e-mail (its token is in the link: resetTokenFrom). */
export const resetCodeFrom = (mail: ReceivedMail | undefined) =>
  /^ {4}(\d{6})$/m.exec(mail?.text ?? '')?.[1];
export const resetTokenFrom = (mail: ReceivedMail | undefined) =>
  /token=([A-Z0-9]+)/.exec(mail?.text ?? '')?.[1];
export const linkTokenFrom = (mail: ReceivedMail | undefined) =>
  /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
