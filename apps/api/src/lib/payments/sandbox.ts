import type { PaymentGateway } from './types';

/** The path of the sandbox checkout page for an order (bound by its unguessable reference). */
export const sandboxPath = (reference: string) =>
  `/api/v1/payment/sandbox/${encodeURIComponent(reference)}`;

/**
 * The built-in sandbox, active only while no provider keys are configured: the checkout page
 * is ours (modules/billing/sandbox.routes.ts) and its buttons settle the order directly, so
 * there is nothing to ask anyone — an unsettled sandbox order simply stays pending.
 */
export function createSandboxGateway(): PaymentGateway {
  return {
    name: 'sandbox',
    currencies: ['NGN', 'USD', 'GBP'],
    // On the return page's origin: the checkout and the way back stay where the browser's
    // session is (APP_URL, or a loopback address in development, see sandboxReturnBase).
    async startCheckout(order) {
      return {
        authorizationUrl: `${new URL(order.returnUrl).origin}${sandboxPath(order.reference)}`,
      };
    },
    async verify() {
      return { outcome: 'pending', reason: 'sandbox: waiting for the checkout page' };
    },
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const isLoopback = (url: URL) => LOOPBACK_HOSTS.has(url.hostname);

/** The header as an origin, if it is exactly a plain http(s) origin. */
function parseOrigin(header: string): URL | undefined {
  try {
    const url = new URL(header);
    const isHttp = url.protocol === 'http:' || url.protocol === 'https:';
    return isHttp && url.origin === header ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the sandbox sends the browser (its checkout page and the way back): APP_URL, unless —
 * outside production, on a server whose APP_URL is this machine — the request came from
 * another loopback origin (the Vite dev server on :5173, or 127.0.0.1 where APP_URL says
 * localhost), where the family's session is. Any other `Origin` is ignored: a request header
 * never chooses where a family is sent (decision 065). Real providers always use APP_URL.
 */
export function sandboxReturnBase(
  originHeader: string | string[] | undefined,
  { appUrl, isProduction }: { appUrl: string; isProduction: boolean },
): string {
  if (isProduction || typeof originHeader !== 'string') return appUrl;
  const origin = parseOrigin(originHeader);
  return origin && isLoopback(origin) && isLoopback(new URL(appUrl)) ? origin.origin : appUrl;
}
