import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { latestTexts } from '../../lib/sms/sms-outbox.repository';

/**
 * /dev/sms: the texts the app would have sent (decision 083), newest first, as JSON like
 * /dev/mailbox.json. Registered only in development without an SMS provider; never in production.
 */
export const smsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/dev/sms', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ messages: await latestTexts(db) }),
  );
};
