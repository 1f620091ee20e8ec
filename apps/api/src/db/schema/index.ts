/**
 * The database's tables, one file per domain. drizzle-kit reads this file; a change here becomes
 * a migration with `npx drizzle-kit generate --name <what>` in apps/api.
 */
export * from './accounts';
export * from './billing';
export * from './confirmations';
export * from './discovery';
export * from './genotype';
export * from './likes';
export * from './operations';
export * from './people';
export * from './safety';
