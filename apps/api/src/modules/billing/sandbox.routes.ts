import { formatAmount, opaqueText } from '@waliyy/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../lib/html';
import { sandboxPath } from '../../lib/payments/sandbox';
import type { BillingService } from './billing.service';

const ReferenceParams = z.object({ reference: opaqueText().min(1).max(100) });

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${escapeHtml(title)} — Waliyy</title><style>body{font-family:system-ui,sans-serif;max-width:480px;margin:40px auto;padding:16px;color:#1f2937}.note{background:#fef3c7;border:1px solid #f59e0b;border-radius:8px;padding:12px}.amount{font-size:2rem;font-weight:700;margin:16px 0}form{display:inline-block;margin-right:8px}button{font-size:1rem;padding:10px 20px;border-radius:8px;border:1px solid #0f766e;cursor:pointer}.complete{background:#0f766e;color:#fff}.decline{background:#fff;color:#0f766e}</style></head><body><main>${body}</main></body></html>`;
}

const send = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header('cache-control', 'no-store')
    // The reference in the address never leaves for another site; same-origin (not no-referrer)
    // so the buttons' POST carries the page's Origin, which says where to send the family back.
    .header('referrer-policy', 'same-origin')
    .type('text/html; charset=utf-8')
    .send(html);

/**
 * The sandbox checkout (only while no provider keys are set): a page of our own that says
 * plainly that no money moves and completes or declines the order. It is bound to the order
 * by the order's unguessable reference, so it needs no token (decision 031); both buttons then
 * send the browser to /confirm-payment like a real provider's callback.
 */
export const sandboxRoutes: FastifyPluginAsync<{
  billing: BillingService;
  appUrl: string;
}> = async (app, { billing, appUrl }) => {
  // The page's forms post application/x-www-form-urlencoded with nothing we need in it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  const api = app.withTypeProvider<ZodTypeProvider>();
  const notFoundPage = page(
    'Checkout not found',
    '<h1>Checkout not found</h1><p>This test checkout does not exist. Start the payment again from the pricing page.</p>',
  );

  api.get(
    '/payment/sandbox/:reference',
    { schema: { hide: true, params: ReferenceParams } },
    async (request, reply) => {
      const found = await billing.findSandboxOrder(request.params.reference);
      if (!found) return send(reply, 404, notFoundPage);
      const { order, planName } = found;
      const price = formatAmount(order.amountMinor / 100, order.currency);
      const action = sandboxPath(order.reference);
      const controls =
        order.status === 'pending'
          ? `<form method="post" action="${escapeHtml(`${action}/complete`)}"><button class="complete" type="submit">Complete payment</button></form><form method="post" action="${escapeHtml(`${action}/decline`)}"><button class="decline" type="submit">Decline payment</button></form>`
          : `<p>This checkout is already <strong>${escapeHtml(order.status)}</strong>.</p><p><a href="${escapeHtml(`${appUrl}/confirm-payment`)}">Back to Waliyy</a></p>`;
      return send(
        reply,
        200,
        page(
          'Test checkout',
          `<h1>Test checkout</h1><p class="note"><strong>This is a sandbox: no money moves.</strong> No card is charged and nothing is sent to a payment provider. This server has no payment provider configured, so this page stands in for one.</p><p>${escapeHtml(planName)} plan, one year</p><p class="amount">${escapeHtml(price)}</p>${controls}`,
        ),
      );
    },
  );

  for (const decision of ['complete', 'decline'] as const) {
    api.post(
      `/payment/sandbox/:reference/${decision}`,
      { schema: { hide: true, params: ReferenceParams } },
      async (request, reply) => {
        const result = await billing.settleSandbox(request.params.reference, decision);
        if (result === undefined) return send(reply, 404, notFoundPage);
        // Back to APP_URL, or in development to the loopback origin the page was opened on.
        const base = billing.returnBase(request.headers.origin);
        const target = `${base}/confirm-payment?reference=${encodeURIComponent(request.params.reference)}`;
        return reply.header('cache-control', 'no-store').redirect(target, 303);
      },
    );
  }
};
