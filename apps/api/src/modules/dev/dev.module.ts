/** The development mailbox: only while nothing is really sent (decision 032). */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { mailboxRoutes } from './mailbox.routes';

export async function registerDev(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { config, mailTransport } = deps;
  if (!config.SMTP_URL && !config.isProduction && mailTransport.kind === 'log') {
    await app.register(mailboxRoutes, { db: deps.db });
  }
}
