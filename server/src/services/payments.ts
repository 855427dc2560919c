/**
 * The seam for card payments (R4, R28): checkout hands a card order to a gateway, which answers the
 * page the shopper pays on. With no gateway configured, card orders are refused and cash on delivery
 * is the only method.
 */
export interface PaymentRequest {
  orderId: number;
  /** What the shopper pays, shipping included. */
  amountHalalas: number;
  /** Where the gateway sends the shopper back (R4: `{origin}/payment-status?order_id={id}`). */
  returnUrl: string;
  description: string;
}

export interface PaymentGateway {
  /** Opens a payment for the order and answers the URL the shopper is sent to. */
  startPayment(request: PaymentRequest): Promise<{ paymentUrl: string }>;
}
