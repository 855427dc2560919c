/**
 * The `moyasar` gateway ("Card payments"): Moyasar's hosted invoices. `POST /v1/invoices` opens one (the
 * amount in halalas, the return pages, an expiry), its `url` is where the shopper pays, and
 * `GET /v1/invoices/{id}` is the record the shop reads back. The secret key authenticates both,
 * as the user name of HTTP Basic auth. Moyasar's webhook (`routes/payment-webhooks.ts`) only says
 * when to read. `PUT /v1/invoices/{id}/cancel` closes an invoice whose order failed or was
 * rejected, and `POST /v1/payments/{id}/refund` gives back a payment made on it anyway.
 */
import type { GatewayPayment, GatewayRefund, PaymentGateway } from './types';

export interface MoyasarOptions {
  secretKey: string;
  /** `https://api.moyasar.com/v1`; tests point it at a local fake. */
  apiUrl: string;
  fetch?: typeof fetch;
}

/** The fields of Moyasar's invoice object the shop reads. */
interface MoyasarInvoice {
  id: string;
  status: string;
  amount: number;
  currency: string;
  url: string;
  payments?: MoyasarPayment[] | null;
}

/** The fields of Moyasar's payment object the shop reads; `refunded` is in halalas. */
interface MoyasarPayment {
  id: string;
  status: string;
  amount: number;
  refunded?: number | null;
  refunded_at?: string | null;
  /** `company` is the card's network: `mada`, `visa`, `master`, `amex`. */
  source?: { message?: string | null; company?: string | null } | null;
}

/** Moyasar's invoice statuses in the gateway interface's terms. */
function statusOf(invoice: MoyasarInvoice): GatewayPayment['status'] {
  if (invoice.status === 'paid') return 'paid';
  if (invoice.status === 'refunded') return 'refunded';
  if (invoice.status === 'canceled') return 'closed';
  if (invoice.status === 'expired') return 'expired';
  // on_hold: a payment attempt is still under way, so the invoice is still open.
  if (invoice.status === 'initiated' || invoice.status === 'on_hold') return 'initiated';
  // failed, voided: nothing the order may count on.
  return 'failed';
}

/** A payment whose money Moyasar holds: the one to give back. */
const isCaptured = (payment: MoyasarPayment) => payment.status === 'paid' || payment.status === 'captured';

/** The network of the card that paid the invoice, in the shop's names (Moyasar says `master`). */
function networkOf(invoice: MoyasarInvoice): string | null {
  const paid = invoice.payments?.find((payment) => isCaptured(payment) || payment.status === 'refunded');
  const company = paid?.source?.company?.trim().toLowerCase();
  if (!company) return null;
  return company === 'master' ? 'mastercard' : company;
}

export function createMoyasarGateway({ secretKey, apiUrl, fetch: send = fetch }: MoyasarOptions): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

  async function call<T = MoyasarInvoice>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await send(`${apiUrl}${path}`, {
      ...init,
      headers: { Authorization: authorization, Accept: 'application/json', ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
    if (!response.ok || !body) throw new Error(`Moyasar ${init.method ?? 'GET'} ${path} answered ${response.status}: ${body?.message ?? 'no body'}`);
    return body;
  }

  const readInvoice = (invoiceId: string) => call(`/invoices/${encodeURIComponent(invoiceId)}`);

  return {
    name: 'moyasar',
    async startPayment({ orderId, amountHalalas, returnUrl, description, expiresAt, apiOrigin }) {
      const invoice = await call('/invoices', {
        method: 'POST',
        body: JSON.stringify({
          amount: amountHalalas,
          currency: 'SAR',
          description,
          // Moyasar calls this when the invoice is paid; the shop then reads the invoice itself.
          callback_url: `${apiOrigin}/api/payments/moyasar/webhook`,
          success_url: returnUrl,
          back_url: returnUrl,
          expired_at: expiresAt.toISOString(),
          metadata: { order_id: String(orderId) },
        }),
      });
      return { paymentId: invoice.id, paymentUrl: invoice.url };
    },
    async fetchPayment(paymentId) {
      const invoice = await readInvoice(paymentId);
      const failedAttempt = invoice.payments?.find((payment) => payment.status === 'failed');
      return {
        id: invoice.id,
        status: statusOf(invoice),
        amountHalalas: invoice.amount,
        currency: invoice.currency,
        message: failedAttempt?.source?.message ?? null,
        network: networkOf(invoice),
      };
    },
    async closePayment(paymentId) {
      // Moyasar cancels only an initiated invoice; a paid one answers an error, and the shop then
      // reads it and refunds it.
      await call(`/invoices/${encodeURIComponent(paymentId)}/cancel`, { method: 'PUT' });
    },
    async refundPayment(paymentId) {
      const invoice = await readInvoice(paymentId);
      const refunded: MoyasarPayment[] = [];
      for (const payment of invoice.payments ?? []) {
        if (isCaptured(payment)) {
          try {
            // No amount: Moyasar refunds the whole payment.
            refunded.push(await call<MoyasarPayment>(`/payments/${encodeURIComponent(payment.id)}/refund`, { method: 'POST' }));
          } catch (error) {
            // Another process may have refunded it a moment ago: its record says so.
            const again = (await readInvoice(paymentId)).payments?.find((p) => p.id === payment.id);
            if (again?.status !== 'refunded') throw error;
            refunded.push(again);
          }
        } else if (payment.status === 'refunded') refunded.push(payment);
      }
      if (refunded.length === 0) throw new Error(`Moyasar invoice ${paymentId} has no payment to refund`);
      return refundOf(refunded);
    },
  };
}

/** Moyasar refunds a payment in place: the payment's id is the refund's reference. */
function refundOf(payments: MoyasarPayment[]): GatewayRefund {
  const times = payments.map((payment) => (payment.refunded_at ? Date.parse(payment.refunded_at) : Date.now()));
  return {
    id: payments.map((payment) => payment.id).join(','),
    amountHalalas: payments.reduce((sum, payment) => sum + (payment.refunded ?? payment.amount), 0),
    refundedAt: new Date(Math.max(...times)),
  };
}
