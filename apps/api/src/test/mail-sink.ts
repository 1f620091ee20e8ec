/**
 * A real SMTP server for the e2e run, with what it received readable over HTTP:
 * GET /messages?to=address → { messages: [{ to, subject, text, html }] } newest first.
 * Usage: tsx src/test/mail-sink.ts (SMTP_PORT, HTTP_PORT from the environment).
 */
import { createServer } from 'node:http';
import { startSmtpServer } from './smtp';

const smtpPort = Number(process.env.SMTP_PORT ?? 2525);
const httpPort = Number(process.env.HTTP_PORT ?? 2580);

const smtp = await startSmtpServer(smtpPort);
const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/health') {
    response.end('ok');
    return;
  }
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const messages = smtp.received.filter((m) => !to || m.to === to).reverse();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ messages }));
    return;
  }
  response.statusCode = 404;
  response.end();
});
http.listen(httpPort, '127.0.0.1', () => {
  console.log(`mail sink: SMTP ${smtp.url}, HTTP http://127.0.0.1:${httpPort}`);
});

const stop = () => {
  http.close();
  void smtp.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
