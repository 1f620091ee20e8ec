import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { escapeHtml } from '../../lib/html';
import { latestEmails } from '../../lib/mail/outbox';

/**
 * /dev/mailbox: the e-mails the app would have sent, for development without an SMTP server.
 * Registered only while no SMTP_URL is set and never in production (decision 032).
 */
export const mailboxRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/dev/mailbox.json', { schema: { hide: true } }, async () => ({
    messages: await latestEmails(db),
  }));

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await latestEmails(db);
    const items = messages
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)} · ${m.createdAt}</p><pre>${escapeHtml(m.text ?? '')}</pre></article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Mailbox — Waliyy (development)</title><style>body{font-family:system-ui,sans-serif;max-width:720px;margin:0 auto;padding:16px}article{border-bottom:1px solid #ddd;padding:8px 0}pre{white-space:pre-wrap}</style></head><body><h1>Development mailbox</h1><p>The newest ${messages.length} e-mails. This page exists only while no SMTP_URL is set.</p>${items || '<p>No e-mails yet.</p>'}</body></html>`,
      );
  });
};
