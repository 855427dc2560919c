/**
 * How an order was paid, as a key of `common:payment.method` ("Card payments"): a card is named by
 * its network when the API says which card paid (mada is a debit card, not a credit card), and is a
 * card without more words when it does not.
 */
export type PaymentMethodKey = 'cash' | 'card' | 'mada' | 'visa' | 'mastercard';

const NAMED_NETWORKS: readonly string[] = ['mada', 'visa', 'mastercard'] satisfies PaymentMethodKey[];

export function paymentMethodKey(cod: boolean, network?: string | null): PaymentMethodKey {
  if (cod) return 'cash';
  return network && NAMED_NETWORKS.includes(network) ? (network as PaymentMethodKey) : 'card';
}
