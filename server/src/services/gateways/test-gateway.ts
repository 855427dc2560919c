/**
 * The `test` gateway ("Card payments"): a stand-in for a card processor, with its own books
 * (`test_gateway_payments`) and its own hosted page (`routes/pay.ts`). Cards that approve and cards
 * that decline are listed in the README; any other valid Visa, Mastercard or mada card approves.
 * The shop may close an open payment, after which the page takes no card, and refund a paid one.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testGatewayPayments } from '../../db/schema';
import type { CardNetwork } from '../cards';
import type { GatewayPayment, PaymentGateway } from './types';

/** Numbers the test gateway declines, as a bank would. */
export const DECLINED_TEST_CARDS = ['4000000000000002', '5105105105105100', '5888450000000003'];

export type TestPaymentRow = typeof testGatewayPayments.$inferSelect;

export interface TestGateway extends PaymentGateway {
  find(paymentId: string): Promise<TestPaymentRow | undefined>;
  /**
   * Charges a checked card: approves or declines it (by the test cards), once, and only while the
   * payment is open. Answers the row as it stands.
   */
  charge(paymentId: string, card: { digits: string; network: CardNetwork }): Promise<TestPaymentRow | undefined>;
}

export function createTestGateway(db: Db): TestGateway {
  const find = async (paymentId: string) => (await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, paymentId)))[0];
  return {
    name: 'test',
    find,
    async startPayment({ amountHalalas, returnUrl, description, expiresAt, apiOrigin, lang }) {
      const id = `tpay_${randomBytes(12).toString('base64url')}`;
      await db.insert(testGatewayPayments).values({ id, amountHalalas, currency: 'SAR', description, returnUrl, expiresAt });
      return { paymentId: id, paymentUrl: `${apiOrigin}/pay/${id}?lng=${lang}` };
    },
    async fetchPayment(paymentId): Promise<GatewayPayment> {
      const row = await find(paymentId);
      if (!row) throw new Error(`Test gateway: no payment ${paymentId}`);
      // An open payment past its time is expired, as a gateway reports it.
      const status = row.status === 'initiated' && row.expiresAt.getTime() <= Date.now() ? 'expired' : row.status;
      // The network was named from the number the page charged, never by the shopper.
      return { id: row.id, status, amountHalalas: row.amountHalalas, currency: row.currency, message: row.message, network: row.status === 'paid' || row.status === 'refunded' ? row.cardNetwork : null };
    },
    async closePayment(paymentId) {
      // Only an open payment closes; one that was paid meanwhile is the shop's to refund.
      await db
        .update(testGatewayPayments)
        .set({ status: 'closed', message: 'Closed by the shop', updatedAt: sql`now()` })
        .where(and(eq(testGatewayPayments.id, paymentId), eq(testGatewayPayments.status, 'initiated')));
    },
    async refundPayment(paymentId) {
      // One statement takes the paid row, so two refunds at once give the money back once.
      const [refunded] = await db
        .update(testGatewayPayments)
        .set({ status: 'refunded', refundId: `tref_${randomBytes(12).toString('base64url')}`, refundedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(testGatewayPayments.id, paymentId), eq(testGatewayPayments.status, 'paid')))
        .returning();
      const row = refunded ?? (await find(paymentId));
      if (row?.status !== 'refunded' || !row.refundId || !row.refundedAt) throw new Error(`Test gateway: payment ${paymentId} is not paid, so it cannot be refunded`);
      return { id: row.refundId, amountHalalas: row.amountHalalas, refundedAt: row.refundedAt };
    },
    async charge(paymentId, card) {
      const declined = DECLINED_TEST_CARDS.includes(card.digits);
      await db
        .update(testGatewayPayments)
        .set({
          status: declined ? 'failed' : 'paid',
          message: declined ? 'Card declined' : null,
          cardNetwork: card.network,
          cardLast4: card.digits.slice(-4),
          updatedAt: sql`now()`,
        })
        .where(and(eq(testGatewayPayments.id, paymentId), eq(testGatewayPayments.status, 'initiated'), sql`${testGatewayPayments.expiresAt} > now()`));
      return find(paymentId);
    },
  };
}
