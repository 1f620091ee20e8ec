// The billing tests' world: an auth harness on a fixed clock with the built-in sandbox as the
// only provider, the plans' ids, and the steps of a payment through the sandbox page.
import { MakePaymentResponse, PlansResponse } from '@waliyy/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import { type AuthHarness, createAuthHarness } from './auth-harness';

export const SANDBOX_FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Starts the harness before the describe's tests; `h` and `planIds` are there once they run. */
export function useSandboxBilling() {
  const world = {
    h: undefined as unknown as AuthHarness,
    planIds: {} as Record<string, string>,
    pay,
    orderOf,
    sandboxPath,
    decide,
    buy,
  };

  beforeAll(async () => {
    world.h = await createAuthHarness({ start: new Date('2026-03-01T10:00:00Z') });
    const list = PlansResponse.parse((await world.h.call('GET', '/api/v1/plans/')).json()).data;
    for (const plan of list) world.planIds[plan.currency] = plan._id;
  });
  afterAll(() => world.h?.close());

  function pay(token: string, planId: string, body?: unknown) {
    return world.h.call('POST', `/api/v1/payment/make-payment/${planId}`, { token, body });
  }
  function orderOf(token: string, id: string) {
    return world.h.call('GET', `/api/v1/payment/order/${id}`, { token });
  }
  function sandboxPath(url: string) {
    return new URL(url).pathname;
  }
  function decide(url: string, decision: 'complete' | 'decline') {
    return world.h.app.inject({
      method: 'POST',
      url: `${sandboxPath(url)}/${decision}`,
      headers: SANDBOX_FORM,
      payload: '',
    });
  }

  /** Starts a payment and completes it on the sandbox page: answers the order id. */
  async function buy(token: string, currency = 'NGN') {
    const started = MakePaymentResponse.parse(
      (await pay(token, world.planIds[currency] ?? '')).json(),
    );
    const done = await decide(started.data.data.authorization_url, 'complete');
    expect(done.statusCode).toBe(303);
    return started.data.id;
  }

  return world;
}
