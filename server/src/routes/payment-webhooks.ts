/**
 * Moyasar's notifications ("Card payments"): its webhook (`payment_paid`, `payment_failed`, …,
 * with the secret token set in its dashboard) and its invoices' `callback_url`. Neither is believed: a notification
 * only names the invoice, which the shop then reads from Moyasar itself. A token that is sent must
 * be the right one; a replay changes nothing.
 */
import { timingSafeEqual } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { HttpError } from '../http-error';
import { errorResponses } from './common';
import type { PrivateRoutePlugin } from '../plugins/route-context';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const Notification = Type.Object(
  {
    type: Type.Optional(Type.String({ maxLength: 100 })),
    secret_token: Type.Optional(Type.String({ maxLength: 500 })),
    /** An invoice's callback sends the invoice; the webhook, a payment with its invoice_id. */
    id: Type.Optional(Type.String({ maxLength: 100 })),
    data: Type.Optional(Type.Object({ id: Type.Optional(Type.String({ maxLength: 100 })), invoice_id: Type.Optional(Type.String({ maxLength: 100 })) })),
  },
  { additionalProperties: true },
);

const paymentWebhookRoutes: PrivateRoutePlugin = async (app, { config, cardPayments }) => {
  app.post(
    '/payments/moyasar/webhook',
    {
      schema: {
        tags: ['orders'],
        summary: "Moyasar's webhook and invoice callback: the shop reads the named invoice from Moyasar",
        body: Notification,
        response: { 200: Type.Object({ received: Type.Boolean() }), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const body = request.body;
      const secret = config.payments.provider === 'moyasar' ? config.payments.webhookSecret : null;
      if (body.secret_token !== undefined && (!secret || !sameSecret(body.secret_token, secret))) throw new HttpError(401, 'webhookTokenInvalid');
      if (cardPayments.gateway?.name !== 'moyasar') return { received: false };
      const invoiceId = body.data?.invoice_id ?? body.id;
      if (!invoiceId) return { received: false };
      return { received: await cardPayments.syncGatewayPayment(invoiceId) };
    },
  );
};

export default paymentWebhookRoutes;
