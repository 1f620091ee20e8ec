// Verifying an order with its provider and settling it: the grant, its receipt, the log lines.
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { enqueueEmail } from '../../lib/mail/outbox';
import type { PaymentGateways } from '../../lib/payments/gateways';
import type { Verification } from '../../lib/payments/types';
import { receiptEmail } from './billing.emails';
import type { OrderRow } from './billing.repository';
import {
  findReceiptContext,
  type GrantedPayment,
  type SettleResult,
  settleOrder,
} from './settlement.repository';

type SettlementDeps = {
  db: Db;
  clock: Clock;
  gateways: PaymentGateways;
  appUrl: string;
  logger: FastifyBaseLogger;
  mailQueued: () => void;
};

export function createSettlement({
  db,
  clock,
  gateways,
  appUrl,
  logger,
  mailQueued,
}: SettlementDeps) {
  /** Asks the order's provider and applies the answer; a provider that fails leaves it as is. */
  async function verifyAndSettle(order: OrderRow): Promise<SettleResult | 'unverified'> {
    const gateway = gateways.get(order.provider);
    if (!gateway) return 'unverified';
    let verification: Verification;
    try {
      verification = await gateway.verify(order);
    } catch (error) {
      logger.warn(
        { orderId: order.id, provider: order.provider, err: error },
        'payment provider did not answer; the order stays pending',
      );
      return 'unverified';
    }
    return settle(order.id, verification);
  }

  /**
   * The receipt (decision 021), queued in the transaction that grants the payment: the
   * grant happens once per order (the order row is locked, one payment per order), so a webhook
   * repeated, the confirmation page and the reconcile job together still send one receipt.
   */
  async function queueReceipt(tx: Tx, granted: GrantedPayment) {
    const to = await findReceiptContext(tx, granted.userId, granted.planId);
    if (!to) return;
    await enqueueEmail(tx, {
      to: to.email,
      ...receiptEmail(
        { ...granted, firstName: to.firstName, language: to.language, planName: to.planName },
        appUrl,
      ),
    });
  }

  async function settle(orderId: string, verification: Verification) {
    const result = await settleOrder(db, orderId, verification, clock.now(), queueReceipt);
    if (result === 'granted') mailQueued();
    if (result === 'mismatch' || result === 'duplicate_reference') {
      logger.warn({ orderId, result }, 'payment not granted: it does not match its order');
    } else if (result === 'granted') {
      logger.info({ orderId }, 'payment verified; plan granted');
    }
    return result;
  }

  return { verifyAndSettle, settle };
}
