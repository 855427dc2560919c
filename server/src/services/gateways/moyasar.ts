/**
 * The `moyasar` gateway (R28): Moyasar's hosted invoices. `POST /v1/invoices` opens one (the
 * amount in halalas, the return pages, an expiry), its `url` is where the shopper pays, and
 * `GET /v1/invoices/{id}` is the record the shop reads back. The secret key authenticates both,
 * as the user name of HTTP Basic auth. Moyasar's webhook (`routes/payment-webhooks.ts`) only says
 * when to read.
 */
import type { GatewayPayment, PaymentGateway } from '../payments';

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
  payments?: { status: string; source?: { message?: string | null } | null }[] | null;
}

/** Moyasar's invoice statuses in the gateway interface's terms. */
function statusOf(invoice: MoyasarInvoice): GatewayPayment['status'] {
  if (invoice.status === 'paid') return 'paid';
  if (invoice.status === 'expired' || invoice.status === 'canceled') return 'expired';
  if (invoice.status === 'initiated') return 'initiated';
  // failed, voided, refunded: nothing the order may count on.
  return 'failed';
}

export function createMoyasarGateway({ secretKey, apiUrl, fetch: send = fetch }: MoyasarOptions): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

  async function call(path: string, init: RequestInit = {}): Promise<MoyasarInvoice> {
    const response = await send(`${apiUrl}${path}`, {
      ...init,
      headers: { Authorization: authorization, Accept: 'application/json', 'Content-Type': 'application/json' },
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json().catch(() => null)) as (MoyasarInvoice & { message?: string }) | null;
    if (!response.ok || !body) throw new Error(`Moyasar ${init.method ?? 'GET'} ${path} answered ${response.status}: ${body?.message ?? 'no body'}`);
    return body;
  }

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
      const invoice = await call(`/invoices/${encodeURIComponent(paymentId)}`);
      const failedAttempt = invoice.payments?.find((payment) => payment.status === 'failed');
      return {
        id: invoice.id,
        status: statusOf(invoice),
        amountHalalas: invoice.amount,
        currency: invoice.currency,
        message: failedAttempt?.source?.message ?? null,
      };
    },
  };
}
