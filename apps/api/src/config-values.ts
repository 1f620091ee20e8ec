/** The kinds of value config.ts parses out of the environment: proxies, origins, prices, URLs. */
import { isIP } from 'node:net';
import { z } from 'zod';

/** An address or a CIDR block: 10.0.0.5, 10.0.0.0/8, fd00::/8. */
const isAddressOrBlock = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy). `true` believes every entry,
 * so a client that sends its own header picks its own address and walks past every per-address
 * limit (found reviewing decision 018): behind a load balancer name its addresses or blocks instead, and the
 * client's address is the one the balancer saw. (Fastify 5 refuses a bare hop count, which
 * cannot tell the balancer from a client that reaches the server directly.)
 */
export const trustProxy = z.string().transform((value, ctx): boolean | string[] => {
  const v = value.trim().toLowerCase();
  if (['false', 'off', 'no', '0'].includes(v)) return false;
  if (['true', 'on', 'yes', '1'].includes(v)) return true;
  const entries = v.split(',').map((e) => e.trim());
  if (entries.every(isAddressOrBlock)) return entries;
  ctx.addIssue({
    code: 'custom',
    message:
      "must be the load balancer's addresses or blocks (10.0.0.5 or 10.0.0.0/8, comma-separated), true or false",
  });
  return z.NEVER;
});

/**
 * CORS_ORIGINS (decision 020): the web origins, exactly, that may call the API from a
 * browser, comma-separated (https://app.example.com,http://localhost:5173). No wildcard, path
 * or query. Default none: nothing is opened.
 */
export const corsOrigins = z.string().transform((value, ctx): string[] => {
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  const origins: string[] = [];
  for (const entry of entries) {
    const origin = originOf(entry);
    if (!origin) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not an origin: give scheme, host and port only, e.g. https://app.example.com (comma-separated)`,
      });
      return z.NEVER;
    }
    origins.push(origin);
  }
  return [...new Set(origins)];
});

/** Scheme, host and port only: no path, query, fragment, user or wildcard. */
const ORIGIN = /^https?:\/\/([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?\/?$/i;

/** The origin as a browser sends it (lower-case host, default port left out), or null. */
function originOf(entry: string): string | null {
  if (!ORIGIN.test(entry)) return null;
  try {
    const { origin } = new URL(entry);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** A price in major units with at most two decimals, kept as text (no floats in money). */
export const majorUnits = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be an amount in major units, e.g. 25 or 19.99');

export const url = (protocols: string[]) =>
  z.url({ protocol: new RegExp(`^(${protocols.join('|')})$`) });
