/**
 * `npm run admin:grant -- <email>`: makes an existing, verified account staff (role admin). The
 * same code as the built `node apps/api/dist/cli.js admin:grant <email>` (src/cli.ts), run from
 * the source tree.
 */
import { commandArgs } from './app-command';

process.argv.splice(2, process.argv.length, 'admin:grant', ...commandArgs());
await import('../cli');
