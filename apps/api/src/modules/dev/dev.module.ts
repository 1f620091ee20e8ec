/** The development mailbox and texts: only while nothing is really sent (decisions 032, 083). */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { mailboxRoutes } from './mailbox.routes';
import { smsRoutes } from './sms.routes';

export async function registerDev(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { config, mailTransport, sms } = deps;
  if (!config.SMTP_URL && !config.isProduction && mailTransport.kind === 'log') {
    await app.register(mailboxRoutes, { db: deps.db });
  }
  // The texts' outbox (decision 083): only while no SMS provider is configured.
  if (!config.isProduction && sms?.kind === 'dev') await app.register(smsRoutes, { db: deps.db });
}
