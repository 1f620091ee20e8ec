/** The account module's wiring: the signed-in account's own settings under /api/v1/account. */
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, authDepsOf, type ModuleDeps } from '../../module-deps';
import { accountRoutes } from './account.routes';
import { type AccountService, createAccountService } from './account.service';
import { phoneRoutes } from './phone.routes';
import { createPhoneVerification } from './phone.service';

/** Answers the account service: staff act on accounts through it (admin module). */
export async function registerAccount(
  app: FastifyInstance,
  deps: ModuleDeps,
): Promise<AccountService> {
  const phone = createPhoneVerification(authDepsOf(deps), deps.sms);
  const account = createAccountService(authDepsOf(deps), phone.availability);
  await app.register(accountRoutes, {
    prefix: API_PREFIX,
    account,
    authenticate: deps.authenticate,
  });
  await app.register(phoneRoutes, { prefix: API_PREFIX, phone, authenticate: deps.authenticate });
  return account;
}
