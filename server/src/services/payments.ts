/**
 * Card payments through one gateway interface (R4, R28). `PAYMENT_PROVIDER` chooses the
 * implementation: `test` (the hosted test page this API serves, the default) or `moyasar`.
 * Whatever the gateway, the shop reads the payment back from it (`fetchPayment`) before it believes
 * anything: a redirect or a notification only says when to look.
 */
import type { Lang } from '../i18n';

export interface PaymentRequest {
  orderId: number;
  /** What the shopper pays, shipping included. */
  amountHalalas: number;
  /** Where the gateway sends the shopper back: `{origin}/payment-status?order_id={id}` (R4). */
  returnUrl: string;
  description: string;
  /** After this the gateway takes no payment. */
  expiresAt: Date;
  /** This API's public origin, for pages and notifications the gateway reaches us by. */
  apiOrigin: string;
  /** The shop's language, for the gateway's page. */
  lang: Lang;
}

/** The gateway's own record of a payment. */
export interface GatewayPayment {
  id: string;
  /** `initiated` until paid, or until it failed or expired. */
  status: 'initiated' | 'paid' | 'failed' | 'expired';
  amountHalalas: number;
  currency: string;
  /** The gateway's reason, when it failed. */
  message: string | null;
}

export interface PaymentGateway {
  readonly name: 'test' | 'moyasar';
  /** Opens a payment and answers its id and the page the shopper pays on. */
  startPayment(request: PaymentRequest): Promise<{ paymentId: string; paymentUrl: string }>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
}
