import { MakePaymentResponse, OrderResponse } from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema';
import { type BillingHarness, createBillingHarness } from '../../test/billing-harness';
import type { ReceivedMail } from '../../test/smtp';

const WEBHOOK = '/api/v1/payment/webhook/paystack';
const DAY = 86_400_000;

/**
 * The receipt after each payment (decision 021): queued through the outbox in the
 * transaction that grants the payment, read here from the real SMTP server.
 */
describe('billing: a receipt e-mail for each payment', () => {
  let h: BillingHarness;
  beforeAll(async () => {
    h = await createBillingHarness();
  });
  afterAll(() => h.close());

  async function start(currency: 'NGN' | 'USD' | 'GBP', body?: unknown) {
    const { input, token } = await h.register();
    return { ...(await startFor(token, currency, body)), token, input };
  }
  async function startFor(token: string, currency: 'NGN' | 'USD' | 'GBP', body?: unknown) {
    const res = await h.call('POST', `/api/v1/payment/make-payment/${h.planIds[currency]}`, {
      token,
      body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = MakePaymentResponse.parse(res.json());
    const [row] = await h.database.db.select().from(orders).where(eq(orders.id, data.id));
    return { id: data.id, reference: data.data.reference, paypalId: row?.providerOrderId ?? '' };
  }
  const order = async (token: string, id: string) =>
    OrderResponse.parse((await h.call('GET', `/api/v1/payment/order/${id}`, { token })).json())
      .data;
  const webhook = (rawBody: string) =>
    h.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': h.fake.paystack.sign(rawBody),
      },
      payload: rawBody,
    });
  const receiptsTo = async (email: string): Promise<ReceivedMail[]> => {
    await h.flushMail();
    return h.smtp.received.filter(
      (m) => m.to === email.toLowerCase() && /receipt/i.test(m.subject),
    );
  };

  it('sends one receipt with the plan, amount, period, provider and reference, however often Paystack repeats its webhook', async () => {
    const { token, id, reference, input } = await start('NGN');
    expect(await receiptsTo(input.email)).toEqual([]);

    h.fake.paystack.pay(reference);
    const body = h.fake.paystack.eventBody(reference);
    for (let i = 0; i < 5; i += 1) expect((await webhook(body)).statusCode).toBe(200);
    await h.app.billing.drain();
    // The confirmation page and the reconcile job find it paid already.
    expect((await order(token, id)).status).toBe('succeeded');
    h.clock.advance(DAY);
    await h.app.reconcileWorker.runOnce();
    expect((await webhook(body)).statusCode).toBe(200);
    await h.app.billing.drain();

    const receipts = await receiptsTo(input.email);
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt?.subject).toBe('Your Waliyy receipt: Premium, ₦10,000');
    // The harness's clock starts on 2026-03-01 10:00 UTC: a year from the payment.
    for (const line of [
      `Assalamu alaikum, ${input.firstName}`,
      'Plan: Premium (one year)',
      'Amount paid: ₦10,000',
      'Period: Mar 01, 2026 to Mar 01, 2027',
      'Paid on Mar 01, 2026 through Paystack',
      `Reference: ${reference}`,
    ]) {
      expect(receipt?.text, line).toContain(line);
      expect(receipt?.html, line).toContain(line.replace(/'/g, '&#39;'));
    }
    expect(receipt?.text).toContain('http://localhost:3000/settings?tab=billing');
    // Paystack's reference is ours: not printed twice.
    expect(receipt?.text.match(new RegExp(reference, 'g'))).toHaveLength(1);
    h.clock.advance(-DAY);
  });

  it("sends a receipt per payment: a second year says its own period, and PayPal's capture id is given", async () => {
    const first = await start('GBP');
    h.fake.paypal.approve(first.paypalId);
    await h.call('GET', `/api/v1/payment/paypal-capture/${first.id}`, { token: first.token });
    // Captured again (the return page reloaded): still one receipt for it.
    await h.call('GET', `/api/v1/payment/paypal-capture/${first.paypalId}`, {
      token: first.token,
    });
    const second = await startFor(first.token, 'USD', { provider: 'paypal' });
    h.fake.paypal.approve(second.paypalId);
    await h.call('GET', `/api/v1/payment/paypal-capture/${second.id}`, { token: first.token });

    const receipts = await receiptsTo(first.input.email);
    expect(receipts.map((m) => m.subject)).toEqual([
      'Your Waliyy receipt: Premium, £20',
      'Your Waliyy receipt: Premium, $25',
    ]);
    const [gbp, usd] = receipts;
    expect(gbp?.text).toContain('Period: Mar 01, 2026 to Mar 01, 2027');
    expect(gbp?.text).toContain('through PayPal');
    expect(gbp?.text).toContain(`Reference: ${first.reference}`);
    const [capture] = await h.database.db
      .select({ providerReference: payments.providerReference })
      .from(payments)
      .where(eq(payments.orderId, first.id));
    expect(capture?.providerReference).toBeTruthy();
    expect(gbp?.text).toContain(`PayPal reference: ${capture?.providerReference}`);
    // Paying while a year runs adds the next year after it.
    expect(usd?.text).toContain('Period: Mar 01, 2027 to Mar 01, 2028');
    expect(usd?.text).toContain('Amount paid: $25');
  });

  it('writes the receipt in the account language: Arabic, right to left, money and dates as the web writes them', async () => {
    const { input, token } = await h.register({ language: 'ar' });
    const { reference } = await startFor(token, 'NGN');
    h.fake.paystack.pay(reference);
    expect((await webhook(h.fake.paystack.eventBody(reference))).statusCode).toBe(200);
    await h.app.billing.drain();
    await h.flushMail();
    const receipts = h.smtp.received.filter(
      (m) => m.to === input.email.toLowerCase() && m.subject.includes('إيصال'),
    );
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;

    // As the web writes them in Arabic: the symbol first, Latin digits, Arabic month names.
    const amount = '₦10,000';
    const day = (iso: string) =>
      new Intl.DateTimeFormat('ar-u-nu-latn', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(iso));
    expect(receipt?.subject).toBe(`إيصالكم من Waliyy: Premium، ${amount}`);
    expect(receipt?.text).toContain(`السلام عليكم، ${input.firstName}`);
    expect(receipt?.text).toContain(`المبلغ المدفوع: ${amount}`);
    expect(receipt?.text).toContain(`المدة: من ${day('2026-03-01')} إلى ${day('2027-03-01')}`);
    expect(receipt?.text).toContain(`عبر Paystack`);
    // The reference and the link stay as they are.
    // Isolated, so its pieces keep their order in the Arabic sentence.
    expect(receipt?.text).toContain(`الرقم المرجعي: \u2068${reference}\u2069`);
    expect(receipt?.text).toContain('http://localhost:3000/settings?tab=billing');
    expect(receipt?.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('sends nothing for a payment that fails or does not match its order', async () => {
    const failed = await start('NGN');
    h.fake.paystack.fail(failed.reference);
    expect((await order(failed.token, failed.id)).status).toBe('failed');
    const short = await start('NGN');
    h.fake.paystack.pay(short.reference, { amount: 100_000 });
    expect((await order(short.token, short.id)).status).toBe('failed');
    expect(await receiptsTo(failed.input.email)).toEqual([]);
    expect(await receiptsTo(short.input.email)).toEqual([]);
  });
});
