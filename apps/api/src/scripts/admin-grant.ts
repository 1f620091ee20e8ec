/**
 * `npm run admin:grant -- <email>`: makes an existing, verified account staff (role admin),
 * against DATABASE_URL or the embedded database in DATA_DIR, and records the grant in the audit
 * log (actor 'cli'). Refuses an unknown or unverified address with a clear message, and the
 * embedded database while another process (the server) holds DATA_DIR (DECISIONS 40).
 */
import { grantAdmin } from '../modules/admin/grant-admin';
import { commandArgs, runAppCommand } from './app-command';

const email = commandArgs()[0];

runAppCommand(
  'admin:grant',
  async (database) => {
    const result = await grantAdmin(database.db, email ?? '', new Date());
    console.log(result.message);
    return result.ok ? 0 : 1;
  },
  email ? null : 'Usage: npm run admin:grant -- <email>',
);
