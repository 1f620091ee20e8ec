/**
 * The app's command line, shipped in the build (decision 026):
 *
 *   node apps/api/dist/cli.js admin:grant <email>    make a verified account staff
 *   node apps/api/dist/cli.js admin:revoke <email>   make a staff account a guardian again
 *
 * Same environment as the server: DATABASE_URL, or the embedded database in DATA_DIR (refused
 * while the server holds DATA_DIR's lock: stop it first, decision 066). Each change is recorded
 * in the audit log with the actor 'cli'. Exit codes: 0 done, 1 refused or failed, 2 usage or
 * configuration. `npm run admin:grant -- <email>` runs the same code from the source tree.
 */
import { grantAdmin, revokeAdminByEmail } from './modules/admin';
import { commandArgs, runAppCommand } from './scripts/app-command';

const USAGE = [
  'Usage: node apps/api/dist/cli.js <command> <email>',
  '  admin:grant <email>   make an existing, verified account staff (role admin)',
  '  admin:revoke <email>  make a staff account a guardian again (never the last admin)',
].join('\n');

const COMMANDS = {
  'admin:grant': grantAdmin,
  'admin:revoke': revokeAdminByEmail,
} as const;

export function runCli(args: string[]): void {
  const [name = '', email] = args;
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name as keyof typeof COMMANDS] : null;
  if (!command || !email) {
    // Prints the usage and exits 2 without opening anything.
    runAppCommand(name || 'cli', async () => 2, USAGE);
    return;
  }
  runAppCommand(name, async (database) => {
    const result = await command(database.db, email, new Date());
    console.log(result.message);
    return result.ok ? 0 : 1;
  });
}

runCli(commandArgs());
