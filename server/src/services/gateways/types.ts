/**
 * The one interface every card gateway implements ("Card payments"), and what it answers. The
 * gateways are in this folder; services/payments.ts chooses one.
 */
import type { Lang } from '@shared/lang';

export interface PaymentRequest {
  orderId: number;
  /** What the shopper pays, shipping included. */
  amountHalalas: number;
  /** Where the gateway sends the shopper back: `{origin}/payment-status?order_id={id}`. */
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
  /**
   * `initiated` until paid, or until it failed, expired or the shop closed it; `refunded` once a
   * paid payment's money went back.
   */
  status: 'initiated' | 'paid' | 'failed' | 'expired' | 'closed' | 'refunded';
  amountHalalas: number;
  currency: string;
  /** The gateway's reason, when it failed. */
  message: string | null;
  /**
   * The network of the card that paid, as the gateway named it from the card itself (`mada`,
   * `visa`, `mastercard`, …); null while unpaid or when the gateway does not say.
   */
  network: string | null;
}

export interface PaymentGateway {
  readonly name: 'test' | 'moyasar';
  /** Opens a payment and answers its id and the page the shopper pays on. */
  startPayment(request: PaymentRequest): Promise<{ paymentId: string; paymentUrl: string }>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /**
   * Stops an open payment from taking a card (its order failed or was rejected). A payment made in
   * the meantime stays made, so the shop reads it back afterwards.
   */
  closePayment(paymentId: string): Promise<void>;
  /** Gives back the whole of a completed payment; asked again, it answers the same refund. */
  refundPayment(paymentId: string): Promise<GatewayRefund>;
}

/** A paid payment's money given back. */
export interface GatewayRefund {
  /** The gateway's reference of the refund. */
  id: string;
  amountHalalas: number;
  refundedAt: Date;
}
